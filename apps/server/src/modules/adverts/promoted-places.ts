import type { SortType } from '@zeng/contract/constants';
import { type PromotionMark, VIP_PLACES } from '@zeng/contract/promotion-kinds';
import { bakuDayRange } from './baku-day.js';
import type { Cursor } from './cursor.js';
import type { ListedRow } from './listed-rows.js';
import type { PromotedRow } from './listing-repository.js';

// Where a list's promoted adverts stand (issue 38, docs/decisions/0038). The list's own order is the
// keyset walk of listing-sql.ts, untouched; the few promoted adverts it finds are read beside it
// (promotedQuery) and placed here:
// - A VIP leaves the list's order while it lasts and takes one of the VIP_PLACES at the top of a page,
//   rotating by the page's number and the hour; the last page also shows those the pages before it did
//   not, so a person who reads a list to its end meets every VIP it finds. Pages added below the ones on
//   screen ("Show more") show only VIPs not shown above them, so none is on a screen twice.
// - Newest first, a Premium advert comes first among the adverts of its day (Asia/Baku): the list is the
//   merge of two streams in one order, (day, Premium first, time, id), the walk of the others and the
//   Premium ones read beside it, and a cursor says which stream its last advert came from. Other sorts
//   keep a Premium advert where it stands, marked.

const HOUR_MS = 3_600_000;

/** A row's place in the newest-first order with Premium adverts first in their day: compared field by field. */
interface DayKey {
  day: number;
  premium: number;
  at: number;
  id: number;
}

/**
 * Where the Asia/Baku day of an instant starts. Asked for every row a merged page weighs, so the day is
 * kept per hour (a day starts on the hour in every zone Baku ever had): Intl costs microseconds a call.
 */
const dayStarts = new Map<number, number>();
function dayStart(at: Date): number {
  const hour = Math.floor(at.getTime() / HOUR_MS);
  let start = dayStarts.get(hour);
  if (start === undefined) {
    if (dayStarts.size > 10_000) dayStarts.clear();
    start = bakuDayRange(at).start.getTime();
    dayStarts.set(hour, start);
  }
  return start;
}

/** The promoted adverts a list finds and their cards: what its pages place, read once per list and change. */
export interface PromotedSet {
  rows: PromotedRow[];
  cards: ReadonlyMap<number, ListedRow>;
}

/** A row of a page before its cards are read: one the walk read, or a promoted one set beside it (its card read later). */
export type PlacedRow = ListedRow | PromotedRow;

/** Whether the row is the walk's own, with its card. */
const isCard = (row: PlacedRow): row is ListedRow => 'state' in row;

/** Negative when `a` comes first newest-first (a later day, then Premium, then later, then the higher id). */
function compareDayKeys(a: DayKey, b: DayKey): number {
  return b.day - a.day || b.premium - a.premium || b.at - a.at || b.id - a.id;
}

/**
 * Where the walk of the adverts in the list's own order starts after `cursor`: after a Premium advert
 * (newest first), at the end of its day, as every other advert of that day is still to come.
 */
export function walkCursor(cursor: Cursor | null): Cursor | null {
  if (!cursor?.premium || cursor.sort !== 'DATE_DESC' || typeof cursor.key !== 'string') return cursor;
  return { sort: cursor.sort, key: bakuDayRange(new Date(cursor.key)).end.toISOString(), id: 0 };
}

const keyOf = (row: PlacedRow, premium: number): DayKey => {
  const at = new Date(row.published);
  return { day: dayStart(at), premium, at: at.getTime(), id: row.id };
};

/** The places of each promoted set, per order: made once for all the pages that read the set. */
const built = new WeakMap<PromotedSet, Map<SortType, PromotedPlaces>>();

export class PromotedPlaces {
  /** The VIPs the list finds, by id: the order they rotate in. */
  readonly #vips: PromotedRow[];
  /** Premium adverts taken out of the walk and merged back in their day (newest first only), in that order. */
  readonly #premiums: Array<{ row: PromotedRow; key: DayKey }>;
  readonly #marks = new Map<number, PromotionMark>();
  /** Adverts the walk skips: the VIPs, and the Premium ones it merges. */
  readonly #apart = new Set<number>();
  /** When the placed adverts' promotions end, in ms, earliest first: asked by every page that reads the set. */
  readonly #ends: number[];
  /** The promoted adverts' cards, read with the set (a change to one forgets it: listing-changes.ts). */
  readonly #cards: PromotedSet['cards'];

  /** The places of `set` in lists of this order, as they stand at `now` (the set is read again when one ends). */
  static of(set: PromotedSet, sort: SortType, now: Date): PromotedPlaces {
    let bySort = built.get(set);
    if (!bySort) {
      bySort = new Map();
      built.set(set, bySort);
    }
    let places = bySort.get(sort);
    if (!places) {
      places = new PromotedPlaces(set, sort, now);
      bySort.set(sort, places);
    }
    return places;
  }

