import { PATHS } from '@zeng/contract/routes';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { Icon } from '../../components/Icon';
import { PageHeading } from '../../components/PageHeading';
import { useSignedOutRedirect } from '../../lib/session';
import { AdvertStateTabs } from './components/AdvertStateTabs';
import { ProfileCard } from './components/ProfileCard';
import styles from './ProfilePage.module.css';

/** /userProfile: who is signed in, the ways to saved searches and settings (and moderation), and their adverts by state. */
export function ProfilePage() {
  const { t } = useTranslation('profile');
  const signedOutRedirect = useSignedOutRedirect();
  if (signedOutRedirect) return <Navigate to={signedOutRedirect} replace />;
  return (
    <div className={styles.page}>
      <PageHeading
        actions={
          <span className={styles.links}>
            <Link to={PATHS.savedSearches} className={styles.settings}>
              <Icon name="bell" size={20} aria-hidden="true" />
              <span>{t('savedSearches.title')}</span>
            </Link>
            <Link to={PATHS.settings} className={styles.settings}>
              <Icon name="settings" size={20} aria-hidden="true" />
              <span>{t('settings')}</span>
            </Link>
          </span>
        }
      >
        {t('title')}
      </PageHeading>
      <ProfileCard />
      <AdvertStateTabs />
    </div>
  );
}

export { profileLoader as loader } from './profile-loader';
/** The screen as its route entry loads it (app/screens.tsx), its loader in the same chunk. */
export { ProfilePage as Component };
