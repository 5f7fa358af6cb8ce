import { dehydrate, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { hydrateQueries } from './page-state';
import { createQueryClient } from './query-client';

/** The query state a server's renderer hands over, its one answer fetched at `at` on the server's clock. */
function pageStateFetched(at: number) {
  const server = new QueryClient();
  server.setQueryData(['phones', 'first page'], { adverts: [{ id: 1 }] }, { updatedAt: at });
  return dehydrate(server);
}

describe('a server-rendered page’s answers in the browser', () => {
  it('are fresh from when the page arrived, however long the server kept the page', () => {
    const arrived = Date.now();
    const browser = createQueryClient();
    // Rendered 29 s ago and served from the page cache: 1 s from stale on the server's clock.
    hydrateQueries(browser, pageStateFetched(arrived - 29_000), arrived);
    const query = browser.getQueryCache().find({ queryKey: ['phones', 'first page'] });
    expect(query?.state.data).toEqual({ adverts: [{ id: 1 }] });
    expect(query?.state.dataUpdatedAt).toBe(arrived);
    expect(query?.isStaleByTime(25_000)).toBe(false);
  });

  it('are fresh on a device whose clock runs ahead of the server’s', () => {
    const browser = createQueryClient();
    hydrateQueries(browser, pageStateFetched(Date.now() - 120_000));
    expect(
      browser
        .getQueryCache()
        .find({ queryKey: ['phones', 'first page'] })
        ?.isStaleByTime(30_000),
    ).toBe(false);
  });
});
