import type { ProductCategory } from './constants.js';

/**
 * The pictures a shared link shows (og:image). Messengers show JPEG and PNG, not WebP or SVG, and a
 * large card at 1.91 : 1: every share picture is 1200 × 630.
 */
export const SHARE_IMAGE = { width: 1200, height: 630 } as const;

/** A share picture: where it is served and what it is. */
export interface ShareImage {
  url: string;
  type: 'image/jpeg' | 'image/png';
  width: number;
  height: number;
}

/**
 * The server's own share pictures, kept with its other images (apps/server/assets/share, served under
 * /media/): drawn by apps/server/src/modules/media/share-images.ts and written by
 * `npm run share-images -w @zeng/server`. A name here is a file there.
 */
export const SHARE_IMAGE_FILES = {
  phone: 'phone.png',
  tablet: 'tablet.png',
  sim: 'sim.png',
  accessory: 'accessory.png',
  site: 'zeng.png',
} as const satisfies Record<ProductCategory | 'site', string>;

const served = (file: string): ShareImage => ({ url: `/media/share/${file}`, type: 'image/png', ...SHARE_IMAGE });

/** The picture that stands for a category: its listings', its landing pages', an advert's without a picture of its own. */
export function categoryShareImage(category: ProductCategory): ShareImage {
  return served(SHARE_IMAGE_FILES[category]);
}

/** The marketplace's own picture, for a page that shows no category (About Us, terms). */
export const SITE_SHARE_IMAGE: ShareImage = served(SHARE_IMAGE_FILES.site);
