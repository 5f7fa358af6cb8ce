import type { FastifyRequest } from 'fastify';
import { endpointGroup } from '../../lib/endpoint-handlers.js';
import type { ReadLimits } from '../adverts/read-limits.js';
import type { AuthUser } from '../auth/access-tokens.js';
import type { ReportsService } from './service.js';

/** Reporting an advert (counted among an address's advert reads), and the moderators' reports tab. */
export function reportEndpoints({ reports, reads }: { reports: ReportsService; reads: ReadLimits }) {
  const limitAdvertRead = async (request: FastifyRequest) => reads.charge('advert', request.ip);
  const visitor = (request: FastifyRequest, user: AuthUser | null) => ({
    user,
    userId: user?.id ?? null,
    address: request.ip,
    userAgent: request.headers['user-agent'],
  });
  return endpointGroup({
    handlers: {
      reportAdvert: {
        route: { onRequest: limitAdvertRead },
        handle: ({ category, params, body, user, request }) =>
          reports.report(category, params.id, visitor(request, user), body),
      },
      reportedQueue: ({ query, lang }) => reports.queue(query, lang),
      dismissReports: ({ params, user }) => reports.dismiss(params.id, user),
      removeReported: ({ params, body, user }) => reports.remove(params.id, user, body.reason),
    },
  });
}
