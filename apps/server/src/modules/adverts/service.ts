import type { ListQuery } from '@zeng/contract/adverts';
import type { MyAdverts } from '@zeng/contract/auth';
import {
  ADVERT_STATES,
  type AdvertState,
  type Language,
  PAGE_SIZE,
  type ProductCategory,
  type SortType,
} from '@zeng/contract/constants';
import { filterValuesFor } from '@zeng/contract/filters';
import { ofCategory } from '@zeng/contract/of-category';
import { advertPermissions, canModerate } from '@zeng/contract/permissions';
import type { ArrayRows } from '../../db/array-rows.js';
import { type Database, inTransaction } from '../../db/client.js';
import type { Clock } from '../../infra/clock.js';
import { forbidden, gone, notFound } from '../../lib/errors.js';
import type { KeptAnswers } from '../../lib/kept-answers.js';
import type { AuthUser } from '../auth/access-tokens.js';
import type { CountRow } from '../catalog/live-counts.js';
import type { CatalogService } from '../catalog/service.js';
import { totalViews } from '../contact/visits-repository.js';
import { recordModerationEvent } from '../moderation/moderation-events-repository.js';
import type { SearchService } from '../search/service.js';
import * as advertRepo from './advert-repository.js';
import type { AdvertWithSellerRow } from './advert-rows.js';
import type { Day } from './baku-day.js';
import { type Cursor, decodeCursor, encodeCursor } from './cursor.js';
import { permissionSubject, publicStanding } from './lifecycle.js';
import type { ListedRow } from './listed-rows.js';
import * as listings from './listing-repository.js';
import type { ListFilters } from './listing-sql.js';
import { AdvertMapper, type Detail, type ListItem } from './mappers.js';
import { type PlacedRow, PromotedPlaces, type PromotedSet, walkCursor } from './promoted-places.js';
import { RareSearches } from './rare-searches.js';
import { foldForSearch } from './search-text.js';
import { simNumberPatterns } from './sim-number-search.js';

export const DELETED_MESSAGE = 'This advert has been deleted.';
export const EXPIRED_MESSAGE = 'This advert has expired.';

export interface Page {
  items: ListItem[];
  nextCursor: string | null;
  /** When the first of the adverts read for it (the next page's first too) expires: the page changes then. */
  validUntil: Date | null;
}

export const noSuchAdvert = (category: ProductCategory, id: number) =>
  notFound(`There is no ${category} advert with id ${id}.`);

/** The owner and moderators see an advert in every state; anyone else only what publicStanding tells. */
const seesEveryState = (user: AuthUser | null, row: { userId: number }) =>
  user !== null && (user.id === row.userId || canModerate(user));

function undeleted<T extends { deletedAt: Date | null }>(row: T): T {
  if (row.deletedAt) throw gone(DELETED_MESSAGE, 'ADVERT_DELETED');
  return row;
}

/**
 * Reads a search box: among SIM numbers, digits (with spaces, +, brackets, dashes and `*` for any digit)
 * are looked for in the numbers (sim-number-search.ts: a group where it stands in the subscriber part, a
 * whole code from the start). Anything else is words that must all appear.
 */
export function parseSearch(
  category: ProductCategory,
  query: string | undefined,
): Pick<ListFilters, 'words' | 'numberPatterns'> {
  const text = query?.trim();
  if (!text) return {};
  const numberPatterns = category === 'sim' ? simNumberPatterns(text) : undefined;
  if (numberPatterns) return { numberPatterns };
  const words = foldForSearch(text)
    .split(' ')
    .filter((w) => w.length > 0)
    .slice(0, 8);
  return { words };
}

const dayFilters = (category: ProductCategory, day: Day): ListFilters => ({
  category,
  publishedFrom: day.start,
  publishedBefore: day.end,
});

/** How many adverts one read steps over on the way to a numbered page: a few reads for the deepest. */
const SKIP_STEP = 250;

/** Where the list goes on after this row, in its order. */
function cursorAfter(sort: SortType, row: Pick<ListedRow, 'published' | 'price' | 'id'>) {
  const isDate = sort === 'DATE_DESC' || sort === 'DATE_ASC';
  return { sort, key: isDate ? row.published : row.price, id: row.id };
}

const earliestOf = (a: Date | null, b: Date | null) => (a && b ? (a < b ? a : b) : (a ?? b));
/** The earliest of some moments (null: none). */
const firstOf = (moments: ReadonlyArray<Date | null>) => moments.reduce<Date | null>(earliestOf, null);

