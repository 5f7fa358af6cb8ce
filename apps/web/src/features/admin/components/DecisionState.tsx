import type { AdvertState } from '@zeng/contract/constants';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/Icon';
import styles from './DecisionState.module.css';

const ICONS = { APPROVED: 'circle-check', REJECTED: 'circle-x', EXPIRED: 'clock', PENDING: 'clock' } as const;

/** A request someone has already decided: its state (and a rejection's reason) instead of the buttons. */
export function DecisionState({ state, reason }: { state: AdvertState | undefined; reason: string | null }) {
  const { t } = useTranslation('admin');
  if (!state) return null;
  const drawing = ICONS[state];
  return (
    <div className={`${styles.state} ${styles[state]}`} role="status">
      <p className={styles.line}>
        <Icon name={drawing} size={20} aria-hidden="true" />
        {t('preview.decided', { state: t(`states.${state}`) })}
      </p>
      {state === 'REJECTED' && reason && <p className={styles.reason}>{t('preview.reason', { reason })}</p>}
    </div>
  );
}
