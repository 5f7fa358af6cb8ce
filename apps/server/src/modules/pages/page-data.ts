import { advertDetailSchemas, listQuerySchema, todayQuerySchema } from '@zeng/contract/adverts';
import { currentUserSchema, myAdvertsSchema } from '@zeng/contract/auth';
import { LANGUAGES, type Language, PRODUCT_CATEGORIES, type ProductCategory } from '@zeng/contract/constants';
import {
  accessoryTypeListSchema,
  brandListSchema,
  districtListSchema,
  type SiteInfo,
  simProviderListSchema,
  sortOptionListSchema,
} from '@zeng/contract/lookups';
import { adminListQuerySchema, adminListSchemas, requestSchemas } from '@zeng/contract/moderation';
import { underListKey } from '@zeng/contract/of-category';
import type { PageDataError, PageDataSource, PageViewer, ViewerDataSource } from '@zeng/contract/page-rendering';
import { canModerate } from '@zeng/contract/permissions';
import { reportedQueueQuerySchema, reportedQueueSchema } from '@zeng/contract/reports';
import { searchCountsQuerySchema } from '@zeng/contract/search';
import { sellerAdvertsQuerySchema, sellerAdvertsSchema, sellerSchema } from '@zeng/contract/sellers';
import { fromKeys } from '@zeng/contract/typed';
import { answerJson } from '../../lib/answer-json.js';
import { AppError, badRequest } from '../../lib/errors.js';
import type { ListingAnswers } from '../adverts/listing-answers.js';
import type { SearchCounts } from '../adverts/search-counts.js';
import type { AdvertsService } from '../adverts/service.js';
import type { AdvertSharePictures } from '../adverts/share-pictures.js';
import type { AuthService } from '../auth/service.js';
import type { CatalogService } from '../catalog/service.js';
import type { ModerationService } from '../moderation/service.js';
import type { ReportsService } from '../reports/service.js';
import type { SellersService } from '../sellers/service.js';

/** The detail route's answers, written as that route writes them (only the contract's fields). */
const DETAIL_JSON = fromKeys(PRODUCT_CATEGORIES, (category) => answerJson(advertDetailSchemas[category]));
/** The seller routes' answers, written as those routes write them. */
const SELLER_JSON = answerJson(sellerSchema);
const SELLER_ADVERTS_JSON = answerJson(sellerAdvertsSchema);

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
  /** Who the signed-in person is, for their own screens' pages. */
  auth: Pick<AuthService, 'currentUser'>;
  /** The review queue, for a moderator's page of it. */
  moderation?: ModerationService;
  /** The reports' tab, for a moderator's page of it. */
  reports?: ReportsService;
  answers: ListingAnswers;
  catalog: CatalogService;
  counts: SearchCounts;
  sellers: SellersService;
  site: SiteInfo;
  /** An advert's own share picture, made and stored the first time its page is drawn. */
  pictures: Pick<AdvertSharePictures, 'of'>;
}

