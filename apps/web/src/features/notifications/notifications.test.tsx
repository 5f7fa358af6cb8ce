import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PATHS } from '@zeng/contract/routes';
import { beforeEach, describe, expect, it } from 'vitest';
import { getLiked, resetLikedCache, toggleLiked } from '../../lib/liked';
import { followAccountLikes, mergeLikedAtSignIn } from '../../lib/liked-account';
import { phoneListItem } from '../../testing/fixtures';
import { renderRoutes } from '../../testing/render';
import { callsTo, stubApi } from '../../testing/stub-api';
import { NotificationBell } from './NotificationBell';
import { NotificationsPage } from './NotificationsPage';

/** Issue 38: the bell, the notifications page, and the liked list that follows the account. */
beforeEach(() => {
  resetLikedCache();
  // Signed in: the session's access token (an older app's storage, which the client still reads).
  localStorage.setItem('access_token', 'access.jwt');
  localStorage.setItem('refresh_token', 'refresh-1');
});

const dropped = (id: number, read: boolean, advertId = 7) => ({
  id,
  kind: 'PRICE_DROP',
  createdAt: '2026-06-15T10:00:00Z',
  read,
  oldPrice: 1500,
  newPrice: 1290,
  advert: { id: advertId, available: true, productCategory: 'phone', advert: phoneListItem(advertId) },
});

const routes = [
  { path: '/', element: <NotificationBell /> },
  { path: PATHS.notifications, element: <NotificationsPage /> },
  { path: '*', element: <p>elsewhere</p> },
];

describe('the bell', () => {
  it('says how many are unread, "99+" beyond, and leads to the notifications', async () => {
    stubApi({ 'GET /auth/notifications/unread': () => ({ unread: 3 }) });
    await renderRoutes(routes, '/', 'en');
    const bell = await screen.findByRole('link', { name: 'Notifications, 3 unread' });
    expect(bell).toHaveAttribute('href', PATHS.notifications);
    expect(bell).toHaveTextContent('3');
  });

  it('caps the count it shows, and is a plain bell when nothing is unread', async () => {
    stubApi({ 'GET /auth/notifications/unread': () => ({ unread: 100 }) });
    const view = await renderRoutes(routes, '/', 'ru');
    expect(await screen.findByRole('link', { name: 'Уведомления, 100 непрочитанных' })).toHaveTextContent('99+');
    view.unmount();
    stubApi({ 'GET /auth/notifications/unread': () => ({ unread: 0 }) });
    await renderRoutes(routes, '/', 'az');
    expect(await screen.findByRole('link', { name: 'Bildirişlər' })).not.toHaveTextContent(/\d/);
  });
});

describe('the notifications page', () => {
  it('lists what happened to liked adverts, marks the new ones, and reads them on opening', async () => {
    const fetchMock = stubApi({
      'GET /auth/notifications': ({ url }) =>
        url.searchParams.get('page') === '5'
          ? { notifications: [dropped(4, true, 9)], nextCursor: null }
          : { notifications: [dropped(6, false), dropped(5, true, 8)], nextCursor: '5' },
      'PUT /auth/notifications/read': () => ({ message: 'Read.' }),
      'GET /auth/notifications/unread': () => ({ unread: 0 }),
    });
    const user = userEvent.setup();
    await renderRoutes(routes, PATHS.notifications, 'en');
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0] as HTMLElement).getByText('Price dropped')).toBeInTheDocument();
    expect(items[0]).toHaveTextContent('1 500 AZN → 1 290 AZN');
    expect(items[0]).toHaveTextContent('New');
    expect(items[1]).not.toHaveTextContent('New');
    expect(within(items[0] as HTMLElement).getByRole('link')).toHaveAttribute('href', '/phone-preview/phone/7');
    await waitFor(() => expect(callsTo(fetchMock, 'PUT /auth/notifications/read')).toHaveLength(1));
    expect(callsTo(fetchMock, 'PUT /auth/notifications/read')[0]?.body).toEqual({ upTo: 6 });
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(3));
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('says what will come when there is nothing yet, in the language', async () => {
    stubApi({ 'GET /auth/notifications': () => ({ notifications: [], nextCursor: null }) });
    await renderRoutes(routes, PATHS.notifications, 'az');
    expect(await screen.findByText(/bəyəndiyiniz elan ucuzlaşanda/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Seçilmiş elanlarınız' })).toHaveAttribute('href', PATHS.likedPage);
  });

  it('names an advert no longer shown without a link', async () => {
    stubApi({
      'GET /auth/notifications': () => ({
        notifications: [{ ...dropped(1, true), advert: { id: 7, available: false, reason: 'SOLD' } }],
        nextCursor: null,
      }),
    });
    await renderRoutes(routes, PATHS.notifications, 'en');
    const item = await screen.findByRole('listitem');
    expect(item).toHaveTextContent('An advert no longer shown');
    expect(within(item).queryByRole('link')).toBeNull();
  });
});

describe('liked adverts with the account', () => {
  const stored = (id: number) => ({
    id,
    productCategoryName: 'phone' as const,
    imageUrls: [`/uploads/p${id}-thumb.webp`],
    price: 900,
    brand: 'Apple',
    model: `iPhone ${id}`,
    specs: '8GB / 128GB',
    condition: 'used' as const,
    city: 'Baku',
    published: '2026-01-10T10:00:00Z',
  });

  it('at sign-in sends the device’s list and then shows the account’s, fetching the cards it lacks', async () => {
    localStorage.setItem('likedAds', JSON.stringify([stored(2)]));
    const fetchMock = stubApi({
      'POST /auth/liked/merge': () => ({
        liked: [
          { id: 2, likedAt: '2026-06-15T10:00:00Z' },
          { id: 11, likedAt: '2026-06-14T10:00:00Z' },
          { id: 12, likedAt: '2026-06-13T10:00:00Z' },
        ],
      }),
      'GET /adverts/batch': () => ({
        adverts: [
          { id: 11, available: true, productCategory: 'phone', advert: phoneListItem(11) },
          { id: 12, available: false, reason: 'SOLD' },
        ],
      }),
    });
    await mergeLikedAtSignIn();
    expect(callsTo(fetchMock, 'POST /auth/liked/merge')[0]?.body).toEqual({ ids: [2] });
    expect(callsTo(fetchMock, 'GET /adverts/batch')[0]?.url.searchParams.get('ids')).toBe('11,12');
    // The device's own copy of 2 is kept; 11 comes from the batch; 12, gone and never on the device, is left out.
    expect(getLiked().map((card) => card.id)).toEqual([2, 11]);
    expect(JSON.parse(localStorage.getItem('likedAds') ?? '[]')).toHaveLength(2);
  });

  it('sends each like and unlike while someone is signed in, and nothing for a visitor', async () => {
    const fetchMock = stubApi({
      'PUT /auth/liked/3': () => ({ message: 'Liked.' }),
      'DELETE /auth/liked/3': () => ({ message: 'Removed.' }),
    });
    followAccountLikes();
    toggleLiked(stored(3));
    toggleLiked(stored(3));
    await waitFor(() => expect(callsTo(fetchMock, 'DELETE /auth/liked/3')).toHaveLength(1));
    expect(callsTo(fetchMock, 'PUT /auth/liked/3')).toHaveLength(1);
    localStorage.clear();
    toggleLiked(stored(3));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(callsTo(fetchMock, 'PUT /auth/liked/3')).toHaveLength(1);
  });
});
