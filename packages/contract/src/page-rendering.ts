import type { AdvertDetail } from './adverts.js';
import type { AdvertState, Language, ProductCategory } from './constants.js';
import type { AnswerOf } from './endpoints.js';
import type { ErrorCode } from './error-codes.js';
import type { Landing } from './landing.js';
import type { Brand, DistrictListItem, SimProvider, SiteInfo, SortOption } from './lookups.js';
import type { ShareImage } from './share-images.js';
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
  /**
   * What the advert's page tells search engines and messengers beyond its detail answer; asked after
   * `detail` answered for the same advert, whose read it reuses. A refusal rejects as `detail` would.
   */
  advertExtras(category: ProductCategory, id: number): Promise<AdvertPageExtras>;
  /** GET /{category}/{id}/similar; a refusal rejects with a {@link PageDataError}. */
  similar(category: ProductCategory, id: number): Promise<AnswerOf<'similarAdverts'>>;
  /** GET /landing?category={category}&path={path}; a refusal (404) rejects with a {@link PageDataError}. */
  landing(category: ProductCategory, path: string): Promise<Landing>;
  /**
   * The landing page (its path) a category list's query names exactly (`?brandIds=1`), where it holds
   * shown adverts; null for none. A filtered list names the nearest as its canonical.
   */
  landingOfQuery(category: ProductCategory, search: string): string | null;
  /** GET /sellers/{id}; a refusal (404) rejects with a {@link PageDataError}. */
  seller(id: number): Promise<AnswerOf<'seller'>>;
  /**
   * GET /sellers/{id}/adverts?{query}: the query as the web app sends it (`limit`, `cursor`); a refusal
   * (404, a cursor this server did not give out) rejects with a {@link PageDataError}.
   */
  sellerAdverts(id: number, query: Readonly<Record<string, string>>): Promise<AnswerOf<'sellerAdverts'>>;
  districts(): DistrictListItem[];
  brands(kind: 'phone' | 'tablet'): Brand[];
  sort(): SortOption[];
  providers(): SimProvider[];
  accessoryTypes(): string[];
  site(): SiteInfo;
  /** The signed-in person's own reads, for a private screen's page drawn for them; null on every other page. */
  viewer: ViewerDataSource | null;
}

/**
 * What a visitor's detail answer does not carry and an advert's page head needs: for its JSON-LD Offer
 * and its share preview. Never in the page's state: the browser has no use for it.
 */
export interface AdvertPageExtras {
  /** When the advert stops being shown (ISO 8601; null before approval): the Offer's `priceValidUntil`. */
  expiresAt: string | null;
  /**
   * Its own share picture, made and stored by the server the first time: its first photo as a JPEG, a
   * SIM number drawn in large figures with its operator. Null when there is none (a photo missing from
   * the store): the page shows its category's picture instead.
   */
  image: ShareImage | null;
}

