import { setTimeout as sleep } from 'node:timers/promises';
import { isRecord } from '@zeng/contract/typed';
import type { FastifyBaseLogger } from 'fastify';
import type { RateLimitStore } from '../../infra/rate-limit/store.js';
import { throttledWarning } from '../../infra/throttled-warning.js';
import { addressKey } from '../../lib/address-key.js';
import { tooManyRequests } from '../../lib/errors.js';

/**
 * The reads no cache answers, counted per client address (docs/decisions/0014-read-limits.md):
 * - `search`: a list searched or paged past its first page (the API's and a page's with a query string);
 * - `advert`: an advert opened (the API's advert call and the advert's page);
 * - `render`: a page rendered for this client because no cache had it (issue 34);
 * - `sitemap`: a sitemap built for this client because none was kept, or unzipped for a client that
 *   takes no gzip (docs/decisions/0024-sitemaps-kept.md);
 * - `reveal`: a seller's number revealed (docs/decisions/0032), counted by the hour: the scraper's path.
 */
export type UncachedRead = 'search' | 'advert' | 'render' | 'sitemap' | 'reveal';

export interface ReadLimitsOptions {
  /** Per address (an IPv6 /64) and minute. */
  searchesPerMinute: number;
  advertReadsPerMinute: number;
  pageRendersPerMinute: number;
  sitemapBuildsPerMinute: number;
  /** Per address and hour: a person compares a few sellers, a scraper collects every number. */
  revealsPerHour: number;
}

const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;

/**
 * Refusals answered at once; past them, a client that keeps asking without waiting for Retry-After
 * gets each further one after this pause. A refusal costs little, but thousands a second from one
 * flooding client still filled every turn of the event loop (another client's /healthz waited tens of
 * milliseconds per turn); paused, its connections ask once a second each.
 */
const PROMPT_REFUSALS = 10;
const SLOW_REFUSAL_MS = 1000;

const SENTENCES: Record<UncachedRead, string> = {
  search: 'Too many searches and pages were asked for from your network.',
  advert: 'Too many adverts were opened from your network.',
  render: 'Too many pages were asked for from your network.',
  sitemap: 'Too many sitemaps were asked for from your network.',
  reveal: "Too many sellers' numbers were asked for from your network.",
};

/**
 * One client's share of what the database can read: past the minute's allowance, 429 RATE_LIMITED
 * with Retry-After and `params.retryAfterSeconds`, as the sign-in limits answer. Counted in the
 * rate-limit store (Redis with several instances). When the store cannot count, reads are let
 * through: refusing every visitor would be worse than an unbounded one.
 */
export class ReadLimits {
  readonly #warn: ReturnType<typeof throttledWarning>;

  constructor(
    private readonly store: RateLimitStore,
    private readonly options: ReadLimitsOptions,
    log: Pick<FastifyBaseLogger, 'warn'>,
  ) {
    this.#warn = throttledWarning(log);
  }

  /** Counts one read of `kind` from `address`; throws the 429 once the address is past its allowance. */
  async charge(kind: UncachedRead, address: string): Promise<void> {
    const max = {
      search: this.options.searchesPerMinute,
      advert: this.options.advertReadsPerMinute,
      render: this.options.pageRendersPerMinute,
      sitemap: this.options.sitemapBuildsPerMinute,
      reveal: this.options.revealsPerHour,
    }[kind];
    let hit: Awaited<ReturnType<RateLimitStore['hit']>>;
    try {
      hit = await this.store.hit(`reads:${kind}:${addressKey(address)}`, kind === 'reveal' ? HOUR_MS : MINUTE_MS);
    } catch (err) {
      this.#warn(err, 'rate-limit store failed: uncached reads are not limited meanwhile');
      return;
    }
    if (hit.count <= max) return;
    const pause = hit.count > max + PROMPT_REFUSALS ? Math.min(SLOW_REFUSAL_MS, hit.resetInMs) : 0;
    if (pause > 0) await sleep(pause);
    const seconds = Math.max(1, Math.ceil((hit.resetInMs - pause) / 1000));
    throw tooManyRequests(`${SENTENCES[kind]} Try again in ${seconds} seconds.`, seconds);
  }
}

/**
 * Whether a list's query is one no cache answers: searched, or a later page (`page` is the previous
 * answer's cursor). Read from the query as sent, before it is checked, so refused queries count too.
 */
export function isUncachedList(query: unknown): boolean {
  if (!isRecord(query)) return false;
  const { searchQuery, page } = query;
  const searched = typeof searchQuery === 'string' ? searchQuery.trim() !== '' : searchQuery !== undefined;
  return searched || (page !== undefined && page !== '');
}
