import { localizedPath, PATHS } from '@zeng/contract/routes';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../lib/i18n';
import { Icon } from '../Icon';
import styles from './SearchBox.module.css';

/**
 * The search box as plain HTML, while its code (suggestions) is on its way: the same look, and a form
 * that already searches.
 */
export function SearchFormShell({ variant }: { variant: 'bar' | 'screen' }) {
  const { t, i18n } = useTranslation();
  return (
    <search className={variant === 'bar' ? `${styles.form} ${styles.bar}` : styles.form}>
      <form action={localizedPath(PATHS.search, currentLanguage(i18n.resolvedLanguage))}>
        <label className={styles.field}>
          <Icon name="search" size={18} aria-hidden="true" />
          <span className="visually-hidden">{t('pages.search')}</span>
          <input name="q" type="search" className={styles.input} placeholder={t('search.placeholder')} />
        </label>
      </form>
    </search>
  );
}
