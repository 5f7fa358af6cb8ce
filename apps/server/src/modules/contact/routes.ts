import type { FastifyRequest } from 'fastify';
import { endpointGroup } from '../../lib/endpoint-handlers.js';
import type { ReadLimits } from '../adverts/read-limits.js';
import type { ContactService } from './service.js';

/** The seller's number on a tap: limited per address before anything else of the request runs. */
export function contactEndpoints({ contact, reads }: { contact: ContactService; reads: ReadLimits }) {
  const limitReveals = async (request: FastifyRequest) => reads.charge('reveal', request.ip);
  return endpointGroup({
    handlers: {
      advertContact: {
        route: { onRequest: limitReveals },
        handle: ({ category, params, user, request }) =>
          contact.reveal(category, params.id, {
            user,
            address: request.ip,
            userAgent: request.headers['user-agent'],
          }),
      },
    },
  });
}
