import type { EndpointRoute } from '../endpoint-route.js';

/** Paid placement (issue 38): a seller's requests for their advert, and what became of them. */
export const advertPromotions = {
  method: 'GET',
  path: '/auth/adverts/:id/promotions',
  access: 'user',
} as const satisfies EndpointRoute;
export const requestPromotion = {
  method: 'POST',
  path: '/auth/adverts/:id/promotions',
  access: 'user',
} as const satisfies EndpointRoute;

/** The administrator's tab: open requests, oldest first; each granted with a period, or refused. */
export const promotionQueue = {
  method: 'GET',
  path: '/moderation/promotions',
  access: 'moderator',
} as const satisfies EndpointRoute;
export const grantPromotion = {
  method: 'PUT',
  path: '/moderation/promotions/:id/grant',
  access: 'moderator',
} as const satisfies EndpointRoute;
export const refusePromotion = {
  method: 'PUT',
  path: '/moderation/promotions/:id/refuse',
  access: 'moderator',
} as const satisfies EndpointRoute;
