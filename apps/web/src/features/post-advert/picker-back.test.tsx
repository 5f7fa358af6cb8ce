import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { layerSteps, press } from '../../testing/history';
import { renderRoutes } from '../../testing/render';
import { routes, signIn, stubPosting } from './test-kit';

const models = Array.from({ length: 30 }, (_, i) => ({ id: 20000 + i, name: `Galaxy A${i}`, year: 2023, adverts: 0 }));

describe("a long list's picker in the form", () => {
  it('is closed by Back, which stays on the form with what was typed, and gives the focus back to its button', {
    timeout: 15_000,
  }, async () => {
    signIn();
    stubPosting({ 'GET /model/2': () => models });
    const user = userEvent.setup();
    const { router } = await renderRoutes(routes, '/addAdvert', 'en');
    // The form's code and lookups come first (a while on a busy machine).
    await screen.findByRole('option', { name: 'Samsung' }, { timeout: 5000 });
    await user.selectOptions(screen.getByLabelText('Brand'), 'Samsung');
    await user.click(await screen.findByRole('button', { name: 'Model' }));
    expect(screen.getByRole('listbox', { name: 'Model' })).toBeInTheDocument();
    await layerSteps(1);

    await act(() => press('back'));
    await waitFor(() => expect(screen.queryByRole('listbox', { name: 'Model' })).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/addAdvert');
    expect(screen.getByLabelText('Brand')).toHaveDisplayValue('Samsung');
    expect(screen.getByRole('button', { name: 'Model' })).toHaveFocus();

    // Chosen, it takes its step back: Back is then the form's own.
    await user.click(screen.getByRole('button', { name: 'Model' }));
    await user.click(screen.getByRole('option', { name: 'Galaxy A3' }));
    expect(screen.getByRole('button', { name: 'Model: Galaxy A3' })).toBeInTheDocument();
    await layerSteps(0);
  });
});
