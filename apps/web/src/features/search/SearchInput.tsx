import { SEARCH_QUERY_MAX_LENGTH } from '@zeng/contract/constants';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/Icon';
import styles from './SearchPage.module.css';

/** A text input that passes what is typed on to its parent. */
export function SearchInput({ value, onChange }: { value: string; onChange: (text: string) => void }) {
  const { t } = useTranslation();
  return (
    <label className={styles.field}>
      <Icon name="search" size={20} aria-hidden="true" />
      <span className="visually-hidden">{t('pages.search')}</span>
      <input
        type="search"
        className={styles.input}
        value={value}
        placeholder={t('listing.searchPlaceholder')}
        maxLength={SEARCH_QUERY_MAX_LENGTH}
        enterKeyHint="search"
        // biome-ignore lint/a11y/noAutofocus: the search screen exists to type into.
        autoFocus
        onChange={(e) => onChange(e.target.value)}
      />
    </label>
  );
}
