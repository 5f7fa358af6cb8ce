import { PRODUCT_CATEGORIES, type ProductCategory } from '@zeng/contract/constants';
import { isOneOf } from '@zeng/contract/typed';
import type { DatabaseHandle } from '../../db/client.js';
import type { Subscription } from '../../db/notifications.js';
import type { Clock } from '../../infra/clock.js';
import { KeptAnswers } from '../../lib/kept-answers.js';
import type { PromotedSet } from './promoted-places.js';
import { PublicAnswers } from './public-answers.js';

/** Where migration 0007's trigger announces the categories whose shown adverts a COMMIT changed. */
export const LISTING_CHANGES_CHANNEL = 'zeng_listing_changes';

const isCategory = (text: string): text is ProductCategory => isOneOf(PRODUCT_CATEGORIES, text);

/** Advert pages kept: each is some 50 KB with its compressed forms, so far fewer than first pages. */
const ADVERT_PAGES_KEPT = 500;
/** A search's count in one category (a few bytes each) is kept at most this long, this many of them. */
const SEARCH_COUNTS_MS = 30_000;
const SEARCH_COUNTS_KEPT = 20_000;
/** The promoted adverts of a list's filters (ADR 0038), each a few cards: as many lists as searches' counts. */
const PROMOTED_SETS_KEPT = 20_000;

/**
 * The caches of what the shown adverts make (ADR 0011): the lists' first pages, the advert pages
 * (an advert and its similar ones), the searches' counts per category (ADR 0018) and the promoted
 * adverts of each list (ADR 0038). Each forgets a category whenever the database announces a change to
 * it, on this instance or any other, and everything when announcements may have been missed; both are
 * bypassed while nobody listens.
 */
export async function listenedPublicAnswers(
  database: DatabaseHandle,
  clock: Clock,
  /** Also told of every change heard (the counts of shown adverts per lookup: catalog/live-counts.ts). */
  onChange: (category: ProductCategory | null) => void = () => {},
): Promise<{
  cache: PublicAnswers;
  advertPages: PublicAnswers;
  searchCounts: PublicAnswers;
  /** The promoted adverts each list finds and their cards, read beside its uncached pages (ADR 0038). */
  promoted: KeptAnswers<PromotedSet>;
  /** Whether changes are heard now (the LISTEN connection is up). */
  isLive(): boolean;
  /** Forgets a category's answers (null: all) on this instance, as a change heard would. */
  forget(category: ProductCategory | null): void;
  close(): Promise<void>;
}> {
  let subscription: Subscription | undefined;
  const isLive = () => subscription?.live === true;
  const cache = new PublicAnswers(clock, { isLive });
  const advertPages = new PublicAnswers(clock, { isLive, maxEntries: ADVERT_PAGES_KEPT });
  const searchCounts = new PublicAnswers(clock, {
    isLive,
    maxEntries: SEARCH_COUNTS_KEPT,
    maxAgeMs: SEARCH_COUNTS_MS,
  });
  const promoted = new KeptAnswers<PromotedSet>(clock, { isLive, maxEntries: PROMOTED_SETS_KEPT });
  const forget = (category: ProductCategory | null) => {
    cache.forget(category);
    promoted.forget(category);
    advertPages.forget(category);
    searchCounts.forget(category);
    onChange(category);
  };
  subscription = await database.listen(LISTING_CHANGES_CHANNEL, {
    notice: (payload) => forget(isCategory(payload) ? payload : null),
    gap: () => forget(null),
  });
  const listening = subscription;
  return { cache, advertPages, searchCounts, promoted, isLive, forget, close: () => listening.close() };
}
