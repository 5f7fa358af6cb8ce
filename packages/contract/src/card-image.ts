import { CARD_WIDTH_PX } from './constants.js';

/** Width of the stored card rendition (`…-thumb.webp`): the 170-px card at 2×. */
export const CARD_THUMB_WIDTH_PX = 2 * CARD_WIDTH_PX;
