import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../components/PageHeading';

/** SPEC.md: the shops-and-services section shows only a header and no content. */
export function ShopsServicesPage() {
  const { t } = useTranslation();
  return <PageHeading>{t('pages.shopsServices')}</PageHeading>;
}
