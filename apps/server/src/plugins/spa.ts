import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { ImageSources } from '@zeng/contract/card-image';
import { API_PREFIX, isScreenPath, PATH_ALIASES, PATHS } from '@zeng/contract/routes';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errorBody } from './error-handler.js';

export interface SpaOptions {
  /** The built web app (apps/web/dist); when missing only the API is served. */
  distDir: string;
  /** The server's own images: brand logos, provider images, placeholder. */
  mediaDir: string;
  /**
   * What a screen's HTML carries besides the app (a listing's first answers, first-screen/service.ts),
   * asked for each GET of a screen path (as the contract's PATHS spell it); undefined sends the plain app.
   */
  pageHead?: (request: FastifyRequest, path: string) => Promise<PageHead | undefined>;
}

/** What a page says about itself in <head> (share previews): every value is text, escaped here. */
export interface PageHead {
  /** Replaces the app's <title>. */
  title?: string;
  /** Replaces the app's meta description. */
  description?: string;
  /** More <meta> tags as [attribute, its value, content]: ['property', 'og:title', 'Apple iPhone']. */
  meta?: ReadonlyArray<readonly ['property' | 'name', string, string]>;
  /** JSON text for the app to read: a `<script type="application/json">` with this id, never run. */
  data?: { id: string; json: string };
  /** A picture the page shows first: fetched at high priority before the app's code asks for it. */
  preloadImage?: ImageSources;
}

declare module 'fastify' {
  interface FastifyReply {
    /** Sends the SPA's index.html, optionally naming the page in <head> (share previews). */
    sendSpaIndex(status?: number, head?: PageHead): FastifyReply;
  }
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/**
 * JSON text made safe inside <script>: no `<` can start `</script>` or `<!--`, and the two line
 * separators JavaScript once refused in strings are escaped too. JSON.parse reads the same value back.
 */
export const escapeJsonForScript = (json: string) =>
  json.replace(/[<\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

const CHARSET = /<meta\s+charset=["']?[\w-]+["']?\s*\/?>/i;
const TITLE = /<title>[\s\S]*?<\/title>/i;
const DESCRIPTION = /<meta\s+name=["']description["'][^>]*>/i;

/**
 * The app's index.html naming this page instead of the app. Every replacement is a function: the
 * values hold what sellers wrote, and "$&" or "$'" in a string replacement would be read as patterns.
 */
export function withPageHead(html: string, head: PageHead): string {
  let out = html;
  const added: string[] = [];
  const put = (pattern: RegExp, tag: string) => {
    if (pattern.test(out)) out = out.replace(pattern, () => tag);
    else added.push(tag);
  };
  if (head.title !== undefined) put(TITLE, `<title>${escapeHtml(head.title)}</title>`);
  if (head.description !== undefined)
    put(DESCRIPTION, `<meta name="description" content="${escapeHtml(head.description)}" />`);
  for (const [attribute, name, content] of head.meta ?? [])
    added.push(`<meta ${attribute}="${escapeHtml(name)}" content="${escapeHtml(content)}" />`);
  if (head.preloadImage) {
    const { src, srcSet, sizes } = head.preloadImage;
    const set = srcSet ? ` imagesrcset="${escapeHtml(srcSet)}" imagesizes="${escapeHtml(sizes ?? '')}"` : '';
    const preload = `<link rel="preload" as="image" href="${escapeHtml(src)}"${set} fetchpriority="high" />`;
    // First in line, ahead of the app's stylesheet and modules: over HTTP/1.1 a browser opens six
    // connections to a host, and the app's modules would otherwise take them all before the picture.
    out = CHARSET.test(out)
      ? out.replace(CHARSET, (tag) => `${tag}${preload}`)
      : out.replace('<head>', () => `<head>${preload}`);
  }
  if (head.data) {
    added.push(
      `<script type="application/json" id="${escapeHtml(head.data.id)}">${escapeJsonForScript(head.data.json)}</script>`,
    );
  }
  return added.length > 0 ? out.replace('</head>', () => `${added.join('')}</head>`) : out;
}

const HASHED_ASSET = /\/assets\/.+-[A-Za-z0-9_-]{8,}\.\w+$/;

/** Serves the web app and the server's images from the API's port, with the SPA fallback for every screen. */
export default fp(async function spa(app: FastifyInstance, options: SpaOptions) {
  const indexFile = join(options.distDir, 'index.html');
  const hasWeb = existsSync(indexFile);
  const indexHtml = hasWeb ? readFileSync(indexFile, 'utf8') : '';

  await app.register(fastifyStatic, {
    root: options.mediaDir,
    prefix: '/media/',
    decorateReply: false,
    maxAge: '7d',
  });

  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: options.distDir,
      prefix: '/',
      wildcard: false,
      index: false,
      decorateReply: false,
      setHeaders(res, path) {
        res.header(
          'cache-control',
          HASHED_ASSET.test(path) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        );
      },
    });
  }

  app.decorateReply('sendSpaIndex', function sendSpaIndex(this: FastifyReply, status = 200, head?: PageHead) {
    const html = head ? withPageHead(indexHtml, head) : indexHtml;
    // Embedded answers are in the language of the app's cookie, else the browser's (lib/language.ts).
    if (head?.data) this.header('vary', 'Cookie, Accept-Language');
    return this.code(status).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
  });

  if (hasWeb) {
    // Each screen is a route of its own, so its page is compressed like any answer (it may carry a
    // listing's first answers). Screens with parameters (the share preview) have routes of their own.
    const screens = [...Object.values(PATHS), ...Object.keys(PATH_ALIASES)].filter((path) => !path.includes(':'));
    for (const path of screens) {
      app.get(path, { schema: { hide: true } }, async (request, reply) => {
        const head = request.method === 'GET' ? await options.pageHead?.(request, path) : undefined;
        return reply.sendSpaIndex(200, head);
      });
    }
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !pathname.startsWith(API_PREFIX);
    if (hasWeb && wantsPage && !pathname.startsWith('/media/')) {
      // Unknown paths still get the app shell, which shows its own "page not found" screen.
      return reply.sendSpaIndex(isScreenPath(pathname) ? 200 : 404);
    }
    // The path is not repeated back: an answer never echoes what the client sent.
    return reply.code(404).send(errorBody(404, 'NOT_FOUND', 'There is nothing at this address.'));
  });
});
