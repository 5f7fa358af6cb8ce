import {
  accessoryListSchema,
  type ListQuery,
  phoneListSchema,
  phoneTodayListSchema,
  simListSchema,
  type TodayQuery,
  tabletListSchema,
} from '@zeng/contract/adverts';
import { type Language, LIST_KEYS, type ProductCategory, SEARCH_COUNT_CAP } from '@zeng/contract/constants';
import { filterValuesFor } from '@zeng/contract/filters';
import type { Clock } from '../../infra/clock.js';
import { compiledAnswerJson } from '../../lib/answer-json.js';
import { PreparedBody } from '../../lib/prepared-body.js';
import { bakuDayRange, type Day } from './baku-day.js';
import type { PublicAnswers } from './public-answers.js';
import type { AdvertsService, Page } from './service.js';

export const listSchemas = {
  phone: phoneListSchema,
  tablet: tabletListSchema,
  sim: simListSchema,
  accessory: accessoryListSchema,
} as const;

export const todaySchemas = {
  phone: phoneTodayListSchema,
  tablet: tabletListSchema,
  sim: simListSchema,
  accessory: accessoryListSchema,
} as const;

const isSearched = (q: ListQuery) => (q.searchQuery ?? '').trim() !== '';

const byCategory = <T>(make: (category: ProductCategory) => T) =>
  ({ phone: make('phone'), tablet: make('tablet'), sim: make('sim'), accessory: make('accessory') }) as const;

/**
 * The public lists' answers as JSON ready to send, as the API sends them and the web app's first screen embeds
 * them: a first page (no cursor, no search) comes from the first-page cache when there is one; search
 * answers and later pages are read every time.
 */
export class ListingAnswers {
  readonly #listSerializers = byCategory((c) => compiledAnswerJson(listSchemas[c]));
  readonly #todaySerializers = byCategory((c) => compiledAnswerJson(todaySchemas[c]));

  constructor(
    private readonly adverts: AdvertsService,
    private readonly clock: Clock,
    private readonly cache: PublicAnswers | null,
  ) {}

  async list(category: ProductCategory, q: ListQuery, lang: Language): Promise<PreparedBody> {
    if (!this.cache || q.page || isSearched(q)) return new PreparedBody((await this.#loadList(category, q, lang)).body);
    const key = `list|${category}|${lang}|${JSON.stringify(q)}`;
    return this.cache.hit(key) ?? this.cache.answer(category, key, () => this.#loadList(category, q, lang));
  }

  /**
   * A category's whole list says on its first page how many it holds (capped as a search's count), for
   * "Show more · n left": a few dozen answers, each kept until the category changes. A narrowed list's
   * does not (contract: listTotal): there are countless of them, and at a million adverts a count cost
   * up to forty of their pages.
   */
  async #loadList(category: ProductCategory, q: ListQuery, lang: Language) {
    const counted = !q.page && !isSearched(q) && Object.keys(filterValuesFor(category, q)).length === 0;
    const [page, totalCount] = await Promise.all([
      this.adverts.list(category, q, lang),
      counted ? this.adverts.searchCount({ category }, SEARCH_COUNT_CAP + 1) : undefined,
    ]);
    const answer = { ...this.#body(category, page), ...(totalCount !== undefined && { totalCount }) };
    return { body: this.#listSerializers[category](answer), validUntil: page.validUntil };
  }

  /** Adverts like one advert (AdvertsService.similar), as a list's one page: read every time, a few index entries. */
  async similar(category: ProductCategory, id: number, lang: Language): Promise<PreparedBody> {
    const items = await this.adverts.similar(category, id, lang);
    return new PreparedBody(this.#listSerializers[category]({ [LIST_KEYS[category]]: items, nextCursor: null }));
  }

  /** Today's adverts; phones also say how many there are today (the count is cached per day). */
  async today(category: ProductCategory, q: TodayQuery, lang: Language): Promise<PreparedBody> {
    // Found once: the page, the count and the cache keys all speak of the same day.
    const day = bakuDayRange(this.clock.now());
    const load = async () => {
      const [page, totalCount] = await Promise.all([
        this.adverts.dayPage(category, day, q, lang),
        category === 'phone' ? this.#dayCount(category, day) : undefined,
      ]);
      const answer = { ...this.#body(category, page), ...(totalCount !== undefined && { totalCount }) };
      return { body: this.#todaySerializers[category](answer), validUntil: earliest(page.validUntil, day.end) };
    };
    if (!this.cache || q.page) return new PreparedBody((await load()).body);
    const key = `today|${category}|${lang}|${day.end.getTime()}|${q.limit}|${q.pageNumber ?? 1}`;
    return this.cache.answer(category, key, load);
  }

  async #dayCount(category: ProductCategory, day: Day): Promise<number> {
    const load = async () => ({ body: String(await this.adverts.dayCount(category, day)), validUntil: day.end });
    const text = this.cache
      ? (await this.cache.answer(category, `count|${category}|${day.end.getTime()}`, load)).text
      : (await load()).body;
    return Number(text);
  }

  #body(category: ProductCategory, page: Page) {
    return { [LIST_KEYS[category]]: page.items, nextCursor: page.nextCursor };
  }
}

const earliest = (a: Date | null, b: Date) => (a && a < b ? a : b);
