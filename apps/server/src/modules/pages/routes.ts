import { DEFAULT_LANGUAGE, type Language, PRODUCT_CATEGORIES, type ProductCategory } from '@zeng/contract/constants';
import { numberedPageOnly, PAGE_PARAM, readPageNumber, withoutTracking } from '@zeng/contract/page-address';
import { LANGUAGE_COOKIE, type PageViewer, type ScreenMatch } from '@zeng/contract/page-rendering';
import { API_PREFIX, localizedPath, PATHS, splitLanguagePrefix } from '@zeng/contract/routes';
import { isOneOf } from '@zeng/contract/typed';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DATABASE_UNAVAILABLE } from '../../db/unavailable.js';
import type { Clock } from '../../infra/clock.js';
import { addressKey } from '../../lib/address-key.js';
import { AppError, errorBody } from '../../lib/errors.js';
import type { AnswerUse } from '../../lib/kept-answers.js';
import { KeyedLines, LineFullError } from '../../lib/keyed-lines.js';
import { storedLanguage } from '../../lib/language.js';
import { PreparedBody, sendPrepared } from '../../lib/prepared-body.js';
import { QueueFullError, TurnQueue } from '../../lib/turn-queue.js';
import type { PublicAnswers } from '../adverts/public-answers.js';
import type { ReadLimits, UncachedRead } from '../adverts/read-limits.js';
import type { PageViewerOf } from '../auth/page-viewer.js';
import { canonicalPageAddress } from './canonical-address.js';
import type { WebBuild } from './document.js';
import type { PageData } from './page-data.js';
import { pageEtag } from './page-etag.js';

export interface PageRoutesOptions {
  build: WebBuild;
  pageData: PageData;
  /** The signed-in person a request's page may be drawn for (their access cookie), or null. */
  pageViewer: PageViewerOf;
  /** The first-page cache (ADR 0011): a plain listing's page is kept and forgotten with its JSON. */
  cache: PublicAnswers | null;
  /** The landing page a category list's query names exactly (catalog/landing-pages.ts), or null. */
  landingOfQuery: (category: ProductCategory, search: string) => string | null;
  /** Advert pages, kept as visitors see them and forgotten with their category's first pages. */
  advertPages: PublicAnswers | null;
  /** Per-address limits on advert pages and pages with a query string (ADR 0014); the API counts the same. */
  reads: ReadLimits;
  /** Pages that may wait while one is rendered; one more is refused with a 503 page (ADR 0014). */
  rendersMaxWaiting: number;
  /**
   * One client address's renders in that queue at once; its further ones wait in a line of their own
   * (as long as the queue's), and past it are refused with a 429 page (issue 34).
   */
  rendersPerAddressAtOnce: number;
  clock: Clock;
  /** The configured address (config.ts, PUBLIC_ORIGIN): a Host header is the client's to choose. */
  publicOrigin: string;
  /** The language cookie is sent over HTTPS only (production). */
  secureCookies: boolean;
}

const HTML_TYPE = 'text/html; charset=utf-8';

/** An advert's id as its page's address writes it (canonical-address.ts drops leading zeros first). */
const ADVERT_ID = /^[1-9][0-9]{0,15}$/;

/**
 * The cache a page is kept in and the category whose changes forget it (null: none does), as its
 * screen's policy says (the route entry, apps/web/src/app/screens.tsx); none for a page made per
 * visit. A private screen's visitor copy (its sign-in prompt) is the same for all: kept like a shared page.
 */
function keptAs(
  screen: ScreenMatch | null,
  search: string,
): { kind: 'first' | 'advert'; category: ProductCategory | null } | null {
  // A list's numbered page is kept as its first page is, under its own address.
  const numbered = numberedPageOnly(search) !== undefined && screen?.policy.cache === 'shared';
  if ((search !== '' && !numbered) || !screen) return null;
  const { policy, params } = screen;
  if (policy.cache === 'shared' || policy.cache === 'private') return { kind: 'first', category: policy.changesWith };
  if (policy.cache !== 'advert') return null;
  const category = params.productCategory;
  return isOneOf(PRODUCT_CATEGORIES, category) && ADVERT_ID.test(params.id ?? '') ? { kind: 'advert', category } : null;
}

/**
 * A page that is not kept: one that met an error or a refusal (a removed advert's 404 or 410). Every
 * visitor who waited for it gets it with its status; the next one has it made again.
 */
