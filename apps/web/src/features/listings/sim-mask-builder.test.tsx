import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { simListItem } from '../../testing/fixtures';
import { renderRoutes } from '../../testing/render';
import { setViewportWidth } from '../../testing/setup';
import { stubApi, urlsOf } from '../../testing/stub-api';
import { ListingPage } from './ListingPage';

/**
 * The SIM listing's mask builder (issue 38): the number's ten places, each a digit or any, written into
 * the listing's search as the mask the API reads ("050***77**"); and its pattern filter.
 */
beforeAll(() => Promise.all([import('./SimMaskPanel'), import('./ListingTools')]));

const NUMBER = simListItem(1, '994502227711', {
  price: 90,
  provider: 'Azercell',
  district: 'Baku',
  dateCreated: '2026-06-15T10:00:00Z',
});
const api = {
  'GET /district': () => [{ id: 7, name: 'Baku' }],
  'GET /sim/providers': () => [{ id: 2, name: 'Bakcell', imageUrl: '/media/providers/bakcell.svg' }],
  'GET /sim': () => ({ sims: [NUMBER], nextCursor: null, totalCount: 1 }),
  'GET /sim/count': ({ url }: { url: URL }) => ({ count: url.searchParams.get('searchQuery') ? 4 : 330 }),
  'GET /search/counts': () => ({ counts: { phone: 0, tablet: 0, sim: 1, accessory: 0 } }),
};
const routes = [{ path: '/simCards', element: <ListingPage category="sim" /> }];

const place = (n: number) => screen.getByRole('textbox', { name: `Digit ${n} of 10` });

describe('the SIM mask builder', { timeout: 15_000 }, () => {
  it('takes digits place by place, any where left empty, and searches the mask', async () => {
    setViewportWidth(390);
    const user = userEvent.setup();
    const fetchMock = stubApi(api);
    const { router } = await renderRoutes(routes, '/simCards', 'en');
    await user.click(await screen.findByRole('button', { name: 'Number mask' }, { timeout: 3000 }));
    // The trunk 0 is fixed: the second place has the focus.
    await waitFor(() => expect(place(2)).toHaveFocus(), { timeout: 3000 });
    await user.keyboard('50');
    expect(place(4)).toHaveFocus();
    // Two places of any, then 77.
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}77');
    expect(place(9)).toHaveFocus();
    // Backspace in an empty place goes back and empties the one before.
    await user.keyboard('{Backspace}');
    expect(place(8)).toHaveFocus();
    expect(place(8)).toHaveValue('');
    await user.keyboard('7');
    // The button says how many the mask finds, counted with it.
    expect(await screen.findByRole('button', { name: 'Show 4 adverts' }, { timeout: 3000 })).toBeEnabled();
    await waitFor(
      () => expect(urlsOf(fetchMock, 'GET /sim/count').at(-1)?.searchParams.get('searchQuery')).toBe('050***77**'),
      { timeout: 3000 },
    );
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?searchQuery=050***77**'), { timeout: 3000 });
    expect(await screen.findByRole('button', { name: 'Number mask: 050 *** 77 **' })).toBeInTheDocument();
    // The list is asked for after the address changed: under load, a moment after the button reads it.
    await waitFor(
      () => expect(urlsOf(fetchMock, 'GET /sim').at(-1)?.searchParams.get('searchQuery')).toBe('050***77**'),
      { timeout: 3000 },
    );
  });

  it('fills from a pasted number, and a mask of a code alone is the prefix filter', async () => {
    setViewportWidth(1280);
    const user = userEvent.setup();
    stubApi(api);
    const { router } = await renderRoutes(routes, '/simCards?searchQuery=050***77**', 'en');
    await user.click(await screen.findByRole('button', { name: 'Number mask: 050 *** 77 **' }, { timeout: 3000 }));
    await waitFor(() => expect(place(4)).toHaveFocus());
    expect(place(7)).toHaveValue('7');
    await user.paste('+994 55 123 45 67');
    expect([2, 3, 4, 10].map((n) => (place(n) as HTMLInputElement).value)).toEqual(['5', '5', '1', '7']);
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await user.click(place(2));
    await user.keyboard('77{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?simPrefix=077'));
  });

  it('says what it is in each language', async () => {
    stubApi(api);
    await renderRoutes(routes, '/simCards', 'az');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Nömrə maskası' }, { timeout: 3000 }));
    const form = await screen.findByRole('group', { name: 'Nömrənin rəqəmləri' });
    expect(within(form).getByText(/boş saxlayın/)).toBeInTheDocument();
    expect(within(form).getAllByRole('textbox')).toHaveLength(9);
  });
});

describe('the SIM pattern filter', { timeout: 15_000 }, () => {
  it('offers the patterns by name and lists the numbers holding the one chosen', async () => {
    setViewportWidth(1280);
    const user = userEvent.setup();
    const fetchMock = stubApi(api);
    const { router } = await renderRoutes(routes, '/simCards', 'ru');
    await user.click(await screen.findByRole('button', { name: 'Тип номера' }, { timeout: 3000 }));
    await user.click(await screen.findByRole('option', { name: 'Пары · 33 44' }));
    await waitFor(() => expect(router.state.location.search).toBe('?simPattern=aabb'));
    await waitFor(() => expect(urlsOf(fetchMock, 'GET /sim').at(-1)?.searchParams.get('simPattern')).toBe('aabb'));
  });
});
