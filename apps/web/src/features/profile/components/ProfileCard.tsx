import { canModerate } from '@zeng/contract/permissions';
import { formatPhoneInternational, telHref } from '@zeng/contract/phone';
import { PATHS } from '@zeng/contract/routes';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../../components/Icon';
import { useCurrentUser } from '../../../lib/current-user-query';
import styles from './ProfileCard.module.css';

const initials = (first: string, last: string) => `${first.trim()[0] ?? ''}${last.trim()[0] ?? ''}`.toUpperCase();

/** Name, phone (+994 50 123 45 67), account type, and the moderation link for ADMIN and MODERATOR. */
export function ProfileCard() {
  const { t } = useTranslation('profile');
  const user = useCurrentUser();

  if (user.isPending) {
    return (
      <section className={styles.card} aria-busy="true">
        <span className={`${styles.avatar} ${styles.skeleton}`} />
        <div className={styles.lines}>
          <span className={`${styles.line} ${styles.skeleton}`} />
          <span className={`${styles.lineShort} ${styles.skeleton}`} />
        </div>
        <span className="visually-hidden" role="status">
          {t('loading')}
        </span>
      </section>
    );
  }
  if (user.isError) {
    return (
      <section className={styles.card}>
        <p role="alert" className={styles.error}>
          <Icon name="circle-alert" size={18} aria-hidden="true" />
          {t('loadFailed')}
        </p>
        <button type="button" className={styles.retry} onClick={() => void user.refetch()}>
          {t('retry')}
        </button>
      </section>
    );
  }

  const { firstName, lastName, phoneNumber, userGroup, accountType } = user.data;
  const accountIcon = accountType === 'BUSINESS' ? 'building-2' : 'user-round';
  return (
    <section className={styles.card}>
      <span className={styles.avatar} aria-hidden="true">
        {initials(firstName, lastName)}
      </span>
      <div className={styles.lines}>
        <p className={styles.name}>
          {firstName} {lastName}
        </p>
        <p className={styles.meta}>
          <Icon name="phone" size={16} aria-hidden="true" />
          <a href={telHref(phoneNumber)}>{formatPhoneInternational(phoneNumber)}</a>
        </p>
        <p className={styles.chip}>
          <Icon name={accountIcon} size={14} aria-hidden="true" />
          {t(`accountType.${accountType}`)}
        </p>
      </div>
      {canModerate({ role: userGroup }) && (
        <Link to={PATHS.adminPanel} className={styles.admin}>
          <Icon name="shield-check" size={18} aria-hidden="true" />
          {t('adminPanel')}
        </Link>
      )}
    </section>
  );
}
