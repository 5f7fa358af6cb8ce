import { useTranslation } from 'react-i18next';
import styles from '../AdvertDetailPage.module.css';

const ROWS = ['a', 'b', 'c', 'd', 'e', 'f'];

/** The page's shape while the advert loads. */
export function DetailSkeleton() {
  const { t } = useTranslation('common');
  return (
    <div className={styles.page} aria-busy="true">
      <span className="visually-hidden" role="status">
        {t('common.loading')}
      </span>
      <div className={`${styles.galleryArea} ${styles.skeleton} ${styles.skeletonGallery}`} />
      <div className={styles.summaryArea}>
        <div className={`${styles.skeleton} ${styles.skeletonLine}`} style={{ width: '40%', height: 32 }} />
        <div className={`${styles.skeleton} ${styles.skeletonLine}`} style={{ width: '75%' }} />
        <div className={`${styles.skeleton} ${styles.skeletonLine}`} style={{ width: '50%' }} />
      </div>
      <div className={styles.detailsArea}>
        {ROWS.map((row) => (
          <div key={row} className={`${styles.skeleton} ${styles.skeletonLine}`} />
        ))}
      </div>
    </div>
  );
}
