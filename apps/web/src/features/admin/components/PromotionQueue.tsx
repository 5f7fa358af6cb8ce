import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/EmptyState';
import type { TabPlace } from '../admin-params';
import { usePromotionQueue } from '../api/promotion-requests';
import { PromotionEntry } from './PromotionEntry';
import { QueueFetchState } from './QueueFetchState';
import styles from './RequestQueue.module.css';
import { TabPager } from './TabPager';

/**
 * The paid placement tab (issue 38, administrators): requests for a VIP place, a Premium mark or a
 * repost, the oldest first, each granted with its period or refused.
 */
export function PromotionQueue({ place, onPage }: { place: TabPlace; onPage: (place: TabPlace) => void }) {
  const { t } = useTranslation(['admin', 'errors']);
  const query = usePromotionQueue(place.at);

  if (query.isPending || query.isError) return <QueueFetchState query={query} />;
  const { promotions, nextCursor } = query.data;
  return (
    <div aria-busy={query.isPlaceholderData}>
      {promotions.length === 0 ? (
        <div className={styles.empty}>
          <EmptyState text={t('promotions.empty')} />
        </div>
      ) : (
        <ol className={styles.reported} aria-label={t('promotions.listLabel')}>
          {promotions.map((entry) => (
            <li key={entry.id}>
              <PromotionEntry entry={entry} />
            </li>
          ))}
        </ol>
      )}
      <TabPager
        place={place}
        nextCursor={nextCursor}
        busy={query.isFetching}
        onPage={onPage}
        labels={{ pages: t('promotions.pagesLabel'), first: t('promotions.firstPage'), next: t('promotions.nextPage') }}
      />
    </div>
  );
}