  private constructor({ rows: promoted, cards }: PromotedSet, sort: SortType, now: Date) {
    this.#cards = cards;
    const live = (until: Date | null) => until !== null && until > now;
    this.#vips = promoted.filter((row) => live(row.vipUntil)).sort((a, b) => a.id - b.id);
    this.#premiums =
      sort === 'DATE_DESC'
        ? promoted
            .filter((row) => !live(row.vipUntil) && live(row.premiumUntil))
            .map((row) => ({ row, key: keyOf(row, 1) }))
            .sort((a, b) => compareDayKeys(a.key, b.key))
        : [];
    for (const row of promoted) {
      if (live(row.vipUntil)) this.#marks.set(row.id, 'VIP');
      else if (live(row.premiumUntil)) this.#marks.set(row.id, 'PREMIUM');
    }
    for (const row of this.#vips) this.#apart.add(row.id);
    for (const { row } of this.#premiums) this.#apart.add(row.id);
    const placed = [...this.#vips, ...this.#premiums.map(({ row }) => row)];
    this.#ends = placed
      .flatMap((row) => [row.vipUntil, row.premiumUntil])
      .filter((until): until is Date => until !== null && until > now)
      .map((until) => until.getTime())
      .sort((a, b) => a - b);
  }

  /** A placed row's card: the walk's own, or a promoted advert's read with the set. */
  cardOf(row: PlacedRow): ListedRow | undefined {
    return isCard(row) ? row : this.#cards.get(row.id);
  }

  markOf(id: number): PromotionMark | undefined {
    return this.#marks.get(id);
  }

  /**
   * The next `limit` adverts after `cursor` in the list's order: the walk's rows (`walked`, read from
   * walkCursor, at least `limit` of them besides those set apart unless the list ended) without the
   * adverts set apart, and the Premium ones after the cursor merged in their day: two lists already in
   * the one order, merged.
   */
  next(walked: readonly ListedRow[], cursor: Cursor | null, limit: number): PlacedRow[] {
    const rest = walked.filter((row) => !this.#apart.has(row.id));
    if (this.#premiums.length === 0) return rest.slice(0, limit);
    const from = cursor && typeof cursor.key === 'string' ? new Date(cursor.key) : null;
    const after: DayKey | null = from
      ? { day: dayStart(from), premium: cursor?.premium ? 1 : 0, at: from.getTime(), id: cursor?.id ?? 0 }
      : null;
    let p = after ? this.#premiums.findIndex(({ key }) => compareDayKeys(after, key) < 0) : 0;
    if (p < 0) p = this.#premiums.length;
    const page: PlacedRow[] = [];
    let r = 0;
    let rowKey: DayKey | undefined;
    while (page.length < limit) {
      const premium = this.#premiums[p];
      const row = rest[r];
      if (!premium && !row) break;
      if (premium && row) rowKey ??= keyOf(row, 0);
      if (premium && (!rowKey || compareDayKeys(premium.key, rowKey) < 0)) {
        page.push(premium.row);
        p += 1;
      } else if (row) {
        page.push(row);
        r += 1;
        rowKey = undefined;
      }
    }
    return page;
  }

  /**
   * How many of `walked` are set apart: a walk that read its count with some of them in it falls short
   * of its page and reads on for as many.
   */
  apartIn(walked: readonly ListedRow[]): number {
    return walked.filter((row) => this.#apart.has(row.id)).length;
  }

  /** Whether `row` came from the Premium stream (its cursor says so). */
  isMerged(row: PlacedRow): boolean {
    return !isCard(row) && this.#marks.get(row.id) === 'PREMIUM';
  }

  /**
   * The VIPs that lead page `page`: VIP_PLACES of them, rotating by the page and the hour; on the last
   * page, also those the pages before it did not show. A page reached by its cursor (`continued`) follows
   * the pages before it on the reader's screen ("Show more"), so it shows only VIPs they did not: none
   * once every VIP was shown. A page opened by its number stands alone and always has its places.
   */
  vipPlaces(page: number, last: boolean, continued: boolean, now: Date): PromotedRow[] {
    const count = this.#vips.length;
    const first = (page - 1) * VIP_PLACES;
    let from = first;
    let to = last ? Math.max(first + VIP_PLACES, count) : first + VIP_PLACES;
    if (continued) to = Math.min(to, count);
    else if (count <= VIP_PLACES) [from, to] = [0, count];
    const turn = Math.floor(now.getTime() / HOUR_MS);
    const places = new Map<number, PromotedRow>();
    for (let step = from; step < to; step++) {
      const row = this.#vips[(turn + step) % count];
      if (row) places.set(row.id, row);
    }
    return [...places.values()];
  }

  /** When this page's promoted adverts change on their own: the first end of one, or the next hour's turn. */
  validUntil(now: Date): Date | null {
    const at = now.getTime();
    let first = this.#ends.find((end) => end > at);
    if (this.#vips.length > VIP_PLACES) {
      const turn = (Math.floor(at / HOUR_MS) + 1) * HOUR_MS;
      if (first === undefined || turn < first) first = turn;
    }
    return first === undefined ? null : new Date(first);
  }
}
