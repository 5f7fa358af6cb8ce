import { PROMOTION_DAYS, type PromotionDays } from '@zeng/contract/promotion-kinds';
import type { RequestedPromotion } from '@zeng/contract/promotions';
import { sellerHref } from '@zeng/contract/routes';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PROMOTION_ICONS } from '../../../components/advert/promotion-icons';
import { AdvertCard } from '../../../components/advert-card/AdvertCard';
import { Icon } from '../../../components/Icon';
import { toCard } from '../../../lib/adverts-query';
import { formatDateTime } from '../../../lib/dates';
import { errorText } from '../../../lib/error-text';
import { currentLanguage } from '../../../lib/i18n';
import { showToast } from '../../../lib/toast';
import { type PromotionDecision, useDecidePromotion } from '../api/promotion-requests';
import decision from './DecisionPanel.module.css';
import styles from './ReportedEntry.module.css';

/** A week unless the administrator chooses otherwise. */
const DEFAULT_DAYS: PromotionDays = 7;

/**
 * One request for paid placement: the advert's card, what is asked, its seller, when, what holds now;
 * a period to choose for a VIP or Premium, and the two answers.
 */
export function PromotionEntry({ entry }: { entry: RequestedPromotion }) {
  const { t, i18n } = useTranslation(['admin', 'errors']);
  const language = currentLanguage(i18n.resolvedLanguage);
  const ids = useId();
  const decide = useDecidePromotion(entry.id);
  const [days, setDays] = useState<PromotionDays>(DEFAULT_DAYS);
  const [failure, setFailure] = useState<string | null>(null);
  const timed = entry.kind !== 'REPOST';

  const send = (choice: PromotionDecision) => {
    setFailure(null);
    decide.mutate(choice, {
      onSuccess: () =>
        showToast({ text: t(choice.action === 'grant' ? 'promotions.grantedToast' : 'promotions.refusedToast') }),
      onError: (error) => setFailure(errorText(error, t)),
    });
  };

  return (
    <article className={styles.entry} aria-labelledby={`${ids}-title`}>
      <div className={styles.card}>
        <AdvertCard advert={toCard(entry.card)} likeable={false} titleAs="h3" />
      </div>
      <div className={styles.body}>
        <h3 id={`${ids}-title`} className="visually-hidden">
          {t('promotions.entryLabel', { id: entry.advertId })}
        </h3>
        <p className={styles.standing}>
          <Icon name={PROMOTION_ICONS[entry.kind]} size={18} aria-hidden="true" />
          {t(`promotions.kinds.${entry.kind}`)}
        </p>
        <p className={styles.meta}>
          {t('promotions.seller')}{' '}
          <Link to={sellerHref(entry.sellerId)} className={styles.link}>
            {entry.sellerName}
          </Link>
          {' · '}
          {t('promotions.requestedAt', { date: formatDateTime(entry.requestedAt, language) })}
        </p>
        {entry.vipUntil && (
          <p className={styles.meta}>{t('promotions.vipUntil', { date: formatDateTime(entry.vipUntil, language) })}</p>
        )}
        {entry.premiumUntil && (
          <p className={styles.meta}>
            {t('promotions.premiumUntil', { date: formatDateTime(entry.premiumUntil, language) })}
          </p>
        )}
        {timed && (
          <p className={styles.meta}>
            <label htmlFor={`${ids}-days`}>{t('promotions.days')}</label>{' '}
            <select
              id={`${ids}-days`}
              value={days}
              disabled={decide.isPending}
              onChange={(event) => setDays(Number(event.target.value) as PromotionDays)}
            >
              {PROMOTION_DAYS.map((count) => (
                <option key={count} value={count}>
                  {t('promotions.daysOption', { count })}
                </option>
              ))}
            </select>
          </p>
        )}
        {failure && (
          <p className={styles.failure} role="alert">
            {failure}
          </p>
        )}
        <div className={decision.buttons}>
          <button
            type="button"
            className={decision.accept}
            disabled={decide.isPending}
            onClick={() => send(timed ? { action: 'grant', days } : { action: 'grant' })}
          >
            <Icon name="check" size={20} aria-hidden="true" />
            {decide.isPending ? t('promotions.deciding') : t(timed ? 'promotions.grant' : 'promotions.grantRepost')}
          </button>
          <button
            type="button"
            className={decision.reject}
            disabled={decide.isPending}
            onClick={() => send({ action: 'refuse' })}
          >
            <Icon name="x" size={20} aria-hidden="true" />
            {t('promotions.refuse')}
          </button>
        </div>
      </div>
    </article>
  );
}
