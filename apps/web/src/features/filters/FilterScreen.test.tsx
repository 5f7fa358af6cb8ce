import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { layerSteps, press } from '../../testing/history';
import { renderRoutes } from '../../testing/render';
import { stubApi } from '../../testing/stub-api';
import { FilterScreen } from './FilterScreen';
import { TABLET_FILTER_SCREEN } from './filter-screen-config';
import { filterLookups as api, phoneFilterRoutes as routes } from './filter-screen-test-data';

describe('phone filter screen', () => {
  it('opens the Select a filter overlay for a row, stores the choice and closes', async () => {
    const user = userEvent.setup();
    stubApi(api);
    await renderRoutes(routes, '/filters', 'en');
    expect(screen.getByRole('heading', { level: 1, name: 'Filters' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Cities/ }));
    expect(screen.getByRole('dialog', { name: /Select a filter/ })).toBeInTheDocument();
    await user.click(await screen.findByRole('option', { name: 'Ganja' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Cities.*Ganja/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeInTheDocument();
  });

  it('writes its titles in sentence case, which no stylesheet changes', async () => {
    const user = userEvent.setup();
    stubApi(api);
    await renderRoutes(routes, '/filters', 'az');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Filtrlər$/);
    await user.click(screen.getByRole('button', { name: /Şəhərlər/ }));
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(/^Filtr seçin: Şəhərlər$/);
    // Title case by CSS made "Filtr Seçin" and "Выберите Фильтр" of the translations.
    const css = readFileSync(join(import.meta.dirname, 'FilterScreen.module.css'), 'utf8');
    expect(css).not.toMatch(/text-transform/);
  });

  it('gives the focus back to the row that opened the overlay, after a choice, Escape or ×', async () => {
    const user = userEvent.setup();
    stubApi(api);
    await renderRoutes(routes, '/filters', 'az');
    await user.click(screen.getByRole('button', { name: /Şəhərlər/ }));
    await screen.findByRole('option', { name: 'Ganja' });
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(screen.getByRole('button', { name: /Şəhərlər.*Ganja/ })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: /Rəng/ }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Rəng/ })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: /Markalar/ }));
    await user.click(screen.getByRole('button', { name: 'Bağla' }));
    expect(screen.getByRole('button', { name: /Markalar/ })).toHaveFocus();
  });

  it('closes the overlay at Back and stays on the screen, with what was chosen before', async () => {
    const user = userEvent.setup();
    stubApi(api);
    const { router } = await renderRoutes(routes, '/filters', 'en');
    await user.click(screen.getByRole('button', { name: /Cities/ }));
    await user.click(await screen.findByRole('option', { name: 'Ganja' }));
    await layerSteps(0);
    await user.click(screen.getByRole('button', { name: /Color/ }));
    expect(screen.getByRole('dialog', { name: /Select a filter/ })).toBeInTheDocument();
    await layerSteps(1);

    await act(() => press('back'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/filters');
    expect(screen.getByRole('button', { name: /Cities.*Ganja/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Color/ })).toHaveFocus();
  });

  it('closes the overlay when the same row is tapped again', async () => {
    const user = userEvent.setup();
    stubApi(api);
    await renderRoutes(routes, '/filters', 'en');
    await user.click(screen.getByRole('button', { name: /Color/ }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks for a brand before models, and Reset clears every choice', async () => {
    const user = userEvent.setup();
    stubApi(api);
    await renderRoutes(routes, '/filters?brandIds=2&districtId=7', 'en');
    expect(await screen.findByRole('button', { name: /Brands.*Samsung/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(screen.getByRole('button', { name: /Brands.*Any/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Models/ }));
    expect(screen.getByText('Select a brand name first.')).toBeInTheDocument();
  });

  it('applies the selection to the phone listing', async () => {
    const user = userEvent.setup();
    stubApi(api);
    const { router } = await renderRoutes(routes, '/filters', 'en');
    await user.click(screen.getByRole('button', { name: /Brands/ }));
    await user.click(await screen.findByRole('option', { name: 'Samsung' }));
    await user.click(screen.getByRole('button', { name: /Models/ }));
    await user.click(await screen.findByRole('option', { name: 'Galaxy S24' }));
    await user.click(screen.getByRole('button', { name: /Usage/ }));
    await user.click(screen.getByRole('option', { name: 'Used' }));
    await user.click(screen.getByRole('button', { name: /Sort by/ }));
    await user.click(await screen.findByRole('option', { name: 'Cheapest first' }));
    await user.click(screen.getByRole('button', { name: 'Show adverts' }));
    expect(router.state.location.pathname).toBe('/');
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      brandIds: '2',
      modelIds: '20001',
      condition: 'used',
      sortByType: 'PRICE_ASC',
    });
  });

  it('offers the SIM type and puts it in the address', async () => {
    const user = userEvent.setup();
    stubApi(api);
    const { router } = await renderRoutes(routes, '/filters', 'en');
    await user.click(screen.getByRole('button', { name: /SIM card/ }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Any',
      'Single SIM',
      'Dual SIM',
      'eSIM',
    ]);
    await user.click(screen.getByRole('option', { name: 'eSIM' }));
    await user.click(screen.getByRole('button', { name: 'Show adverts' }));
    expect(router.state.location.search).toBe('?simType=eSIM');
  });

  it('reads Newest first in the sort row until another order is chosen, as the server sorts', async () => {
    const user = userEvent.setup();
    stubApi(api);
    await renderRoutes(routes, '/filters', 'en');
    expect(await screen.findByRole('button', { name: /Sort by.*Newest first/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Sort by/ }));
    expect(screen.getByRole('option', { name: 'Newest first' })).toHaveAttribute('aria-selected', 'true');
    // There is always an order: no "Any" row.
    expect(screen.queryByRole('option', { name: 'Any' })).not.toBeInTheDocument();
  });

  it('clears one row with Any, leaving the others', async () => {
    const user = userEvent.setup();
    stubApi(api);
    const { router } = await renderRoutes(routes, '/filters?districtId=7&condition=used', 'en');
    await user.click(await screen.findByRole('button', { name: /Cities.*Baku/ }));
    await user.click(screen.getByRole('option', { name: 'Any' }));
    expect(screen.getByRole('button', { name: /Cities.*Any/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show adverts' }));
    expect(router.state.location.search).toBe('?condition=used');
  });

  it('takes a price range typed in digits alone, and Enter in it shows the adverts', async () => {
    const user = userEvent.setup();
    stubApi(api);
    const { router } = await renderRoutes(routes, '/filters?brandIds=2', 'en');
    const from = screen.getByRole('textbox', { name: 'From' });
    const to = screen.getByRole('textbox', { name: 'To' });
    await user.type(from, '2 000 manat');
    expect(from).toHaveValue('2000');
    await user.type(to, '1500');
    expect(screen.getByRole('alert')).toHaveTextContent('“From” is above “To”.');
    expect(screen.getByRole('button', { name: 'Show adverts' })).toBeDisabled();
    await user.clear(from);
    await user.type(from, '500');
    await user.click(screen.getByRole('checkbox', { name: 'Delivery' }));
    await user.click(screen.getByRole('checkbox', { name: 'Barter possible' }));
    await user.type(to, '{Enter}');
    expect(router.state.location.pathname).toBe('/');
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      brandIds: '2',
      priceMin: '500',
      priceMax: '1500',
      sellerOptions: 'barter,delivery',
    });
    // Shown at its results, not at the top of the list's page.
    expect(router.state.location.state).toEqual({ toResults: true });
  });

  it('finds a city typed in another script, focused on open, chosen with Enter', async () => {
    const user = userEvent.setup();
    const cities = ['Aghdam', 'Aghjabadi', 'Astara', 'Baku', 'Barda', 'Ganja', 'Quba', 'Shaki', 'Sumqayit', 'Zaqatala'];
    stubApi({ ...api, 'GET /district': () => cities.map((name, i) => ({ id: i + 1, name })) });
    const { router } = await renderRoutes(routes, '/filters', 'en');
    await user.click(screen.getByRole('button', { name: /Cities/ }));
    const search = await screen.findByRole('combobox', { name: /Search the list/ });
    expect(search).toHaveFocus();
    await user.keyboard('шаки');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Shaki']);
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: /Cities.*Shaki/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show adverts' }));
    expect(router.state.location.search).toBe('?districtId=8');
  });

  it('gives way to the list it made, so Back returns to the list as it was before', async () => {
    const user = userEvent.setup();
    stubApi(api);
    const { router } = await renderRoutes(routes, '/?districtId=7', 'en');
    await act(() => router.navigate('/filters?districtId=7'));
    await user.click(screen.getByRole('button', { name: /Brands/ }));
    await user.click(await screen.findByRole('option', { name: 'Samsung' }));
    await user.click(screen.getByRole('button', { name: 'Show adverts' }));
    expect(router.state.location.search).toBe('?districtId=7&brandIds=2');
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname + router.state.location.search).toBe('/?districtId=7');
  });
});

describe('tablet filter screen', () => {
  const tabletRoutes = [
    { path: '/tabletsfilters', element: <FilterScreen config={TABLET_FILTER_SCREEN} /> },
    { path: '/tablets', element: <p>tablets</p> },
  ];

  it('offers the filters the contract gives tablets, colour among them, and puts the colour in the address', async () => {
    const user = userEvent.setup();
    stubApi({ ...api, 'GET /brand/tablet': () => [{ id: 22, name: 'Lenovo', logoUrl: '/media/brands/lenovo.svg' }] });
    const { router } = await renderRoutes(tabletRoutes, '/tabletsfilters?brandIds=22', 'en');
    expect(screen.getByRole('heading', { level: 1, name: 'Filters' })).toBeInTheDocument();
    expect(
      screen.getAllByRole('button', { expanded: false }).map((row) => row.querySelector('span')?.textContent),
    ).toEqual([
      'Cities',
      'Brands',
      'Models',
      'Color',
      'Storage',
      'Memory',
      'SIM card',
      'Usage',
      'Condition grade',
      'Battery',
      'Sort by',
    ]);
    await user.click(screen.getByRole('button', { name: /Color/ }));
    await user.click(screen.getByRole('option', { name: 'Silver' }));
    expect(screen.getByRole('button', { name: /Color.*Silver/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show adverts' }));
    expect(router.state.location.pathname).toBe('/tablets');
    expect(router.state.location.search).toBe('?brandIds=22&color=Silver');
  });
});
