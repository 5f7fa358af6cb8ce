import { PHONE_FORMAT_MESSAGE } from '@zeng/contract/auth';
import { smsOutboxQuerySchema, smsOutboxSchema } from '@zeng/contract/dev';
import { normalizePhone } from '@zeng/contract/phone';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ConsoleSmsSender } from '../../infra/sms/console.js';
import { badRequest } from '../../lib/errors.js';

/**
 * Development-only calls; app.ts registers them only with the console SMS driver outside
 * production, so on a real server they do not exist (404).
 */
export const devRoutes: FastifyPluginAsyncZod<{ outbox: ConsoleSmsSender }> = async (app, { outbox }) => {
  app.get(
    '/dev/sms-outbox',
    {
      schema: {
        tags: ['development'],
        summary: 'Messages the console SMS driver "sent" to a number, newest first (development only)',
        querystring: smsOutboxQuerySchema,
        response: { 200: smsOutboxSchema },
      },
    },
    async (request, reply) => {
      const phoneNumber = normalizePhone(request.query.phoneNumber);
      if (!phoneNumber) throw badRequest(PHONE_FORMAT_MESSAGE);
      reply.header('cache-control', 'no-store');
      return outbox.outbox(phoneNumber);
    },
  );
};
