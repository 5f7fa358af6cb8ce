import type { TabPlace } from '../admin-params';
import { useReportedQueue } from '../api/reported-adverts';
import { ReportedEntry } from './ReportedEntry';
import { TabList } from './TabList';

/**
 * The reports' tab (issue 37): adverts with open reports, the longest waiting first, each with what
 * people said and the moderator's two answers. Pages go forward by key; "First page" starts again.
 */
export function ReportedQueue({ place, onPage }: { place: TabPlace; onPage: (place: TabPlace) => void }) {
  return (
    <TabList
      query={useReportedQueue(place.at)}
      place={place}
      onPage={onPage}
      itemsOf={(page) => page.reported}
      keyOf={(entry) => entry.advertId}
      texts="reports"
    >
      {(entry) => <ReportedEntry entry={entry} />}
    </TabList>
  );
}
