import { ADVERT_REVIEW_HOURS } from '@zeng/contract/constants';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeading } from '../../components/PageHeading';
import styles from './AdminPanelPage.module.css';
import {
  parseQueuePlace,
  parseTabPlace,
  type QueuePlace,
  queuePlaceParams,
  REPORTED_TAB,
  tabPlaceParams,
} from './admin-params';
import { CategorySwitch } from './components/CategorySwitch';
import { ModeratorOnly } from './components/ModeratorOnly';
import { PromotionQueue } from './components/PromotionQueue';
import { ReportedQueue } from './components/ReportedQueue';
import { RequestQueue } from './components/RequestQueue';

/**
 * /adminPanel: the queue of pending requests by category, the oldest first, and the reports' tab
 * (?tab=reported), and for administrators the requests for paid placement (?tab=promotions). Category or tab and page (its number and where it starts) live in the address
 * (?category=sim&page=2&at=…), so Back from a request and a reload keep them.
 */
export function AdminPanelPage() {
  return (
    <ModeratorOnly>
      <AdminPanel />
    </ModeratorOnly>
  );
}

function AdminPanel() {
  const { t } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  const place = parseQueuePlace(params);

  const tab = parseTabPlace(params);

  const show = (next: URLSearchParams) => {
    setParams(next);
    window.scrollTo({ top: 0 });
  };
  const go = (next: QueuePlace) => show(queuePlaceParams(next));

  return (
    <div className={styles.page}>
      <PageHeading>{t('title')}</PageHeading>
      <p className={styles.intro}>{t('intro', { hours: ADVERT_REVIEW_HOURS })}</p>
      <CategorySwitch
        selected={tab?.tab ?? place.category}
        onSelect={(chosen) =>
          chosen === REPORTED_TAB || chosen === 'promotions'
            ? show(tabPlaceParams({ tab: chosen, page: 1 }))
            : go({ category: chosen, page: 1 })
        }
      />
      {tab?.tab === REPORTED_TAB && <ReportedQueue place={tab} onPage={(next) => show(tabPlaceParams(next))} />}
      {tab?.tab === 'promotions' && <PromotionQueue place={tab} onPage={(next) => show(tabPlaceParams(next))} />}
      {!tab && <RequestQueue place={place} onPage={go} />}
    </div>
  );
}

export { adminPanelLoader as loader } from './admin-loader';
/** The screen as its route entry loads it (app/screens.tsx), its loader in the same chunk. */
export { AdminPanelPage as Component };
