import type { FastifyRequest } from 'fastify';
import { endpointGroup } from '../../lib/endpoint-handlers.js';
import type { ReadLimits } from '../adverts/read-limits.js';
import { askerOf } from '../contact/visitor.js';
import type { ReportsService } from './service.js';

/** Reporting an advert (counted among an address's advert reads), and the moderators' reports tab. */
export function reportEndpoints({ reports, reads }: { reports: ReportsService; reads: ReadLimits }) {
  const limitAdvertRead = async (request: FastifyRequest) => reads.charge('advert', request.ip);
  return endpointGroup({
    handlers: {
      reportAdvert: {
        route: { onRequest: limitAdvertRead },
        handle: ({ category, params, body, user, request }) =>
          reports.report(category, params.id, askerOf(request, user), body),
      },
      reportedQueue: ({ query, lang }) => reports.queue(query, lang),
      dismissReports: ({ params, user }) => reports.dismiss(params.id, user),
      removeReported: ({ params, body, user }) => reports.remove(params.id, user, body.reason),
    },
  });
}
