import { BREAKPOINT_PX } from './constants.js';

export interface ImageSources {
  src: string;
  srcSet?: string;
  sizes?: string;
}

/** Width the stored `…-large.webp` fits inside (1600 × 1600): the full-screen viewer's picture. */
export const GALLERY_LARGE_WIDTH_PX = 1600;
/** Width the stored `…-medium.webp` fits inside (800 × 800): the gallery on a phone. */
export const GALLERY_MEDIUM_WIDTH_PX = 800;

/**
 * The gallery's width from BREAKPOINT_PX up, in CSS px: the page is at most 1200 px wide with 16 px of
 * padding each side (AppLayout.module.css, --content-max), and the gallery takes 3 of 5 parts after a
 * 24 px gap (AdvertDetailPage.module.css; the moderators' RequestView.module.css is laid out the same):
 * (1200 − 32 − 24) × 3 / 5 ≈ 687. Between 1024 and 1200 px it is a little narrower; asking for 687
 * there picks the same file.
 */
export const GALLERY_DESKTOP_WIDTH_PX = 687;

/** What the gallery's picture fills: the whole width below the breakpoint (edge to edge), a column above. */
export const GALLERY_SIZES = `(min-width: ${BREAKPOINT_PX}px) ${GALLERY_DESKTOP_WIDTH_PX}px, 100vw`;

/** An uploaded image's large rendition, as the API answers it in imageUrls. */
const LARGE_UPLOAD = /^(\/uploads\/[A-Za-z0-9_-]+)-large\.webp$/;

/**
 * How the advert page's gallery asks for a photo, given the `/uploads/{key}-large.webp` the API
 * answers: the medium (800 w) and large (1600 w) renditions, for the browser to pick by the gallery's
 * width and the screen's density. The server's preload of the first photo asks exactly the same
 * (href, imagesrcset, imagesizes), or the browser would fetch it twice. src stays the large file,
 * what a browser without srcset shows. Anything else (a SIM provider's logo under /media/) is a single
 * file.
 */
export function galleryImageSources(url: string): ImageSources {
  const base = LARGE_UPLOAD.exec(url)?.[1];
  if (!base) return { src: url };
  return {
    src: url,
    srcSet: `${base}-medium.webp ${GALLERY_MEDIUM_WIDTH_PX}w, ${url} ${GALLERY_LARGE_WIDTH_PX}w`,
    sizes: GALLERY_SIZES,
  };
}
