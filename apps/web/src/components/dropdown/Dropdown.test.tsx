import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { layerSteps, press } from '../../testing/history';
import { element, renderRoutes } from '../../testing/render';
import { Dropdown } from './Dropdown';

// More brands than a screen holds: the list has a search box. Apple is the most advertised.
const brands = [
  'Apple',
  'Google',
  'Honor',
  'Huawei',
  'Motorola',
  'Nokia',
  'OnePlus',
  'Oppo',
  'Realme',
  'Samsung',
  'Vivo',
  'Xiaomi',
].map((label, i) => ({ value: String(i + 1), label, adverts: label === 'Apple' ? 90 : 0 }));

function Harness() {
  const [value, setValue] = useState<string | undefined>();
  return (
    <>
      <Dropdown id="brand" label="Marka" options={brands} value={value} onChange={setValue} />
      <button type="button">Başqa</button>
      <output>{value ?? 'none'}</output>
    </>
  );
}

describe('a desktop dropdown', () => {
  // First in the file: the list's code has not come yet, as on a slow line.
  it('keeps what is typed before its list has come, and Enter chooses the first match', async () => {
    const user = userEvent.setup();
    await renderRoutes(element(<Harness />), '/', 'az');
    await user.click(screen.getByRole('button', { name: 'Marka' }));
    await user.keyboard('xia{Enter}');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('12'));
    expect(screen.getByRole('button', { name: 'Marka: Xiaomi' })).toHaveFocus();
  });

  it('opens with the focus in its search box and gives it back to its button after a choice or Escape', async () => {
    const user = userEvent.setup();
    await renderRoutes(element(<Harness />), '/', 'az');
    await user.click(screen.getByRole('button', { name: 'Marka' }));
    expect(await screen.findByRole('combobox', { name: 'Siyahıda axtar: Marka' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Marka' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard('hua{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent('4');
    expect(screen.getByRole('button', { name: 'Marka: Huawei' })).toHaveFocus();
  });

  it('still closes on a space or Enter at its button when nothing is typed', async () => {
    const user = userEvent.setup();
    await renderRoutes(element(<Harness />), '/', 'az');
    await user.click(screen.getByRole('button', { name: 'Marka' }));
    await screen.findByRole('combobox');
    await user.click(screen.getByRole('button', { name: 'Marka' }));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    screen.getByRole('button', { name: 'Marka' }).focus();
    await user.keyboard(' ');
    expect(await screen.findByRole('combobox')).toHaveFocus();
  });

  it('closes its list at Back, giving the focus back to its button, and takes the step back after a choice', async () => {
    const user = userEvent.setup();
    await renderRoutes(element(<Harness />), '/', 'az');
    await user.click(screen.getByRole('button', { name: 'Marka' }));
    expect(await screen.findByRole('combobox', { name: 'Siyahıda axtar: Marka' })).toHaveFocus();
    await layerSteps(1);
    await act(() => press('back'));
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Marka' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Marka' }));
    await user.click(await screen.findByRole('option', { name: 'Nokia' }));
    expect(screen.getByRole('status')).toHaveTextContent('6');
    await layerSteps(0);
  });
});
