import { PATHS } from '@zeng/contract/routes';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AdvertCard } from '../../components/advert-card/AdvertCard';
import { EmptyState } from '../../components/EmptyState';
import { PageHeading } from '../../components/PageHeading';
import { useLikedAdverts } from '../../lib/liked';
import styles from './LikedPage.module.css';

/** Cards above the fold load at once; the rest lazily. */
const EAGER_CARDS = 4;

/** /likedPage: the adverts liked on this device, the most recently liked first, or an empty state. */
export function LikedPage() {
  const { t } = useTranslation('liked');
  const liked = useLikedAdverts();

  return (
    <section className={styles.page}>
      <PageHeading>{t('title')}</PageHeading>
      {liked.length === 0 ? (
        <div className={styles.empty}>
          <EmptyState text={t('empty')} />
          <Link to={PATHS.home} className={styles.browse}>
            {t('browse')}
          </Link>
        </div>
      ) : (
        <>
          <p className={styles.note}>{t('note')}</p>
          <ul className={styles.grid}>
            {liked.map((advert, index) => (
              <li key={`${advert.productCategoryName}-${advert.id}`}>
                <AdvertCard advert={advert} eager={index < EAGER_CARDS} />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
