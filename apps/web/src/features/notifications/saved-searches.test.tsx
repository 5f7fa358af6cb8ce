import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PATHS } from '@zeng/contract/routes';
import { beforeEach, describe, expect, it } from 'vitest';
import { phoneListItem } from '../../testing/fixtures';
import { renderRoutes } from '../../testing/render';
import { callsTo, stubApi } from '../../testing/stub-api';
import { NotificationsPage } from './NotificationsPage';
import { SavedSearchesPage } from './SavedSearchesPage';

/** Issue 38: the saved searches page, and what the searches found in the notifications. */
beforeEach(() => {
  localStorage.setItem('access_token', 'access.jwt');
  localStorage.setItem('refresh_token', 'refresh-1');
});

const saved = (id: number, changes: Record<string, unknown> = {}) => ({
  id,
  name: `Search ${id}`,
  category: 'phone',
  query: 'brandIds=1&priceMax=1500',
  paused: false,
  sms: false,
  newCount: 0,
  createdAt: '2026-06-15T10:00:00Z',
  ...changes,
});

const routes = [
  { path: '/', element: <p>the listing</p> },
  { path: PATHS.savedSearches, element: <SavedSearchesPage /> },
  { path: PATHS.notifications, element: <NotificationsPage /> },
  { path: '*', element: <p>elsewhere</p> },
];

describe('the saved searches page', () => {
  it('lists each with what it found since opened, opens, pauses, sends SMS and deletes', async () => {
    let searches = [
      saved(2, { name: 'iPhones to 1500', newCount: 3 }),
      saved(1, { name: 'Nar', category: 'sim', query: 'providerId=3', paused: true }),
    ];
    const fetchMock = stubApi({
      'GET /auth/saved-searches': () => ({ savedSearches: searches }),
      'PUT /auth/saved-searches/2': ({ body }) => {
        searches = searches.map((s) => (s.id === 2 ? { ...s, ...(body as object) } : s));
        return searches[0];
      },
      'DELETE /auth/saved-searches/1': () => {
        searches = searches.filter((s) => s.id !== 1);
        return { message: 'Deleted.' };
      },
      'POST /auth/saved-searches/2/open': () => ({ ...searches[0], newCount: 0 }),
    });
    const user = userEvent.setup();
    await renderRoutes(routes, PATHS.savedSearches, 'en');
    const [first, second] = (await screen.findAllByRole('listitem')) as HTMLElement[];
    expect(first).toHaveTextContent('3 new');
    expect(within(first as HTMLElement).getByRole('link', { name: 'iPhones to 1500' })).toHaveAttribute(
      'href',
      '/?brandIds=1&priceMax=1500',
    );
    expect(second).toHaveTextContent('SIM cards · paused');
    expect(within(second as HTMLElement).getByRole('link', { name: 'Nar' })).toHaveAttribute(
      'href',
      '/simCards?providerId=3',
    );

    await user.click(within(first as HTMLElement).getByRole('checkbox', { name: 'One SMS a day' }));
    await waitFor(() => expect(callsTo(fetchMock, 'PUT /auth/saved-searches/2')[0]?.body).toEqual({ sms: true }));
    await user.click(within(first as HTMLElement).getByRole('button', { name: 'Pause' }));
    await waitFor(() => expect(callsTo(fetchMock, 'PUT /auth/saved-searches/2')[1]?.body).toEqual({ paused: true }));
    expect(await within(first as HTMLElement).findByRole('button', { name: 'Resume' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete the search “Nar”' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));

    await user.click(screen.getByRole('link', { name: 'iPhones to 1500' }));
    // The listing it saved, and what it found is no longer new.
    expect(await screen.findByText('the listing')).toBeInTheDocument();
    await waitFor(() => expect(callsTo(fetchMock, 'POST /auth/saved-searches/2/open')).toHaveLength(1));
  });

  it('says what saving a search does while there are none, in Azerbaijani', async () => {
    stubApi({ 'GET /auth/saved-searches': () => ({ savedSearches: [] }) });
    await renderRoutes(routes, PATHS.savedSearches, 'az');
    expect(await screen.findByText(/Hələ saxlanmış axtarış yoxdur/)).toBeInTheDocument();
  });
});

describe('what a saved search found, in the notifications', () => {
  it('names the search and the advert’s price', async () => {
    stubApi({
      'GET /auth/notifications': () => ({
        notifications: [
          {
            id: 9,
            kind: 'SAVED_SEARCH',
            createdAt: '2026-06-15T10:00:00Z',
            read: false,
            oldPrice: null,
            newPrice: null,
            savedSearch: { id: 2, name: 'iPhones to 1500' },
            advert: { id: 7, available: true, productCategory: 'phone', advert: phoneListItem(7) },
          },
        ],
        nextCursor: null,
      }),
      'PUT /auth/notifications/read': () => ({ message: 'Read.' }),
      'GET /auth/notifications/unread': () => ({ unread: 0 }),
    });
    await renderRoutes(routes, PATHS.notifications, 'en');
    const [item] = await screen.findAllByRole('listitem');
    expect(item).toHaveTextContent('New for “iPhones to 1500”');
    expect(item).toHaveTextContent(/\d AZN/);
    expect(item).not.toHaveTextContent('→');
  });
});
