import { useInfiniteQuery } from '@tanstack/react-query';
import type { ProductCategory } from '@zeng/contract/constants';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { AdvertGrid } from '../../components/advert-grid/AdvertGrid';
import { PageHeading } from '../../components/PageHeading';
import { advertListQuery, todayListQuery } from '../../lib/adverts-query';
import { LISTINGS } from '../../lib/listing-config';
import { pageHref } from '../../lib/listing-params';
import { usePageNumber } from '../../lib/paging';
import styles from './ListingPage.module.css';

/** Today's adverts of a category (Asia/Baku); when there are none yet, the general list instead. */
export function TodayPage({ category }: { category: ProductCategory }) {
  const { t } = useTranslation();
  const config = LISTINGS[category];
  const { pathname } = useLocation();
  const pageNumber = usePageNumber();
  const today = useInfiniteQuery(todayListQuery(category, pageNumber));
  // A numbered page past today's last is not there (the server answers 404): nothing instead.
  const isEmpty = !pageNumber && today.status === 'success' && (today.data.pages[0]?.cards.length ?? 0) === 0;
  const general = useInfiniteQuery({ ...advertListQuery(category, {}), enabled: isEmpty });
  const paging = (list: string) => ({ first: pageNumber ?? 1, href: (n: number) => pageHref(list, {}, n) });
  const total = today.data?.pages[0]?.totalCount;

  return (
    <section className={styles.page}>
      <PageHeading>
        {t(config.todayTitleKey)}
        {total !== undefined && total > 0 && <span className={styles.searching}> · {total}</span>}
      </PageHeading>
      {isEmpty ? (
        <>
          <p className={styles.searching}>{t('listing.todayEmpty')}</p>
          <AdvertGrid query={general} paging={paging(config.path)} />
        </>
      ) : (
        <AdvertGrid query={today} paging={paging(pathname)} />
      )}
    </section>
  );
}
