import { PATHS } from '@zeng/contract/routes';
import { useTranslation } from 'react-i18next';
import { EmptyState, EmptyStateLink } from '../../components/EmptyState';
import { PageHeading } from '../../components/PageHeading';
import styles from './ShopsServicesPage.module.css';

/**
 * The shops-and-services section has no content yet (docs/product.md: a header only): under the
 * header, a card says what will be here and leads to the adverts meanwhile.
 */
export function ShopsServicesPage() {
  const { t } = useTranslation(['common', 'info']);
  return (
    <>
      <PageHeading>{t('pages.shopsServices')}</PageHeading>
      <div className={styles.card}>
        <EmptyState text={t('info:shopsServices.soon')}>
          <p className={styles.text}>{t('info:shopsServices.text')}</p>
          <EmptyStateLink to={PATHS.home}>{t('info:shopsServices.browse')}</EmptyStateLink>
        </EmptyState>
      </div>
    </>
  );
}

/** The screen as its route entry loads it (app/screens.tsx). */
export { ShopsServicesPage as Component };
