import { SWIPE_THRESHOLD_PX } from '@zeng/contract/constants';
import { galleryImageSources } from '@zeng/contract/gallery-image';
import { useRef, useState } from 'react';
import { useSwipeable } from 'react-swipeable';
import { Icon } from '../Icon';
import { FullscreenViewer } from './FullscreenViewer';
import styles from './Gallery.module.css';
import { type GalleryImage, type GalleryLabels, wrapIndex } from './gallery-types';
import { PhotoCollage } from './PhotoCollage';
import { StepArrows } from './StepArrows';

export interface GalleryProps {
  images: GalleryImage[];
  labels: GalleryLabels;
  /** Small screens (the phone layout, by CSS) get a button that shows every photo at once. */
  collage?: boolean;
  /** A logo-like picture (a SIM provider's) is shown small and centred instead of filling the frame. */
  variant?: 'photo' | 'logo';
}

/**
 * A carousel of photos: swipe (50 px), previous and next arrows that wrap, a counter "n / total".
 * A photo opens the full-screen viewer; the first photo loads at once, the others lazily. A slide
 * offers the medium and large renditions for the browser to choose by its width (a phone takes the
 * 800-px one); the full-screen viewer shows the large one.
 */
export function Gallery({ images, labels, collage = false, variant = 'photo' }: GalleryProps) {
  const [index, setIndex] = useState(0);
  const [viewerAt, setViewerAt] = useState<number | null>(null);
  const [collageOpen, setCollageOpen] = useState(false);
  // Closed, the viewer gives the focus to the slide it was showing (the others are inert).
  const slides = useRef<Array<HTMLButtonElement | null>>([]);
  const total = images.length;
  const go = (step: number) => setIndex((i) => wrapIndex(i + step, total));
  const swipe = useSwipeable({
    onSwipedLeft: () => go(1),
    onSwipedRight: () => go(-1),
    delta: SWIPE_THRESHOLD_PX,
  });

  if (total === 0) return <div className={styles.empty} aria-hidden="true" />;

  return (
    <section className={styles.gallery} aria-roledescription="carousel" aria-label={labels.region}>
      <div className={styles.viewport} {...(total > 1 ? swipe : {})}>
        <div className={styles.track} style={{ transform: `translateX(${-index * 100}%)` }}>
          {images.map((image, i) => (
            <button
              key={image.src}
              ref={(slide) => {
                slides.current[i] = slide;
              }}
              type="button"
              className={variant === 'logo' ? `${styles.slide} ${styles.logoSlide}` : styles.slide}
              aria-label={labels.open(i + 1, total)}
              inert={i !== index}
              onClick={() => setViewerAt(i)}
            >
              <img
                {...galleryImageSources(image.src)}
                alt={image.alt}
                width={image.width}
                height={image.height}
                loading={i === 0 ? 'eager' : 'lazy'}
                fetchPriority={i === 0 ? 'high' : 'auto'}
                decoding="async"
                draggable={false}
                className={variant === 'logo' ? styles.logo : styles.image}
              />
            </button>
          ))}
        </div>
      </div>
      {total > 1 && (
        <>
          <StepArrows classes={styles} labels={labels} iconSize={24} onStep={go} />
          <p className={styles.counter} aria-live="polite">
            {index + 1} / {total}
          </p>
        </>
      )}
      {collage && total > 1 && (
        <button type="button" className={`${styles.viewAll} phone-only`} onClick={() => setCollageOpen(true)}>
          <Icon name="layout-grid" size={16} aria-hidden="true" />
          {labels.viewAll(total)}
        </button>
      )}
      {collageOpen && (
        <PhotoCollage
          images={images}
          labels={labels}
          active={viewerAt === null}
          onOpen={setViewerAt}
          onClose={() => setCollageOpen(false)}
        />
      )}
      {viewerAt !== null && (
        <FullscreenViewer
          images={images}
          labels={labels}
          start={viewerAt}
          // Opened from the collage, the focus goes back to the collage's tile.
          slideOf={collageOpen ? undefined : (i) => slides.current[i]}
          onClose={(last) => {
            setViewerAt(null);
            setIndex(last);
          }}
        />
      )}
    </section>
  );
}
