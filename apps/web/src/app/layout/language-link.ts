import type { Language } from '@zeng/contract/constants';
import type { MouseEvent } from 'react';
import { leaveLayers } from '../../lib/history-layer';
import { chooseLanguage } from '../../lib/i18n';
import { type AppLocation, addressIn } from '../../lib/language-choice';
import { isPlainClick } from '../../lib/plain-click';

/**
 * A link to this page in another language: a real address a crawler follows (`hreflang`), which the
 * app opens after storing the choice, so the server answers the plain address in it too.
 */
export function languageLink(lng: Language, location: AppLocation, after?: () => void) {
  return {
    href: addressIn(lng, location),
    hrefLang: lng,
    lang: lng,
    onClick: (event: MouseEvent) => {
      if (!isPlainClick(event)) return;
      event.preventDefault();
      // The page in the other language loads in place of a menu's step of the history, not after it.
      void leaveLayers().then(() => chooseLanguage(lng, location));
      after?.();
    },
  };
}
