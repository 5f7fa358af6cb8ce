import { CARD_WIDTH_PX } from './constants.js';

/** Width of the stored card rendition (`…-thumb.webp`): the 170-px card at 2×. */
export const CARD_THUMB_WIDTH_PX = 2 * CARD_WIDTH_PX;

export interface ImageSources {
  src: string;
  srcSet?: string;
  sizes?: string;
}

/**
 * How a card asks for its picture. The server's preload of the first card asks exactly the same
 * (href, imagesrcset, imagesizes), or the browser would fetch it twice. A card is 170 CSS px wide in
 * every layout, so the thumb is its 2× image; a SIM card's provider logo is a single file.
 */
export function cardImageSources(url: string): ImageSources {
  if (!url.endsWith('-thumb.webp')) return { src: url };
  return { src: url, srcSet: `${url} ${CARD_THUMB_WIDTH_PX}w`, sizes: `${CARD_WIDTH_PX}px` };
}
