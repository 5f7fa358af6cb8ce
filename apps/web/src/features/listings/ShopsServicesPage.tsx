import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../components/PageHeading';

/** The shops-and-services section shows only a header and no content yet (docs/product.md). */
export function ShopsServicesPage() {
  const { t } = useTranslation();
  return <PageHeading>{t('pages.shopsServices')}</PageHeading>;
}
