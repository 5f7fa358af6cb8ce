import type { AdvertDetail } from './adverts.js';
import type { Language, ProductCategory } from './constants.js';
import type { AnswerOf } from './endpoints.js';
import type { ErrorCode } from './error-codes.js';
import type { Brand, DistrictListItem, SimProvider, SiteInfo, SortOption } from './lookups.js';
import { isRecord } from './typed.js';

/**
 * The seam between the server and the web app's server renderer (docs/decisions/0012): the server
 * builds the app's pages with the web app's own screens (apps/web/src/ssr/entry-server.tsx), and hands
 * them the data through this interface, answered by the same services the API routes call. Each value
 * is what the API's GET of the same call answers, in `language`, so the web app puts it into its query
 * cache under the keys its screens ask with.
 */
export interface PageDataSource {
  /** GET /{category}?{query}: the query as the web app sends it (strings, lists comma-joined). */
  list(category: ProductCategory, query: Readonly<Record<string, string>>): Promise<AnswerOf<'advertList'>>;
  /** GET /{category}/today?{query} */
  today(category: ProductCategory, query: Readonly<Record<string, string>>): Promise<AnswerOf<'todayList'>>;
  /** GET /search/counts?searchQuery={words}: each category's adverts holding the words. */
  searchCounts(searchQuery: string): Promise<AnswerOf<'searchCounts'>>;
  /** GET /{category}/{id} as a visitor (no token); a refusal rejects with a {@link PageDataError}. */
  detail(category: ProductCategory, id: number): Promise<AdvertDetail>;
  /** GET /{category}/{id}/similar; a refusal rejects with a {@link PageDataError}. */
  similar(category: ProductCategory, id: number): Promise<AnswerOf<'similarAdverts'>>;
  districts(): DistrictListItem[];
  brands(kind: 'phone' | 'tablet'): Brand[];
  sort(): SortOption[];
  providers(): SimProvider[];
  accessoryTypes(): string[];
  site(): SiteInfo;
}

/** A refusal as the API would answer it (404 NOT_FOUND, 410 ADVERT_DELETED…): the page shows the app's own message. */
export interface PageDataError {
  statusCode: number;
  code: ErrorCode;
  message: string;
}

/** Whether a thrown value is such a refusal. Any code string is taken, as an API answer's is (error-answer.ts). */
export const isPageDataError = (err: unknown): err is PageDataError =>
  isRecord(err) && typeof err.statusCode === 'number' && typeof err.code === 'string';

export interface PageRenderRequest {
  /** Path and query string as the browser asked for them, language prefix included ("/en/tablets?sort…"). */
  url: string;
  /** The site's public address ("https://zeng.az"), for canonical and alternate addresses. */
  origin: string;
  /** Milliseconds since the epoch: "today" and times on the page are worked out from this one moment. */
  now: number;
  data: PageDataSource;
}

/** What the server sends for a page: the document's parts, filled into the built index.html. */
export interface RenderedPage {
  status: number;
  language: Language;
  /** Tags for <head>: title, description, canonical and alternates, structured data; escaped already. */
  head: string;
  /** The app's markup, for inside <div id="root">. */
  body: string;
  /** JSON for the browser to hydrate from (query cache, router state, `now`); escaped for a <script> block. */
  state: string;
  /** A `<link rel="preload">` of the picture the page shows first (its largest paint), or empty. */
  preload: string;
  /** Source modules the page's screen needs at once (lazy routes): the page names their chunks to fetch with the app's. */
  modules: string[];
  /** Whether the page may be cached for every visitor (a plain first page: no query string, no error). */
  shareable: boolean;
}

/** An address the app answers with another: an alias (/signup → /signUp), kept in its language. */
export interface PageRedirect {
  status: 301 | 302;
  redirect: string;
}

export type PageAnswer = RenderedPage | PageRedirect;

/** The renderer's one entry point (apps/web/src/ssr/entry-server.tsx, built to dist/server/entry-server.js). */
export type RenderPage = (request: PageRenderRequest) => Promise<PageAnswer>;

/** The id of the `<script type="application/json">` block that carries {@link RenderedPage.state}. */
export const PAGE_STATE_ELEMENT_ID = 'zeng-state';

/**
 * The id of the `<meta>` whose content is the address of the app's script (apps/web/src/app/entry.tsx
 * as built): the page's own small script imports it once the page is painted.
 */
export const APP_SCRIPT_ELEMENT_ID = 'zeng-app';

/**
 * The id of the `<meta>` whose content is the addresses of the chunks the page's screen needs beyond the
 * app's own (its lazy route, its translations): fetched with the app's, imported by the app's router.
 */
export const SCREEN_SCRIPTS_ELEMENT_ID = 'zeng-screen';

/** The app's entry as the web build's manifest names it. */
export const APP_ENTRY_MODULE = 'src/app/entry.tsx';

/**
 * The language a person chose, as the server reads it: set when they pick one in the app, and when they
 * open an /en or /ru address. A plain (Azerbaijani) address then sends them to their language's.
 */
export const LANGUAGE_COOKIE = 'zeng_lang';
