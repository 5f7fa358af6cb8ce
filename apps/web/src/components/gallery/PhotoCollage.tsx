import { useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useModalLayer } from '../../lib/use-modal-layer';
import { Icon } from '../Icon';
import type { GalleryImage, GalleryLabels } from './gallery-types';
import styles from './PhotoCollage.module.css';

export interface PhotoCollageProps {
  images: GalleryImage[];
  labels: GalleryLabels;
  /** False while the full-screen viewer is open on top. */
  active: boolean;
  onOpen: (index: number) => void;
  onClose: () => void;
}

/** Every photo at once (small screens): the first across the width, the rest two by two. */
export function PhotoCollage({ images, labels, active, onOpen, onClose }: PhotoCollageProps) {
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useModalLayer(panel, { onClose, active });

  return createPortal(
    <div ref={panel} className={styles.collage} role="dialog" aria-modal="true" aria-labelledby={titleId}>
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {labels.collage}
        </h2>
        <button type="button" className={styles.close} aria-label={labels.close} onClick={onClose}>
          <Icon name="x" size={24} aria-hidden="true" />
        </button>
      </div>
      <ul className={styles.grid}>
        {images.map((image, i) => (
          <li key={image.src} className={i === 0 ? styles.wide : undefined}>
            <button
              type="button"
              className={styles.tile}
              aria-label={labels.open(i + 1, images.length)}
              onClick={() => onOpen(i)}
            >
              <img
                src={image.src}
                alt={image.alt}
                width={image.width}
                height={image.height}
                loading={i < 3 ? 'eager' : 'lazy'}
                decoding="async"
              />
            </button>
          </li>
        ))}
      </ul>
    </div>,
    document.body,
  );
}
