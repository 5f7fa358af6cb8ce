import { LANGUAGES, type Language } from '@zeng/contract/constants';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Icon } from '../../components/Icon';
import { currentLanguage } from '../../lib/i18n';
import styles from './LanguageMenu.module.css';
import { languageLink } from './language-link';
import popup from './popup.module.css';
import { usePopup } from './use-popup';

const SHORT: Record<Language, string> = { az: 'Az', en: 'En', ru: 'Ru' };

/** Az, En, Ru: links to this page in each language; choosing one stores it and closes the menu. */
export function LanguageMenu() {
  const { t, i18n } = useTranslation();
  const { open, setOpen, root, trigger } = usePopup();
  const menuId = useId();
  const location = useLocation();
  const active = currentLanguage(i18n.resolvedLanguage);

  return (
    <div className={styles.root} ref={root}>
      <button
        ref={trigger}
        type="button"
        className={styles.trigger}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={`${SHORT[active]} — ${t('language.label')}: ${t(`language.${active}`)}`}
        onClick={() => setOpen((v) => !v)}
      >
        <Icon name="globe" size={18} aria-hidden="true" />
        <span>{SHORT[active]}</span>
      </button>
      {open && (
        <div className={`${popup.panel} ${styles.menu}`} id={menuId} role="menu">
          {LANGUAGES.map((lng) => (
            <a
              key={lng}
              role="menuitemradio"
              aria-checked={lng === active}
              className={`${popup.item} ${styles.item}`}
              {...languageLink(lng, location, () => setOpen(false))}
            >
              <span className={styles.code}>{SHORT[lng]}</span>
              {t(`language.${lng}`)}
            </a>
          ))}
        </div>
      )}
    </div>
  );
}
