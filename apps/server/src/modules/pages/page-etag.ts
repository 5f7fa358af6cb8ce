import { PAGE_STATE_ELEMENT_ID } from '@zeng/contract/page-rendering';
import { weakEtag } from '../../lib/not-modified.js';
import { bakuDayRange } from '../adverts/baku-day.js';

/**
 * The moment the page was rendered at, first in its state (ssr/entry-server.tsx). The app reads of it
 * only the Baku calendar day it falls on: "today", "yesterday" and this year (apps/web/src/lib/now.ts).
 */
const RENDERED_AT = new RegExp(`(<script type="application/json" id="${PAGE_STATE_ELEMENT_ID}">\\{"now":)(\\d+)`);

/**
 * When each answer in the state was read (TanStack Query's stamps): the browser counts them read when
 * the page arrived (apps/web/src/app/page-state.ts), and the dehydration's own stamp matters only to a
 * query still pending, which no page carries. Only JSON keys match: a quote inside a JSON string is
 * escaped, and React escapes quotes in the markup's text.
 */
const READ_AT = /"(?:dehydratedAt|dataUpdatedAt|errorUpdatedAt)":\d+/g;

/**
 * A page's validator, a weak ETag: a hash of its HTML with the moments it was rendered and read at put
 * aside, the moment rendered at reduced to its Baku day. A kept page is rendered again once it is 30
 * seconds old (routes.ts); with nothing changed it keeps its ETag, so a crawler coming back is answered
 * 304. Whatever else differs, in the markup, the head or the state (a word, a price, an advert, the
 * language, the build's scripts, the day the dates are read from), gives another.
 */
export function pageEtag(html: string): string {
  const day = (at: string) => bakuDayRange(new Date(Number(at))).start.getTime();
  return weakEtag(
    html.replace(RENDERED_AT, (_, before: string, at: string) => `${before}${day(at)}`).replace(READ_AT, ''),
  );
}
