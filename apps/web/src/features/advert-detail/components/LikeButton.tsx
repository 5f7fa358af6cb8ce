import { useTranslation } from 'react-i18next';
import type { CardAdvert } from '../../../components/advert-card/card-advert';
import { Icon } from '../../../components/Icon';
import { toggleLiked, useIsLiked } from '../../../lib/liked';
import styles from './AdvertSummary.module.css';

/** The same liked list as the cards' hearts: filled in the primary colour when liked. */
export function LikeButton({ card }: { card: CardAdvert }) {
  const { t } = useTranslation('advert');
  const liked = useIsLiked(card.id);
  return (
    <button
      type="button"
      className={liked ? `${styles.action} ${styles.liked}` : styles.action}
      aria-pressed={liked}
      onClick={() => toggleLiked(card)}
    >
      <Icon name="heart" size={20} aria-hidden="true" />
      <span>{t('like')}</span>
    </button>
  );
}
