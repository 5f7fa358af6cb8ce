import { PATHS } from '@zeng/contract/routes';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeading } from '../../components/PageHeading';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <section>
      <PageHeading>{t('pages.notFound')}</PageHeading>
      <p>{t('pages.notFoundText')}</p>
      <Link to={PATHS.home}>{t('pages.backHome')}</Link>
    </section>
  );
}
