import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { PATHS } from '@zeng/contract/routes';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { parseId } from '../../components/advert/advert-detail';
import { AdvertGrid } from '../../components/advert-grid/AdvertGrid';
import { Icon } from '../../components/Icon';
import { MessagePage } from '../../components/MessagePage';
import { PageHeading } from '../../components/PageHeading';
import { ApiError } from '../../lib/api-client';
import { formatFullDate } from '../../lib/dates';
import { currentLanguage } from '../../lib/i18n';
import { pageHref } from '../../lib/listing-params';
import { usePageNumber } from '../../lib/paging';
import { useDocumentTitle } from '../../lib/use-document-title';
import styles from './SellerPage.module.css';
import { sellerAdvertsQuery, sellerQuery } from './seller-queries';

/** /seller/{id}: who sells (a person or a business, since when) and every advert of theirs shown now. */
export function SellerPage() {
  const id = parseId(useParams().id);
  if (!id) return <SellerNotFound />;
  return <Seller key={id} id={id} />;
}

function SellerNotFound() {
  const { t } = useTranslation('advert', { keyPrefix: 'sellerPage' });
  return (
    <MessagePage icon={<Icon name="user-round" size={40} />} title={t('notFound.title')} text={t('notFound.text')}>
      <Link to={PATHS.home}>{t('notFound.home')}</Link>
    </MessagePage>
  );
}

function Seller({ id }: { id: number }) {
  const { t, i18n } = useTranslation('advert', { keyPrefix: 'sellerPage' });
  const { pathname } = useLocation();
  const pageNumber = usePageNumber();
  const seller = useQuery(sellerQuery(id));
  const adverts = useInfiniteQuery(sellerAdvertsQuery(id, pageNumber));
  const person = seller.data ? `${seller.data.firstName} ${seller.data.lastName}`.trim() : undefined;
  const business = seller.data?.business;
  // A business is named as it trades (issue 37), the person behind it beside.
  const name = business?.name || person;
  useDocumentTitle(name);
  if (seller.error instanceof ApiError && seller.error.status === 404) return <SellerNotFound />;
  // Written with the app's own month names: the browser's may lack Azerbaijani's ("2026 M03"), and the
  // page the server drew would then not be the one the browser wakes up.
  const since = seller.data && formatFullDate(seller.data.memberSince, currentLanguage(i18n.language));
  return (
    <section className={styles.page}>
      <header className={styles.header}>
        <span className={styles.avatar} aria-hidden="true">
          <Icon name={seller.data?.accountType === 'BUSINESS' ? 'store' : 'user-round'} size={28} />
        </span>
        <div className={styles.who}>
          <PageHeading>{name ?? t('title')}</PageHeading>
          {seller.data && (
            <p className={styles.facts}>
              <span className={styles.kind}>{t(`kind.${seller.data.accountType}`)}</span>
              {name !== person && <span>{person}</span>}
              <span>{t('memberSince', { since })}</span>
              <span>{t('adverts', { count: seller.data.liveAdvertCount })}</span>
              {seller.data.soldCount > 0 && <span>{t('sold', { count: seller.data.soldCount })}</span>}
              {seller.data.removedAfterReports > 0 && (
                <span className={styles.warning}>
                  {t('removedAfterReports', { count: seller.data.removedAfterReports })}
                </span>
              )}
            </p>
          )}
        </div>
      </header>
      {(business?.address || business?.hours) && (
        <dl className={styles.business}>
          {business.address && (
            <div>
              <dt>
                <Icon name="map-pin" size={18} aria-hidden="true" />
                {t('address')}
              </dt>
              <dd>{business.address}</dd>
            </div>
          )}
          {business.hours && (
            <div>
              <dt>
                <Icon name="clock" size={18} aria-hidden="true" />
                {t('hours')}
              </dt>
              <dd>{business.hours}</dd>
            </div>
          )}
        </dl>
      )}
      <AdvertGrid
        query={adverts}
        emptyText={t('empty')}
        total={seller.data?.liveAdvertCount}
        paging={{ first: pageNumber ?? 1, href: (n) => pageHref(pathname, {}, n) }}
      />
    </section>
  );
}

export { sellerLoader as loader } from './seller-loader';
/** The screen as its route entry loads it (app/screens.tsx), its loader in the same chunk. */
export { SellerPage as Component };
