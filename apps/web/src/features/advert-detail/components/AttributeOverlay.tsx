import { useInfiniteQuery } from '@tanstack/react-query';
import type { ProductCategory } from '@zeng/contract/constants';
import { type RefObject, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import type { DetailRow } from '../../../components/advert/detail-rows';
import { AdvertGrid } from '../../../components/advert-grid/AdvertGrid';
import { Icon } from '../../../components/Icon';
import { advertListQuery } from '../../../lib/adverts-query';
import { useModalLayer } from '../../../lib/use-modal-layer';
import styles from './AttributeOverlay.module.css';

export interface AttributeOverlayProps {
  category: ProductCategory;
  row: DetailRow & { filter: NonNullable<DetailRow['filter']> };
  onClose: () => void;
}

/**
 * The next page of a list as its end nears the bottom of `root` (SPEC.md: the overlay's list scrolls on
 * by itself). A page's own lists wait for "Show more" instead: nothing below them moves, and a crawler's
 * render asks for nothing; an overlay has nothing below it, and no crawler opens one.
 */
function useNextPageAtEnd(
  { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage }: ReturnType<typeof useInfiniteQuery>,
  root: RefObject<HTMLElement | null>,
) {
  const end = useRef<HTMLDivElement>(null);
  const more = hasNextPage && !isFetchingNextPage && !isFetchNextPageError;
  useEffect(() => {
    const node = end.current;
    if (!node || !more || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => entries.some((e) => e.isIntersecting) && void fetchNextPage(),
      {
        root: root.current,
        rootMargin: '0px 0px 50% 0px',
      },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [more, fetchNextPage, root]);
  return end;
}

/**
 * A full-screen list of the category's adverts sharing one value (brand, model, city, provider, type),
 * ten at a time with infinite scroll. Focus moves into it; the close button and Escape leave.
 */
export function AttributeOverlay({ category, row, onClose }: AttributeOverlayProps) {
  const { t } = useTranslation('advert');
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const query = useInfiniteQuery(advertListQuery(category, row.filter));
  useModalLayer(panel, { onClose });
  const end = useNextPageAtEnd(query, panel);

  return createPortal(
    <div ref={panel} className={styles.overlay} role="dialog" aria-modal="true" aria-labelledby={titleId}>
      <div className={styles.header}>
        <button type="button" className={styles.close} aria-label={t('overlay.close')} onClick={onClose}>
          <Icon name="arrow-left" size={24} aria-hidden="true" />
        </button>
        <div className={styles.heading}>
          <p className={styles.label}>{row.label}</p>
          <h2 id={titleId} className={styles.title}>
            {row.value}
          </h2>
        </div>
      </div>
      <div className={styles.body}>
        {query.status === 'pending' && (
          <p className={styles.loading} aria-hidden="true">
            {t('common.loading', { ns: 'common' })}
          </p>
        )}
        <AdvertGrid query={query} />
        <div ref={end} aria-hidden="true" />
      </div>
    </div>,
    document.body,
  );
}
