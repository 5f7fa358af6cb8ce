import { advertDetailSchemas, listQuerySchema, todayQuerySchema } from '@zeng/contract/adverts';
import { LANGUAGES, type Language, PRODUCT_CATEGORIES, type ProductCategory } from '@zeng/contract/constants';
import {
  accessoryTypeListSchema,
  brandListSchema,
  districtListSchema,
  type SiteInfo,
  simProviderListSchema,
  sortOptionListSchema,
} from '@zeng/contract/lookups';
import type { PageDataError, PageDataSource } from '@zeng/contract/page-rendering';
import { searchCountsQuerySchema } from '@zeng/contract/search';
import { fromKeys } from '@zeng/contract/typed';
import { answerJson } from '../../lib/answer-json.js';
import { AppError } from '../../lib/errors.js';
import type { ListingAnswers } from '../adverts/listing-answers.js';
import type { Detail } from '../adverts/mappers.js';
import type { SearchCounts } from '../adverts/search-counts.js';
import type { AdvertsService } from '../adverts/service.js';
import type { CatalogService } from '../catalog/service.js';

/** The detail route's answers, written as that route writes them (only the contract's fields). */
const DETAIL_JSON = fromKeys(PRODUCT_CATEGORIES, (category) => answerJson(advertDetailSchemas[category]));

/**
 * A value as its route sends it: the contract's fields only, as the browser would have received it.
 * The serializer writes the schema's fields of a value of the schema's type, so reading them back
 * gives that type.
 */
function asSent<T>(serialize: (value: T) => string, value: T): T {
  return JSON.parse(serialize(value));
}

export interface PageDataDeps {
  adverts: AdvertsService;
  answers: ListingAnswers;
  catalog: CatalogService;
  counts: SearchCounts;
  site: SiteInfo;
}

/** The lookups that carry live counts (catalog/live-counts.ts), written as their routes write them on each call. */
const DISTRICTS_JSON = answerJson(districtListSchema);
const BRANDS_JSON = answerJson(brandListSchema);

interface Lookups {
  sort: ReturnType<PageDataSource['sort']>;
  providers: ReturnType<PageDataSource['providers']>;
  accessoryTypes: string[];
}

/** A refusal, as the API would answer it, for the page to show its own message (contract/page-rendering.ts). */
function toPageDataError(err: unknown): PageDataError | unknown {
  if (!(err instanceof AppError)) return err;
  return { statusCode: err.statusCode, code: err.code, message: err.message } satisfies PageDataError;
}

/**
 * What the server renderer reads a page's data through: the services the API routes call, answering
 * what the route would answer in the page's language (contract/page-rendering.ts). Reference lists are
 * made once per language, as they never change while the server runs; those with live counts (districts,
 * brands) as the catalog has them at each call.
 */
export class PageData {
  readonly #lookups: Record<Language, Lookups>;

  constructor(private readonly deps: PageDataDeps) {
    this.#lookups = fromKeys(LANGUAGES, (lang) => this.lookupsIn(lang));
  }

  /** The data source of one page in one language; `onAdvert` hears of the advert it shows, as the service read it. */
  source(lang: Language, onAdvert?: (category: ProductCategory, advert: Detail) => void): PageDataSource {
    const { adverts, answers } = this.deps;
    const lookups = this.#lookups[lang];
    return {
      list: async (category, query) =>
        JSON.parse((await answers.list(category, listQuerySchema.parse(query), lang)).text),
      today: async (category, query) =>
        JSON.parse((await answers.today(category, todayQuerySchema.parse(query), lang)).text),
      searchCounts: async (searchQuery) => ({
        counts: await this.deps.counts.counts(searchCountsQuerySchema.parse({ searchQuery })),
      }),
      detail: async (category, id) => {
        try {
          const advert = await adverts.detail(category, id, null, lang);
          onAdvert?.(category, advert);
          return asSent(DETAIL_JSON[category], advert);
        } catch (err) {
          throw toPageDataError(err);
        }
      },
      similar: async (category, id) => {
        try {
          return JSON.parse((await answers.similar(category, id, lang)).text);
        } catch (err) {
          throw toPageDataError(err);
        }
      },
      // Counted again every few minutes: as the catalog has them now.
      districts: () => asSent(DISTRICTS_JSON, this.deps.catalog.districts(lang)),
      brands: (kind) => asSent(BRANDS_JSON, this.deps.catalog.brands(kind === 'phone' ? 'PHONE' : 'TABLET')),
      sort: () => lookups.sort,
      providers: () => lookups.providers,
      accessoryTypes: () => lookups.accessoryTypes,
      site: () => this.deps.site,
    };
  }

  private lookupsIn(lang: Language): Lookups {
    const { catalog } = this.deps;
    return {
      sort: asSent(answerJson(sortOptionListSchema), catalog.sortOptions(lang)),
      providers: asSent(answerJson(simProviderListSchema), catalog.simProviders()),
      accessoryTypes: asSent(answerJson(accessoryTypeListSchema), catalog.accessoryTypes()),
    };
  }
}
