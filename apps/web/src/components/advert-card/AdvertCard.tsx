import { CARD_WIDTH_PX } from '@zeng/contract/constants';
import { formatPrice } from '@zeng/contract/price';
import { advertHref } from '@zeng/contract/routes';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate, formatTime, publishedDay } from '../../lib/dates';
import { currentLanguage } from '../../lib/i18n';
import { toggleLiked, useIsLiked } from '../../lib/liked';
import { useNow } from '../../lib/now';
import { formatMemory } from '../advert/memory';
import { SELLER_OPTION_ICONS } from '../advert/seller-options';
import { Icon } from '../Icon';
import styles from './AdvertCard.module.css';
import { type CardAdvert, cardImage } from './card-advert';

export interface AdvertCardProps {
  advert: CardAdvert;
  /** Cards above the fold load their image at once; the rest lazily. */
  eager?: boolean;
  /** The first card's image, most often the largest paint: fetched before the others (the server preloads it too). */
  priority?: boolean;
  /** The title's heading level under the page's or section's own heading. */
  titleAs?: 'h2' | 'h3' | 'h4';
  /** False on the owner's own cards: nobody likes their own advert. */
  likeable?: boolean;
}

/** Photo height on a card (AdvertCard.module.css, .media): what is left of 250 px for up to two lines of title and three short lines. */
const PHOTO_HEIGHT_PX = 120;
const LOGO_SIZE_PX = 88;

/**
 * 170 × 250 px: image, price, brand, model, specs, condition, city, date and a heart (docs/product.md, "Listings").
 * The seller's options are small drawings in the photo's lower left corner, named for screen readers
 * and on hover, so the card keeps its size and every line its room.
 * Every line has a room of its own (the title up to two lines, the city and the date one each), so
 * nothing is squeezed or cut in any language. A SIM card's headline is its whole number; the provider
 * is its logo and a small label.
 */
export function AdvertCard({
  advert,
  eager = false,
  priority = false,
  titleAs: Title = 'h2',
  likeable = true,
}: AdvertCardProps) {
  const { t, i18n } = useTranslation();
  const liked = useIsLiked(advert.id);
  const lng = currentLanguage(i18n.resolvedLanguage);
  const image = cardImage(advert);
  const isSim = advert.productCategoryName === 'sim';
  const now = useNow();
  const day = publishedDay(advert.published, now);
  const published =
    day === 'earlier' ? formatDate(advert.published, lng, now) : `${t(`card.${day}`)}, ${formatTime(advert.published)}`;
  const title = [advert.brand, advert.model].filter(Boolean).join(' ');
  const specs =
    advert.productCategoryName === 'accessory' ? t(`accessoryTypes.${advert.specs}`) : formatMemory(advert.specs, t);

  return (
    // A card's size is the stylesheet's (--card-width × --card-height): a page of cards carries no
    // inline style, no srcset of one picture (its thumb is the 2× file, and its box is set) and no
    // route-discovery attribute React Router uses only in framework mode.
    <article className={styles.card}>
      <Link
        to={advertHref(advert.productCategoryName, advert.id)}
        state={{ id: advert.id, productCategory: advert.productCategoryName }}
        className={styles.link}
        discover="none"
      >
        <div className={isSim ? `${styles.media} ${styles.simMedia}` : styles.media}>
          {image ? (
            <img
              src={image}
              alt=""
              width={isSim ? LOGO_SIZE_PX : CARD_WIDTH_PX}
              height={isSim ? LOGO_SIZE_PX : PHOTO_HEIGHT_PX}
              loading={eager || priority ? 'eager' : 'lazy'}
              fetchPriority={priority ? 'high' : 'auto'}
              decoding="async"
              className={isSim ? styles.simImage : styles.image}
            />
          ) : (
            <div className={styles.noImage} aria-hidden="true" />
          )}
          {/* The terms' names of paid placement, the same in every language: VIP, PREMIUM. */}
          {advert.promoted && <span className={advert.promoted}>{advert.promoted}</span>}
          {advert.goodPrice && <span className={styles.goodPrice}>{t('card.goodPrice')}</span>}
          {advert.battery ? (
            <span className={styles.battery} title={t('card.battery', { value: advert.battery })}>
              <Icon name="battery-medium" size={14} aria-hidden="true" />
              <span aria-hidden="true">{advert.battery}%</span>
              <span className="visually-hidden">{t('card.battery', { value: advert.battery })}</span>
            </span>
          ) : null}
          {advert.sellerOptions && advert.sellerOptions.length > 0 && (
            // Spans, not a list: a card holds one list of its own (the similar adverts' row counts them).
            <span className={styles.options}>
              {advert.sellerOptions.map((option) => {
                const name = t(`sellerOptions.${option}`);
                return (
                  <span key={option} className={styles.option} title={name}>
                    <Icon name={SELLER_OPTION_ICONS[option]} size={12} aria-hidden="true" />
                    <span className="visually-hidden">{name}</span>
                  </span>
                );
              })}
            </span>
          )}
        </div>
        <div className={styles.body}>
          <p className={styles.price}>{`${formatPrice(advert.price)} ${t('common.azn')}`}</p>
          {isSim ? (
            <>
              <Title className={styles.number}>{advert.model}</Title>
              <p className={styles.meta}>{advert.brand}</p>
            </>
          ) : (
            <>
              {/* Two lines at most (an accessory's name runs to 100 characters): the rest on hover. */}
              <Title className={styles.title} title={title}>
                {title}
              </Title>
              <p className={styles.meta}>
                {[
                  specs,
                  advert.grade
                    ? t(`grades.${advert.grade}`)
                    : advert.condition
                      ? t(`card.condition.${advert.condition}`)
                      : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
            </>
          )}
          <p className={styles.meta}>{advert.city}</p>
          <p className={styles.meta}>
            <time dateTime={advert.published}>{published}</time>
          </p>
        </div>
      </Link>
      {likeable && (
        <button
          type="button"
          className={liked ? `${styles.heart} ${styles.liked}` : styles.heart}
          aria-pressed={liked}
          aria-label={liked ? t('card.unlike', { title }) : t('card.like', { title })}
          onClick={() => toggleLiked(advert)}
        >
          <span className={styles.heartIcon} aria-hidden="true" />
        </button>
      )}
    </article>
  );
}
