import { ADVERT_REVIEW_HOURS, type ProductCategory } from '@zeng/contract/constants';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeading } from '../../components/PageHeading';
import styles from './AdminPanelPage.module.css';
import { parseQueuePlace, type QueuePlace, queuePlaceParams } from './admin-params';
import { CategorySwitch } from './components/CategorySwitch';
import { ModeratorOnly } from './components/ModeratorOnly';
import { RequestQueue } from './components/RequestQueue';

/**
 * /adminPanel: the queue of pending requests by category, the oldest first. Category and page (its
 * number and where it starts) live in the address (?category=sim&page=2&at=…), so Back from a request
 * and a reload keep them.
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

  const go = (next: QueuePlace) => {
    setParams(queuePlaceParams(next));
    window.scrollTo({ top: 0 });
  };

  return (
    <div className={styles.page}>
      <PageHeading>{t('title')}</PageHeading>
      <p className={styles.intro}>{t('intro', { hours: ADVERT_REVIEW_HOURS })}</p>
      <CategorySwitch selected={place.category} onSelect={(category: ProductCategory) => go({ category, page: 1 })} />
      <RequestQueue place={place} onPage={go} />
    </div>
  );
}

export { adminPanelLoader as loader } from './admin-loader';
/** The screen as its route entry loads it (app/screens.tsx), its loader in the same chunk. */
export { AdminPanelPage as Component };
