import type { EndpointRoute } from '../endpoint-route.js';

/** Development only: exists with the console SMS driver outside production. */
export const smsOutbox = {
  method: 'GET',
  path: '/dev/sms-outbox',
  access: 'anyone',
  developmentOnly: true,
} as const satisfies EndpointRoute;
