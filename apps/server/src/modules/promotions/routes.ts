import { endpointGroup } from '../../lib/endpoint-handlers.js';
import type { PromotionsService } from './service.js';

/** Paid placement (issue 38): the seller's requests, the administrator's tab and decisions. */
export function promotionEndpoints(promotions: PromotionsService) {
  return endpointGroup({
    handlers: {
      advertPromotions: ({ params, user }) => promotions.ofAdvert(params.id, user),
      requestPromotion: ({ params, body, user }) => promotions.request(params.id, user, body.kind),
      promotionQueue: ({ query, lang, user }) => promotions.queue(query, lang, user),
      grantPromotion: ({ params, body, user }) => promotions.grant(params.id, user, body),
      refusePromotion: ({ params, user }) => promotions.refuse(params.id, user),
    },
  });
}
