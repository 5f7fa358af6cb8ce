import { PHONE_FORMAT_MESSAGE } from '@zeng/contract/auth';
import { normalizePhone } from '@zeng/contract/phone';
import type { ConsoleSmsSender } from '../../infra/sms/console.js';
import { endpointGroup } from '../../lib/endpoint-handlers.js';
import { badRequest, forbidden } from '../../lib/errors.js';
import { isLoopbackAddress } from '../../lib/loopback.js';

/** Headers a proxy adds: a request that carries one came from elsewhere, whatever its socket says. */
const PROXY_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'] as const;

/**
 * Development-only calls; app.ts registers them only with the console SMS driver outside
 * production, so on a real server they do not exist (404). Where they exist they hand out login
 * codes, so they answer this machine only: the socket's peer (never request.ip, which TRUST_PROXY
 * lets X-Forwarded-For choose) must be loopback, and a request passed on by a proxy (which would
 * reach us from loopback too) is refused.
 */
export function devEndpoints(outbox: ConsoleSmsSender) {
  return endpointGroup({
    setup: (scope) => {
      scope.addHook('onRequest', async (request) => {
        const proxied = PROXY_HEADERS.some((name) => request.headers[name] !== undefined);
        if (proxied || !isLoopbackAddress(request.socket.remoteAddress)) {
          throw forbidden('Development calls answer only requests made on this machine, not through a proxy.');
        }
      });
    },
    handlers: {
      smsOutbox: async ({ query, reply }) => {
        const phoneNumber = normalizePhone(query.phoneNumber);
        if (!phoneNumber) throw badRequest(PHONE_FORMAT_MESSAGE);
        reply.header('cache-control', 'no-store');
        return outbox.outbox(phoneNumber);
      },
    },
  });
}
