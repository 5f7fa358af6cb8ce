import type { MyAdverts } from '@zeng/contract/auth';
import { ADVERT_LIFETIME_DAYS, type AdvertState } from '@zeng/contract/constants';
import { PATHS } from '@zeng/contract/routes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AdvertCard } from '../../../components/advert-card/AdvertCard';
import { accessoryToCard, type CardAdvert, phoneToCard, simToCard } from '../../../components/advert-card/card-advert';
import { EmptyState } from '../../../components/EmptyState';
import { Icon } from '../../../components/Icon';
import { useMyAdverts } from '../api/get-my-adverts';
import styles from './MyAdvertsPanel.module.css';
import { type OwnAdvertState, OwnAdvertStatus } from './OwnAdvertStatus';

interface OwnCard {
  card: CardAdvert;
  own: OwnAdvertState;
}

const own = ({ state, rejectionReason, expiresAt, soldAt }: OwnAdvertState): OwnAdvertState => ({
  state,
  rejectionReason,
  expiresAt,
  soldAt,
});

const GROUPS: { key: keyof MyAdverts; toCards: (adverts: MyAdverts) => OwnCard[] }[] = [
  { key: 'phones', toCards: (a) => a.phones.map((item) => ({ card: phoneToCard(item), own: own(item) })) },
  { key: 'tablets', toCards: (a) => a.tablets.map((item) => ({ card: phoneToCard(item), own: own(item) })) },
  { key: 'sims', toCards: (a) => a.sims.map((item) => ({ card: simToCard(item), own: own(item) })) },
  {
    key: 'accessories',
    toCards: (a) => a.accessories.map((item) => ({ card: accessoryToCard(item), own: own(item) })),
  },
];

const SKELETON_CARDS = 4;

/** Cards' places while a tab's adverts (or which tab to open on) are on their way. */
export function MyAdvertsSkeleton() {
  const { t } = useTranslation('profile');
  return (
    <div className={styles.grid} aria-busy="true">
      {Array.from({ length: SKELETON_CARDS }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <span key={i} className={styles.skeleton} />
      ))}
      <span role="status" className="visually-hidden">
        {t('loading')}
      </span>
    </div>
  );
}

/**
 * The person's adverts in one state, under phones, tablets, SIM cards and accessories headings; each
 * card says where it stands (OwnAdvertStatus) and has no heart: nobody likes their own advert.
 */
export function MyAdvertsPanel({ state }: { state: AdvertState }) {
  const { t } = useTranslation('profile');
  const adverts = useMyAdverts(state);
  // The tab in which a renewal happened; switching tabs leaves the message behind.
  const [renewedIn, setRenewedIn] = useState<AdvertState | null>(null);
  const renewed = renewedIn === state;

  if (adverts.isPending) return <MyAdvertsSkeleton />;
  if (adverts.isError) {
    return (
      <div className={styles.message}>
        <p role="alert" className={styles.error}>
          <Icon name="circle-alert" size={18} aria-hidden="true" />
          {t('error')}
        </p>
        <button type="button" className={styles.retry} onClick={() => void adverts.refetch()}>
          {t('retry')}
        </button>
      </div>
    );
  }

  const groups = GROUPS.map((group) => ({ key: group.key, cards: group.toCards(adverts.data) })).filter(
    (group) => group.cards.length > 0,
  );
  return (
    <div className={styles.groups}>
      {/* One live region in the same place whether or not adverts remain, so the news is read out. */}
      <p role="status" className={renewed ? styles.notice : 'visually-hidden'}>
        {renewed ? t('own.renewed', { days: ADVERT_LIFETIME_DAYS }) : ''}
      </p>
      {groups.length === 0 ? (
        // The way to post sits in the card that says there is nothing, as wide as the tabs above it.
        <div className={styles.empty}>
          <EmptyState text={t('empty')}>
            {state === 'APPROVED' && (
              <Link to={PATHS.addAdvert} className={styles.post}>
                {t('postAdvert')}
              </Link>
            )}
          </EmptyState>
        </div>
      ) : (
        groups.map(({ key, cards }) => (
          <section key={key} aria-labelledby={`group-${key}`}>
            <h3 id={`group-${key}`} className={styles.groupHeading}>
              {t(`groups.${key}`)} <span className={styles.count}>{cards.length}</span>
            </h3>
            <ul className={styles.grid}>
              {cards.map(({ card, own }, i) => (
                <li key={`${card.productCategoryName}-${card.id}`}>
                  <AdvertCard advert={card} eager={i < 2} titleAs="h4" likeable={false} />
                  <OwnAdvertStatus card={card} own={own} onRenewed={() => setRenewedIn(state)} />
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
    </div>
  );
}
