import type { Config } from '../../config.js';
import { endpointGroup } from '../../lib/endpoint-handlers.js';

/** Contact lines shown in the footer and on About Us: configuration, not code. */
export function siteEndpoints(config: Config) {
  return endpointGroup({
    handlers: {
      siteInfo: async ({ reply }) => {
        reply.header('cache-control', 'public, max-age=300');
        return { contactPhone: config.CONTACT_PHONE, mapUrl: config.CONTACT_MAP_URL, taxId: config.CONTACT_TAX_ID };
      },
    },
  });
}
