import type { Language } from '@zeng/contract/constants';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { Icon } from '../../components/Icon';
import { chooseLanguage } from '../../lib/i18n';
import { rememberLanguage } from '../../lib/language-choice';
import styles from './LanguageOffer.module.css';

/**
 * The offer is written in the language it offers, which the page has not loaded: a reader who does not
 * read the page's language can still read it. Three short lines, kept here rather than in the locale
 * files, whose every key is in the page's own language.
 */
const OFFER: Record<Language, { text: string; open: string; close: string }> = {
  az: { text: 'Zeng Azərbaycan dilində də var.', open: 'Azərbaycanca aç', close: 'Bağla' },
  en: { text: 'Zeng is in English too.', open: 'Open in English', close: 'Close' },
  ru: { text: 'Zeng есть и на русском.', open: 'Открыть на русском', close: 'Закрыть' },
};

/**
 * A first visit whose browser prefers another of our languages gets the page it asked for, with this
 * small offer of its language (never a redirect). Declining keeps the page's language as the choice.
 * Shown after the page is live, over the page, so nothing moves (app/layout/AppLayout.tsx loads it
 * only when there is something to offer).
 */
export function LanguageOffer({ pageLanguage, offered }: { pageLanguage: Language; offered: Language }) {
  const [open, setOpen] = useState(true);
  const location = useLocation();
  if (!open) return null;
  const words = OFFER[offered];
  return (
    <aside className={styles.offer} lang={offered} aria-label={words.text}>
      <p className={styles.text}>{words.text}</p>
      <button type="button" className={styles.open} onClick={() => chooseLanguage(offered, location)}>
        {words.open}
      </button>
      <button
        type="button"
        className={styles.close}
        aria-label={words.close}
        onClick={() => {
          void rememberLanguage(pageLanguage);
          setOpen(false);
        }}
      >
        <Icon name="x" size={18} aria-hidden="true" />
      </button>
    </aside>
  );
}
