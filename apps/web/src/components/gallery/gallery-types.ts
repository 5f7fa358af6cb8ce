/**
 * One photo of a gallery: the large rendition's address (the slides find the medium one from it,
 * @zeng/contract/gallery-image), with its intrinsic size so the page reserves its space.
 */
export interface GalleryImage {
  src: string;
  alt: string;
  width: number;
  height: number;
}

/** Every text the gallery shows or announces; the page translates them. */
export interface GalleryLabels {
  /** Name of the carousel region ("Photos"). */
  region: string;
  previous: string;
  next: string;
  /** Name of a photo's button: opens it full screen. */
  open: (n: number, total: number) => string;
  /** The small-screen button that shows every photo at once. */
  viewAll: (total: number) => string;
  /** Title of the all-photos collage. */
  collage: string;
  /** Name of the full-screen viewer. */
  viewer: string;
  /** A hint under the full-screen photo. */
  zoomHint: string;
  close: string;
}

/** The next index, wrapping at both ends. */
export const wrapIndex = (index: number, total: number) => (total === 0 ? 0 : (index + total) % total);
