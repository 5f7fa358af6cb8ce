import { AUTH_BODY_LIMIT_BYTES } from '../../lib/body-limits.js';
import { endpointGroup } from '../../lib/endpoint-handlers.js';
import { AppError } from '../../lib/errors.js';
import type { AuthService } from './service.js';
import { type SessionCookieOptions, SessionCookies } from './session-cookies.js';

/** The sign-in calls carry a few short fields: a larger body is refused before it is parsed. */
const smallBody = { bodyLimit: AUTH_BODY_LIMIT_BYTES };

/**
 * Sign-up and login by SMS code, and the session calls (docs/api.md, "Browsing and accounts"). A
 * token pair also goes into the web app's cookies; the refresh and logout calls take the refresh
 * token from the refreshToken header or, without one, from the cookie (ADR 0028).
 */
export function authEndpoints(auth: AuthService, cookieOptions: SessionCookieOptions) {
  const cookies = new SessionCookies(cookieOptions);
  return endpointGroup({
    handlers: {
      // The SMS goes out in the language of the screen that asked (its Accept-Language).
      register: { route: smallBody, handle: ({ body, request, lang }) => auth.register(body, request.ip, lang) },
      authenticate: {
        route: smallBody,
        handle: ({ body, request, lang }) => auth.authenticate(body.phoneNumber, request.ip, lang),
      },
      confirm: {
        route: smallBody,
        handle: async ({ body, request, reply }) =>
          cookies.set(reply, await auth.confirm(body.phoneNumber, body.confirmCode, request.ip)),
      },
      refreshToken: async ({ headers, request, reply }) => {
        const token = cookies.presentedRefreshToken(request, headers.refreshtoken);
        try {
          return cookies.set(reply, await auth.refresh(token));
        } catch (err) {
          // A refused token (ended, unknown, a blocked account) will not work again: forget it. A
          // failure of ours (a 5xx) leaves the session for the next try, and a call that presented
          // none (another site's, which SameSite kept the cookie from) clears nothing.
          if (token && err instanceof AppError && err.statusCode < 500) cookies.clear(reply);
          throw err;
        }
      },
      currentUser: ({ user }) => auth.currentUser(user),
      logout: async ({ user, headers, request, reply, sessionId }) => {
        const answer = await auth.logout(
          user,
          cookies.presentedRefreshToken(request, headers.refreshtoken),
          await sessionId(),
        );
        cookies.clear(reply);
        return answer;
      },
    },
  });
}
