import { LANGUAGES, type Language } from '@zeng/contract/constants';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Icon } from '../../components/Icon';
import { leaveLayers } from '../../lib/history-layer';
import { chooseLanguage, currentLanguage } from '../../lib/i18n';
import styles from './LanguageMenu.module.css';
import popup from './popup.module.css';
import { usePopup } from './use-popup';

const SHORT: Record<Language, string> = { az: 'Az', en: 'En', ru: 'Ru' };

/** Az, En, Ru. Choosing one changes the interface language, stores it and closes the menu. */
export function LanguageMenu() {
  const { t, i18n } = useTranslation();
  const { open, setOpen, root, trigger } = usePopup();
  const menuId = useId();
  const location = useLocation();
  const active = currentLanguage(i18n.resolvedLanguage);

  const choose = (lng: Language) => {
    // The page in the other language loads in place of the menu's step of the history, not after it.
    void leaveLayers().then(() => chooseLanguage(lng, location));
    setOpen(false);
  };

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
            <button
              key={lng}
              type="button"
              role="menuitemradio"
              aria-checked={lng === active}
              lang={lng}
              className={`${popup.item} ${styles.item}`}
              onClick={() => choose(lng)}
            >
              <span className={styles.code}>{SHORT[lng]}</span>
              {t(`language.${lng}`)}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
