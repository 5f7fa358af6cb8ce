import { PATHS } from '@zeng/contract/routes';
import { useTranslation } from 'react-i18next';
import { Logo } from '../components/Logo';
import { MessagePage } from '../components/MessagePage';
import styles from './AppErrorScreen.module.css';

/**
 * The root route's error boundary. Whatever a screen throws (a stored value it cannot read, a screen's
 * code that can no longer be fetched after an update), the person gets this page in their language
 * with two ways out, never the router's developer page. Both leave by a full page load, which starts
 * the app afresh. It lives in the first bundle, texts included: the moment it is needed may be the
 * moment nothing more can be downloaded. React reports the error itself to the console.
 */
export function AppErrorScreen() {
  const { t } = useTranslation();
  return (
    <main className={styles.screen}>
      <MessagePage icon={<Logo />} title={t('appError.title')} text={t('appError.text')}>
        <button type="button" onClick={() => window.location.reload()}>
          {t('appError.reload')}
        </button>
        <a href={PATHS.home}>{t('appError.home')}</a>
      </MessagePage>
    </main>
  );
}
