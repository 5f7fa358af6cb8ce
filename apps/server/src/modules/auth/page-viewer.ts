import type { PageViewer } from '@zeng/contract/page-rendering';
import { cookieValue } from '../../lib/cookies.js';
import { type AccessTokenVerifier, checkAccessToken } from './access-tokens.js';
import { ACCESS_COOKIE } from './session-cookies.js';

/** The signed-in person a page is rendered for (the contract's, as the renderer takes it). */
export type { PageViewer } from '@zeng/contract/page-rendering';

/** What pageViewer reads of a request: its Cookie header (a FastifyRequest has it). */
export interface CookieCarrier {
  headers: { cookie?: string | undefined };
}

export type PageViewerOf = (request: CookieCarrier) => Promise<PageViewer | null>;

/**
 * Who a page is rendered for: the person whose access cookie (zeng_access) the request carries,
 * checked exactly as a call's bearer is (signature, lifetime, an ended session), or null for a
 * visitor, an expired or ended session, or a cookie that is not ours. No database: the role is the
 * token's, at most 15 minutes old. For the page renderer only; the API reads bearers alone.
 */
export function pageViewerOf(verifier: AccessTokenVerifier): PageViewerOf {
  return async (request) => {
    const token = cookieValue(request.headers.cookie, ACCESS_COOKIE);
    if (!token) return null;
    const check = await checkAccessToken(verifier, token);
    return check.kind === 'valid' ? { userId: check.user.id, userGroup: check.user.role } : null;
  };
}
