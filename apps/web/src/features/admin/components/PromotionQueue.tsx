import type { TabPlace } from '../admin-params';
import { usePromotionQueue } from '../api/promotion-requests';
import { PromotionEntry } from './PromotionEntry';
import { TabList } from './TabList';

/**
 * The paid placement tab (issue 38, administrators): requests for a VIP place, a Premium mark or a
 * repost, the oldest first, each granted with its period or refused.
 */
export function PromotionQueue({ place, onPage }: { place: TabPlace; onPage: (place: TabPlace) => void }) {
  return (
    <TabList
      query={usePromotionQueue(place.at)}
      place={place}
      onPage={onPage}
      itemsOf={(page) => page.promotions}
      keyOf={(entry) => entry.id}
      texts="promotions"
    >
      {(entry) => <PromotionEntry entry={entry} />}
    </TabList>
  );
}
