import { PROMOTION_KINDS } from '@zeng/contract/promotion-kinds';
import type { Promotion } from '@zeng/contract/promotions';
import { PATHS } from '@zeng/contract/routes';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PROMOTION_ICONS } from '../../../components/advert/promotion-icons';
import { Icon } from '../../../components/Icon';
import { formatDate } from '../../../lib/dates';
import { errorText } from '../../../lib/error-text';
import { currentLanguage } from '../../../lib/i18n';
import { useAdvertPromotions, useRequestPromotion } from '../api/promotions';
import styles from './AdvertSummary.module.css';

/** The status line under a kind's button: its newest request's (an ended VIP or Premium says nothing). */
function statusKey(latest: Promotion | undefined, now: Date): { key: string; at: string } | null {
  if (!latest) return null;
  if (latest.status === 'REQUESTED') return { key: 'promotion.requested', at: latest.requestedAt };
  if (latest.status === 'REFUSED') return { key: 'promotion.refused', at: latest.decidedAt ?? latest.requestedAt };
  if (latest.kind === 'REPOST') return { key: 'promotion.reposted', at: latest.startsAt ?? latest.requestedAt };
  return latest.endsAt && new Date(latest.endsAt) > now ? { key: 'promotion.until', at: latest.endsAt } : null;
}

/**
 * The seller's paid placement of a shown advert (issue 38): a repost to the top of "newest", a Premium
 * mark, a VIP place. Each button asks an administrator, who grants it with a period or refuses it; the
 * line under it says where that stands.
 */
export function PromotionPanel({ id }: { id: number }) {
  const { t, i18n } = useTranslation(['advert', 'errors']);
  const promotions = useAdvertPromotions(id, true);
  const request = useRequestPromotion(id);
  const lng = currentLanguage(i18n.resolvedLanguage);
  const now = new Date();
  const rows = promotions.data?.promotions ?? [];
  return (
    <section className={styles.promoPanel} aria-labelledby="promotion-title">
      <h2 id="promotion-title" className={styles.promoTitle}>
        {t('promotion.title')}
      </h2>
      <div className={styles.promo}>
        {PROMOTION_KINDS.map((kind) => {
          const latest = rows.find((row) => row.kind === kind);
          const status = statusKey(latest, now);
          const waiting = latest?.status === 'REQUESTED';
          return (
            <div key={kind} className={styles.promoItem}>
              <button
                type="button"
                className={styles.promoButton}
                disabled={waiting || !promotions.isSuccess || request.isPending}
                onClick={() => request.mutate(kind)}
              >
                <Icon name={PROMOTION_ICONS[kind]} size={18} aria-hidden="true" />
                <span>{t(`promotion.ask.${kind}`)}</span>
              </button>
              {status && (
                <p className={styles.promoStatus}>{t(status.key, { date: formatDate(status.at, lng, now) })}</p>
              )}
            </div>
          );
        })}
      </div>
      {request.isError && (
        <p className={styles.promoError} role="alert">
          {errorText(request.error, t)}
        </p>
      )}
      <p className={styles.promoNote}>
        {t('promotion.note')} <Link to={PATHS.terms}>{t('promotion.terms')}</Link>
      </p>
    </section>
  );
}
