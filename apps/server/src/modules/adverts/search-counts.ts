import type { AdvertCountQuery } from '@zeng/contract/adverts';
import { PRODUCT_CATEGORIES, type ProductCategory, SEARCH_COUNT_CAP } from '@zeng/contract/constants';
import type { SearchCounts as Counts, SearchCountsQuery } from '@zeng/contract/search';
import type { PublicAnswers } from './public-answers.js';
import { RareSearches } from './rare-searches.js';
import type { AdvertsService } from './service.js';

/**
 * A search's shown adverts in each category (GET /search/counts): its words read as each category's
 * list reads them (the search vocabulary, a SIM number pattern among SIM numbers), narrowed by the
 * filters every category shares, each counted no further than SEARCH_COUNT_CAP + 1. And one list's,
 * with any of its filters (GET /{category}/count: "Show 12 adverts" where a person chooses filters).
 * Both read their filters as the list does (AdvertsService.filters, then its WHERE clause). Each count
 * is kept for 30 s in a cache of its own, by its filters, that forgets a category whenever the database
 * announces a change to its shown adverts, as the first pages do (listing-changes.ts, ADR 0011), so a
 * count asked again within that time, by anyone, costs no statement.
 */
export class SearchCounts {
  /** Counts whose first step (the newest adverts) came up short: they start with the second. */
  readonly #rare = new RareSearches();

  constructor(
    private readonly adverts: AdvertsService,
    private readonly cache: PublicAnswers | null,
  ) {}

  async counts(q: SearchCountsQuery): Promise<Counts['counts']> {
    const [phone, tablet, sim, accessory] = await Promise.all(PRODUCT_CATEGORIES.map((c) => this.#count(c, q)));
    return { phone: phone ?? 0, tablet: tablet ?? 0, sim: sim ?? 0, accessory: accessory ?? 0 };
  }

  /** The shown adverts of one category's list with these filters and search, as the list reads them. */
  list(category: ProductCategory, q: AdvertCountQuery): Promise<number> {
    return this.#count(category, q);
  }

  async #count(category: ProductCategory, q: SearchCountsQuery | AdvertCountQuery): Promise<number> {
    const filters = this.adverts.filters(category, q);
    const load = async () => ({
      body: String(await this.adverts.searchCount(filters, SEARCH_COUNT_CAP + 1, this.#rare)),
      validUntil: null,
    });
    if (!this.cache) return Number((await load()).body);
    return Number((await this.cache.answer(category, JSON.stringify(filters), load)).text);
  }
}
