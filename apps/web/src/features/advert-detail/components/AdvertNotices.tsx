import type { AdvertDetail } from '@zeng/contract/adverts';
import { ADVERT_LIFETIME_DAYS, ADVERT_REVIEW_HOURS } from '@zeng/contract/constants';
import { editAdvertHref, requestPreviewHref } from '@zeng/contract/routes';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../../components/Icon';
import { formatFullDate } from '../../../lib/dates';
import { errorText } from '../../../lib/error-text';
import { currentLanguage } from '../../../lib/i18n';
import { useRenewAdvert } from '../../../lib/renew-advert';
import { viewerOf } from '../viewer';
import styles from './AdvertNotices.module.css';

/**
 * Above the advert, for the few who need it: the owner reads where an advert that is not live stands
 * (pending, rejected with the reason, expired with Renew); a moderator gets to a pending request.
 */
export function AdvertNotices({ advert }: { advert: AdvertDetail }) {
  const { t } = useTranslation('advert');
  const viewer = viewerOf(advert);
  // Held here, not in the banner: the banner goes once the advert is live again, the news stays.
  const renew = useRenewAdvert();
  const renewed = renew.isSuccess;
  // A sold advert says so to everyone, its seller too (issue 37): no other notice applies to it.
  if (advert.soldAt) return <SoldBanner advert={advert} soldAt={advert.soldAt} />;
  if (!viewer.isOwner && !viewer.canModerate) return null;

  const ownerSees = viewer.isOwner && advert.state !== undefined && advert.state !== 'APPROVED';
  const shown = ownerSees || renewed || viewer.canModerate;
  return (
    <div className={shown ? styles.notices : undefined}>
      {/* One live region, there from the start, so the news of a renewal is read out. */}
      <p role="status" className={renewed ? `${styles.banner} ${styles.APPROVED}` : 'visually-hidden'}>
        {renewed && <Icon name="circle-check" size={20} aria-hidden="true" />}
        {renewed ? t('owner.renewed', { days: ADVERT_LIFETIME_DAYS }) : ''}
      </p>
      {ownerSees && <OwnerBanner advert={advert} renew={renew} />}
      {viewer.canModerate && <ModeratorLink advert={advert} />}
    </div>
  );
}

function OwnerBanner({ advert, renew }: { advert: AdvertDetail; renew: ReturnType<typeof useRenewAdvert> }) {
  // useSuspense off: the refusal texts (errors) load in the background instead of blanking the page.
  const { t } = useTranslation(['advert', 'errors'], { useSuspense: false });
  const viewer = viewerOf(advert);

  switch (advert.state) {
    case 'PENDING':
      return (
        <section className={`${styles.banner} ${styles.PENDING}`} aria-labelledby="owner-banner-title">
          <Icon name="clock" size={20} aria-hidden="true" />
          <div className={styles.body}>
            <p id="owner-banner-title" className={styles.title}>
              {t('owner.pendingTitle')}
            </p>
            <p className={styles.text}>{t('owner.pendingText', { hours: ADVERT_REVIEW_HOURS })}</p>
          </div>
        </section>
      );
    case 'REJECTED':
      return (
        <section className={`${styles.banner} ${styles.REJECTED}`} aria-labelledby="owner-banner-title">
          <Icon name="circle-x" size={20} aria-hidden="true" />
          <div className={styles.body}>
            <p id="owner-banner-title" className={styles.title}>
              {t('owner.rejectedTitle')}
            </p>
            <p className={styles.reason}>
              {advert.rejectionReason ? t('owner.reason', { reason: advert.rejectionReason }) : t('owner.noReason')}
            </p>
            <p className={styles.text}>{t('owner.rejectedText')}</p>
            {viewer.canEdit && (
              <Link
                to={editAdvertHref(advert.category, advert.id)}
                state={{ editMode: true, productCategory: advert.category, advertData: advert }}
                className={styles.action}
              >
                <Icon name="pencil" size={16} aria-hidden="true" />
                {t('owner.editToResubmit')}
              </Link>
            )}
          </div>
        </section>
      );
    case 'EXPIRED':
      return (
        <section className={`${styles.banner} ${styles.EXPIRED}`} aria-labelledby="owner-banner-title">
          <Icon name="timer-off" size={20} aria-hidden="true" />
          <div className={styles.body}>
            <p id="owner-banner-title" className={styles.title}>
              {t('owner.expiredTitle')}
            </p>
            <p className={styles.text}>{t('owner.expiredText', { days: ADVERT_LIFETIME_DAYS })}</p>
            {viewer.canRenew && (
              <button
                type="button"
                className={`${styles.action} ${styles.primary}`}
                disabled={renew.isPending}
                onClick={() => renew.mutate({ category: advert.category, id: advert.id })}
              >
                <Icon name="refresh-cw" size={16} aria-hidden="true" />
                {renew.isPending ? t('owner.renewing') : t('owner.renew')}
              </button>
            )}
            {renew.isError && (
              <p role="alert" className={styles.error}>
                <Icon name="circle-alert" size={16} aria-hidden="true" />
                {errorText(renew.error, t)}
              </p>
            )}
          </div>
        </section>
      );
    default:
      return null;
  }
}

function ModeratorLink({ advert }: { advert: AdvertDetail }) {
  const { t } = useTranslation('advert');
  return (
    <Link to={requestPreviewHref(advert.category, advert.id)} className={styles.moderate}>
      <Icon name="shield-check" size={20} aria-hidden="true" />
      {t('owner.moderate')}
    </Link>
  );
}

/** "Sold": its date, and for a buyer the way on (the similar adverts below). */
function SoldBanner({ advert, soldAt }: { advert: AdvertDetail; soldAt: string }) {
  const { t, i18n } = useTranslation('advert');
  const date = formatFullDate(soldAt, currentLanguage(i18n.resolvedLanguage));
  return (
    <div className={styles.notices}>
      <section className={`${styles.banner} ${styles.SOLD}`} aria-labelledby="sold-banner-title">
        <Icon name="handshake" size={20} aria-hidden="true" />
        <div className={styles.body}>
          <p id="sold-banner-title" className={styles.title}>
            {t('sold.title', { date })}
          </p>
          <p className={styles.text}>{t(viewerOf(advert).isOwner ? 'sold.ownerText' : 'sold.text')}</p>
        </div>
      </section>
    </div>
  );
}
