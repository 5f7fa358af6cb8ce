import { ADVERT_REVIEW_HOURS } from '@zeng/contract/constants';
import type { AnswerOf } from '@zeng/contract/endpoints';
import { editAdvertHref } from '@zeng/contract/routes';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CardAdvert } from '../../../components/advert-card/card-advert';
import { Icon } from '../../../components/Icon';
import { formatDate } from '../../../lib/dates';
import { errorText } from '../../../lib/error-text';
import { currentLanguage } from '../../../lib/i18n';
import { useRenewAdvert } from '../../../lib/renew-advert';
import styles from './OwnAdvertStatus.module.css';

/** What only the owner sees of their advert, as GET /auth/adverts answers it. */
export type OwnAdvertState = Pick<
  AnswerOf<'myAdverts'>['phones'][number],
  'state' | 'rejectionReason' | 'expiresAt' | 'soldAt'
>;

export interface OwnAdvertStatusProps {
  card: CardAdvert;
  own: OwnAdvertState;
  /** Called after a renewal the server accepted (the panel says so once the lists reload). */
  onRenewed: () => void;
}

/**
 * Under each of the owner's cards: where the advert stands. Pending: reviewed within 24 hours.
 * Approved: shown until its expiry. Rejected: the moderator's reason and an Edit link. Expired: Renew;
 * sold (issue 37): when, and nothing to renew.
 */
export function OwnAdvertStatus({ card, own, onRenewed }: OwnAdvertStatusProps) {
  // useSuspense off: the refusal texts (errors) load in the background instead of blanking the page.
  const { t, i18n } = useTranslation(['profile', 'errors'], { useSuspense: false });
  const renew = useRenewAdvert();
  const language = currentLanguage(i18n.resolvedLanguage);
  const title = [card.brand, card.model].filter(Boolean).join(' ');

  return (
    <div className={`${styles.status} ${styles[own.state]}`}>
      <p className={styles.chip}>{t(`own.state.${own.state}`)}</p>
      {own.state === 'PENDING' && (
        <p className={styles.note}>
          <Icon name="clock" size={14} aria-hidden="true" />
          {t('own.pending', { hours: ADVERT_REVIEW_HOURS })}
        </p>
      )}
      {own.state === 'APPROVED' && own.expiresAt && (
        <p className={styles.note}>{t('own.approvedUntil', { date: formatDate(own.expiresAt, language) })}</p>
      )}
      {own.state === 'REJECTED' && (
        <>
          <p className={styles.reason}>
            {own.rejectionReason ? t('own.reason', { reason: own.rejectionReason }) : t('own.noReason')}
          </p>
          <Link
            to={editAdvertHref(card.productCategoryName, card.id)}
            className={styles.action}
            aria-label={t('own.editLabel', { title })}
          >
            <Icon name="pencil" size={16} aria-hidden="true" />
            {t('own.edit')}
          </Link>
        </>
      )}
      {own.state === 'EXPIRED' && own.soldAt && (
        <p className={styles.note}>
          <Icon name="handshake" size={14} aria-hidden="true" />
          {t('own.soldOn', { date: formatDate(own.soldAt, language) })}
        </p>
      )}
      {own.state === 'EXPIRED' && !own.soldAt && (
        <>
          {own.expiresAt && (
            <p className={styles.note}>{t('own.expiredOn', { date: formatDate(own.expiresAt, language) })}</p>
          )}
          <button
            type="button"
            className={styles.action}
            disabled={renew.isPending}
            aria-label={t('own.renewLabel', { title })}
            onClick={() => renew.mutate({ category: card.productCategoryName, id: card.id }, { onSuccess: onRenewed })}
          >
            <Icon name="refresh-cw" size={16} aria-hidden="true" />
            {renew.isPending ? t('own.renewing') : t('own.renew')}
          </button>
          {renew.isError && (
            <p role="alert" className={styles.error}>
              <Icon name="circle-alert" size={14} aria-hidden="true" />
              {errorText(renew.error, t)}
            </p>
          )}
        </>
      )}
    </div>
  );
}
