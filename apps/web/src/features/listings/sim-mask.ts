import { SIM_PREFIXES, type SimPrefix } from '@zeng/contract/constants';

/**
 * A SIM number mask, as the SIM listing's mask builder edits it: the ten digit places of a national
 * number ("050 123 45 67"), each a digit or '' for any digit. The first is the trunk 0, always.
 * As a search it is ten characters, `*` for any ("050***77**"): the API reads a leading 0 and ten
 * places as the number from its start (sim-number-search.ts), so nothing straddles the code.
 */
export type SimMask = string[];

export const MASK_PLACES = 10;
/** Where the places are grouped, as a number is written: 050 | 123 | 45 | 67. */
export const MASK_GROUP_STARTS = [3, 6, 8];

const MASK_QUERY = /^0[\d*]{9}$/;

export const emptyMask = (prefix?: SimPrefix): SimMask =>
  Array.from({ length: MASK_PLACES }, (_, i) => (i === 0 ? '0' : (prefix?.[i] ?? '')));

/** The mask a listing's search holds, if it is one ("050***77**"); else one from its prefix, or empty. */
export function maskOf(searchQuery: string | undefined, prefix?: SimPrefix): SimMask {
  if (searchQuery && MASK_QUERY.test(searchQuery)) return [...searchQuery].map((c) => (c === '*' ? '' : c));
  return emptyMask(prefix);
}

/** Whether the search is a mask the builder wrote. */
export const isMaskQuery = (searchQuery: string | undefined) => Boolean(searchQuery && MASK_QUERY.test(searchQuery));

/** The search a mask is, or undefined when it names no digit beyond the trunk 0. */
export function maskQuery(mask: SimMask): string | undefined {
  if (mask.slice(1).every((place) => place === '')) return undefined;
  return mask.map((place) => place || '*').join('');
}

/** The prefix a mask names whole ("050"), when it is a mobile code's. */
export function maskPrefix(mask: SimMask): SimPrefix | undefined {
  const prefix = mask.slice(0, 3).join('');
  return SIM_PREFIXES.find((known) => known === prefix);
}

/** A mask as a number is written, `*` for any digit: "050 *** 77 **". */
export function formatMask(query: string): string {
  return [0, ...MASK_GROUP_STARTS].map((start, i, starts) => query.slice(start, starts[i + 1])).join(' ');
}

/**
 * The digits and `*`s of a pasted or typed number, as mask places from the trunk 0: "+994 50 123 45 67",
 * "0501234567", "50 *** 77 **" all fill the ten places; undefined when it is not a whole number's worth.
 */
export function maskFromText(text: string): SimMask | undefined {
  let places = text.replace(/[^\d*]/g, '');
  if (places.startsWith('00994')) places = places.slice(5);
  else if (places.startsWith('994')) places = places.slice(3);
  if (places.length === MASK_PLACES - 1) places = `0${places}`;
  if (places.length !== MASK_PLACES || !places.startsWith('0')) return undefined;
  return [...places].map((c) => (c === '*' ? '' : c));
}

/**
 * What applying a mask changes in a listing's address: its search becomes the mask; a mask that names
 * only a mobile code is the prefix filter instead, and a mask naming its own code replaces the prefix
 * chosen. An empty mask clears a mask searched before and keeps a search for words.
 */
export function maskChange(
  mask: SimMask,
  current: { searchQuery?: string; simPrefix?: SimPrefix },
): { searchQuery: string | undefined; simPrefix: SimPrefix | undefined } {
  const prefix = maskPrefix(mask);
  const onlyPrefix = prefix !== undefined && mask.slice(3).every((place) => place === '');
  const kept = isMaskQuery(current.searchQuery) ? undefined : current.searchQuery;
  if (onlyPrefix) return { searchQuery: kept, simPrefix: prefix };
  const query = maskQuery(mask);
  return { searchQuery: query ?? kept, simPrefix: query && prefix ? undefined : current.simPrefix };
}
