import { PATHS } from '@zeng/contract/routes';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../../components/Icon';
import { MessagePage } from '../../../components/MessagePage';

export interface DetailMessageProps {
  kind: 'deleted' | 'expired' | 'notFound' | 'error';
  /** The retry button of the error case, before the way home. */
  action?: ReactNode;
}

const ICONS = { deleted: 'ban', expired: 'calendar-x', notFound: 'search-x', error: 'circle-alert' } as const;

/** In place of the advert: deleted or expired (410), not found (404) or could not load (with retry). */
export function DetailMessage({ kind, action }: DetailMessageProps) {
  const { t } = useTranslation('advert');
  const text = { deleted: t('deleted'), expired: t('expired'), notFound: t('notFound'), error: t('errorLoadingData') }[
    kind
  ];
  return (
    <MessagePage icon={<Icon name={ICONS[kind]} size={48} />} title={text} alert={kind === 'error'}>
      {action}
      <Link to={PATHS.home}>{t('backHome')}</Link>
    </MessagePage>
  );
}
