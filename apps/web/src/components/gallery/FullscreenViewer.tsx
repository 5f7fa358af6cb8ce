import { SWIPE_THRESHOLD_PX } from '@zeng/contract/constants';
import { type MouseEvent, type TouchEvent, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useSwipeable } from 'react-swipeable';
import { useModalLayer } from '../../lib/use-modal-layer';
import { Icon } from '../Icon';
import styles from './FullscreenViewer.module.css';
import { type GalleryImage, type GalleryLabels, wrapIndex } from './gallery-types';
import { StepArrows } from './StepArrows';

export interface FullscreenViewerProps {
  images: GalleryImage[];
  labels: GalleryLabels;
  start: number;
  /** Told which photo was showing, so the gallery behind can follow. */
  onClose: (index: number) => void;
  /** The gallery's own element for a photo, to take the focus back when the viewer closes on it. */
  slideOf?: (index: number) => HTMLElement | null | undefined;
}

/** Two taps closer together than this (ms) are a double tap. */
const DOUBLE_TAP_MS = 300;
const ZOOM = 2.5;

interface Zoom {
  /** transform-origin in per cent of the photo. */
  x: number;
  y: number;
}

const clamp = (n: number) => Math.min(100, Math.max(0, n));

/**
 * One photo over the whole screen: arrows, swipe and the arrow keys move through the photos,
 * a double click or a double tap zooms in at that point (the pointer or a finger then pans),
 * Escape or the close button leave.
 */
export function FullscreenViewer({ images, labels, start, onClose, slideOf }: FullscreenViewerProps) {
  const [index, setIndex] = useState(start);
  const [zoom, setZoom] = useState<Zoom | null>(null);
  const panel = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const lastTap = useRef(0);
  const panStart = useRef<Zoom | null>(null);
  const total = images.length;
  const image = images[index];

  const go = (step: number) => {
    setZoom(null);
    setIndex((i) => wrapIndex(i + step, total));
  };
  const close = () => onClose(index);

  useModalLayer(panel, {
    onClose: close,
    initialFocus: closeButton,
    returnFocus: slideOf && (() => slideOf(index)),
    onKey: (event) => {
      if (event.key === 'ArrowLeft') go(-1);
      else if (event.key === 'ArrowRight') go(1);
    },
  });

  const pointIn = (target: Element, clientX: number, clientY: number): Zoom => {
    const box = target.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return { x: 50, y: 50 };
    return { x: clamp(((clientX - box.left) / box.width) * 100), y: clamp(((clientY - box.top) / box.height) * 100) };
  };

  const toggleZoom = (target: Element, clientX: number, clientY: number) =>
    setZoom((z) => (z ? null : pointIn(target, clientX, clientY)));

  const onDoubleClick = (event: MouseEvent<HTMLImageElement>) => {
    // A double tap already zoomed; the browser's emulated dblclick must not undo it.
    if (Date.now() - lastTap.current < 2 * DOUBLE_TAP_MS) return;
    toggleZoom(event.currentTarget, event.clientX, event.clientY);
  };

  const onTouchEnd = (event: TouchEvent<HTMLImageElement>) => {
    const touch = event.changedTouches[0];
    const now = Date.now();
    if (touch && now - lastTap.current < DOUBLE_TAP_MS) {
      event.preventDefault();
      toggleZoom(event.currentTarget, touch.clientX, touch.clientY);
      lastTap.current = now;
      return;
    }
    lastTap.current = now;
  };

  const onMouseMove = (event: MouseEvent<HTMLImageElement>) => {
    if (zoom) setZoom(pointIn(event.currentTarget, event.clientX, event.clientY));
  };

  const swipe = useSwipeable({
    delta: SWIPE_THRESHOLD_PX,
    onSwipeStart: () => {
      panStart.current = zoom;
    },
    onSwiping: ({ deltaX, deltaY, event }) => {
      const from = panStart.current;
      if (!from || !(event.target instanceof Element)) return;
      // Moving the finger right shows more of the left side: the origin moves against the finger.
      const box = event.target.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) return;
      setZoom({ x: clamp(from.x - (deltaX / box.width) * 100), y: clamp(from.y - (deltaY / box.height) * 100) });
    },
    onSwipedLeft: () => {
      if (!panStart.current) go(1);
    },
    onSwipedRight: () => {
      if (!panStart.current) go(-1);
    },
    onSwiped: () => {
      panStart.current = null;
    },
  });

  if (!image) return null;

  return createPortal(
    <div ref={panel} className={styles.viewer} role="dialog" aria-modal="true" aria-label={labels.viewer}>
      <div className={styles.top}>
        <p className={styles.counter} aria-live="polite">
          {index + 1} / {total}
        </p>
        <button ref={closeButton} type="button" className={styles.close} aria-label={labels.close} onClick={close}>
          <Icon name="x" size={24} aria-hidden="true" />
        </button>
      </div>
      <div className={styles.stage} {...swipe}>
        <img
          key={image.src}
          src={image.src}
          alt={image.alt}
          width={image.width}
          height={image.height}
          decoding="async"
          draggable={false}
          className={zoom ? `${styles.photo} ${styles.zoomed}` : styles.photo}
          style={zoom ? { transformOrigin: `${zoom.x}% ${zoom.y}%`, transform: `scale(${ZOOM})` } : undefined}
          data-zoomed={zoom ? 'true' : 'false'}
          onDoubleClick={onDoubleClick}
          onTouchEnd={onTouchEnd}
          onMouseMove={onMouseMove}
        />
      </div>
      <p className={styles.hint}>{labels.zoomHint}</p>
      {total > 1 && <StepArrows classes={styles} labels={labels} iconSize={28} onStep={go} />}
    </div>,
    document.body,
  );
}
