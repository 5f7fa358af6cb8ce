import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyPluginCallback } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The headers helmet's middleware sets, found once at start by running it on a response that only
 * records them: they depend on the options alone (no nonces). @fastify/helmet built the middleware
 * anew on every request, and even built once its chain of a dozen middlewares cost a tenth of a
 * first page from memory (issue 20's profiles).
 */
function headersOf(options: HelmetOptions): Array<[string, string]> {
  const headers: Array<[string, string]> = [];
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers.push([name, String(value)]);
      return recorder;
    },
    removeHeader() {},
  };
  let called = false;
  // Helmet reads nothing of the request for these options; it writes through setHeader only.
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, () => {
    called = true;
  });
  if (!called) throw new Error('helmet did not finish synchronously');
  return headers;
}

/** Helmet's headers on every answer: the content security policy, nosniff, frame and referrer rules. */
const securityHeaders: FastifyPluginCallback<HelmetOptions> = (app, options, done) => {
  const headers = headersOf(options);
  app.addHook('onRequest', (_request, reply, next) => {
    const raw = reply.raw;
    for (const [name, value] of headers) raw.setHeader(name, value);
    next();
  });
  done();
};

export default fp(securityHeaders, { name: 'security-headers' });
