import { endpointGroup } from '../../lib/endpoint-handlers.js';
import type { AdvertBatchService } from './batch-service.js';

/** GET /adverts/batch?ids=1,2,3: the liked page refreshes its stored cards in one call. */
export function advertBatchEndpoints(batch: AdvertBatchService) {
  return endpointGroup({
    handlers: { advertBatch: ({ query, lang }) => batch.cards(query.ids, lang) },
  });
}
