import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { simListItem } from '../../testing/fixtures';
import { renderRoutes } from '../../testing/render';
import { stubApi, urlsOf } from '../../testing/stub-api';
import { SearchPage } from './SearchPage';

describe('search screen', () => {
  it('searches the listing with what is typed', async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi({
      'GET /sim': ({ url }) => ({
        sims:
          url.searchParams.get('searchQuery') === '7777'
            ? [
                simListItem(9, '994507777777', {
                  price: 900,
                  provider: 'Azercell',
                  district: 'Baku',
                  dateCreated: '2026-01-10T10:00:00Z',
                }),
              ]
            : [],
        nextCursor: null,
      }),
    });
    await renderRoutes([{ path: '/search', element: <SearchPage /> }], '/search?category=sim', 'en');
    expect(screen.getByRole('heading', { name: 'Search' })).toBeInTheDocument();
    const input = screen.getByPlaceholderText('search');
    await user.type(input, '7777');
    expect(await screen.findByRole('heading', { name: '050 777 77 77' })).toBeInTheDocument();
    await waitFor(() => expect(urlsOf(fetchMock, 'GET /sim').at(-1)?.searchParams.get('searchQuery')).toBe('7777'));
  });

  it('searches for the words around a pasted tab or control character, which the server would refuse', async () => {
    const fetchMock = stubApi({ 'GET /phone': () => ({ phones: [], nextCursor: null }) });
    await renderRoutes([{ path: '/search', element: <SearchPage /> }], '/search?q=iphone%0913%00pro', 'en');
    await waitFor(() =>
      expect(urlsOf(fetchMock, 'GET /phone').at(-1)?.searchParams.get('searchQuery')).toBe('iphone 13 pro'),
    );
  });
});
