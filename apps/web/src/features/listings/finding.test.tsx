import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { phoneListItem } from '../../testing/fixtures';
import { renderRoutes } from '../../testing/render';
import { setViewportWidth } from '../../testing/setup';
import { stubApi, urlsOf } from '../../testing/stub-api';
import { ListingPage } from './ListingPage';

const api = {
  'GET /brand/phone': () => [{ id: 2, name: 'Samsung', logoUrl: '/media/brands/samsung.svg' }],
  'GET /district': () => [{ id: 7, name: 'Baku' }],
  'GET /sort': () => [{ id: 1, name: 'Newest first', type: 'DATE_DESC' }],
  'GET /component/storage': () => [{ id: 5, type: 'STORAGE', capacity: '128GB' }],
  'GET /component/ram': () => [{ id: 26, type: 'RAM', capacity: '8GB' }],
  'GET /phone/today': () => ({ phones: [], nextCursor: null, totalCount: 3 }),
  'GET /phone': () => ({ phones: [phoneListItem(1)], nextCursor: null }),
  'GET /accessory': () => ({ accessories: [], nextCursor: null }),
  'GET /search/counts': () => ({ counts: { phone: 1, tablet: 0, sim: 0, accessory: 0 } }),
};

const routes = [
  { path: '/', element: <ListingPage category="phone" /> },
  { path: '/accessories', element: <ListingPage category="accessory" /> },
];

describe('finding on a listing', () => {
  beforeEach(() => setViewportWidth(1280));

  it('offers every filter a phone has behind More filters on a desktop, each with Any', async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi(api);
    const { router } = await renderRoutes(routes, '/', 'en');
    // The toolbar and its More filters come in chunks of their own: a busy run takes a while.
    await user.click(await screen.findByRole('button', { name: 'More filters' }, { timeout: 3000 }));
    for (const name of ['Color', 'Storage', 'Memory', 'SIM card', 'Usage']) {
      expect(await screen.findByRole('button', { name }, { timeout: 3000 })).toBeInTheDocument();
    }
    await user.click(screen.getByRole('button', { name: 'Storage' }));
    await user.click(await screen.findByRole('option', { name: '128GB' }));
    expect(router.state.location.search).toBe('?storageId=5');
    // The choice closes the dropdown's step of the history before the address changes (lib/history-layer.ts).
    await waitFor(() => expect(screen.getByRole('button', { name: /More filters/ })).toHaveTextContent('1'));
    await user.click(screen.getByRole('button', { name: 'Storage: 128GB' }));
    await user.click(screen.getByRole('option', { name: 'Any' }));
    expect(router.state.location.search).toBe('');
    await waitFor(() => expect(urlsOf(fetchMock, 'GET /phone').at(-1)?.searchParams.get('storageId')).toBeNull());
  });

  it("folds the home page's shortcut tiles away while filters are chosen", async () => {
    stubApi(api);
    const { router } = await renderRoutes(routes, '/', 'en');
    expect(await screen.findByRole('navigation', { name: 'Shortcuts' })).toBeInTheDocument();
    await router.navigate('/?districtId=7');
    expect(await screen.findByRole('button', { name: 'City: Baku' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Shortcuts' })).not.toBeInTheDocument();
  });

  it('carries the words of a search to every category, with counts, and says where they are found', async () => {
    stubApi(api);
    await renderRoutes(routes, '/accessories?searchQuery=chexol', 'en');
    const switcher = await screen.findByRole('navigation', { name: 'Category' });
    expect(await within(switcher).findByRole('link', { name: 'Phones 1' })).toHaveAttribute(
      'href',
      '/?searchQuery=chexol',
    );
    expect(within(switcher).getByRole('link', { name: 'Accessories 0' })).toHaveAttribute('aria-current', 'page');
    expect(
      await screen.findByText('Nothing here matches “chexol”, but other categories have it: Phones (1).'),
    ).toBeInTheDocument();
  });
});
