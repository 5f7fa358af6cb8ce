import type { PriceGuide } from '@zeng/contract/adverts';
import { PRICE_GUIDE_DAYS } from '@zeng/contract/constants';
import { formatPrice } from '@zeng/contract/price';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './PriceGuideNote.module.css';

/** Where the marker sits on the scale: the middle half of the prices is its middle third. */
function markerPercent(price: number, { low, high }: PriceGuide): number {
  // A group whose middle half is one price still gets a scale a tenth of it wide.
  const third = high > low ? high - low : Math.max(low * 0.1, 1);
  const start = low - third;
  const share = (price - start) / (3 * third);
  return Math.round(Math.min(0.97, Math.max(0.03, share)) * 100);
}

/**
 * The fair-price badge on an advert's page (issue 38): whether its price is below, within or above
 * what most sellers of its model, storage and grade asked on Zeng, that range, and how many sellers
 * it rests on. The scale shows the same as the words, for the eye only.
 */
export function PriceGuideNote({ guide, price }: { guide: PriceGuide; price: number }) {
  const { t } = useTranslation(['advert', 'common']);
  const azn = t('common.azn', { ns: 'common' });
  const verdictId = useId();
  return (
    <section className={styles.guide} aria-labelledby={verdictId}>
      <p id={verdictId} className={`${styles.verdict} ${styles[guide.position]}`}>
        {t(`priceGuide.${guide.position}`)}
      </p>
      <div className={styles.scale} aria-hidden="true">
        <span className={styles.band} />
        <span className={styles.marker} style={{ left: `${markerPercent(price, guide)}%` }} />
      </div>
      <p className={styles.range}>
        {t('priceGuide.range', { low: formatPrice(guide.low), high: formatPrice(guide.high), azn })}
      </p>
      <p className={styles.basis}>{t('priceGuide.basis', { count: guide.sellers, days: PRICE_GUIDE_DAYS })}</p>
    </section>
  );
}