function firstExpiry(rows: ReadonlyArray<{ expiresAt: Date | null }>, before: Date | null = null): Date | null {
  let first = before;
  for (const { expiresAt } of rows) if (expiresAt && (!first || expiresAt < first)) first = expiresAt;
  return first;
}

export class AdvertsService {
  readonly mapper: AdvertMapper;
  readonly #rareSearches = new RareSearches();
  #keptPromoted: KeptAnswers<PromotedSet> | null = null;

  constructor(
    private readonly db: Database,
    /** The lists' reads: rows as arrays (db/array-rows.ts). */
    private readonly rows: ArrayRows,
    catalog: CatalogService,
    private readonly clock: Clock,
    /** Reads a search's words in any script and spelling (docs/decisions/0018). */
    private readonly search: SearchService,
  ) {
    this.mapper = new AdvertMapper(catalog);
  }

  /**
   * A list's filters: the contract's for the category, and the search box read as a SIM number
   * pattern or as words, the storage and RAM they name read apart ("256gb", "8/256") and each other
   * word as the search vocabulary reads it ("ayfon" → "iphone"), before anything else sees them (the
   * rare searches' memory, the statements).
   */
  filters(category: ProductCategory, q: Partial<ListQuery>): ListFilters {
    // A filter of another category is left out (/sim?color=Black lists every SIM number), as the
    // contract's table says which categories each one narrows.
    const { words, numberPatterns } = parseSearch(category, q.searchQuery);
    const search: Pick<ListFilters, 'words' | 'capacities' | 'numberPatterns'> = {};
    if (numberPatterns) search.numberPatterns = numberPatterns;
    if (words) {
      const read = this.search.read(category, words);
      search.words = read.words;
      if (read.capacities.length > 0) search.capacities = read.capacities;
    }
    return { category, ...filterValuesFor(category, q), ...search };
  }