/** What the signed-in person's own screens read first, as the API answers them for that person. */
export interface ViewerDataSource {
  /** GET /auth */
  currentUser(): Promise<AnswerOf<'currentUser'>>;
  /** GET /auth/advert-states */
  advertStates(): AnswerOf<'advertStates'>;
  /** GET /auth/advert-counts */
  advertCounts(): Promise<AnswerOf<'advertCounts'>>;
  /** GET /auth/adverts?state={state} */
  myAdverts(state: AdvertState): Promise<AnswerOf<'myAdverts'>>;
  /** GET /moderation/pending-counts, for a moderator; a refusal (403) rejects with a {@link PageDataError}. */
  pendingCounts(): Promise<AnswerOf<'pendingCounts'>>;
  /** GET /{category}/admin?limit={limit}&page={at ?? 1}, for a moderator; a refusal rejects with a {@link PageDataError}. */
  requestQueue(category: ProductCategory, limit: number, at: string | undefined): Promise<AnswerOf<'requestQueue'>>;
  /** GET /{category}/admin/{id}, for a moderator: one request in whatever state it is now; a refusal rejects with a {@link PageDataError}. */
  request(category: ProductCategory, id: number): Promise<AnswerOf<'request'>>;
  /** GET /moderation/reports?page={at}, for a moderator: the reports' tab; a refusal rejects with a {@link PageDataError}. */
  reportedQueue(at: string | undefined): Promise<AnswerOf<'reportedQueue'>>;
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

/**
 * What a screen's route entry says of its page beyond drawing it (apps/web/src/app/screens.tsx): how the
 * server keeps it, what it counts against, and what search engines are told. The server reads it from
 * the table the built renderer exports ({@link WebRenderer.screens}), never from a list of its own.
 */
export interface ScreenPolicy {
  /**
   * - `shared`: the same HTML for everybody at its plain address, kept until an advert of `changesWith`
   *   changes (null: no advert change touches it);
   * - `advert`: an advert's page, kept per advert and forgotten with its category's changes;
   * - `private`: drawn on the server for the signed-in person and never kept (`private, no-store`); a
   *   visitor's copy (the sign-in prompt) is the same for all and kept like a shared page;
   * - `none`: rendered for each visit.
   */
  cache: 'shared' | 'advert' | 'private' | 'none';
  /** For `shared`: the category whose adverts are on the page, whose changes forget it. */
  changesWith: ProductCategory | null;
  /**
   * - `listed`: in the sitemap in its three languages, open to crawlers, with canonical and alternates;
   * - `adverts` / `sellers` / `landings`: one page per shown advert / seller / landing page (a brand's,
   *   a city's…), listed by the sitemap's children;
   * - `unlisted`: open to crawlers, `noindex`, not in the sitemap;
   * - `disallowed`: robots.txt keeps crawlers out (private screens, filter screens, search).
   */
  index: 'listed' | 'adverts' | 'sellers' | 'landings' | 'unlisted' | 'disallowed';
  /** A listing whose query string (filters, sort) is a version of the plain page: `noindex, follow`, canonical the plain one. */
  queryVersions: boolean;
  /** The per-address read limit (ADR 0014) a render of it costs besides the render itself (an advert's, a seller's page: `advert`); a query string costs `search`. */
  readLimit: 'advert' | null;
}

/** One screen of the route table as the server reads it: its name, its path (SPEC.md's, in Azerbaijani) and its policy. */
export interface ScreenInfo {
  id: string;
  path: string;
  policy: ScreenPolicy;
}

/** A path matched to its screen, with the path's parameters (an advert's category and id). */
export interface ScreenMatch extends ScreenInfo {
  params: Readonly<Record<string, string | undefined>>;
}

/** The person a page is drawn for: known from the session cookie, only on private screens. */
export interface PageViewer {
  userId: number;
  userGroup: string;
}

export interface PageRenderRequest {
  /** Path and query string as the browser asked for them, language prefix included ("/en/tablets?sort…"). */
  url: string;
  /** The site's public address ("https://zeng.az"), for canonical and alternate addresses. */
  origin: string;
  /** Milliseconds since the epoch: "today" and times on the page are worked out from this one moment. */
  now: number;
  data: PageDataSource;
  /** The signed-in person, for a private screen's page; null or absent: the visitor's page. */
  viewer?: PageViewer | null;
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

/** What the built renderer module exports: its entry point and the route table's screens with their policies. */
export interface WebRenderer {
  render: RenderPage;
  screens: readonly ScreenInfo[];
  /** The screen a language-less path (`/tablets`, `/phone-preview/phone/7`) is, or null for none (a 404). */
  matchScreen(path: string): ScreenMatch | null;
}

/** The id of the `<script type="application/json">` block that carries {@link RenderedPage.state}. */
export const PAGE_STATE_ELEMENT_ID = 'zeng-state';

/**
 * The name of the `<meta>` whose content is the addresses of the app's scripts (apps/web/src/app/entry.tsx
 * as built, after what it imports): the page's own small script imports them once the page is painted.
 * A name, not an id: a `<meta content>` is valid HTML only with a name (the W3C checker takes any).
 */
export const APP_SCRIPTS_META_NAME = 'zeng-app';

/**
 * The name of the `<meta>` whose content is the addresses of the chunks the page's screen needs beyond the
 * app's own (its lazy route, its translations): fetched with the app's, imported by the app's router.
 */
export const SCREEN_SCRIPTS_META_NAME = 'zeng-screen';

/**
 * The name of the `<meta>` whose content names the built file of each translation namespace in the
 * page's language, as `namespace=/assets/file.js` separated by spaces: the app loads a namespace from it
 * when a screen needs one, so no script of the app carries the table of every language's files.
 */
export const TRANSLATIONS_META_NAME = 'zeng-translations';

/** A translation file of the web app's build by its source path (the build manifest's key). */
export const TRANSLATION_FILE = /^src\/locales\/([a-z]{2})\/([\w-]+)\.json$/;

/**
 * The web app manifest of pages in `language` (name, icons, its start at that language's home), made by
 * the web build (apps/web/build/home-screen.ts) and named by each page's `<link rel="manifest">`.
 */
export const webManifestPath = (language: Language) => `/manifest-${language}.webmanifest`;

/** The app's entry as the web build's manifest names it. */
export const APP_ENTRY_MODULE = 'src/app/entry.tsx';

/**
 * The language a person chose, as the server reads it: set when they pick one in the app, and when they
 * open an /en or /ru address. A plain (Azerbaijani) address then sends them to their language's.
 */
export const LANGUAGE_COOKIE = 'zeng_lang';
