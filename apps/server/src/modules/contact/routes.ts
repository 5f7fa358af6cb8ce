import type { FastifyRequest } from 'fastify';
import { endpointGroup } from '../../lib/endpoint-handlers.js';
import type { ReadLimits } from '../adverts/read-limits.js';
import type { Asker, ContactService } from './service.js';

/**
 * The seller's number on a tap (limited per address before anything else of the request runs), the
 * page's view beacon, and the seller's chart of both.
 */
export function contactEndpoints({ contact, reads }: { contact: ContactService; reads: ReadLimits }) {
  const limitReveals = async (request: FastifyRequest) => reads.charge('reveal', request.ip);
  const limitAdvertRead = async (request: FastifyRequest) => reads.charge('advert', request.ip);
  const asker = (request: FastifyRequest, user: Asker['user']): Asker => ({
    user,
    address: request.ip,
    userAgent: request.headers['user-agent'],
  });
  return endpointGroup({
    handlers: {
      advertView: {
        route: { onRequest: limitAdvertRead },
        handle: ({ category, params, user, request }) => contact.view(category, params.id, asker(request, user)),
      },
      advertStats: ({ category, params, user }) => contact.stats(category, params.id, user),
      advertContact: {
        route: { onRequest: limitReveals },
        handle: ({ category, params, user, request }) => contact.reveal(category, params.id, asker(request, user)),
      },
    },
  });
}
