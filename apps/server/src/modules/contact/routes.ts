import type { FastifyRequest } from 'fastify';
import { endpointGroup } from '../../lib/endpoint-handlers.js';
import type { ReadLimits } from '../adverts/read-limits.js';
import type { ContactService } from './service.js';
import { askerOf } from './visitor.js';

/**
 * The seller's number on a tap (limited per address before anything else of the request runs), the
 * page's view beacon, and the seller's chart of both.
 */
export function contactEndpoints({ contact, reads }: { contact: ContactService; reads: ReadLimits }) {
  const limitReveals = async (request: FastifyRequest) => reads.charge('reveal', request.ip);
  const limitAdvertRead = async (request: FastifyRequest) => reads.charge('advert', request.ip);
  return endpointGroup({
    handlers: {
      advertView: {
        route: { onRequest: limitAdvertRead },
        handle: ({ category, params, user, request }) => contact.view(category, params.id, askerOf(request, user)),
      },
      advertStats: ({ category, params, user }) => contact.stats(category, params.id, user),
      advertContact: {
        route: { onRequest: limitReveals },
        handle: ({ category, params, user, request }) => contact.reveal(category, params.id, askerOf(request, user)),
      },
    },
  });
}
