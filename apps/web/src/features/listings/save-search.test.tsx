import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PATHS } from '@zeng/contract/routes';
import { beforeEach, describe, expect, it } from 'vitest';
import { LISTINGS } from '../../lib/listing-config';
import { renderRoutes } from '../../testing/render';
import { callsTo, stubApi } from '../../testing/stub-api';
import { SaveSearch } from './SaveSearch';

/** Issue 38: Save search in a signed-in person's listing toolbar. */
beforeEach(() => {
  localStorage.setItem('access_token', 'access.jwt');
  localStorage.setItem('refresh_token', 'refresh-1');
});

const routes = [
  {
    path: '/',
    element: <SaveSearch config={LISTINGS.phone} params={{ brandIds: [1], priceMax: 1500, sortByType: 'PRICE_ASC' }} />,
  },
  { path: '*', element: <p>elsewhere</p> },
];

describe('Save search in a listing’s toolbar', () => {
  it('names the listing as it stands, with the SMS asked for, and leads to the saved searches', async () => {
    const fetchMock = stubApi({
      'POST /auth/saved-searches': ({ body }) => ({
        id: 3,
        name: 'x',
        category: 'phone',
        query: '',
        paused: false,
        sms: false,
        newCount: 0,
        createdAt: '2026-06-15T10:00:00Z',
        ...(body as object),
      }),
      'GET /auth/saved-searches': () => ({ savedSearches: [] }),
    });
    const user = userEvent.setup();
    await renderRoutes(routes, '/', 'en');
    await user.click(await screen.findByRole('button', { name: 'Save search' }));
    const name = screen.getByRole('textbox', { name: 'Name' });
    // The listing's heading is offered; the person types their own.
    expect(name).toHaveValue('Phones');
    await user.clear(name);
    await user.type(name, 'Cheap iPhones');
    await user.click(screen.getByRole('checkbox', { name: 'One SMS a day' }));
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('status')).toHaveTextContent('“Cheap iPhones” is saved.');
    expect(callsTo(fetchMock, 'POST /auth/saved-searches')[0]?.body).toEqual({
      name: 'Cheap iPhones',
      category: 'phone',
      query: 'sortByType=PRICE_ASC&brandIds=1&priceMax=1500',
      sms: true,
    });
    expect(screen.getByRole('link', { name: 'Saved searches' })).toHaveAttribute('href', PATHS.savedSearches);
  });

  it('says in the person’s language when the same search is saved already', async () => {
    stubApi({
      'POST /auth/saved-searches': () =>
        new Response(
          JSON.stringify({ statusCode: 409, error: 'Conflict', code: 'SAVED_SEARCH_EXISTS', message: 'saved' }),
          { status: 409, headers: { 'content-type': 'application/json' } },
        ),
    });
    const user = userEvent.setup();
    await renderRoutes(routes, '/', 'ru');
    await user.click(await screen.findByRole('button', { name: 'Сохранить поиск' }));
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Этот поиск уже сохранён.');
  });
});
