import { DEFAULT_LANGUAGE, type Language, type ProductCategory } from '@zeng/contract/constants';
import { LANGUAGE_COOKIE } from '@zeng/contract/page-rendering';
import { API_PREFIX, localizedPath, PATHS, splitLanguagePrefix } from '@zeng/contract/routes';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from '../../infra/clock.js';
import { storedLanguage } from '../../lib/language.js';
import { PreparedBody, sendPrepared } from '../../lib/prepared-body.js';
import { errorBody } from '../../plugins/error-handler.js';
import type { FirstPageCache } from '../adverts/first-page-cache.js';
import type { Detail } from '../adverts/mappers.js';
import type { SharePreviewService } from '../adverts/share-preview.js';
import type { WebBuild } from './document.js';
import type { PageData } from './page-data.js';

export interface PageRoutesOptions {
  build: WebBuild;
  pageData: PageData;
  previews: SharePreviewService;
  /** The first-page cache (ADR 0011): a plain listing's page is kept and forgotten with its JSON. */
  cache: FirstPageCache | null;
  clock: Clock;
  /** The configured address (config.ts, PUBLIC_ORIGIN): a Host header is the client's to choose. */
  publicOrigin: string;
}

/** The pages anybody gets the same HTML of, whose data is a category's first page: cached with it. */
const SHARED_PAGES: Readonly<Record<string, ProductCategory>> = {
  [PATHS.home]: 'phone',
  [PATHS.tablets]: 'tablet',
  [PATHS.simCards]: 'sim',
  [PATHS.accessories]: 'accessory',
  [PATHS.todayAdverts]: 'phone',
  [PATHS.todayTablets]: 'tablet',
  [PATHS.todaySim]: 'sim',
  [PATHS.todayAccessories]: 'accessory',
};

const HTML_TYPE = 'text/html; charset=utf-8';
const ONE_YEAR_S = 31_536_000;
/** Never kept past this, changes heard or not (an advert on a cached page may expire meanwhile). */
const PAGE_CACHE_MS = 30_000;

/** Addresses that belong to the API or the files, never to a page. */
const NOT_PAGES = [API_PREFIX, '/media/', '/uploads/', '/assets/'];

/**
 * Every address the app answers with a page (docs/decisions/0012): rendered by the web app's own
 * screens, in the language its address names (Azerbaijani at SPEC.md's paths, English under /en,
 * Russian under /ru), with the status a crawler needs. A person whose stored choice is English or
 * Russian who opens a plain address is sent to their language's; opening a prefixed one stores it.
 */
export async function pageRoutes(app: FastifyInstance, options: PageRoutesOptions) {
  const { build, pageData, previews, cache, clock, publicOrigin } = options;

  async function renderPage(url: string, language: Language) {
    let advert: { category: ProductCategory; detail: Detail } | undefined;
    const data = pageData.source(language, (category, detail) => {
      advert = { category, detail };
    });
    const page = await build.render({ url, origin: publicOrigin, now: clock.now().getTime(), data });
    if ('redirect' in page) return page;
    // Messengers read an advert's OpenGraph tags; the picture they show is made by the server.
    const extraHead =
      advert && page.status === 200 ? await previews.tags(advert.category, advert.detail, publicOrigin) : '';
    return { page, html: build.document(page, extraHead) };
  }

  const answer = async (request: FastifyRequest, reply: FastifyReply) => {
    const queryAt = request.url.indexOf('?');
    const pathname = queryAt === -1 ? request.url : request.url.slice(0, queryAt);
    const search = queryAt === -1 ? '' : request.url.slice(queryAt);
    if (NOT_PAGES.some((prefix) => pathname.startsWith(prefix))) {
      return reply.code(404).send(errorBody(404, 'NOT_FOUND', 'There is nothing at this address.'));
    }
    const { language, path } = splitLanguagePrefix(pathname);
    const stored = storedLanguage(request.headers.cookie);
    reply.header('vary', 'Cookie');
    if (language === DEFAULT_LANGUAGE && stored && stored !== DEFAULT_LANGUAGE) {
      return reply.header('cache-control', 'no-store').redirect(`${localizedPath(path, stored)}${search}`, 302);
    }
    if (language !== DEFAULT_LANGUAGE && stored !== language) {
      reply.header('set-cookie', `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax`);
    }

    const category = search === '' ? SHARED_PAGES[path] : undefined;
    let html: PreparedBody;
    let status = 200;
    if (cache && category && request.method === 'GET') {
      // Only a finished page is kept: one that met an error (the database away) expires at once.
      html = await cache.answer(category, `page|${language}|${path}`, async () => {
        const rendered = await renderPage(pathname, language);
        if ('redirect' in rendered) throw new Error(`${path} redirects`);
        const keep = rendered.page.shareable;
        return { body: rendered.html, validUntil: new Date(keep ? clock.now().getTime() + PAGE_CACHE_MS : 0) };
      });
    } else {
      const rendered = await renderPage(`${pathname}${search}`, language);
      if ('redirect' in rendered) return reply.redirect(rendered.redirect, rendered.status);
      html = new PreparedBody(rendered.html);
      status = rendered.page.status;
    }
    return sendPrepared(request, reply.code(status).header('cache-control', 'no-cache').type(HTML_TYPE), html);
  };

  app.get('/', { schema: { hide: true } }, answer);
  app.get('/*', { schema: { hide: true } }, answer);
}