/** The signed-in person and their adverts, written as the account routes write them. */
const CURRENT_USER_JSON = answerJson(currentUserSchema);
const MY_ADVERTS_JSON = answerJson(myAdvertsSchema);
const REQUEST_QUEUE_JSON = fromKeys(PRODUCT_CATEGORIES, (category) => answerJson(adminListSchemas[category]));
const REQUEST_JSON = fromKeys(PRODUCT_CATEGORIES, (category) => answerJson(requestSchemas[category]));
const REPORTED_QUEUE_JSON = answerJson(reportedQueueSchema);

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

  /** The data source of one page in one language, drawn for a visitor or, on a private screen, for `viewer`. */
  source(lang: Language, viewer: PageViewer | null = null): PageDataSource {
    const { adverts, answers } = this.deps;
    const lookups = this.#lookups[lang];
    // An advert the page shows is read once: its head's extras come from the read its detail made.
    const reads = new Map<string, ReturnType<AdvertsService['visitorDetail']>>();
    const visitorDetail = (category: ProductCategory, id: number) => {
      const key = `${category}/${id}`;
      let read = reads.get(key);
      if (!read) {
        read = adverts.visitorDetail(category, id, lang);
        reads.set(key, read);
      }
      return read;
    };
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
          return asSent(DETAIL_JSON[category], (await visitorDetail(category, id)).advert);
        } catch (err) {
          throw toPageDataError(err);
        }
      },
      advertExtras: async (category, id) => {
        try {
          const { advert, expiresAt } = await visitorDetail(category, id);
          return { expiresAt: expiresAt?.toISOString() ?? null, image: await this.deps.pictures.of(advert) };
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
      landing: async (category, path) => {
        try {
          return this.deps.catalog.landings.page(category, path, lang);
        } catch (err) {
          throw toPageDataError(err);
        }
      },
      landingOfQuery: (category, search) => this.deps.catalog.landings.addressOfQuery(category, search),
      seller: async (id) => {
        try {
          return asSent(SELLER_JSON, await this.deps.sellers.seller(id));
        } catch (err) {
          throw toPageDataError(err);
        }
      },
      sellerAdverts: async (id, query) => {
        try {
          // Read as the route reads its query string: a bad limit or cursor is the route's 400.
          const parsed = sellerAdvertsQuerySchema.safeParse(query);
          if (!parsed.success) throw badRequest(parsed.error.issues.map((issue) => issue.message).join('; '));
          return asSent(SELLER_ADVERTS_JSON, await this.deps.sellers.adverts(id, parsed.data, lang));
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
      viewer: viewer && this.viewerSource(viewer, lang),
    };
  }

  /** The signed-in person's own reads, as the account routes answer them for that person. */
  private viewerSource(viewer: PageViewer, lang: Language): ViewerDataSource {
    const { adverts, auth } = this.deps;
    const refusalOf = <T>(read: () => Promise<T>) =>
      read().catch((err: unknown) => {
        throw toPageDataError(err);
      });
    return {
      currentUser: () =>
        refusalOf(async () => asSent(CURRENT_USER_JSON, await auth.currentUser({ id: viewer.userId }))),
      advertStates: () => adverts.advertStates(),
      advertCounts: () => refusalOf(() => adverts.ownedCounts(viewer.userId)),
      myAdverts: (state) =>
        refusalOf(async () => asSent(MY_ADVERTS_JSON, await adverts.owned(viewer.userId, state, lang))),
      pendingCounts: () => refusalOf(async () => (await this.moderator(viewer)).moderation.pendingCounts()),
      requestQueue: (category, limit, at) =>
        refusalOf(async () => {
          const { moderation, actor } = await this.moderator(viewer);
          // As the route reads its query: a page the server did not give out is the route's 400.
          const query = adminListQuerySchema.parse({ limit, page: at ?? '1' });
          const page = await moderation.queue(category, query, actor, lang);
          return asSent(
            REQUEST_QUEUE_JSON[category],
            underListKey(category, page.items, { nextCursor: page.nextCursor, previousCursor: page.previousCursor }),
          );
        }),
      request: (category, id) =>
        refusalOf(async () => {
          const { moderation, actor } = await this.moderator(viewer);
          return asSent(REQUEST_JSON[category], await moderation.requestOf(category, id, actor, lang));
        }),
      reportedQueue: (at) =>
        refusalOf(async () => {
          await this.moderator(viewer);
          if (!this.deps.reports) throw new AppError(403, 'FORBIDDEN', 'Only moderators can see the reports.');
          // As the route reads its query: a page the server did not give out is the route's 400.
          const query = reportedQueueQuerySchema.parse({ page: at });
          return asSent(REPORTED_QUEUE_JSON, await this.deps.reports.queue(query, lang));
        }),
    };
  }

  /** The review queue and the moderator, for a person whose account may moderate now (read again: a role may change); else 403. */
  private async moderator(viewer: PageViewer) {
    const me = await this.deps.auth.currentUser({ id: viewer.userId });
    if (!this.deps.moderation || !canModerate({ role: me.userGroup })) {
      throw new AppError(403, 'FORBIDDEN', 'Only moderators can see the review queue.');
    }
    const actor = { id: viewer.userId, role: me.userGroup, phoneNumber: me.phoneNumber };
    return { moderation: this.deps.moderation, actor };
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
