import { type ReactNode, type RefObject, useLayoutEffect, useRef, useState } from 'react';
import { Icon } from '../Icon';
import styles from './ScrollRow.module.css';

export interface ScrollRowProps {
  /** The row's items, each an <li>. */
  children: ReactNode;
  /** What the arrow buttons say to a screen reader ("Previous similar adverts"). */
  previousLabel: string;
  nextLabel: string;
}

/** Room for a rounding error: a row scrolled to within a pixel of its end is at its end. */
const EDGE_SLACK_PX = 1;
/** One press moves most of a view, so the last card seen stays in sight as the next ones come in. */
const PAGE_SHARE = 0.8;

interface Edges {
  atStart: boolean;
  atEnd: boolean;
}

/** Whether the element is scrolled to its start and to its end, kept up to date as it scrolls or resizes. */
function useScrollEdges(ref: RefObject<HTMLElement | null>): Edges {
  const [edges, setEdges] = useState<Edges>({ atStart: true, atEnd: true });
  // Measured before paint, so the arrows show with the cards rather than a frame after them.
  useLayoutEffect(() => {
    const node = ref.current;
    if (!node) return;
    const measure = () => {
      const atStart = node.scrollLeft <= EDGE_SLACK_PX;
      const atEnd = node.scrollLeft + node.clientWidth >= node.scrollWidth - EDGE_SLACK_PX;
      setEdges((prev) => (prev.atStart === atStart && prev.atEnd === atEnd ? prev : { atStart, atEnd }));
    };
    measure();
    node.addEventListener('scroll', measure, { passive: true });
    // The row's width changes with the window, its content as images and late cards arrive.
    const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    resize?.observe(node);
    window.addEventListener('resize', measure);
    return () => {
      node.removeEventListener('scroll', measure);
      resize?.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [ref]);
  return edges;
}

/**
 * A row of cards that scrolls sideways: by finger or trackpad everywhere, and with arrow buttons where
 * there is a mouse (a wheel scrolls down, not sideways). An arrow is inactive at its end of the row
 * (aria-disabled, so it keeps the focus), and neither shows when every card fits.
 */
export function ScrollRow({ children, previousLabel, nextLabel }: ScrollRowProps) {
  const row = useRef<HTMLUListElement>(null);
  const { atStart, atEnd } = useScrollEdges(row);
  const fits = atStart && atEnd;

  const scroll = (direction: 1 | -1, inactive: boolean) => {
    const node = row.current;
    if (!node || inactive) return;
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    node.scrollBy({ left: direction * node.clientWidth * PAGE_SHARE, behavior: reduceMotion ? 'auto' : 'smooth' });
  };

  return (
    <div className={styles.wrap}>
      <ul ref={row} className={styles.row}>
        {children}
      </ul>
      {!fits && (
        <>
          <button
            type="button"
            className={`${styles.arrow} ${styles.previous}`}
            aria-label={previousLabel}
            aria-disabled={atStart}
            onClick={() => scroll(-1, atStart)}
          >
            <Icon name="chevron-left" size={24} aria-hidden="true" />
          </button>
          <button
            type="button"
            className={`${styles.arrow} ${styles.next}`}
            aria-label={nextLabel}
            aria-disabled={atEnd}
            onClick={() => scroll(1, atEnd)}
          >
            <Icon name="chevron-right" size={24} aria-hidden="true" />
          </button>
        </>
      )}
    </div>
  );
}
