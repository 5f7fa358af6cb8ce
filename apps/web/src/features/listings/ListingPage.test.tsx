import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { phoneListItem } from '../../testing/fixtures';
import { renderRoutes } from '../../testing/render';
import { setViewportWidth } from '../../testing/setup';
import { json, stubApi, urlsOf } from '../../testing/stub-api';
import { ListingPage } from './ListingPage';

const phone = phoneListItem;

const lookups = {
  'GET /brand/phone': () => [
    { id: 1, name: 'Apple', logoUrl: '/media/brands/apple.svg' },
    { id: 2, name: 'Samsung', logoUrl: '/media/brands/samsung.svg' },
  ],
  'GET /model/1': () => [{ id: 10001, name: 'iPhone 15' }],
  'GET /district': () => [{ id: 7, name: 'Baku' }],
  'GET /sort': () => [
    { id: 1, name: 'Newest first', type: 'DATE_DESC' },
    { id: 3, name: 'Cheapest first', type: 'PRICE_ASC' },
  ],
  'GET /phone/today': () => ({ phones: [], nextCursor: null, totalCount: 42 }),
};

describe('phone listing on a desktop', () => {
  beforeEach(() => setViewportWidth(1280));

  it('shows the cards, and the next page when the person asks for it', async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi({
      ...lookups,
      'GET /phone': ({ url }) =>
        url.searchParams.get('page') === 'c2'
          ? { phones: [phone(3, 300)], nextCursor: null }
          : { phones: [phone(1, 1250), phone(2, 200)], nextCursor: 'c2' },
    });
    await renderRoutes([{ path: '/', element: <ListingPage category="phone" /> }], '/', 'en');
    // A role query over the whole grid takes jsdom up to half a second; the first one of a busy run more.
    expect(await screen.findByRole('heading', { name: 'Apple iPhone 1' }, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByText('1 250 AZN')).toBeInTheDocument();
    expect(await screen.findByText(/42 adverts/)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Show more' }));
    expect(await screen.findByRole('heading', { name: 'Apple iPhone 3' })).toBeInTheDocument();
    const pageRequests = urlsOf(fetchMock, 'GET /phone');
    expect(pageRequests.map((u) => u.searchParams.get('page'))).toEqual([null, 'c2']);
    expect(pageRequests[0]?.searchParams.get('limit')).toBe('10');
  });

  it('stops at a failed next page and shows the status with a retry, instead of asking again and again', async () => {
    const user = userEvent.setup();
    let failures = 0;
    stubApi({
      ...lookups,
      'GET /phone': ({ url }) => {
        if (url.searchParams.get('page') !== 'c2') return { phones: [phone(1, 100)], nextCursor: 'c2' };
        failures += 1;
        return failures === 1 ? json({}, 502) : { phones: [phone(2, 200)], nextCursor: null };
      },
    });
    await renderRoutes([{ path: '/', element: <ListingPage category="phone" /> }], '/', 'en');
    await screen.findByRole('heading', { name: 'Apple iPhone 1' });
    await user.click(screen.getByRole('link', { name: 'Show more' }));
    expect(await screen.findByText('Failed to fetch data: 502')).toBeInTheDocument();
    expect(failures).toBe(1);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Apple iPhone 2' })).toBeInTheDocument();
  });

  it('keeps one dropdown open at a time and asks for a brand before models', async () => {
    const user = userEvent.setup();
    stubApi({ ...lookups, 'GET /phone': () => ({ phones: [], nextCursor: null }) });
    await renderRoutes([{ path: '/', element: <ListingPage category="phone" /> }], '/', 'en');
    // The toolbar's dropdowns come in a chunk of their own after the cards.
    await user.click(await screen.findByRole('button', { name: 'Model' }, { timeout: 3000 }));
    expect(await screen.findByText('Select a brand name first.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'City' }));
    expect(screen.queryByText('Select a brand name first.')).not.toBeInTheDocument();
    expect(await screen.findByRole('option', { name: 'Baku' })).toBeInTheDocument();
    expect(screen.getAllByRole('listbox')).toHaveLength(1);
  });

  it('reloads from the start when a brand is chosen and clears everything with clear filters', async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi({ ...lookups, 'GET /phone': () => ({ phones: [phone(1, 100)], nextCursor: null }) });
    const { router } = await renderRoutes([{ path: '/', element: <ListingPage category="phone" /> }], '/', 'en');
    await screen.findByRole('heading', { name: 'Apple iPhone 1' });
    await user.click(await screen.findByRole('button', { name: 'Brand' }, { timeout: 3000 }));
    await user.click(await screen.findByRole('option', { name: 'Samsung' }));
    await waitFor(() => expect(urlsOf(fetchMock, 'GET /phone').at(-1)?.searchParams.get('brandIds')).toBe('2'));
    expect(router.state.location.search).toBe('?brandIds=2');
    await user.click(screen.getByRole('button', { name: 'Sort: Newest first' }));
    await user.click(await screen.findByRole('option', { name: 'Cheapest first' }));
    await waitFor(() =>
      expect(urlsOf(fetchMock, 'GET /phone').at(-1)?.searchParams.get('sortByType')).toBe('PRICE_ASC'),
    );
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    const last = urlsOf(fetchMock, 'GET /phone').at(-1);
    expect(last?.searchParams.get('brandIds')).toBeNull();
    expect(last?.searchParams.get('sortByType')).toBe('DATE_DESC');
  });

  it('shows the status in the primary colour when the list cannot be fetched, and an empty state', async () => {
    stubApi({
      ...lookups,
      'GET /phone': ({ url }) =>
        url.searchParams.get('districtId') ? { phones: [], nextCursor: null } : json({}, 503),
    });
    await renderRoutes([{ path: '/', element: <ListingPage category="phone" /> }], '/', 'en');
    expect(await screen.findByText('Failed to fetch data: 503')).toBeInTheDocument();
    await renderRoutes([{ path: '/', element: <ListingPage category="phone" /> }], '/?districtId=7', 'en');
    expect(await screen.findByText('Nothing here yet.')).toBeInTheDocument();
  });
});

describe('phone listing on a phone', () => {
  it('offers the shortcut tiles, the brand row and the full-screen filters instead of dropdowns', async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi({ ...lookups, 'GET /phone': () => ({ phones: [phone(1, 100)], nextCursor: null }) });
    await renderRoutes([{ path: '/', element: <ListingPage category="phone" /> }], '/', 'en');
    const tiles = screen.getByRole('navigation', { name: 'Shortcuts' });
    expect(within(tiles).getAllByRole('link')).toHaveLength(6);
    expect(tiles.closest('.phone-only')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Filters' })).toHaveAttribute('href', '/filters');
    expect(screen.getByRole('link', { name: 'Filters' })).toHaveClass('phone-only');
    // The desktop's dropdowns are drawn too, for CSS to show from 1024 px.
    expect(
      (await screen.findByRole('button', { name: 'Brand' }, { timeout: 3000 })).closest('.desktop-only'),
    ).not.toBeNull();
    await user.click(await screen.findByRole('button', { name: 'Samsung' }));
    await waitFor(() => expect(urlsOf(fetchMock, 'GET /phone').at(-1)?.searchParams.get('brandIds')).toBe('2'));
    expect(screen.getByRole('button', { name: 'Samsung' })).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('a searched list', () => {
  beforeEach(() => setViewportWidth(1280));

  /** Pages of two phones without a count (a searched first page has none), five pages in all. */
  const searchedPages = () => ({
    ...lookups,
    'GET /phone': ({ url }: { url: URL }) => {
      const page = Number(url.searchParams.get('page')?.slice(1) ?? 1);
      return { phones: [phone(page * 2 - 1), phone(page * 2)], nextCursor: page < 5 ? `c${page + 1}` : null };
    },
    'GET /search/counts': () => ({ counts: { phone: 10, tablet: 2, sim: 0, accessory: 1 } }),
  });

  async function threePagesAt(address: string) {
    const user = userEvent.setup();
    await renderRoutes([{ path: '/', element: <ListingPage category="phone" /> }], address, 'en');
    await screen.findByRole('heading', { name: 'Apple iPhone 2' }, { timeout: 3000 });
    await user.click(screen.getByRole('button', { name: /^Show more/ }));
    await screen.findByRole('heading', { name: 'Apple iPhone 4' });
    await user.click(screen.getByRole('button', { name: /^Show more/ }));
    await screen.findByRole('heading', { name: 'Apple iPhone 6' });
  }

  it('says how many remain from the search’s own counts', async () => {
    stubApi(searchedPages());
    await threePagesAt('/?searchQuery=iphone');
    expect(await screen.findByRole('button', { name: 'Show more · 4 left' })).toBeInTheDocument();
  });

  it('names no number once a filter narrows the search further than its counts know', async () => {
    stubApi(searchedPages());
    await threePagesAt('/?searchQuery=iphone&brandIds=1');
    expect(await screen.findByRole('button', { name: 'Show more' })).toBeInTheDocument();
  });
});
