import type { ReactNode } from 'react';
import { AdvertCard } from '../advert-card/AdvertCard';
import type { CardAdvert } from '../advert-card/card-advert';
import styles from './AdvertGrid.module.css';

/** Cards above the fold load their image at once; roughly two rows on a phone, one on a desktop. */
const EAGER_CARDS = 4;

/**
 * The grid of 170 × 250 px cards that fills the width, shared by every list of adverts, or of rows
 * (`rows`: the SIM listing's numbers, a dozen to a phone's screen). `children` are more grid items after
 * the cards (the slots a loading page will fill), so they sit where its cards will.
 */
export function CardList({ cards, rows, children }: { cards: CardAdvert[]; rows?: boolean; children?: ReactNode }) {
  return (
    <ul className={rows ? `${styles.grid} ${styles.rows} card-rows` : styles.grid}>
      {cards.map((card, index) => (
        <li key={`${card.productCategoryName}-${card.id}`}>
          <AdvertCard advert={card} eager={index < EAGER_CARDS} priority={index === 0} />
        </li>
      ))}
      {children}
    </ul>
  );
}
