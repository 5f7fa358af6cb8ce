import type { AdvertDetail } from '@zeng/contract/adverts';
import { formatPrice } from '@zeng/contract/price';
import { advertHref, sellerHref } from '@zeng/contract/routes';
import { useTranslation } from 'react-i18next';
import { Link, useHref } from 'react-router';
import { advertTitle, detailToCard } from '../../../components/advert/advert-detail';
import { SELLER_OPTION_ICONS } from '../../../components/advert/seller-options';
import { Icon } from '../../../components/Icon';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { advertPageTitle } from '../advert-page-title';
import { useCountedViews } from '../api/advert-visits';
import { viewerOf } from '../viewer';
import styles from './AdvertSummary.module.css';
import { ContactActions } from './ContactActions';
import { LikeButton } from './LikeButton';
import { PriceGuideNote } from './PriceGuideNote';
import { PromotionPanel } from './PromotionPanel';
import { ShareButton } from './ShareButton';

/**
 * Price, the seller's options (barter, credit, delivery, a negotiable price) as labelled badges under
 * it, title, seller, share and like, the way to the seller with a word on staying safe, and for the
 * owner the paid placement it may ask for. On a
 * desktop it is the right-hand panel; on a phone it follows the gallery and the Call link sticks to the
 * bottom. The owner gets neither Call nor Like; nobody else gets the paid services.
 */
export function AdvertSummary({ advert }: { advert: AdvertDetail }) {
  const { t } = useTranslation(['advert', 'common']);
  const title = advertTitle(advert);
  const href = useHref(advertHref(advert.category, advert.id));
  // The tab says what the page's <title> said, as a search engine that runs the page reads it.
  useDocumentTitle(advertPageTitle(advert, t));
  // Nobody calls or likes their own advert.
  const isOwner = viewerOf(advert).isOwner;
  // A shown advert's visitor is counted once the page is live; the seller and those reviewing it are not.
  const views = useCountedViews(advert.category, advert.id, advert.views, !isOwner && advert.state === undefined);

  return (
    <div className={styles.summary}>
      <p className={styles.price}>
        {formatPrice(advert.price)} {t('common.azn', { ns: 'common' })}
      </p>
      {(advert.category === 'phone' || advert.category === 'tablet') && advert.priceGuide && (
        <PriceGuideNote guide={advert.priceGuide} price={advert.price} />
      )}
      {advert.sellerOptions.length > 0 && (
        <ul className={styles.options} aria-label={t('sellerOptions')}>
          {advert.sellerOptions.map((option) => (
            <li key={option} className={styles.option}>
              <Icon name={SELLER_OPTION_ICONS[option]} size={16} aria-hidden="true" />
              {t(`sellerOptions.${option}`, { ns: 'common' })}
            </li>
          ))}
        </ul>
      )}
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.seller}>
        <Icon name="user-round" size={18} aria-hidden="true" />
        <span className="visually-hidden">{t('seller')}: </span>
        <Link to={sellerHref(advert.user.id)} className={styles.sellerLink}>
          {advert.user.firstName} {advert.user.lastName}
        </Link>
      </p>
      <div className={styles.actions}>
        <ShareButton path={href} title={title} />
        {!isOwner && <LikeButton card={detailToCard(advert)} />}
      </div>
      {!isOwner && !advert.soldAt && (
        <>
          <ContactActions advert={advert} title={title} href={href} />
          <p className={styles.safety}>
            <Icon name="shield-check" size={18} aria-hidden="true" />
            <span>{t('contact.safety')}</span>
          </p>
        </>
      )}
      {/* Paid placement (issue 38): the seller's, for an advert shown in the listings. */}
      {isOwner && advert.state === 'APPROVED' && !advert.soldAt && <PromotionPanel id={advert.id} />}
      <p className={styles.meta}>
        {t('advertNumber', { id: advert.id })}
        {views !== undefined && ` · ${t('views', { count: views })}`}
      </p>
    </div>
  );
}
