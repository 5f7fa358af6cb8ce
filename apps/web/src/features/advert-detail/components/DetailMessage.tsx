import { PATHS } from '@zeng/contract/routes';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../../components/Icon';
import styles from './DetailMessage.module.css';

export interface DetailMessageProps {
  kind: 'deleted' | 'expired' | 'notFound' | 'error';
  /** The retry button of the error case. */
  action?: ReactNode;
}

const ICONS = { deleted: 'ban', expired: 'calendar-x', notFound: 'search-x', error: 'circle-alert' } as const;

/** In place of the advert: deleted or expired (410), not found (404) or could not load (with retry). */
export function DetailMessage({ kind, action }: DetailMessageProps) {
  const { t } = useTranslation('advert');
  const drawing = ICONS[kind];
  const text = { deleted: t('deleted'), expired: t('expired'), notFound: t('notFound'), error: t('errorLoadingData') }[
    kind
  ];
  return (
    <div className={styles.message} role={kind === 'error' ? 'alert' : undefined}>
      <Icon name={drawing} size={48} aria-hidden="true" className={styles.icon} />
      <h1 className={styles.text}>{text}</h1>
      <div className={styles.actions}>
        {action}
        <Link to={PATHS.home} className={styles.home}>
          {t('backHome')}
        </Link>
      </div>
    </div>
  );
}