class UnsharedPage extends Error {
  constructor(
    readonly html: string,
    readonly status: number,
  ) {
    super('a page made for this visit only');
  }
}

/** A render refused to the address that asked for it: past its minute's renders, or its line full. */
class RenderRefusal extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('a page render refused to the address that asked for it');
  }
}

/**
 * What an address past its allowance of pages reads (ADR 0014), and anyone when too many pages already
 * wait to be rendered: a small page of its own in the address's language, made without the app or the
 * database, so a flood of refusals costs little.
 */
const REFUSAL_TEXT: Record<
  Language,
  Record<'limited' | 'busy', { title: string; text: (seconds: number) => string }>
> = {
  az: {
    limited: {
      title: 'Çox sayda sorğu',
      text: (seconds) => `Şəbəkənizdən çox sayda sorğu göndərilib. ${seconds} saniyə sonra yenidən cəhd edin.`,
    },
    busy: {
      title: 'Server məşğuldur',
      text: () => 'Server hazırda çox məşğuldur. Bir neçə saniyə sonra yenidən cəhd edin.',
    },
  },
  en: {
    limited: {
      title: 'Too many requests',
      text: (seconds) => `Too many requests came from your network. Try again in ${seconds} seconds.`,
    },
    busy: { title: 'The server is busy', text: () => 'The server is very busy right now. Try again in a few seconds.' },
  },
  ru: {
    limited: {
      title: 'Слишком много запросов',
      text: (seconds) => `Из вашей сети поступило слишком много запросов. Повторите через ${seconds} с.`,
    },
    busy: { title: 'Сервер занят', text: () => 'Сервер сейчас перегружен. Повторите через несколько секунд.' },
  },
};
const HOME_TEXT: Record<Language, string> = { az: 'Ana səhifə', en: 'Home page', ru: 'Главная страница' };

