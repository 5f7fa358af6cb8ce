import { ADVERT_REVIEW_HOURS } from '@zeng/contract/constants';
import { PATHS } from '@zeng/contract/routes';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DialogFrame } from '../../../components/DialogFrame';
import { Icon } from '../../../components/Icon';
import styles from './SuccessDialog.module.css';

/** After a successful post or edit: what happened, that a person reviews it within 24 hours, and where to go. */
export function SuccessDialog({ editing, onClose }: { editing: boolean; onClose: () => void }) {
  const { t } = useTranslation('post');
  const home = useRef<HTMLAnchorElement>(null);
  const titleId = useId();
  const bodyId = useId();
  return (
    <DialogFrame
      titleId={titleId}
      bodyId={bodyId}
      onClose={onClose}
      closeOnBackdrop={false}
      initialFocus={home}
      className={styles.panel}
    >
      <span className={styles.badge}>
        <Icon name="circle-check" size={32} aria-hidden="true" />
      </span>
      <h2 id={titleId} className={styles.title}>
        {t(editing ? 'success.editTitle' : 'success.postTitle')}
      </h2>
      <div id={bodyId} className={styles.body}>
        <p>{t(editing ? 'success.edit' : 'success.post')}</p>
        <p className={styles.note}>
          <Icon name="clock" size={18} aria-hidden="true" />
          <span>{t('success.note', { count: ADVERT_REVIEW_HOURS })}</span>
        </p>
      </div>
      <div className={styles.actions}>
        <Link ref={home} to={PATHS.home} className={styles.primary}>
          <Icon name="house" size={18} aria-hidden="true" />
          {t('success.home')}
        </Link>
        <Link to={PATHS.userProfile} className={styles.secondary}>
          <Icon name="user-round" size={18} aria-hidden="true" />
          {t('success.profile')}
        </Link>
      </div>
    </DialogFrame>
  );
}
