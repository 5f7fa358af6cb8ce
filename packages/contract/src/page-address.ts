import { MAX_PAGE_NUMBER } from './constants.js';

/**
 * What a page's query string means beyond its screen's filters: where a visitor came from (tracking
 * parameters, which never make a page of their own) and which numbered page of a list it is (`?page=3`).
 */

/** Parameters that say where a visitor came from (campaigns, ad clicks), never what the page shows. */
const TRACKING = /^(?:utm_[a-z_]+|fbclid|gclid|gbraid|wbraid|dclid|msclkid|yclid)$/i;

/** How tracking parameters begin, as robots.txt names them: crawlers may follow links that carry them. */
export const TRACKING_PREFIXES = ['utm_', 'fbclid=', 'gclid=', 'gbraid=', 'wbraid=', 'dclid=', 'msclkid=', 'yclid='];

/** The query string without tracking parameters ("?a=1&utm_source=x" → "?a=1"; nothing left → ""). */
export function withoutTracking(search: string): string {
  if (!/(?:utm_|clid|braid)/i.test(search)) return search;
  const params = new URLSearchParams(search);
  for (const name of [...params.keys()]) if (TRACKING.test(name)) params.delete(name);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

/** The parameter that numbers a list's pages in its address. */
export const PAGE_PARAM = 'page';

/** A numbered page from 2 on (page 1 is the plain address); anything else names none. */
export function readPageNumber(raw: string | null): number | undefined {
  if (raw === null || !/^[1-9]\d{0,2}$/.test(raw)) return undefined;
  const n = Number(raw);
  return n >= 2 && n <= MAX_PAGE_NUMBER ? n : undefined;
}

/** The numbered page a query string names and nothing else (`?page=3` → 3), else undefined. */
export function numberedPageOnly(search: string): number | undefined {
  const match = /^\?page=(\d+)$/.exec(search);
  return match ? readPageNumber(match[1] ?? null) : undefined;
}