function refusalPage(language: Language, kind: 'limited' | 'busy', seconds: number): string {
  const { title, text } = REFUSAL_TEXT[language][kind];
  return (
    `<!doctype html><html lang="${language}"><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">' +
    `<title>${title} · Zeng</title>` +
    '<style>body{margin:0;padding:64px 24px;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1d1d1f;text-align:center}h1{font-size:22px}p{line-height:1.5}</style>' +
    `</head><body><main><h1>${title}</h1><p>${text(seconds)}</p><p><a href="${localizedPath(PATHS.home, language)}">${HOME_TEXT[language]}</a></p></main></body></html>`
  );
}

/** When a page refused for the renders already waiting says to try again: they take well under a second. */
const BUSY_RETRY_SECONDS = 1;

/** The reads a page makes that no cache answers: an advert's (its policy says), or a list asked for with a query string. */
function uncachedReadOf(screen: ScreenMatch | null, search: string): UncachedRead | null {
  if (screen?.policy.readLimit) return screen.policy.readLimit;
  return search === '' || numberedPageOnly(search) !== undefined ? null : 'search';
}

/**
 * A query string's `page` that numbers no page (`?page=1`, `?page=x`, past the last numbered page):
 * the same address without it, for a 301; null when there is none or it is a page's number.
 */
function withoutBrokenPage(pathname: string, search: string): string | null {
  const params = new URLSearchParams(search);
  const raw = params.get(PAGE_PARAM);
  if (raw === null || (params.getAll(PAGE_PARAM).length === 1 && readPageNumber(raw) !== undefined)) return null;
  params.delete(PAGE_PARAM);
  const rest = params.toString();
  return rest ? `${pathname}?${rest}` : pathname;
}

const ONE_YEAR_S = 31_536_000;
/** Never kept past this, changes heard or not (an advert on a cached page may expire meanwhile). */
const PAGE_CACHE_MS = 30_000;
/**
 * A kept page past its time is still answered while it is rendered again, for this long: a flood in
 * the renders' queue must not turn a page everybody reads into a refusal (issue 34). A page a change
 * made wrong is not: it is rendered again first, and answered as it was only if that is refused.
 */
const STALE_WHILE_REVALIDATE_MS = 5 * 60_000;

/** Addresses that belong to the API or the files, never to a page. */
const NOT_PAGES = [API_PREFIX, '/media/', '/uploads/', '/assets/'];

/**
 * Every address the app answers with a page (docs/decisions/0012): rendered by the web app's own
 * screens, in the language its address names (Azerbaijani at SPEC.md's paths, English under /en,
 * Russian under /ru), with the status a crawler needs. A person whose stored choice is English or
 * Russian who opens a plain address is sent to their language's; opening a prefixed one stores it.
 * Each page has one address: any other spelling of it is answered 301 to that one first (issue 34).
 * A page answered 200 names its validator (page-etag.ts) and is answered 304 to a client that holds it
 * (issue 36): its bytes are the same for every visitor of its address (a cookie changes only which
 * address a person is sent to, and a signed-in person's private page, which is never stored).
 */
export async function pageRoutes(app: FastifyInstance, options: PageRoutesOptions) {
  const { build, pageData, clock, publicOrigin } = options;
  const caches = { first: options.cache, advert: options.advertPages };
  const renders = new TurnQueue(options.rendersMaxWaiting);
  const addressLines = new KeyedLines({
    atOnce: options.rendersPerAddressAtOnce,
    maxWaiting: options.rendersMaxWaiting,
    shareOf: addressKey,
  });
  const languageCookie = `Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax${options.secureCookies ? '; Secure' : ''}`;

  async function renderPage(url: string, language: Language, viewer: PageViewer | null = null) {
    const data = pageData.source(language, viewer);
    // React renders a page in one stretch on the thread that answers everyone: one at a time, each in
    // a turn of its own (lib/turn-queue.ts), so a flood of pages never holds up the other requests.
    const page = await renders.run(() =>
      build.render({ url, origin: publicOrigin, now: clock.now().getTime(), data, viewer }),
    );
    if ('redirect' in page) return page;
    return { page, html: build.document(page) };
  }

  /**
   * Renders a page for the client at `address` because no cache has it: counted against the address
   * per minute and lined up behind its other renders (issue 34), so one address cannot hold the queue.
   */
  async function renderFor(address: string, url: string, language: Language, viewer: PageViewer | null = null) {
    try {
      await options.reads.charge('render', address);
      return await addressLines.run(address, () => renderPage(url, language, viewer));
    } catch (err) {
      if (err instanceof LineFullError) throw new RenderRefusal(BUSY_RETRY_SECONDS);
      if (err instanceof AppError && err.statusCode === 429) {
        throw new RenderRefusal(Number(err.params?.retryAfterSeconds ?? 60));
      }
      throw err;
    }
  }

  const keptPageUse: AnswerUse = {
    // A kept page is answered as it was when rendering it again is refused or the database is away.
    stale: {
      whileRevalidatingMs: STALE_WHILE_REVALIDATE_MS,
      onError: (err) =>
        err instanceof QueueFullError ||
        err instanceof RenderRefusal ||
        (err instanceof UnsharedPage && err.status === 503),
    },
    // A render refused to the address that started it is not another visitor's: they start their own.
    starterOnly: (err) => err instanceof RenderRefusal,
  };

  /** A refusal of our own, in the address's language: cheap, never cached, with when to come back. */
  const refuse = (reply: FastifyReply, language: Language, refusal: 'limited' | 'busy', seconds: number) =>
    reply
      .code(refusal === 'limited' ? 429 : 503)
      .headers({ 'retry-after': String(seconds), 'cache-control': 'no-store' })
      .type(HTML_TYPE)
      .send(refusalPage(language, refusal, seconds));

  const answer = async (request: FastifyRequest, reply: FastifyReply) => {
    const queryAt = request.url.indexOf('?');
    const pathname = queryAt === -1 ? request.url : request.url.slice(0, queryAt);
    const search = queryAt === -1 || queryAt === request.url.length - 1 ? '' : request.url.slice(queryAt);
    const canonical = canonicalPageAddress(pathname);
    if (canonical !== pathname || (queryAt !== -1 && search === '')) {
      // Before any limit, cache or render: a page counted, kept and indexed under one address only.
      return reply.redirect(`${canonical}${search}`, 301);
    }
    const unnumbered = withoutBrokenPage(pathname, search);
    if (unnumbered) return reply.redirect(unnumbered, 301);
    if (NOT_PAGES.some((prefix) => pathname.startsWith(prefix))) {
      return reply.code(404).send(errorBody(404, 'NOT_FOUND', 'There is nothing at this address.'));
    }
    const { language, path } = splitLanguagePrefix(pathname);
    // A category list filtered by one brand, model, city… is that landing page, at its own address.
    const screen = build.matchScreen(path);
    // Only from a category's own list: a landing page's query narrows that page (`/phones/apple?districtId=7`).
    const listed = screen?.policy.index === 'listed' && screen.policy.queryVersions ? screen.policy.changesWith : null;
    const landing = listed && search && options.landingOfQuery(listed, withoutTracking(search));
    if (landing) return reply.redirect(localizedPath(landing, language), 301);
    const stored = storedLanguage(request.headers.cookie);
    reply.header('vary', 'Cookie');
    if (language === DEFAULT_LANGUAGE && stored && stored !== DEFAULT_LANGUAGE) {
      return reply.header('cache-control', 'no-store').redirect(`${localizedPath(path, stored)}${search}`, 302);
    }
    if (language !== DEFAULT_LANGUAGE && stored !== language) {
      reply.header('set-cookie', `${LANGUAGE_COOKIE}=${language}; ${languageCookie}`);
    }

    // Everybody gets the same HTML of these pages (a page is rendered for a visitor; the signed-in
    // person's own view comes after hydration), so it is made once for all until its adverts change.
    // A private screen is drawn for the signed-in person it is asked by, and kept for nobody: their
    // page is theirs alone. Anyone else gets the visitor's copy, the same for all.
    const viewer = screen?.policy.cache === 'private' ? await options.pageViewer(request) : null;
    if (viewer) reply.header('cache-control', 'private, no-store');
    // Where a visitor came from (utm_source, gclid…) changes nothing on the page: it is the page without them.
    const pageSearch = withoutTracking(search);
    const kept = viewer ? null : keptAs(screen, pageSearch);
    const cache = kept && caches[kept.kind];
    let html: PreparedBody;
    let status = 200;
    try {
      const read = uncachedReadOf(screen, pageSearch);
      if (read) await options.reads.charge(read, request.ip);
      if (kept && cache) {
        const keep = async () => {
          const fresh = await renderFor(request.ip, `${pathname}${pageSearch}`, language);
          if ('redirect' in fresh) throw new Error(`${path} redirects`);
          if (!fresh.page.shareable) throw new UnsharedPage(fresh.html, fresh.page.status);
          // Hashed once here, for every visitor the kept page is sent to.
          const etag = pageEtag(fresh.html);
          return { body: fresh.html, etag, validUntil: new Date(clock.now().getTime() + PAGE_CACHE_MS) };
        };
        try {
          html = await cache.answer(kept.category, `page|${language}|${path}${pageSearch}`, keep, keptPageUse);
        } catch (err) {
          if (!(err instanceof UnsharedPage)) throw err;
          html = new PreparedBody(err.html);
          status = err.status;
        }
      } else {
        const fresh = await renderFor(request.ip, `${pathname}${pageSearch}`, language, viewer);
        if ('redirect' in fresh) return reply.redirect(fresh.redirect, fresh.status);
        status = fresh.page.status;
        // A signed-in person's page is private and never stored (no-store): nothing to validate.
        html = new PreparedBody(fresh.html, viewer || status !== 200 ? undefined : pageEtag(fresh.html));
      }
    } catch (err) {
      if (err instanceof AppError && err.statusCode === 429) {
        return refuse(reply, language, 'limited', Number(err.params?.retryAfterSeconds ?? 60));
      }
      // This address's pages no cache has are past their share: the others' are not held up by them.
      if (err instanceof RenderRefusal) return refuse(reply, language, 'limited', err.retryAfterSeconds);
      // Too many pages wait to be rendered already: a page of our own, at once.
      if (err instanceof QueueFullError) return refuse(reply, language, 'busy', BUSY_RETRY_SECONDS);
      throw err;
    }
    // The database away or too busy: the page says so (the app's own words), and when to try again.
    if (status === 503) reply.header('retry-after', String(DATABASE_UNAVAILABLE.retryAfterSeconds));
    if (!viewer) reply.header('cache-control', 'no-cache');
    return sendPrepared(request, reply.code(status).type(HTML_TYPE), html);
  };

  app.get('/', { schema: { hide: true } }, answer);
  app.get('/*', { schema: { hide: true } }, answer);
}
