import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { phoneListItem } from '../../testing/fixtures';
import { renderRoutes } from '../../testing/render';
import { callsTo, stubApi, urlsOf } from '../../testing/stub-api';
import { SearchPage } from './SearchPage';

const accessory = (id: number, name: string) => ({
  category: 'accessory' as const,
  id,
  name,
  type: 'CASE' as const,
  imageUrls: [`/uploads/a${id}-thumb.webp`],
  price: 15,
  condition: 'new' as const,
  district: { name: 'Baku' },
  dateCreated: '2026-01-10T10:00:00Z',
  sellerOptions: [],
});

const routes = [
  { path: '/search', element: <SearchPage /> },
  { path: '/', element: <p>phones listing</p> },
  { path: '/accessories', element: <p>accessories listing</p> },
];

const api = {
  'GET /search/suggestions': ({ url }: { url: URL }) => ({
    suggestions: url.searchParams.get('q')?.startsWith('gal')
      ? [
          { kind: 'model', category: 'phone', label: 'Samsung Galaxy S24', adverts: 31, brandId: 2, modelId: 20001 },
          { kind: 'model', category: 'phone', label: 'Samsung Galaxy A15', adverts: 52, brandId: 2, modelId: 20003 },
        ]
      : [],
  }),
  'GET /search/counts': ({ url }: { url: URL }) => ({
    counts:
      url.searchParams.get('searchQuery') === 'chexol'
        ? { phone: 2, tablet: 0, sim: 0, accessory: 1001 }
        : { phone: 0, tablet: 0, sim: 0, accessory: 0 },
  }),
  'GET /phone': () => ({ phones: [phoneListItem(1), phoneListItem(2)], nextCursor: null }),
  'GET /accessory': () => ({ accessories: [accessory(7, 'Silicone case for iPhone 15')], nextCursor: 'next' }),
};

describe('search screen', () => {
  it('suggests models while typing, and arrows and Enter open the model listing', async () => {
    const user = userEvent.setup();
    stubApi(api);
    const { router } = await renderRoutes(routes, '/search', 'en');
    const box = screen.getByRole('combobox', { name: 'Search' });
    expect(box).toHaveFocus();
    await user.keyboard('gal');
    const list = await screen.findByRole('listbox', { name: 'Suggestions' });
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Samsung Galaxy S24Phones · 31 adverts', 'Samsung Galaxy A15Phones · 52 adverts']);
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.location.search).toBe('?brandIds=2&modelIds=20003');
  });

  it('asks for the suggestions again in a language switched to, as the server labels them in it', async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi(api);
    await renderRoutes(routes, '/search', 'en');
    await user.keyboard('gal');
    await screen.findByRole('listbox', { name: 'Suggestions' });
    await act(() => i18n.changeLanguage('ru'));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'GET /search/suggestions').map((c) => c.headers['accept-language'])).toEqual([
        'en',
        'ru',
      ]),
    );
  });

  it('groups what the words find by category, the most first, with counts and the way to all of them', async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi(api);
    const { router } = await renderRoutes(routes, '/search', 'en');
    await user.keyboard('chexol{Enter}');
    expect(router.state.location.search).toBe('?q=chexol');
    const groups = await screen.findAllByRole('heading', { level: 2 });
    expect(groups.map((g) => g.textContent)).toEqual(['Accessories 1000+', 'Phones 2']);
    expect(await screen.findByRole('heading', { name: 'Silicone case for iPhone 15' })).toBeInTheDocument();
    expect(urlsOf(fetchMock, 'GET /accessory')[0]?.searchParams.get('limit')).toBe('4');
    await user.click(screen.getByRole('link', { name: 'See all 1000+' }));
    expect(router.state.location.pathname).toBe('/accessories');
    expect(router.state.location.search).toBe('?searchQuery=chexol');
  });

  it('opens the listing at once when one category alone has the words', async () => {
    stubApi({ ...api, 'GET /search/counts': () => ({ counts: { phone: 0, tablet: 0, sim: 0, accessory: 3 } }) });
    const { router } = await renderRoutes(routes, '/search?q=qab', 'en');
    expect(await screen.findByText('accessories listing')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?searchQuery=qab');
  });

  it('says so when no category has the words', async () => {
    stubApi(api);
    await renderRoutes(routes, '/search?q=zzqx', 'en');
    expect(await screen.findByText('Nothing matches “zzqx”. Try fewer or other words.')).toBeInTheDocument();
  });

  it('searches for the words around a pasted tab or control character, which the server would refuse', async () => {
    const fetchMock = stubApi(api);
    await renderRoutes(routes, '/search?q=iphone%0913%00pro', 'en');
    await waitFor(() =>
      expect(urlsOf(fetchMock, 'GET /search/counts').at(-1)?.searchParams.get('searchQuery')).toBe('iphone 13 pro'),
    );
  });
});
