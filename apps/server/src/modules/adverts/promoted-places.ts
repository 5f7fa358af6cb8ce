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

const dayStart = (at: Date) => bakuDayRange(at).start.getTime();

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

export class PromotedPlaces {
  /** The VIPs the list finds, by id: the order they rotate in. */
  readonly #vips: PromotedRow[];
  /** Premium adverts taken out of the walk and merged back in their day (newest first only). */
  readonly #premiums: PromotedRow[];
  readonly #marks = new Map<number, PromotionMark>();
  /** Adverts the walk skips: the VIPs, and the Premium ones it merges. */
  readonly #apart = new Set<number>();

  constructor(
    promoted: readonly PromotedRow[],
    private readonly sort: SortType,
    private readonly now: Date,
  ) {
    const live = (until: Date | null) => until !== null && until > now;
    this.#vips = promoted.filter((row) => live(row.vipUntil)).sort((a, b) => a.id - b.id);
    const merged = sort === 'DATE_DESC';
    this.#premiums = merged ? promoted.filter((row) => !live(row.vipUntil) && live(row.premiumUntil)) : [];
    for (const row of promoted) {
      if (live(row.vipUntil)) this.#marks.set(row.id, 'VIP');
      else if (live(row.premiumUntil)) this.#marks.set(row.id, 'PREMIUM');
    }
    for (const row of [...this.#vips, ...this.#premiums]) this.#apart.add(row.id);
  }

  /** How many more rows a walk reads to be sure of its count once these are left out. */
  get apart(): number {
    return this.#apart.size;
  }

  markOf(id: number): PromotionMark | undefined {
    return this.#marks.get(id);
  }

  /**
   * The next `limit` adverts after `cursor` in the list's order: the walk's rows (`walked`, read from
   * walkCursor, at least `limit` + apart of them unless the list ended) without the adverts set apart,
   * and the Premium ones after the cursor merged in their day.
   */
  next(walked: readonly ListedRow[], cursor: Cursor | null, limit: number): ListedRow[] {
    const rest = walked.filter((row) => !this.#apart.has(row.id));
    if (this.#premiums.length === 0) return rest.slice(0, limit);
    const keyOf = (row: ListedRow): DayKey => {
      const at = new Date(row.published);
      return { day: dayStart(at), premium: this.#apart.has(row.id) ? 1 : 0, at: at.getTime(), id: row.id };
    };
    const from = cursor && typeof cursor.key === 'string' ? new Date(cursor.key) : null;
    const after: DayKey | null = from
      ? { day: dayStart(from), premium: cursor?.premium ? 1 : 0, at: from.getTime(), id: cursor?.id ?? 0 }
      : null;
    const premiums = this.#premiums.filter((row) => !after || compareDayKeys(after, keyOf(row)) < 0);
    return [...premiums, ...rest]
      .map((row) => ({ row, key: keyOf(row) }))
      .sort((a, b) => compareDayKeys(a.key, b.key))
      .slice(0, limit)
      .map(({ row }) => row);
  }

  /** Whether `row` came from the Premium stream (its cursor says so). */
  isMerged(row: ListedRow): boolean {
    return this.#premiums.some((premium) => premium.id === row.id);
  }

  /**
   * The VIPs that lead page `page`: VIP_PLACES of them, rotating by the page and the hour; on the last
   * page, also those the pages before it did not show. A page reached by its cursor (`continued`) follows
   * the pages before it on the reader's screen ("Show more"), so it shows only VIPs they did not: none
   * once every VIP was shown. A page opened by its number stands alone and always has its places.
   */
  vipPlaces(page: number, last: boolean, continued: boolean): PromotedRow[] {
    const count = this.#vips.length;
    const first = (page - 1) * VIP_PLACES;
    let from = first;
    let to = last ? Math.max(first + VIP_PLACES, count) : first + VIP_PLACES;
    if (continued) to = Math.min(to, count);
    else if (count <= VIP_PLACES) [from, to] = [0, count];
    const turn = Math.floor(this.now.getTime() / HOUR_MS);
    const places = new Map<number, PromotedRow>();
    for (let step = from; step < to; step++) {
      const row = this.#vips[(turn + step) % count];
      if (row) places.set(row.id, row);
    }
    return [...places.values()];
  }

  /** When this page's promoted adverts change on their own: the first end of one, or the next hour's turn. */
  validUntil(): Date | null {
    const ends = [...this.#vips, ...this.#premiums].flatMap((row) => [row.vipUntil, row.premiumUntil]);
    if (this.#vips.length > VIP_PLACES) ends.push(new Date((Math.floor(this.now.getTime() / HOUR_MS) + 1) * HOUR_MS));
    const times = ends.filter((until): until is Date => until !== null && until > this.now).map((d) => d.getTime());
    return times.length > 0 ? new Date(Math.min(...times)) : null;
  }
}
