import type { TokenPair } from '@zeng/contract/auth';
import { API_PREFIX } from '@zeng/contract/routes';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type CookieAttributes, cookieValue, httpOnlyCookie } from '../../lib/cookies.js';
import { AppError } from '../../lib/errors.js';
import { ACCESS_TOKEN_TTL_SECONDS } from './access-tokens.js';
import { REFRESH_TOKEN_TTL_MS } from './sessions.js';

/** The refresh token, sent only to the auth calls and only by this site's own pages (SameSite=Strict). */
export const REFRESH_COOKIE = 'zeng_refresh';
/**
 * The access token, for the page renderer alone (pageViewer): the API never reads it, so no API call
 * can be made with it from another site. Lax, so a link followed from elsewhere still renders the
 * person's own screen.
 */
export const ACCESS_COOKIE = 'zeng_access';

const REFRESH_COOKIE_PATH = `${API_PREFIX}/auth`;

export interface SessionCookieOptions {
  /** Cookies sent over HTTPS only (production). */
  secure: boolean;
  /** The site's address (config PUBLIC_ORIGIN): the Origin a call authenticated by the cookie must carry. */
  publicOrigin: string;
  /**
   * Also accept the request's own origin (its protocol and Host): outside production, where the site
   * is reached at addresses PUBLIC_ORIGIN does not name (127.0.0.1, the web app's dev server).
   */
  acceptOwnOrigin: boolean;
}

/**
 * The web app's session in two HttpOnly cookies (docs/decisions/0028-sessions-in-cookies.md): set
 * wherever the API hands out a token pair, cleared at logout and when the refresh token is refused.
 * The JSON answers keep their tokens for other clients.
 */
export class SessionCookies {
  private readonly refresh: CookieAttributes;
  private readonly access: CookieAttributes;

  constructor(private readonly o: SessionCookieOptions) {
    this.refresh = {
      path: REFRESH_COOKIE_PATH,
      maxAgeSeconds: REFRESH_TOKEN_TTL_MS / 1000,
      sameSite: 'Strict',
      secure: o.secure,
    };
    this.access = { path: '/', maxAgeSeconds: ACCESS_TOKEN_TTL_SECONDS, sameSite: 'Lax', secure: o.secure };
  }

  /** Sets both cookies to a new token pair; answers the pair, for the JSON answer. */
  set<T extends TokenPair>(reply: FastifyReply, pair: T): T {
    reply.header('set-cookie', [
      httpOnlyCookie(REFRESH_COOKIE, pair.refresh_token, this.refresh),
      httpOnlyCookie(ACCESS_COOKIE, pair.access_token, this.access),
    ]);
    return pair;
  }

  /** Removes both cookies from the browser. */
  clear(reply: FastifyReply): void {
    reply.header('set-cookie', [
      httpOnlyCookie(REFRESH_COOKIE, '', { ...this.refresh, maxAgeSeconds: 0 }),
      httpOnlyCookie(ACCESS_COOKIE, '', { ...this.access, maxAgeSeconds: 0 }),
    ]);
  }

  /**
   * The refresh token a call presents. The refreshToken header's when the call has one (other
   * clients, and the earlier web app moving its stored session over): null when it is not
   * "Bearer <token>". Else the cookie's, only from this site's own pages; undefined without either.
   */
  presentedRefreshToken(request: FastifyRequest, header: string | undefined): string | null | undefined {
    if (header !== undefined) return bearerToken(header);
    const cookie = cookieValue(request.headers.cookie, REFRESH_COOKIE);
    if (!cookie) return undefined;
    this.assertSiteOrigin(request);
    return cookie;
  }

  /**
   * A call the cookie authenticates must come from the site's own pages: the browser names the page
   * that sent a request in its Origin header, which no other site can set. SameSite=Strict already
   * keeps the cookie off other sites' requests; this holds where SameSite does not (an old browser,
   * a sibling subdomain, which counts as the same site).
   */
  private assertSiteOrigin(request: FastifyRequest): void {
    const origin = request.headers.origin;
    if (
      origin !== undefined &&
      (origin === this.o.publicOrigin || (this.o.acceptOwnOrigin && origin === ownOrigin(request)))
    ) {
      return;
    }
    throw new AppError(
      403,
      'CROSS_SITE_REQUEST',
      // The message names the site, never the request's own Origin (answers repeat nothing a request sent).
      `The session cookie is used only for requests from ${this.o.publicOrigin}, and this one's Origin header ${origin === undefined ? 'is missing' : 'names another site'}. Other clients send the refresh token in the refreshToken header.`,
    );
  }
}

/** The origin the request was addressed to (its protocol and Host), as a browser would write it. */
function ownOrigin(request: FastifyRequest): string | undefined {
  try {
    return new URL(`${request.protocol}://${request.host}`).origin;
  } catch {
    return undefined;
  }
}

/** "Bearer abc" → "abc"; anything else → null. */
function bearerToken(header: string): string | null {
  return /^Bearer\s+(\S+)\s*$/i.exec(header)?.[1] ?? null;
}
