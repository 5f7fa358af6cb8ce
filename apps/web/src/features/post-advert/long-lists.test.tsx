import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../testing/render';
import { routes, signIn, stubPosting } from './test-kit';

// Samsung as the catalogue lists it: hundreds of models in no helpful order; a few are advertised.
const samsung = [
  ...Array.from({ length: 40 }, (_, i) => ({ id: 30000 + i, name: `Galaxy J${i} Core`, year: 2012, adverts: 0 })),
  { id: 20001, name: 'Galaxy S24', year: 2024, adverts: 31 },
  { id: 20002, name: 'Galaxy S24 FE', year: 2024, adverts: 0 },
  { id: 20003, name: 'Galaxy A15', year: 2023, adverts: 52 },
  { id: 20004, name: 'Galaxy S23', year: 2023, adverts: 9 },
];

describe('long lists of the form', () => {
  it('finds a model by typing, in any script, from a search box focused on open, by keyboard alone', async () => {
    signIn();
    stubPosting({ 'GET /model/2': () => samsung });
    const user = userEvent.setup();
    await renderRoutes(routes, '/addAdvert', 'en');
    await screen.findByRole('option', { name: 'Samsung' });
    await user.selectOptions(screen.getByLabelText('Brand'), 'Samsung');
    const model = await screen.findByRole('button', { name: 'Model' });
    await user.click(model);
    const search = screen.getByRole('combobox', { name: /Search the list/ });
    expect(search).toHaveFocus();
    // The most advertised lead the list.
    const listed = () => within(screen.getByRole('listbox', { name: 'Model' })).queryAllByRole('option');
    expect(
      listed()
        .slice(0, 3)
        .map((o) => o.textContent),
    ).toEqual(['Galaxy A15', 'Galaxy S24', 'Galaxy S23']);
    await user.keyboard('гал с24');
    expect(listed().map((o) => o.textContent)).toEqual(['Galaxy S24', 'Galaxy S24 FE']);
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Model: Galaxy S24' })).toHaveFocus();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });
});
