import { QueryClient } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { STORAGE_KEYS } from '@zeng/contract/constants';
import { FIRST_SCREEN_ELEMENT_ID, type FirstScreenData } from '@zeng/contract/first-screen';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../app/query-client';
import { ListingPage } from '../features/listings/ListingPage';
import { phoneDetail, phoneListItem } from '../testing/fixtures';
import { renderRoutes } from '../testing/render';
import { stubIntersectionObserver } from '../testing/sentinel';
import { setViewportWidth } from '../testing/setup';
import { stubApi, urlsOf } from '../testing/stub-api';
import { advertDetailQuery, advertListQuery } from './adverts-query';
import { seedFirstScreen } from './first-screen';

/** What the server embeds in Home's HTML (apps/server/src/modules/first-screen), in `language`. */
const homeData = (language: string): FirstScreenData =>
  ({
    screen: 'listing',
    language,
    category: 'phone',
    list: { phones: [phoneListItem(1, 1250), phoneListItem(2, 200)], nextCursor: 'c2' },
    today: { phones: [phoneListItem(1, 1250)], nextCursor: null, totalCount: 42 },
    brands: [{ id: 1, name: 'Apple', logoUrl: '/media/brands/apple.svg' }],
    sort: [{ id: 1, name: 'Ən yenilər', type: 'DATE_DESC' }],
    districts: [{ id: 7, name: 'Bakı' }],
  }) as FirstScreenData;

/** The data block as the server writes it into the page. */
function embed(data: FirstScreenData) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = FIRST_SCREEN_ELEMENT_ID;
  script.textContent = JSON.stringify(data).replace(/</g, '\\u003c');
  document.body.append(script);
}

/** The app's own API answers, for when it has to ask. */
const api = {
  'GET /phone': () => ({ phones: [phoneListItem(7, 700)], nextCursor: null }),
  'GET /phone/today': () => ({ phones: [], nextCursor: null, totalCount: 3 }),
  'GET /brand/phone': () => [{ id: 1, name: 'Apple', logoUrl: '/media/brands/apple.svg' }],
  'GET /sort': () => [{ id: 1, name: 'Ən yenilər', type: 'DATE_DESC' }],
  'GET /district': () => [{ id: 7, name: 'Bakı' }],
};

async function openHome(path = '/', language = 'az') {
  const queryClient = createQueryClient();
  seedFirstScreen(queryClient, language, new URL(path, 'http://localhost').search);
  await renderRoutes([{ path: '/', element: <ListingPage category="phone" /> }], path, language, { queryClient });
  return queryClient;
}

/** The cache's freshness (query-client.ts). */
const STALE_MS = 30_000;

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

beforeEach(stubIntersectionObserver);
afterEach(() => document.getElementById(FIRST_SCREEN_ELEMENT_ID)?.remove());

describe('the first screen from the answers embedded in the page', () => {
  it.each([390, 1280])('draws the cards in its first render and asks for nothing at %i px', async (width) => {
    setViewportWidth(width);
    embed(homeData('az'));
    const fetchMock = stubApi(api);
    await openHome();
    // No waiting: the cards are there in the first render.
    expect(screen.getByRole('heading', { name: 'Apple iPhone 1' })).toBeInTheDocument();
    expect(screen.getByText('1 250 AZN')).toBeInTheDocument();
    if (width === 1280) expect(screen.getByText(/42/)).toBeInTheDocument();
    await settle();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('keeps the embedded answers fresh for the usual time only, then they go stale like any answer', async () => {
    embed(homeData('az'));
    stubApi(api);
    const queryClient = await openHome();
    const query = queryClient
      .getQueryCache()
      .find({ queryKey: advertListQuery('phone', { sortByType: 'DATE_DESC' }).queryKey });
    expect(query?.state.status).toBe('success');
    expect(query?.isStaleByTime(STALE_MS)).toBe(false);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + STALE_MS + 1000);
      expect(query?.isStaleByTime(STALE_MS)).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('asks for the first page when the page came without data', async () => {
    const fetchMock = stubApi(api);
    await openHome();
    expect(await screen.findByRole('heading', { name: 'Apple iPhone 7' })).toBeInTheDocument();
    expect(urlsOf(fetchMock, 'GET /phone')).toHaveLength(1);
  });

  it('asks for its own answers when the embedded ones are in another language', async () => {
    embed(homeData('ru'));
    const fetchMock = stubApi(api);
    await openHome('/', 'az');
    expect(await screen.findByRole('heading', { name: 'Apple iPhone 7' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Apple iPhone 1' })).not.toBeInTheDocument();
    expect(urlsOf(fetchMock, 'GET /phone')).toHaveLength(1);
    expect(urlsOf(fetchMock, 'GET /sort')).toHaveLength(1);
  });

  it('asks for the filtered list when the address names a filter', async () => {
    embed(homeData('az'));
    const fetchMock = stubApi(api);
    await openHome('/?brandIds=1');
    expect(await screen.findByRole('heading', { name: 'Apple iPhone 7' })).toBeInTheDocument();
    expect(urlsOf(fetchMock, 'GET /phone')[0]?.searchParams.get('brandIds')).toBe('1');
  });

  it("gives an advert's page its advert for a visitor only: a signed-in person asks for their own view", () => {
    embed({ screen: 'advert', language: 'az', category: 'phone', id: 42, detail: phoneDetail });
    const key = advertDetailQuery('phone', 42).queryKey;
    const visitor = new QueryClient();
    seedFirstScreen(visitor, 'az', '');
    expect(visitor.getQueryData(key)).toEqual(phoneDetail);

    localStorage.setItem(STORAGE_KEYS.accessToken, 'a-token');
    const signedIn = new QueryClient();
    seedFirstScreen(signedIn, 'az', '');
    expect(signedIn.getQueryData(key)).toBeUndefined();
  });

  it('ignores a block it cannot read', async () => {
    const script = Object.assign(document.createElement('script'), { type: 'application/json', textContent: '{' });
    script.id = FIRST_SCREEN_ELEMENT_ID;
    document.body.append(script);
    const queryClient = new QueryClient();
    expect(() => seedFirstScreen(queryClient, 'az', '')).not.toThrow();
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });
});
