import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Promotion } from '@zeng/contract/promotions';
import { PATHS } from '@zeng/contract/routes';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../app/query-client';
import { i18n } from '../../lib/i18n';
import { resetLikedCache } from '../../lib/liked';
import {
  accessoryDetail,
  OWNER_VIEWER,
  phoneDetail,
  phoneListItem,
  SELLER_PHONE,
  simDetail,
} from '../../testing/fixtures';
import { renderRoutes } from '../../testing/render';
import { callsTo, json, stubApi, urlsOf } from '../../testing/stub-api';
import { findToast, withToasts } from '../../testing/toasts';
import { AdvertDetailPage } from './AdvertDetailPage';

const phone = phoneDetail;
const sim = simDetail;
const accessory = accessoryDetail;

const listPhone = (id: number) => phoneListItem(id);

const emptyLists = {
  'GET /phone': () => ({ phones: [], nextCursor: null }),
  'GET /sim': () => ({ sims: [], nextCursor: null }),
  'GET /accessory': () => ({ accessories: [], nextCursor: null }),
};

/** Where the edit link leads: shows the navigation state it received. */
function AddAdvertProbe() {
  const { state } = useLocation();
  return <pre data-testid="add-advert-state">{JSON.stringify(state)}</pre>;
}

const routes = withToasts([
  { path: PATHS.advertDetail, element: <AdvertDetailPage /> },
  { path: PATHS.home, element: <p>home page</p> },
  { path: PATHS.simCards, element: <p>SIM listing</p> },
  { path: PATHS.addAdvert, element: <AddAdvertProbe /> },
  { path: '*', element: <p>elsewhere</p> },
]);

const open = (path: string, language = 'en') => renderRoutes(routes, path, language);

beforeEach(() => {
  resetLikedCache();
});

/** Navigator features jsdom lacks (share) or user-event replaces (clipboard), restored after each test. */
const navigatorStubs: string[] = [];
function stubNavigator(name: 'share' | 'clipboard', value: unknown) {
  Object.defineProperty(navigator, name, { value, configurable: true, writable: true });
  navigatorStubs.push(name);
}
afterEach(() => {
  for (const name of navigatorStubs.splice(0)) delete (navigator as unknown as Record<string, unknown>)[name];
});

const row = (label: string) => {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.parentElement?.querySelector('dd')?.textContent;
};

describe('advert detail rows', () => {
  it('a phone shows brand, model, colour, RAM and storage, SIM, condition, battery, city and date', async () => {
    stubApi({ 'GET /phone/42': () => phone, ...emptyLists });
    await open('/phone-preview/phone/42');
    expect(await screen.findByRole('heading', { level: 1, name: 'Apple iPhone 13' })).toBeInTheDocument();
    const labels = screen.getAllByRole('term').map((dt) => dt.textContent);
    expect(labels).toEqual([
      'Brand',
      'Model',
      'Color',
      'RAM / Storage',
      'SIM',
      'Condition',
      'Battery health',
      'City',
      'Date',
      // The condition's own section (issue 37).
      'Defects',
      'In the box',
    ]);
    expect(row('Brand')).toBe('Apple');
    expect(row('Model')).toBe('iPhone 13');
    expect(row('Color')).toBe('Rose Gold');
    expect(row('RAM / Storage')).toBe('8/128\u00a0GB');
    expect(row('SIM')).toBe('Dual SIM');
    expect(row('Condition')).toBe('Good');
    expect(row('Battery health')).toBe('91%');
    expect(row('City')).toBe('Baku');
    expect(row('Date')).toBe('10 March 2026, 14:15');
    expect(screen.getByRole('button', { name: 'Apple: all adverts' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'iPhone 13: all adverts' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Baku: all adverts' })).toBeInTheDocument();
    expect(screen.getByText('Aysel Quliyeva')).toBeInTheDocument();
    expect(screen.getByText('Battery 91 %, box and charger included.')).toBeInTheDocument();
    // The number is not on the page until asked for.
    expect(screen.getByRole('button', { name: 'Show number' })).toBeInTheDocument();
    expect(document.body.textContent).not.toContain('50 123 45 67');
  });

  it('translates colour, SIM type and condition in Azerbaijani', async () => {
    stubApi({ 'GET /phone/42': () => phone, ...emptyLists });
    await open('/phone-preview/phone/42', 'az');
    await screen.findByRole('heading', { level: 1, name: 'Apple iPhone 13' });
    expect(row('Rəng')).toBe('Çəhrayı qızılı');
    expect(row('SIM')).toBe('İki SIM');
    expect(row('Vəziyyəti')).toBe('Yaxşı');
    expect(screen.getByText('1 250 AZN')).toBeInTheDocument();
  });

  it('a SIM number shows provider, number, its prefix, city and date, and only the provider picture', async () => {
    stubApi({ 'GET /sim/7': () => sim, ...emptyLists });
    await open('/phone-preview/sim/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Azercell 050 111 22 33' })).toBeInTheDocument();
    expect(screen.getAllByRole('term').map((dt) => dt.textContent)).toEqual([
      'SIM Provider',
      'SIM number',
      'Prefix',
      'City',
      'Date',
    ]);
    expect(row('SIM number')).toBe('050 111 22 33');
    expect(screen.getByRole('button', { name: 'Azercell: all adverts' })).toBeInTheDocument();
    // Its prefix's numbers, as the list filtered by it (no landing page of 050 in this answer).
    expect(screen.getByRole('button', { name: '050: all adverts' })).toBeInTheDocument();
    const gallery = screen.getByRole('region', { name: 'Photos' });
    const images = within(gallery).getAllByRole('img');
    expect(images).toHaveLength(1);
    expect(images[0]).toHaveAttribute('src', '/media/providers/azercell.svg');
    expect(within(gallery).queryByRole('button', { name: 'Next photo' })).not.toBeInTheDocument();
  });

  it('an accessory shows name, type, usage, city and date', async () => {
    stubApi({ 'GET /accessory/9': () => accessory, ...emptyLists });
    await open('/phone-preview/accessory/9');
    expect(await screen.findByRole('heading', { level: 1, name: 'AirPods Pro 2' })).toBeInTheDocument();
    expect(screen.getAllByRole('term').map((dt) => dt.textContent)).toEqual(['Name', 'Type', 'Usage', 'City', 'Date']);
    expect(row('Type')).toBe('Headphones');
    expect(row('Usage')).toBe('New');
  });

  it('names the tab as the page was titled: what it is, its condition, price, city and number', async () => {
    stubApi({ 'GET /phone/42': () => phone, 'GET /sim/7': () => sim, ...emptyLists });
    await open('/phone-preview/phone/42', 'ru');
    await waitFor(() => expect(document.title).toBe('Apple iPhone 13 128 ГБ, б/у — 1 250 AZN, Baku · № 42 — Zeng'));
    await open('/phone-preview/sim/7');
    await waitFor(() => expect(document.title).toBe('Azercell 050 111 22 33 — 300 AZN, Ganja · No. 7 — Zeng'));
  });

  it('says where the price sits among its model, storage and grade, the usual range and what it rests on', async () => {
    const guide = { position: 'below', low: 1300, high: 1450, sellers: 12 } as const;
    stubApi({ 'GET /phone/42': () => ({ ...phone, priceGuide: guide }), ...emptyLists });
    await open('/phone-preview/phone/42');
    const box = await screen.findByRole('region', { name: 'Below the usual price' });
    expect(box).toHaveTextContent('Most sellers ask 1 300–1 450 AZN');
    expect(box).toHaveTextContent('12 sellers of this model, storage and grade on Zeng in 90 days');
    stubApi({
      'GET /phone/42': () => ({ ...phone, priceGuide: { ...guide, position: 'above', sellers: 22 } }),
      ...emptyLists,
    });
    await open('/phone-preview/phone/42', 'ru');
    const ru = await screen.findByRole('region', { name: 'Выше обычной цены' });
    expect(ru).toHaveTextContent('Обычно просят 1 300–1 450 AZN');
    expect(ru).toHaveTextContent('22 продавца этой модели, памяти и состояния на Zeng за 90 дней');
  });

  it('says nothing of the price while too few sellers priced its model, storage and grade', async () => {
    stubApi({ 'GET /phone/42': () => phone, ...emptyLists });
    await open('/phone-preview/phone/42');
    expect(await screen.findByText('1 250 AZN')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /price/ })).toBeNull();
  });

  it('groups the thousands of the price with spaces and adds AZN', async () => {
    stubApi({ 'GET /phone/42': () => ({ ...phone, price: 1250000 }), ...emptyLists });
    await open('/phone-preview/phone/42');
    expect(await screen.findByText('1 250 000 AZN')).toBeInTheDocument();
  });
});

