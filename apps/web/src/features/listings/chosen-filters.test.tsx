import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { phoneListItem } from '../../testing/fixtures';
import { renderRoutes } from '../../testing/render';
import { setViewportWidth } from '../../testing/setup';
import { stubApi, urlsOf } from '../../testing/stub-api';
import { ListingPage } from './ListingPage';

// The chips are a lazy chunk: compiled once up front, so the first test does not wait for the compiler.
beforeAll(() => import('./FilterChips'));

const api = {
  'GET /brand/phone': () => [
    { id: 1, name: 'Apple', logoUrl: '/media/brands/apple.svg' },
    { id: 2, name: 'Samsung', logoUrl: '/media/brands/samsung.svg' },
  ],
  'GET /brand/tablet': () => [{ id: 22, name: 'Lenovo', logoUrl: '/media/brands/lenovo.svg' }],
  'GET /model/2': () => [{ id: 20001, name: 'Galaxy S24' }],
  'GET /district': () => [{ id: 7, name: 'Baku' }],
  'GET /component/storage': () => [{ id: 5, type: 'STORAGE', capacity: '128GB' }],
  'GET /sort': () => [
    { id: 1, name: 'Newest first', type: 'DATE_DESC' },
    { id: 3, name: 'Cheapest first', type: 'PRICE_ASC' },
  ],
  'GET /phone': () => ({ phones: [phoneListItem(1)], nextCursor: null }),
  'GET /tablet': () => ({ tablets: [], nextCursor: null }),
  'GET /phone/today': () => ({ phones: [], nextCursor: null, totalCount: 0 }),
};

const routes = [
  { path: '/', element: <ListingPage category="phone" /> },
  { path: '/tablets', element: <ListingPage category="tablet" /> },
];

/**
 * The chips of one layout: a listing draws the phone's and the desktop's rows, and CSS shows one
 * (jsdom applies no media query, so a test names the layout it reads).
 */
let layout: 'phone-only' | 'desktop-only' = 'phone-only';
async function chosenList(): Promise<HTMLElement> {
  const lists = await screen.findAllByRole('list', { name: 'Chosen filters' }, { timeout: 3000 });
  const list = lists.find((element) => element.closest(`.${layout}`));
  if (!list) throw new Error(`no chosen filters in the ${layout} layout`);
  return list;
}

/** A chip by its accessible name; the chips load on their own once a filter is chosen. */
const chip = async (name: string) => within(await chosenList()).findByRole('button', { name });
const noChip = async (name: string) => expect(within(await chosenList()).queryByRole('button', { name })).toBeNull();

// Each test waits for the chips' own chunk and several reference lists: more than the default 5 s on a busy machine.
describe('filters chosen on the filter screen, seen on a phone', { timeout: 15_000 }, () => {
  beforeEach(() => {
    layout = 'phone-only';
  });

  it('shows each as a chip named in the language, counts them on the Filters button, and removes one', async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi(api);
    const { router } = await renderRoutes(
      routes,
      '/?districtId=7&brandIds=2&modelIds=20001&color=Black&storageId=5',
      'en',
    );

    for (const name of ['Baku', 'Samsung', 'Galaxy S24', 'Black', '128GB']) {
      expect((await chip(`Clear ${name}`)).textContent).toBe(name);
    }
    expect(screen.getByRole('link', { name: 'Filters, 5 chosen' })).toHaveTextContent('5');

    await user.click(await chip('Clear Black'));
    expect(router.state.location.search).toBe('?districtId=7&brandIds=2&modelIds=20001&storageId=5');
    await waitFor(() => expect(urlsOf(fetchMock, 'GET /phone').at(-1)?.searchParams.get('color')).toBeNull());
    expect(screen.getByRole('link', { name: 'Filters, 4 chosen' })).toBeInTheDocument();

    // A brand taken away takes its model with it.
    await user.click(await chip('Clear Samsung'));
    expect(router.state.location.search).toBe('?districtId=7&storageId=5');
  });

  it('gives every change its own history entry, so Back brings the previous filters back', async () => {
    const user = userEvent.setup();
    stubApi(api);
    const { router } = await renderRoutes(routes, '/?districtId=7', 'en');
    await user.click(await screen.findByRole('button', { name: 'Samsung' }));
    expect(router.state.location.search).toBe('?districtId=7&brandIds=2');
    await user.click(await chip('Clear Baku'));
    expect(router.state.location.search).toBe('?brandIds=2');

    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('?districtId=7&brandIds=2');
    expect(await chip('Clear Baku')).toBeInTheDocument();
    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('?districtId=7');
    await noChip('Clear Samsung');
  });

  it('opens the tablets filter screen from the tablets listing, as phones open theirs', async () => {
    stubApi(api);
    await renderRoutes(routes, '/tablets?brandIds=22', 'en');
    expect(screen.getByRole('link', { name: 'Filters, 1 chosen' })).toHaveAttribute(
      'href',
      '/tabletsfilters?brandIds=22',
    );
    expect(await screen.findByRole('button', { name: 'Lenovo' })).toHaveAttribute('aria-pressed', 'true');
    await renderRoutes(routes, '/', 'en');
    expect(screen.getAllByRole('link', { name: 'Filters' }).at(-1)).toHaveAttribute('href', '/filters');
  });
});

describe('on a desktop', () => {
  beforeEach(() => {
    setViewportWidth(1280);
    layout = 'desktop-only';
  });

  it('sorts newest first unless told otherwise, and says so', async () => {
    stubApi(api);
    await renderRoutes(routes, '/', 'en');
    expect(await screen.findByRole('button', { name: 'Sort: Newest first' })).toBeInTheDocument();
  });

  it("names a tablet's colour in a chip, and its × clears it", async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi(api);
    const { router } = await renderRoutes(routes, '/tablets?brandIds=22&color=Silver', 'en');
    await user.click(await chip('Clear Silver'));
    expect(router.state.location.search).toBe('?brandIds=22');
    await waitFor(() => expect(urlsOf(fetchMock, 'GET /tablet').at(-1)?.searchParams.get('color')).toBeNull());
    // The brand has a dropdown of its own on a desktop: no chip is left in this layout.
    expect(screen.queryByRole('button', { name: 'Clear Silver' })).toBeNull();
  });

  it('names a SIM type in a chip by its own name', async () => {
    stubApi(api);
    await renderRoutes(routes, '/?simType=DUAL%20SIM', 'en');
    expect((await chip('Clear Dual SIM')).textContent).toBe('Dual SIM');
  });

  it('shows chips only for filters that have no dropdown of their own, and Back undoes a dropdown choice', async () => {
    const user = userEvent.setup();
    stubApi(api);
    const { router } = await renderRoutes(routes, '/?storageId=5', 'en');
    expect(await chip('Clear 128GB')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'City' }, { timeout: 3000 }));
    await user.click(await screen.findByRole('option', { name: 'Baku' }));
    expect(router.state.location.search).toBe('?districtId=7&storageId=5');
    await noChip('Clear Baku');
    await act(() => router.navigate(-1));
    expect(screen.getByRole('button', { name: 'City' })).toBeInTheDocument();
  });
});
