import { CARD_HEIGHT_PX, CARD_WIDTH_PX } from '@zeng/contract/constants';
import { useTranslation } from 'react-i18next';
import { type CardAdvert, cardImage } from '../../components/advert-card/card-advert';
import { toggleLiked } from '../../lib/liked';
import styles from './UnavailableCard.module.css';

/**
 * A liked advert the server no longer shows (deleted, expired, withdrawn): the stored copy greyed, in
 * a card's size, saying so, with a button to drop it from the list. It leads nowhere.
 */
export function UnavailableCard({ advert }: { advert: CardAdvert }) {
  const { t } = useTranslation('liked');
  const image = cardImage(advert);
  const title = [advert.brand, advert.model].filter(Boolean).join(' ');
  return (
    <article className={styles.card} style={{ width: CARD_WIDTH_PX, height: CARD_HEIGHT_PX }}>
      <div className={styles.media}>
        {image && <img src={image} alt="" loading="lazy" decoding="async" className={styles.image} />}
        <p className={styles.badge}>{t('unavailable')}</p>
      </div>
      <div className={styles.body}>
        <h2 className={styles.title}>{title}</h2>
        <button
          type="button"
          className={styles.remove}
          aria-label={t('removeNamed', { title })}
          onClick={() => toggleLiked(advert)}
        >
          {t('remove')}
        </button>
      </div>
    </article>
  );
}
