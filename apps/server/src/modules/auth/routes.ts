import { AUTH_BODY_LIMIT_BYTES } from '../../lib/body-limits.js';
import { endpointGroup } from '../../lib/endpoint-handlers.js';
import type { AuthService } from './service.js';

/** The sign-in calls carry a few short fields: a larger body is refused before it is parsed. */
const smallBody = { bodyLimit: AUTH_BODY_LIMIT_BYTES };

/** Sign-up and login by SMS code, and the session calls (docs/api.md, "Browsing and accounts"). */
export function authEndpoints(auth: AuthService) {
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
        handle: ({ body, request }) => auth.confirm(body.phoneNumber, body.confirmCode, request.ip),
      },
      refreshToken: ({ headers }) => auth.refresh(headers.refreshtoken),
      currentUser: ({ user }) => auth.currentUser(user),
      logout: async ({ user, headers, sessionId }) => auth.logout(user, headers.refreshtoken, await sessionId()),
    },
  });
}
