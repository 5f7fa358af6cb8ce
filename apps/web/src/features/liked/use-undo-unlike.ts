import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { CardAdvert } from '../../components/advert-card/card-advert';
import { getLiked, toggleLiked } from '../../lib/liked';
import { showToast } from '../../lib/toast';

/**
 * An advert that leaves the liked list while the page is open (its heart, or Remove on a gone one)
 * can be put back where it was, for a few seconds, from a toast.
 */
export function useUndoUnlike(liked: CardAdvert[]) {
  const { t } = useTranslation('liked');
  const before = useRef(liked);
  useEffect(() => {
    const previous = before.current;
    before.current = liked;
    if (previous.length !== liked.length + 1) return;
    const at = previous.findIndex((advert) => !liked.some((kept) => kept.id === advert.id));
    const removed = previous[at];
    if (!removed) return;
    const undo = () => {
      // Liked again meanwhile (another tab): nothing to put back.
      if (!getLiked().some((advert) => advert.id === removed.id)) toggleLiked(removed, at);
    };
    showToast({ text: t('removedToast'), action: { label: t('undo'), run: undo } });
  }, [liked, t]);
}
