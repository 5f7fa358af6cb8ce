import type { EndpointRoute } from '../endpoint-route.js';

/** Development only: app.ts registers it with the console SMS driver outside production. */
export const smsOutbox = { method: 'GET', path: '/dev/sms-outbox', access: 'anyone' } as const satisfies EndpointRoute;