describe('advert detail gallery', () => {
  it('shows the counter and moves with the arrows, wrapping at both ends', async () => {
    const user = userEvent.setup();
    stubApi({ 'GET /phone/42': () => phone, ...emptyLists });
    await open('/phone-preview/phone/42');
    const gallery = await screen.findByRole('region', { name: 'Photos' });
    expect(within(gallery).getByText('1 / 3')).toBeInTheDocument();
    await user.click(within(gallery).getByRole('button', { name: 'Next photo' }));
    expect(within(gallery).getByText('2 / 3')).toBeInTheDocument();
    await user.click(within(gallery).getByRole('button', { name: 'Previous photo' }));
    await user.click(within(gallery).getByRole('button', { name: 'Previous photo' }));
    expect(within(gallery).getByText('3 / 3')).toBeInTheDocument();
  });

  it('loads the first large photo at once and the others lazily, each with its size', async () => {
    stubApi({ 'GET /phone/42': () => phone, ...emptyLists });
    await open('/phone-preview/phone/42');
    const gallery = await screen.findByRole('region', { name: 'Photos' });
    const images = within(gallery).getAllByRole('img');
    expect(images.map((img) => img.getAttribute('src'))).toEqual(phone.imageUrls);
    expect(images.map((img) => img.getAttribute('loading'))).toEqual(['eager', 'lazy', 'lazy']);
    for (const img of images) {
      expect(img).toHaveAttribute('width');
      expect(img).toHaveAttribute('height');
    }
  });

  it('opens the full-screen viewer on a photo, zooms on double click and closes on Escape', async () => {
    const user = userEvent.setup();
    stubApi({ 'GET /phone/42': () => phone, ...emptyLists });
    await open('/phone-preview/phone/42');
    await user.click(await screen.findByRole('button', { name: 'Open photo 1 of 3 full screen' }));
    const viewer = screen.getByRole('dialog', { name: 'Photo viewer' });
    expect(within(viewer).getByText('1 / 3')).toBeInTheDocument();
    expect(within(viewer).getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.click(within(viewer).getByRole('button', { name: 'Next photo' }));
    expect(within(viewer).getByText('2 / 3')).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(within(viewer).getByText('3 / 3')).toBeInTheDocument();
    const photo = within(viewer).getByRole('img');
    expect(photo).toHaveAttribute('src', '/uploads/c-large.webp');
    await user.dblClick(photo);
    expect(photo).toHaveAttribute('data-zoomed', 'true');
    await user.dblClick(photo);
    expect(photo).toHaveAttribute('data-zoomed', 'false');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The gallery follows to the photo the viewer was showing.
    expect(within(screen.getByRole('region', { name: 'Photos' })).getByText('3 / 3')).toBeInTheDocument();
  });

  it('a double tap zooms in the viewer', async () => {
    const user = userEvent.setup();
    stubApi({ 'GET /phone/42': () => phone, ...emptyLists });
    await open('/phone-preview/phone/42');
    await user.click(await screen.findByRole('button', { name: 'Open photo 1 of 3 full screen' }));
    const photo = within(screen.getByRole('dialog', { name: 'Photo viewer' })).getByRole('img');
    const tap = { changedTouches: [{ clientX: 10, clientY: 10 }] };
    fireEvent.touchEnd(photo, tap);
    fireEvent.touchEnd(photo, tap);
    expect(photo).toHaveAttribute('data-zoomed', 'true');
  });

  it('on a small screen shows every photo in a collage, each opening the viewer', async () => {
    const user = userEvent.setup();
    stubApi({ 'GET /phone/42': () => phone, ...emptyLists });
    await open('/phone-preview/phone/42');
    await user.click(await screen.findByRole('button', { name: 'All photos (3)' }));
    const collage = screen.getByRole('dialog', { name: 'All photos' });
    expect(within(collage).getAllByRole('img')).toHaveLength(3);
    await user.click(within(collage).getByRole('button', { name: 'Open photo 2 of 3 full screen' }));
    expect(within(screen.getByRole('dialog', { name: 'Photo viewer' })).getByText('2 / 3')).toBeInTheDocument();
    // Escape closes the viewer first, then the collage.
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Photo viewer' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'All photos' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('offers the collage on phones only (CSS hides it from 1024 px)', async () => {
    stubApi({ 'GET /phone/42': () => phone, ...emptyLists });
    await open('/phone-preview/phone/42');
    await screen.findByRole('heading', { level: 1, name: 'Apple iPhone 13' });
    expect(screen.getByRole('button', { name: 'All photos (3)' })).toHaveClass('phone-only');
  });
});

describe('advert detail states', () => {
  it('shows a skeleton while loading', async () => {
    stubApi({ 'GET /phone/42': () => new Promise(() => {}) });
    await open('/phone-preview/phone/42');
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });

  it('says a deleted advert has been deleted (410)', async () => {
    stubApi({
      'GET /phone/42': () =>
        json({ statusCode: 410, error: 'Gone', message: 'This advert has been deleted.', code: 'GONE' }, 410),
    });
    await open('/phone-preview/phone/42');
    expect(await screen.findByRole('heading', { name: 'This advert has been deleted.' })).toBeInTheDocument();
    // The card every page-sized message has (components/MessagePage), with its way home.
    const card = screen.getByRole('region', { name: 'This advert has been deleted.' });
    expect(within(card).getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });

  it('says an expired advert has expired, not that it was deleted (410 ADVERT_EXPIRED)', async () => {
    stubApi({
      'GET /phone/42': () =>
        json({ statusCode: 410, error: 'Gone', message: 'This advert has expired.', code: 'ADVERT_EXPIRED' }, 410),
    });
    await open('/phone-preview/phone/42', 'az');
    expect(
      await screen.findByRole('heading', { name: 'Bu elanın müddəti bitib. Satıcı onu profilindən yeniləyə bilər.' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Bu elan silinib.')).not.toBeInTheDocument();
  });

  it.each([
    [404, 'NOT_FOUND', 'This advert was not found.'],
    [410, 'ADVERT_DELETED', 'This advert has been deleted.'],
  ])('shows a %i answer at once, without asking again (the app’s query rules)', async (status, code, text) => {
    const fetchMock = stubApi({
      'GET /phone/42': () => json({ statusCode: status, error: 'E', message: 'm', code }, status),
    });
    await renderRoutes(routes, '/phone-preview/phone/42', 'en', { queryClient: createQueryClient() });
    // Well within the one-second pause a retry would take first.
    expect(await screen.findByRole('heading', { name: text }, { timeout: 500 })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(urlsOf(fetchMock, 'GET /phone/42')).toHaveLength(1);
  });

  it('asks once more after a server fault with the app’s query rules', async () => {
    let attempts = 0;
    stubApi({
      'GET /phone/42': () => {
        attempts += 1;
        return attempts === 1
          ? json({ statusCode: 503, error: 'E', message: 'm', code: 'SERVICE_UNAVAILABLE' }, 503)
          : phone;
      },
      ...emptyLists,
    });
    await renderRoutes(routes, '/phone-preview/phone/42', 'en', { queryClient: createQueryClient() });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Apple iPhone 13' }, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(attempts).toBe(2);
  });

  it('says an unknown advert was not found (404), and so for an unknown category', async () => {
    stubApi({
      'GET /phone/404': () =>
        json({ statusCode: 404, error: 'Not Found', message: 'Advert not found.', code: 'NOT_FOUND' }, 404),
    });
    await open('/phone-preview/phone/404');
    expect(await screen.findByRole('heading', { name: 'This advert was not found.' })).toBeInTheDocument();
    await act(async () => {
      screen.getByRole('link', { name: 'Go to the home page' }).click();
    });
    expect(await screen.findByText('home page')).toBeInTheDocument();
  });

  it('does not ask the server about a category it does not have', async () => {
    const fetchMock = stubApi({});
    await open('/phone-preview/laptop/1');
    expect(screen.getByRole('heading', { name: 'This advert was not found.' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows errorLoadingData with a retry button that loads again', async () => {
    const user = userEvent.setup();
    let attempts = 0;
    stubApi({
      'GET /phone/42': () => {
        attempts += 1;
        return attempts === 1
          ? json({ statusCode: 500, error: 'Internal', message: 'boom', code: 'INTERNAL_ERROR' }, 500)
          : phone;
      },
      ...emptyLists,
    });
    await open('/phone-preview/phone/42');
    expect(await screen.findByRole('alert')).toHaveTextContent('The advert could not be loaded.');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Apple iPhone 13' })).toBeInTheDocument();
    expect(attempts).toBe(2);
  });
});

describe('sharing an advert', () => {
  const link = () => `${window.location.origin}/phone-preview/phone/42`;

  it('uses the system share sheet when there is one', async () => {
    const user = userEvent.setup();
    const share = vi.fn(async () => {});
    stubNavigator('share', share);
    stubApi({ 'GET /phone/42': () => phone, ...emptyLists });
    await open('/phone-preview/phone/42');
    await user.click(await screen.findByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith({ title: 'Apple iPhone 13', url: link() });
  });

  it('otherwise copies the link and says so', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(async () => {});
    stubNavigator('clipboard', { writeText });
    stubApi({ 'GET /phone/42': () => phone, ...emptyLists });
    await open('/phone-preview/phone/42');
    await user.click(await screen.findByRole('button', { name: 'Share' }));
    expect(writeText).toHaveBeenCalledWith(link());
    expect(await screen.findByText('Link copied')).toHaveAttribute('role', 'status');
  });

  it('otherwise shows the link in a prompt', async () => {
    const user = userEvent.setup();
    stubNavigator('clipboard', undefined);
    const prompt = vi.spyOn(window, 'prompt').mockReturnValue(null);
    stubApi({ 'GET /phone/42': () => phone, ...emptyLists });
    await open('/phone-preview/phone/42');
    await user.click(await screen.findByRole('button', { name: 'Share' }));
    expect(prompt).toHaveBeenCalledWith('Copy the link to this advert:', link());
    prompt.mockRestore();
  });
});

describe('liking an advert', () => {
  it('toggles the heart and keeps the card in localStorage likedAds', async () => {
    const user = userEvent.setup();
    stubApi({ 'GET /phone/42': () => phone, ...emptyLists });
    await open('/phone-preview/phone/42');
    const like = await screen.findByRole('button', { name: 'Like' });
    expect(like).toHaveAttribute('aria-pressed', 'false');
    await user.click(like);
    expect(like).toHaveAttribute('aria-pressed', 'true');
    expect(JSON.parse(localStorage.getItem('likedAds') ?? 'null')).toEqual([
      {
        id: 42,
        productCategoryName: 'phone',
        imageUrls: ['/uploads/a-thumb.webp', '/uploads/b-thumb.webp', '/uploads/c-thumb.webp'],
        price: 1250,
        brand: 'Apple',
        model: 'iPhone 13',
        specs: '8GB / 128GB',
        condition: 'used',
        grade: 'good',
        battery: 91,
        city: 'Baku',
        published: '2026-03-10T10:15:00.000Z',
        sellerOptions: [],
        goodPrice: false,
      },
    ]);
    await user.click(like);
    expect(like).toHaveAttribute('aria-pressed', 'false');
    expect(JSON.parse(localStorage.getItem('likedAds') ?? 'null')).toEqual([]);
  });

  it('keeps a SIM advert with the provider picture as its single image', async () => {
    const user = userEvent.setup();
    stubApi({ 'GET /sim/7': () => sim, ...emptyLists });
    await open('/phone-preview/sim/7');
    await user.click(await screen.findByRole('button', { name: 'Like' }));
    const [saved] = JSON.parse(localStorage.getItem('likedAds') ?? '[]');
    expect(saved).toMatchObject({
      id: 7,
      productCategoryName: 'sim',
      imageUrls: '/media/providers/azercell.svg',
      brand: 'Azercell',
      model: '050 111 22 33',
    });
  });
});

describe('edit and remove', () => {
  const asOwner = { ...phone, viewer: OWNER_VIEWER, state: 'APPROVED' as const, rejectionReason: null };

  it('a visitor sees neither, and nobody asks who they are', async () => {
    const fetchMock = stubApi({ 'GET /phone/42': () => phone, ...emptyLists });
    await open('/phone-preview/phone/42');
    await screen.findByRole('heading', { level: 1, name: 'Apple iPhone 13' });
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove' })).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET /auth')).toHaveLength(0);
  });

  it('the detail is asked with the token when there is one: the answer says what this person may do', async () => {
    localStorage.setItem('access_token', 'token');
    const fetchMock = stubApi({ 'GET /phone/42': () => asOwner, ...emptyLists });
    await open('/phone-preview/phone/42');
    expect(await screen.findByRole('link', { name: 'Edit' })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET /phone/42')[0]?.headers.authorization).toBe('Bearer token');
    expect(callsTo(fetchMock, 'GET /auth')).toHaveLength(0);
  });

  it('the owner sees edit, which opens the form in edit mode with the advert, by state and address', async () => {
    const user = userEvent.setup();
    localStorage.setItem('access_token', 'token');
    stubApi({ 'GET /phone/42': () => asOwner, ...emptyLists });
    const { router } = await open('/phone-preview/phone/42');
    const edit = await screen.findByRole('link', { name: 'Edit' });
    expect(screen.getByRole('button', { name: 'Remove' })).toBeInTheDocument();
    expect(edit).toHaveAttribute('href', '/addAdvert?edit=phone/42');
    await user.click(edit);
    const state = JSON.parse((await screen.findByTestId('add-advert-state')).textContent ?? 'null');
    expect(state).toEqual({ editMode: true, productCategory: 'phone', advertData: asOwner });
    expect(router.state.location.search).toBe('?edit=phone/42');
  });

  const expired = () =>
    json({ statusCode: 401, error: 'Unauthorized', message: 'Token is expired!!!', code: 'TOKEN_EXPIRED' }, 401);

  it('an owner whose access token expired has it renewed and sees edit', async () => {
    localStorage.setItem('access_token', 'old');
    localStorage.setItem('refresh_token', 'refresh');
    stubApi({
      'GET /phone/42': ({ init }) =>
        (init.headers as Record<string, string>).authorization === 'Bearer new' ? asOwner : expired(),
      'POST /auth/refresh-token': () => ({ access_token: 'new', refresh_token: 'refresh2' }),
      ...emptyLists,
    });
    await open('/phone-preview/phone/42');
    expect(await screen.findByRole('link', { name: 'Edit' })).toBeInTheDocument();
    // The renewed token is kept in memory; the one an earlier version stored is gone from storage.
    expect(localStorage.getItem('access_token')).toBeNull();
  });

  it('a session that cannot be renewed shows the advert as to a visitor, without leaving it', async () => {
    localStorage.setItem('access_token', 'old');
    localStorage.setItem('refresh_token', 'refresh');
    stubApi({
      'GET /phone/42': ({ init }) => ((init.headers as Record<string, string>).authorization ? expired() : phone),
      'POST /auth/refresh-token': expired,
      ...emptyLists,
    });
    const { router } = await open('/phone-preview/phone/42');
    await screen.findByRole('heading', { level: 1, name: 'Apple iPhone 13' });
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(router.state.location.pathname).toBe('/phone-preview/phone/42');
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show number' })).toBeInTheDocument();
  });

  it('an admin may remove any advert but not edit it', async () => {
    localStorage.setItem('access_token', 'token');
    stubApi({
      'GET /phone/42': () => ({ ...phone, viewer: { ...phone.viewer, canRemove: true } }),
      ...emptyLists,
    });
    await open('/phone-preview/phone/42');
    expect(await screen.findByRole('button', { name: 'Remove' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    // Not the owner: calling and liking stay.
    expect(screen.getByRole('button', { name: 'Show number' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Like' })).toBeInTheDocument();
  });

  it('removing asks first; no keeps it, yes removes it and goes home', async () => {
    const user = userEvent.setup();
    localStorage.setItem('access_token', 'token');
    const remove = vi.fn(() => ({ message: 'The advert has been removed.' }));
    const fetchMock = stubApi({
      'GET /phone/42': () => asOwner,
      'DELETE /phone/42': remove,
      ...emptyLists,
    });
    await open('/phone-preview/phone/42');
    await user.click(await screen.findByRole('button', { name: 'Remove' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove this advert?' });
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(remove).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Remove' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(await findToast('Advert removed')).toBeVisible();
    expect(remove).toHaveBeenCalledTimes(1);
    expect(callsTo(fetchMock, 'DELETE /phone/42')[0]?.headers.authorization).toBe('Bearer token');
  });

  const removableSim = { ...sim, viewer: { ...sim.viewer, canRemove: true } };

  it('an admin removing a SIM number opened from a link lands on the SIM listing, and is told so', async () => {
    const user = userEvent.setup();
    localStorage.setItem('access_token', 'token');
    stubApi({ 'GET /sim/7': () => removableSim, 'DELETE /sim/7': () => ({ message: 'ok' }), ...emptyLists });
    await open('/phone-preview/sim/7', 'az');
    await user.click(await screen.findByRole('button', { name: 'Sil' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Bəli' }));
    expect(await screen.findByText('SIM listing')).toBeInTheDocument();
    expect(await findToast('Elan silindi')).toBeVisible();
  });

  it('removing returns to the list the advert was opened from, as it was left', async () => {
    const user = userEvent.setup();
    localStorage.setItem('access_token', 'token');
    stubApi({ 'GET /sim/7': () => removableSim, 'DELETE /sim/7': () => ({ message: 'ok' }), ...emptyLists });
    const { router } = await open('/simCards?providerId=1', 'ru');
    await act(() => router.navigate('/phone-preview/sim/7'));
    await user.click(await screen.findByRole('button', { name: 'Удалить' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Да' }));
    expect(await findToast('Объявление удалено')).toBeVisible();
    await waitFor(() => expect(router.state.location.search).toBe('?providerId=1'));
    expect(router.state.location.pathname).toBe('/simCards');
    expect(await screen.findByText('SIM listing')).toBeInTheDocument();
  });

  it('says deleteFailed when the server refuses', async () => {
    const user = userEvent.setup();
    localStorage.setItem('access_token', 'token');
    stubApi({
      'GET /phone/42': () => asOwner,
      'DELETE /phone/42': () =>
        json({ statusCode: 500, error: 'Internal', message: 'boom', code: 'INTERNAL_ERROR' }, 500),
      ...emptyLists,
    });
    await open('/phone-preview/phone/42');
    await user.click(await screen.findByRole('button', { name: 'Remove' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The advert could not be removed. Try again.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Apple iPhone 13' })).toBeInTheDocument();
  });
});

describe("the owner's view", () => {
  const own = (state: 'APPROVED' | 'PENDING' | 'REJECTED' | 'EXPIRED', extra: Partial<typeof phone> = {}) => ({
    ...phone,
    viewer: { ...OWNER_VIEWER, canRenew: state === 'EXPIRED' },
    state,
    rejectionReason: null,
    expiresAt: null,
    ...extra,
  });
  const signedIn = () => localStorage.setItem('access_token', 'token');

  it('a pending advert: a banner about the 24-hour review, and no Show number or Like', async () => {
    signedIn();
    stubApi({ 'GET /phone/42': () => own('PENDING'), ...emptyLists });
    await open('/phone-preview/phone/42');
    const banner = await screen.findByRole('region', { name: 'Awaiting review' });
    expect(banner).toHaveTextContent('Moderators check new and edited adverts within 24 hours.');
    expect(screen.queryByRole('button', { name: 'Show number' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Like' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Share' })).toBeInTheDocument();
  });

  it('an advert not shown yet asks for no similar adverts: nobody else may know it is there', async () => {
    signedIn();
    const fetchMock = stubApi({ 'GET /phone/42': () => own('PENDING'), ...emptyLists });
    await open('/phone-preview/phone/42');
    await screen.findByRole('region', { name: 'Awaiting review' });
    expect(screen.queryByRole('region', { name: 'Similar adverts' })).not.toBeInTheDocument();
    expect(urlsOf(fetchMock, 'GET /phone/42/similar')).toEqual([]);
  });

  it('a live advert has no banner', async () => {
    signedIn();
    stubApi({ 'GET /phone/42': () => own('APPROVED'), ...emptyLists });
    await open('/phone-preview/phone/42');
    await screen.findByRole('link', { name: 'Edit' });
    expect(screen.queryByRole('region', { name: /review|Rejected|Expired/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show number' })).not.toBeInTheDocument();
  });

  it("a rejected advert: the moderator's reason and a way to edit it", async () => {
    signedIn();
    stubApi({
      'GET /phone/42': () => own('REJECTED', { rejectionReason: 'The photos show another phone.' }),
      ...emptyLists,
    });
    await open('/phone-preview/phone/42');
    const banner = await screen.findByRole('region', { name: 'Rejected by a moderator' });
    expect(within(banner).getByText('Reason: The photos show another phone.')).toBeInTheDocument();
    expect(within(banner).getByRole('link', { name: 'Edit and send again' })).toHaveAttribute(
      'href',
      '/addAdvert?edit=phone/42',
    );
  });

  it('an expired advert is renewed from its banner; the page then shows it live', async () => {
    signedIn();
    const user = userEvent.setup();
    const fetchMock = stubApi({
      'GET /phone/42': () => own('EXPIRED'),
      'PUT /phone/renew/42': () => own('APPROVED', { viewer: OWNER_VIEWER }),
      ...emptyLists,
    });
    await open('/phone-preview/phone/42');
    const banner = await screen.findByRole('region', { name: 'Expired' });
    await user.click(within(banner).getByRole('button', { name: 'Renew' }));

    expect(await screen.findByText('Renewed: the advert is shown again for 30 days.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Expired' })).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'PUT /phone/renew/42')[0]?.headers.authorization).toBe('Bearer token');
  });

  it('a refused renewal says why', async () => {
    signedIn();
    const user = userEvent.setup();
    stubApi({
      'GET /phone/42': () => own('EXPIRED'),
      'PUT /phone/renew/42': () =>
        json({ statusCode: 409, error: 'Conflict', message: 'Not expired', code: 'ADVERT_NOT_EXPIRED' }, 409),
      ...emptyLists,
    });
    await open('/phone-preview/phone/42');
    await user.click(await screen.findByRole('button', { name: 'Renew' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      i18n.getFixedT('en', 'errors')('codes.ADVERT_NOT_EXPIRED'),
    );
    expect(screen.getByRole('region', { name: 'Expired' })).toBeInTheDocument();
  });

  it('a moderator looking at a pending advert gets to its request preview', async () => {
    signedIn();
    stubApi({
      'GET /phone/42': () => ({ ...phone, state: 'PENDING', viewer: { ...phone.viewer, canModerate: true } }),
      ...emptyLists,
    });
    await open('/phone-preview/phone/42');
    expect(await screen.findByRole('link', { name: 'Review this request' })).toHaveAttribute(
      'href',
      '/requestPreview?category=phone&id=42',
    );
    expect(screen.getByRole('button', { name: 'Show number' })).toBeInTheDocument();
  });

  it('a visitor sees Show number and Like, and no banner or owner actions', async () => {
    stubApi({ 'GET /phone/42': () => phone, ...emptyLists });
    await open('/phone-preview/phone/42');
    expect(await screen.findByRole('button', { name: 'Show number' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Like' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /review|Rejected|Expired/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Manage the advert' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Review this request' })).not.toBeInTheDocument();
  });

  it('a buyer never sees paid placement; the owner asks for it and reads where it stands', async () => {
    stubApi({ 'GET /phone/42': () => phone, ...emptyLists });
    const { unmount } = await open('/phone-preview/phone/42');
    await screen.findByRole('button', { name: 'Show number' });
    expect(screen.queryByRole('region', { name: 'Paid placement' })).not.toBeInTheDocument();
    unmount();

    const user = userEvent.setup();
    localStorage.setItem('access_token', 'token');
    const asked: Promotion = {
      id: 7,
      advertId: 42,
      kind: 'VIP',
      status: 'REQUESTED',
      requestedAt: '2026-11-30T10:00:00.000Z',
      decidedAt: null,
      startsAt: null,
      endsAt: null,
    };
    const premium: Promotion = {
      ...asked,
      id: 6,
      kind: 'PREMIUM',
      status: 'GRANTED',
      decidedAt: '2026-11-29T10:00:00.000Z',
      startsAt: '2026-11-29T10:00:00.000Z',
      endsAt: '2099-12-06T10:00:00.000Z',
    };
    let promotions: Promotion[] = [premium];
    const fetchMock = stubApi({
      'GET /phone/42': () => ({ ...phone, viewer: OWNER_VIEWER, state: 'APPROVED' }),
      'GET /auth/adverts/42/promotions': () => ({ promotions }),
      'POST /auth/adverts/42/promotions': ({ body }) => {
        if ((body as { kind: string }).kind === 'REPOST') {
          return json({ statusCode: 409, error: 'Conflict', message: 'm', code: 'PROMOTION_REQUESTED' }, 409);
        }
        promotions = [asked, premium];
        return asked;
      },
      ...emptyLists,
    });
    await open('/phone-preview/phone/42');
    const panel = await screen.findByRole('region', { name: 'Paid placement' });
    expect(await within(panel).findByText('Until 6 December 2099')).toBeInTheDocument();
    const vip = await within(panel).findByRole('button', { name: 'Make VIP' });
    await waitFor(() => expect(vip).toBeEnabled());
    await user.click(vip);
    expect(callsTo(fetchMock, 'POST /auth/adverts/42/promotions').map((c) => c.body)).toEqual([{ kind: 'VIP' }]);
    expect(await within(panel).findByText(/: an administrator will answer within a day/)).toBeInTheDocument();
    await waitFor(() => expect(within(panel).getByRole('button', { name: 'Make VIP' })).toBeDisabled());

    await user.click(within(panel).getByRole('button', { name: 'Bump to the top' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent(
      'You have already asked for this: an administrator will answer soon.',
    );
  });
});

describe('tappable attributes', () => {
  it('open a full-screen list of the category filtered by that value, ten at a time', async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi({
      'GET /phone/42': () => phone,
      'GET /phone': ({ url }) => {
        if (!url.searchParams.has('brandIds')) return { phones: [], nextCursor: null };
        if (url.searchParams.get('limit') !== '10') return { phones: [], nextCursor: null };
        return url.searchParams.get('page') === 'c2'
          ? { phones: [listPhone(3)], nextCursor: null }
          : { phones: [listPhone(1), listPhone(2)], nextCursor: 'c2' };
      },
    });
    await open('/phone-preview/phone/42');
    const brand = await screen.findByRole('button', { name: 'Apple: all adverts' });
    await user.click(brand);
    const overlay = screen.getByRole('dialog', { name: 'Apple' });
    expect(overlay).toContainElement(document.activeElement as HTMLElement);
    expect(await within(overlay).findByRole('heading', { name: 'Apple iPhone 1' })).toBeInTheDocument();
    const listCall = urlsOf(fetchMock, 'GET /phone').find((u) => u.searchParams.get('limit') === '10');
    expect(listCall?.pathname).toBe('/api/v1/zeng/phone');
    expect(listCall?.searchParams.get('brandIds')).toBe('1');

    await user.click(within(overlay).getByRole('button', { name: 'Show more' }));
    expect(await within(overlay).findByRole('heading', { name: 'Apple iPhone 3' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(brand).toHaveFocus();
  });

  it('filter by city, model and SIM provider with their ids, and close with the button', async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi({ 'GET /phone/42': () => phone, 'GET /sim/7': () => sim, ...emptyLists });
    await open('/phone-preview/phone/42');
    await user.click(await screen.findByRole('button', { name: 'Baku: all adverts' }));
    await user.click(screen.getByRole('button', { name: 'Back to the advert' }));
    await user.click(screen.getByRole('button', { name: 'iPhone 13: all adverts' }));
    await waitFor(() =>
      expect(urlsOf(fetchMock, 'GET /phone').some((u) => u.searchParams.get('modelIds') === '10001')).toBe(true),
    );
    expect(urlsOf(fetchMock, 'GET /phone').some((u) => u.searchParams.get('districtId') === '7')).toBe(true);
    expect(await screen.findByText('Nothing here yet.')).toBeInTheDocument();
  });
});

describe('attributes with a landing page', () => {
  it('are links to it, which a new tab follows, while a tap opens the list over the page', async () => {
    const user = userEvent.setup();
    const landings = { brand: '/phones/apple', model: '/phones/apple/iphone-13', city: '/phones/city/baku' };
    stubApi({ 'GET /phone/42': () => ({ ...phone, landings }), ...emptyLists });
    await open('/phone-preview/phone/42');
    const brand = await screen.findByRole('link', { name: 'Apple: all adverts' });
    expect(brand).toHaveAttribute('href', '/phones/apple');
    expect(screen.getByRole('link', { name: 'iPhone 13: all adverts' })).toHaveAttribute(
      'href',
      '/phones/apple/iphone-13',
    );
    expect(screen.getByRole('link', { name: 'Baku: all adverts' })).toHaveAttribute('href', '/phones/city/baku');
    await user.click(brand);
    expect(screen.getByRole('dialog', { name: 'Apple' })).toBeInTheDocument();
    expect(screen.queryByText('elsewhere')).not.toBeInTheDocument();
  });

  it('stay buttons where the value has no landing page yet', async () => {
    stubApi({ 'GET /phone/42': () => ({ ...phone, landings: { brand: '/phones/apple' } }), ...emptyLists });
    await open('/phone-preview/phone/42');
    expect(await screen.findByRole('link', { name: 'Apple: all adverts' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'iPhone 13: all adverts' })).toBeInTheDocument();
  });
});

describe('similar adverts', () => {
  it('lists the adverts the server chooses as like this one, in its order, with a see-more link to the brand', async () => {
    const fetchMock = stubApi({
      'GET /phone/42': () => phone,
      'GET /phone/42/similar': () => ({ phones: [listPhone(6), listPhone(5)], nextCursor: null }),
    });
    await open('/phone-preview/phone/42');
    const section = await screen.findByRole('region', { name: 'Similar adverts' });
    expect(
      within(section)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Apple iPhone 6', 'Apple iPhone 5']);
    expect(within(section).getByRole('link', { name: 'All similar adverts' })).toHaveAttribute('href', '/?brandIds=1');
    // Asked of the advert itself, never as the brand's newest.
    expect(urlsOf(fetchMock, 'GET /phone')).toEqual([]);
  });
});

describe("the seller's number", () => {
  it('is shown on a tap, then called; the safety note stands beside it', async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi({
      'GET /phone/42': () => phone,
      'POST /phone/42/contact': () => json({ phoneNumber: SELLER_PHONE, contactBy: 'calls' }),
      ...emptyLists,
    });
    await open('/phone-preview/phone/42');
    expect(
      await screen.findByText(
        'Stay safe: meet in a public place, check the device and its IMEI before you pay, and never pay in advance.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show number' }));
    const call = await screen.findByRole('link', { name: /Call/ });
    expect(call).toHaveAttribute('href', 'tel:+994501234567');
    expect(call).toHaveTextContent('+994 50 123 45 67');
    expect(call).toHaveFocus();
    expect(screen.queryByRole('link', { name: /WhatsApp/ })).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /phone/42/contact')).toHaveLength(1);
  });

  it('opens WhatsApp with the advert named in the message, when the seller takes WhatsApp', async () => {
    const user = userEvent.setup();
    stubApi({
      'GET /phone/42': () => ({ ...phone, contactBy: 'both' }),
      'POST /phone/42/contact': () => json({ phoneNumber: SELLER_PHONE, contactBy: 'both' }),
      ...emptyLists,
    });
    await open('/phone-preview/phone/42', 'ru');
    await user.click(await screen.findByRole('button', { name: 'Показать номер' }));
    const whatsApp = await screen.findByRole('link', { name: /WhatsApp/ });
    const href = new URL(whatsApp.getAttribute('href') ?? '');
    expect(href.origin + href.pathname).toBe('https://wa.me/994501234567');
    expect(href.searchParams.get('text')).toBe(
      `Здравствуйте! Пишу по вашему объявлению на Zeng: Apple iPhone 13 ${window.location.origin}/phone-preview/phone/42`,
    );
    expect(screen.getByRole('link', { name: /Позвонить/ })).toHaveAttribute('href', 'tel:+994501234567');
  });

  it('says so in the person’s language when their network asked for too many', async () => {
    const user = userEvent.setup();
    stubApi({
      'GET /phone/42': () => phone,
      'POST /phone/42/contact': () =>
        json(
          {
            statusCode: 429,
            error: 'Too Many Requests',
            message: "Too many sellers' numbers were asked for from your network.",
            code: 'RATE_LIMITED',
            params: { retryAfterSeconds: 1200 },
          },
          429,
        ),
      ...emptyLists,
    });
    await open('/phone-preview/phone/42', 'az');
    await user.click(await screen.findByRole('button', { name: 'Nömrəni göstər' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/20\sdəq/);
    expect(screen.getByRole('button', { name: 'Nömrəni göstər' })).toBeEnabled();
  });
});

describe("an advert's views", () => {
  it('counts a visitor once the page is live and shows the count beside its number', async () => {
    const fetchMock = stubApi({
      'GET /phone/42': () => ({ ...phone, views: 11 }),
      'POST /phone/42/view': () => json({ views: 12 }),
      ...emptyLists,
    });
    await open('/phone-preview/phone/42');
    expect(await screen.findByText('Advert No. 42 · 12 views')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /phone/42/view')).toHaveLength(1);
  });

  it("its seller is not counted, and reads the last 30 days' views and numbers shown", async () => {
    localStorage.setItem('access_token', 'token');
    const days = Array.from({ length: 30 }, (_, i) => ({
      day: `2026-03-${String(i + 1).padStart(2, '0')}`,
      views: i === 29 ? 7 : 0,
      reveals: i === 29 ? 2 : 0,
    }));
    const fetchMock = stubApi({
      'GET /phone/42': () => ({ ...phone, viewer: OWNER_VIEWER, state: 'APPROVED', views: 7 }),
      'GET /phone/42/stats': () => json({ totalViews: 7, totalReveals: 2, days }),
      ...emptyLists,
    });
    await open('/phone-preview/phone/42');
    const stats = await screen.findByRole('region', { name: 'Views and numbers shown' });
    expect(stats).toHaveTextContent('In all: views — 7, number shown — 2.');
    expect(stats).toHaveTextContent('Last 30 days: views — 7, shown — 2');
    // The table a screen reader reads holds the days that had any.
    const rows = within(stats).getAllByRole('row');
    expect(rows).toHaveLength(2);
    expect(
      within(rows[1] as HTMLElement)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['7', '2']);
    expect(callsTo(fetchMock, 'POST /phone/42/view')).toHaveLength(0);
  });
});

describe('reporting an advert (issue 37)', () => {
  it('sends a typed reason, asks for words for "something else", then thanks the person', async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi({
      'GET /phone/42': () => phone,
      'POST /phone/42/report': () => json({ message: 'Thank you' }),
      ...emptyLists,
    });
    await open('/phone-preview/phone/42');
    await user.click(await screen.findByRole('button', { name: 'Report this advert' }));
    const dialog = screen.getByRole('dialog', { name: 'Report this advert' });
    // Nothing chosen: the form says so and sends nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Choose what is wrong with the advert.');
    await user.click(within(dialog).getByRole('radio', { name: 'Something else' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Write in a few words what is wrong.');
    expect(callsTo(fetchMock, 'POST /phone/42/report')).toHaveLength(0);
    await user.type(within(dialog).getByLabelText('What is wrong? (required)'), 'Asks for a deposit');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('Thank you. A moderator will look at this advert.')).toHaveAttribute(
      'role',
      'status',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const [sent] = callsTo(fetchMock, 'POST /phone/42/report');
    expect(sent?.body).toEqual({ reason: 'other', note: 'Asks for a deposit' });
  });

  it('tells a person who reported it before, in their language', async () => {
    const user = userEvent.setup();
    stubApi({
      'GET /phone/42': () => phone,
      'POST /phone/42/report': () =>
        json({ statusCode: 409, error: 'Conflict', message: 'Already reported.', code: 'ALREADY_REPORTED' }, 409),
      ...emptyLists,
    });
    await open('/phone-preview/phone/42', 'ru');
    await user.click(await screen.findByRole('button', { name: 'Пожаловаться на объявление' }));
    await user.click(screen.getByRole('radio', { name: 'Уже продано' }));
    await user.click(screen.getByRole('button', { name: 'Отправить жалобу' }));
    expect(await screen.findByText('Вы уже пожаловались на это объявление. Модератор его проверит.')).toHaveAttribute(
      'role',
      'status',
    );
  });

  it('is not offered to the advert’s owner', async () => {
    stubApi({ 'GET /phone/42': () => ({ ...phone, viewer: OWNER_VIEWER, state: 'APPROVED' }), ...emptyLists });
    await open('/phone-preview/phone/42');
    await screen.findByRole('heading', { level: 1, name: 'Apple iPhone 13' });
    expect(screen.queryByRole('button', { name: 'Report this advert' })).not.toBeInTheDocument();
  });
});

describe('a sold advert (issue 37)', () => {
  it('says sold and when, offers no number and no report, and keeps its similar adverts', async () => {
    stubApi({ 'GET /phone/42': () => ({ ...phone, soldAt: '2026-03-20T10:00:00.000Z' }), ...emptyLists });
    await open('/phone-preview/phone/42');
    expect(await screen.findByText('Sold on 20 March 2026')).toBeInTheDocument();
    expect(screen.getByText('The seller has sold this. Similar adverts are below.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show number' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Report this advert' })).not.toBeInTheDocument();
  });

  it('its owner marks a shown advert sold after a question, and the page then says so', async () => {
    const user = userEvent.setup();
    const owned = { ...phone, viewer: { ...OWNER_VIEWER, canMarkSold: true }, state: 'APPROVED' as const };
    const fetchMock = stubApi({
      'GET /phone/42': () => owned,
      'PUT /phone/sold/42': () =>
        json({ ...owned, state: 'EXPIRED', soldAt: '2026-03-20T10:00:00.000Z', viewer: OWNER_VIEWER }),
      ...emptyLists,
    });
    await open('/phone-preview/phone/42', 'az');
    await user.click(await screen.findByRole('button', { name: 'Satıldı kimi qeyd et' }));
    const dialog = screen.getByRole('dialog', { name: 'Bu elan satılmış kimi qeyd edilsin?' });
    await user.click(within(dialog).getByRole('button', { name: 'Satıldı kimi qeyd et' }));
    expect(await screen.findByText('20 mart 2026 tarixində satılıb')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PUT /phone/sold/42')).toHaveLength(1);
  });
});
