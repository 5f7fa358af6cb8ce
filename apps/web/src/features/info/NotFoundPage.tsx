import { PATHS } from '@zeng/contract/routes';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../components/Icon';
import { MessagePage } from '../../components/MessagePage';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <MessagePage icon={<Icon name="search-x" size={48} />} title={t('pages.notFound')} text={t('pages.notFoundText')}>
      <Link to={PATHS.home}>{t('pages.backHome')}</Link>
    </MessagePage>
  );
}

/** The screen as its route entry loads it (app/screens.tsx). */
export { NotFoundPage as Component };
