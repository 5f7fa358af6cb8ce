import type { FastifyInstance } from 'fastify';
import { errorBody } from './error-handler.js';

/** /healthz: the process answers. /readyz: and its database does too. */
export default async function health(app: FastifyInstance, options: { ping: () => Promise<void> }) {
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true } }, async (request, reply) => {
    try {
      await options.ping();
      return { status: 'ok', database: 'ok' };
    } catch (err) {
      request.log.warn({ err }, 'readiness check failed');
      return reply.code(503).send(errorBody(503, 'SERVICE_UNAVAILABLE', 'The database is not reachable.'));
    }
  });
}
