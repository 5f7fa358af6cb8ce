import type { SimPrefix } from './constants.js';
import { formatPhoneNational } from './phone.js';

/**
 * How a SIM number for sale is written wherever it is shown (cards, the advert page and its title,
 * share previews): 994557753235 → "055 775 32 35", the way sellers and buyers here write it. One
 * format, short enough to be a card's whole headline.
 */
export function formatSimNumber(number: string): string {
  return formatPhoneNational(number);
}

/** A stored SIM number's prefix: 994557753235 → "055". */
export const simPrefixOf = (number: string) => `0${number.slice(3, 5)}` as SimPrefix;
