import { advertHref } from '@zeng/contract/routes';
import { type RefObject, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { CardAdvert } from '../../components/advert-card/card-advert';
import { getLiked, toggleLiked } from '../../lib/liked';
import { showToast } from '../../lib/toast';

/**
 * An advert that leaves the liked list while the page is open (its heart, or Remove on a gone one)
 * can be put back where it was, for a few seconds, from a toast. Put back, its card's heart takes the
 * focus the toast's Undo had, so a keyboard or screen reader is where the person left off.
 */
export function useUndoUnlike(liked: CardAdvert[], page: RefObject<HTMLElement | null>) {
  const { t } = useTranslation('liked');
  const before = useRef(liked);
  const putBack = useRef<CardAdvert | null>(null);
  useEffect(() => {
    const previous = before.current;
    before.current = liked;
    const restored = putBack.current;
    if (restored && liked.some((advert) => advert.id === restored.id)) {
      putBack.current = null;
      focusHeartOf(page.current, restored);
      return;
    }
    if (previous.length !== liked.length + 1) return;
    const at = previous.findIndex((advert) => !liked.some((kept) => kept.id === advert.id));
    const removed = previous[at];
    if (!removed) return;
    const undo = () => {
      // Liked again meanwhile (another tab): nothing to put back.
      if (getLiked().some((advert) => advert.id === removed.id)) return;
      putBack.current = removed;
      toggleLiked(removed, at);
    };
    showToast({ text: t('removedToast'), action: { label: t('undo'), run: undo } });
  }, [liked, t, page]);
}

/** The heart of a card on the page, found by its link (a card the server no longer shows has none). */
function focusHeartOf(page: HTMLElement | null, advert: CardAdvert) {
  const link = page?.querySelector(`a[href="${advertHref(advert.productCategoryName, advert.id)}"]`);
  const heart = link?.closest('article')?.querySelector<HTMLButtonElement>('button[aria-pressed]');
  heart?.focus();
}