  private async page(
    filters: ListFilters,
    q: Pick<ListQuery, 'limit' | 'page' | 'pageNumber' | 'sortByType'>,
    lang: Language,
  ): Promise<Page> {
    const now = this.clock.now();
    const sort = q.sortByType;
    let cursor = q.page ? decodeCursor(q.page, sort) : null;
    // The page's number: the VIP places rotate by it (promoted-places.ts).
    const number = (cursor ? (cursor.page ?? 2) : 1) + (q.pageNumber ?? 1) - 1;
    // The promoted adverts the list finds are read beside its first walk: a list without any (most)
    // waits for nothing more.
    const placesRead = this.#promoted(filters, now).then((set) => PromotedPlaces.of(set, sort, now));
    const walk = (from: Cursor | null, rows: number) =>
      listings.listVisible(this.rows, filters, sort, from, rows, now, { rare: this.#rareSearches });
    /**
     * The next `count` adverts after `cursor` in the list's order, and every row the walk read for them
     * (their expiry bounds the page). The walk reads `count`; when promoted adverts it sets apart were
     * among them and the list goes on, it reads on after the last for as many (rarely: they are few).
     */
    const next = async (after: Cursor | null, count: number) => {
      const [places, first] = await Promise.all([placesRead, walk(walkCursor(after), count)]);
      const read = [...first];
      let asked = count;
      let got = first.length;
      for (let short = places.apartIn(read); short > 0 && got === asked; ) {
        const last = read.at(-1);
        if (!last) break;
        asked = short;
        const more = await walk(cursorAfter(sort, last), asked);
        got = more.length;
        read.push(...more);
        short = places.apartIn(more);
      }
      return { rows: places.next(read, after, count), read, places };
    };
    /** Where the list goes on after this row, with the number of the page that starts there. */
    const after = (places: PromotedPlaces, row: PlacedRow, page: number): Cursor => ({
      ...cursorAfter(sort, row),
      page,
      ...(places.isMerged(row) && { premium: true }),
    });
    // A numbered page starts after the pages before it, walked by keyset as a person's "Show more" would;
    // it changes when any advert before it expires.
    let before: Date | null = null;
    for (let skip = ((q.pageNumber ?? 1) - 1) * q.limit; skip > 0; ) {
      const step = Math.min(skip, SKIP_STEP);
      const { rows: skipped, read, places } = await next(cursor, step);
      before = firstExpiry(read, before);
      const last = skipped.at(-1);
      if (skipped.length < step || !last) return { items: [], nextCursor: null, validUntil: before };
      cursor = after(places, last, number);
      skip -= step;
    }
    // One extra row tells whether another page exists without a count.
    const { rows, read, places } = await next(cursor, q.limit + 1);
    const pageRows = rows.slice(0, q.limit);
    const last = pageRows.at(-1);
    const more = rows.length > q.limit && last !== undefined;
    // A page reached by its cursor follows the pages before it on screen (promoted-places.ts).
    const placedRows: PlacedRow[] = [...places.vipPlaces(number, !more, q.page !== undefined, now), ...pageRows];
    const items: ListItem[] = [];
    const placedCards: ListedRow[] = [];
    for (const row of placedRows) {
      const card = places.cardOf(row);
      if (!card) continue;
      placedCards.push(card);
      items.push(this.mapper.listItem(card, lang, places.markOf(row.id)));
    }
    return {
      items,
      nextCursor: more ? encodeCursor(after(places, last, number + 1)) : null,
      validUntil: earliestOf(firstExpiry(read, firstExpiry(placedCards, before)), places.validUntil(now)),
    };
  }

  /**
   * The promoted adverts a list's filters find and their cards (ADR 0038), kept per list until its
   * category changes or one of them ends when a server hears changes; read each time otherwise.
   */
  #promoted(filters: ListFilters, now: Date): Promise<PromotedSet> {
    const load = async () => {
      const rows = await listings.listPromoted(this.rows, filters, now);
      const cards = await listings.findByIds(
        this.rows,
        rows.map((row) => row.id),
      );
      const ends = rows.flatMap((row) => [row.vipUntil, row.premiumUntil]);
      return {
        value: { rows, cards: new Map(cards.map((card) => [card.id, card])) },
        validUntil: earliestOf(firstExpiry(cards), firstOf(ends)),
      };
    };
    if (!this.#keptPromoted) return load().then((loaded) => loaded.value);
    return this.#keptPromoted.get(filters.category, `promoted|${JSON.stringify(filters)}`, load);
  }

  /** Keeps each list's promoted adverts in `kept`, which forgets a category when it changes (listing-changes.ts). */
  keepPromotedIn(kept: KeptAnswers<PromotedSet>): void {
    this.#keptPromoted = kept;
  }

  list(category: ProductCategory, q: ListQuery, lang: Language): Promise<Page> {
    return this.page(this.filters(category, q), q, lang);
  }

  /** Adverts published on `day` (today, as the caller found it), newest first. */
  dayPage(
    category: ProductCategory,
    day: Day,
    q: Pick<ListQuery, 'limit' | 'page' | 'pageNumber'>,
    lang: Language,
  ): Promise<Page> {
    return this.page(dayFilters(category, day), { ...q, sortByType: 'DATE_DESC' }, lang);
  }

  /** How many shown adverts a list's filters (a search's: `filters`) find, counted no further than `cap`. */
  searchCount(filters: ListFilters, cap: number, rare?: RareSearches): Promise<number> {
    return listings.countVisibleCapped(this.rows, filters, this.clock.now(), cap, { rare });
  }

  /** Every shown advert counted by its brand, model, SIM provider and accessory type (catalog/live-counts.ts). */
  async countShownByLookup(): Promise<{ rows: CountRow[]; at: Date }> {
    const at = this.clock.now();
    return { rows: await listings.countShownByLookup(this.db, at), at };
  }

  /** How many adverts of the category published on `day` are shown. */
  dayCount(category: ProductCategory, day: Day): Promise<number> {
    return listings.countVisible(this.rows, dayFilters(category, day), this.clock.now());
  }

  private async ofCategory(category: ProductCategory, id: number, db: Database) {
    const row = await advertRepo.findById(db, id);
    if (!row || row.category !== category) throw noSuchAdvert(category, id);
    return row;
  }

  /**
   * The advert of that category and id, for a caller who sees every state (a moderator, the owner after
   * their own write): 404 when there is none, 410 when it was deleted.
   */
  async findUndeleted(category: ProductCategory, id: number, db: Database = this.db) {
    return undeleted(await this.ofCategory(category, id, db));
  }

  /**
   * The advert of that category and id, as this caller may know of it: 404 when there is none, and when
   * it was never public and the caller is neither its owner nor a moderator; 410 when it was deleted.
   * Where every call open to anyone on an advert by id starts (detail, similar, edit, renew, remove),
   * so no answer (a 403, a 410) tells someone else that an id waiting for review or rejected exists.
   */
  async findKnown(category: ProductCategory, id: number, user: AuthUser | null, db: Database = this.db) {
    const row = await this.ofCategory(category, id, db);
    if (!seesEveryState(user, row) && publicStanding(row, this.clock.now()) === 'HIDDEN') {
      throw noSuchAdvert(category, id);
    }
    return undeleted(row);
  }

  /**
   * Up to a page of shown adverts like this one, this one left out: its model's first, then its brand's
   * nearest in price (its provider's or type's for SIM numbers and accessories). 404 or 410 as its
   * detail would answer a visitor for an advert that does not exist, was never public or was deleted.
   */
  async similar(category: ProductCategory, id: number, lang: Language): Promise<ListItem[]> {
    const row = await this.findKnown(category, id, null);
    const likeness = {
      id: row.id,
      category,
      price: row.price,
      brandId: row.brandId,
      modelId: row.modelId,
      simProviderId: row.providerId,
      accessoryType: row.accessoryType,
    };
    const rows = await listings.listSimilar(this.rows, likeness, PAGE_SIZE, this.clock.now());
    return rows.map((r) => this.mapper.listItem(r, lang));
  }

  /** The detail answer of a row, as this caller may see it. */
  view(row: AdvertWithSellerRow, user: AuthUser | null, lang: Language): Detail {
    const now = this.clock.now();
    const viewer = advertPermissions(user, permissionSubject(row, now));
    const privileged = viewer.isOwner || canModerate(user);
    return this.mapper.detail(row, lang, { viewer, withState: privileged, wholeImei: privileged, now });
  }

  /**
   * One advert. Everyone sees approved ones; the owner and moderators also see it in any other
   * state; a deleted one answers 410, an expired one 410 to others, and an unknown one 404, as does
   * a never-public one to others (findKnown).
   */
  async detail(category: ProductCategory, id: number, user: AuthUser | null, lang: Language): Promise<Detail> {
    const row = await this.shownTo(category, id, user);
    return { ...this.view(row, user, lang), views: await totalViews(this.db, row.id) };
  }

  /**
   * A visitor's detail of one advert with when it stops being shown, which their answer leaves out: its
   * page's Offer says how long the price stands (priceValidUntil). Refused as `detail` refuses a visitor.
   */
  async visitorDetail(category: ProductCategory, id: number, lang: Language) {
    const row = await this.shownTo(category, id, null);
    return {
      advert: { ...this.view(row, null, lang), views: await totalViews(this.db, row.id) },
      expiresAt: row.expiresAt,
    };
  }

  /** The advert's row as `detail` may show it to this caller, or its refusal. */
  async shownTo(category: ProductCategory, id: number, user: AuthUser | null) {
    const row = await this.findKnown(category, id, user);
    if (!seesEveryState(user, row) && publicStanding(row, this.clock.now()) === 'EXPIRED') {
      throw gone(EXPIRED_MESSAGE, 'ADVERT_EXPIRED');
    }
    return row;
  }

  /** The owner or an administrator removes an advert (soft: it stays for the record). */
  async remove(category: ProductCategory, id: number, user: AuthUser): Promise<void> {
    const row = await this.findKnown(category, id, user);
    const permissions = advertPermissions(user, permissionSubject(row, this.clock.now()));
    if (!permissions.canRemove) {
      throw forbidden('Only the seller or an administrator can remove this advert.', 'NOT_ADVERT_OWNER');
    }
    const now = this.clock.now();
    await inTransaction(this.db, async (tx) => {
      await advertRepo.softDelete(tx, id, now);
      // An administrator's removal of someone else's advert is a moderation decision, on the record.
      if (!permissions.isOwner)
        await recordModerationEvent(tx, { advertId: id, moderatorId: user.id, action: 'DELETE', at: now });
    });
  }

  /** The caller's own adverts in one state, grouped by category (profile tabs). */
  async owned(userId: number, state: AdvertState, lang: Language): Promise<MyAdverts> {
    const now = this.clock.now();
    const rows = await listings.listOwned(this.rows, userId, state, now);
    const items = rows.map((r) => this.mapper.ownItem(r, lang, now));
    return {
      phones: items.filter(ofCategory('phone')),
      tablets: items.filter(ofCategory('tablet')),
      sims: items.filter(ofCategory('sim')),
      accessories: items.filter(ofCategory('accessory')),
    };
  }

  /** How many of the caller's adverts each profile tab holds. */
  ownedCounts(userId: number): Promise<Record<AdvertState, number>> {
    return listings.countOwned(this.db, userId, this.clock.now());
  }

  advertStates(): AdvertState[] {
    return [...ADVERT_STATES];
  }
}
