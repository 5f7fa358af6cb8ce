import { PRODUCT_CATEGORIES, type ProductCategory } from '@zeng/contract/constants';
import type { DatabaseHandle } from '../../db/client.js';
import type { Subscription } from '../../db/notifications.js';
import type { Clock } from '../../infra/clock.js';
import { FirstPageCache } from './first-page-cache.js';

/** Where migration 0007's trigger announces the categories whose shown adverts a COMMIT changed. */
export const LISTING_CHANGES_CHANNEL = 'zeng_listing_changes';

const isCategory = (text: string): text is ProductCategory => (PRODUCT_CATEGORIES as readonly string[]).includes(text);

/**
 * A first-page cache that forgets a category whenever the database announces a change to it, on this
 * instance or any other, and forgets everything when announcements may have been missed. It is
 * bypassed while nobody listens.
 */
export async function listenedFirstPageCache(
  database: DatabaseHandle,
  clock: Clock,
): Promise<{ cache: FirstPageCache; close(): Promise<void> }> {
  let subscription: Subscription | undefined;
  const cache = new FirstPageCache(clock, { isLive: () => subscription?.live === true });
  subscription = await database.listen(LISTING_CHANGES_CHANNEL, {
    notice: (payload) => cache.forget(isCategory(payload) ? payload : null),
    gap: () => cache.forget(null),
  });
  const listening = subscription;
  return { cache, close: () => listening.close() };
}
