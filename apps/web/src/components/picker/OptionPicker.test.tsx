import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { element, renderRoutes } from '../../testing/render';
import { OptionPicker } from './OptionPicker';
import type { PickerOption } from './picker-order';

// Samsung's list as the server answers it: a catalogue order that helps nobody, some models advertised.
const models: PickerOption[] = [
  { value: '1', label: 'Galaxy XCover7', year: 2024, adverts: 0 },
  { value: '2', label: 'Galaxy J2 Core', year: 2018, adverts: 2 },
  { value: '3', label: 'Galaxy Y', year: 2011, adverts: 0 },
  { value: '4', label: 'Galaxy A15', year: 2023, adverts: 40 },
  { value: '5', label: 'Galaxy S24', year: 2024, adverts: 25 },
  { value: '6', label: 'Galaxy S24 FE', year: 2024, adverts: 0 },
  { value: '7', label: 'Galaxy S23', year: 2023, adverts: 12 },
  { value: '8', label: 'Galaxy Note 9', year: 2018, adverts: 0 },
  { value: '9', label: 'Galaxy Z Flip6', year: 2024, adverts: 0 },
  { value: '10', label: 'Galaxy S10', year: 2019, adverts: 0 },
];

function Harness({ initial }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <OptionPicker label="Model" options={models} value={value} onChoose={setValue} anyLabel="Any" autoFocus />
      <output>{value ?? 'none'}</output>
    </>
  );
}

const names = () => screen.getAllByRole('option').map((option) => option.textContent);

describe('option picker', () => {
  it('leads with the most advertised, then every model newest first, with Any on top', async () => {
    await renderRoutes(element(<Harness />), '/', 'en');
    expect(names().slice(0, 5)).toEqual(['Any', 'Galaxy A15', 'Galaxy S24', 'Galaxy S23', 'Galaxy J2 Core']);
    expect(screen.getByText('Most advertised')).toBeInTheDocument();
    // Each once: the rest are those not advertised most.
    expect(names().slice(5, 8)).toEqual(['Galaxy XCover7', 'Galaxy S24 FE', 'Galaxy Z Flip6']);
    expect(names()).toHaveLength(11);
    expect(names().at(-1)).toBe('Galaxy Y');
  });

  it('finds by the start of any word, in Latin or Cyrillic, the one people sell first, and Enter chooses it', async () => {
    const user = userEvent.setup();
    await renderRoutes(element(<Harness />), '/', 'en');
    expect(screen.getByRole('combobox')).toHaveFocus();
    await user.keyboard('s24');
    expect(names()).toEqual(['Galaxy S24', 'Galaxy S24 FE']);
    await user.clear(screen.getByRole('combobox'));
    await user.keyboard('гал с24');
    expect(names()).toEqual(['Galaxy S24', 'Galaxy S24 FE']);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent('6');
  });

  it('says when nothing matches, and Any clears the choice', async () => {
    const user = userEvent.setup();
    await renderRoutes(element(<Harness initial="5" />), '/', 'en');
    expect(screen.getAllByRole('option', { selected: true }).map((o) => o.textContent)).toEqual(['Galaxy S24']);
    await user.keyboard('iphone');
    expect(screen.getByText('Nothing called “iphone”')).toBeInTheDocument();
    await user.clear(screen.getByRole('combobox'));
    await user.click(screen.getByRole('option', { name: 'Any' }));
    expect(screen.getByRole('status')).toHaveTextContent('none');
  });
});

// Samsung's S24 family, the Ultra sold most: "s24" still means the S24 itself.
const s24Family: PickerOption[] = [
  { value: '1', label: 'Galaxy S24 FE', year: 2024, adverts: 0 },
  { value: '2', label: 'Galaxy S24 Ultra', year: 2024, adverts: 90 },
  { value: '3', label: 'Galaxy S24+', year: 2024, adverts: 30 },
  { value: '4', label: 'Galaxy S24', year: 2024, adverts: 25 },
  { value: '5', label: 'Galaxy S23', year: 2023, adverts: 60 },
  { value: '6', label: 'Galaxy A54', year: 2023, adverts: 70 },
  { value: '7', label: 'Galaxy Z Fold6', year: 2024, adverts: 1 },
  { value: '8', label: 'Galaxy Tab S24 Wi-Fi (demo)', year: 2024, adverts: 5 },
  { value: '9', label: 'Galaxy S10', year: 2019, adverts: 0 },
];
// Cities as the lookup answers them: alphabetical, each with its live adverts (Baku has most).
const cities: PickerOption[] = [
  ['Ağcabədi', 3],
  ['Ağdam', 0],
  ['Ağdaş', 1],
  ['Astara', 2],
  ['Bakı', 1800],
  ['Gəncə', 140],
  ['Lənkəran', 30],
  ['Sumqayıt', 160],
  ['Şəki', 25],
  ['Xaçmaz', 0],
].map(([label, adverts], i) => ({ value: String(i + 1), label: String(label), adverts: Number(adverts) }));

function Choose({ label, options }: { label: string; options: PickerOption[] }) {
  const [value, setValue] = useState<string>();
  return <OptionPicker label={label} options={options} value={value} onChoose={setValue} anyLabel="Any" autoFocus />;
}

describe('what a picker puts first', () => {
  it('the model typed exactly, before those it starts that more people sell: "s24" is the Galaxy S24', async () => {
    const user = userEvent.setup();
    await renderRoutes(element(<Choose label="Model" options={s24Family} />), '/', 'en');
    await user.keyboard('s24');
    expect(names()).toEqual([
      'Galaxy S24',
      'Galaxy S24 Ultra',
      'Galaxy S24+',
      'Galaxy Tab S24 Wi-Fi (demo)',
      'Galaxy S24 FE',
    ]);
    await user.clear(screen.getByRole('combobox'));
    await user.keyboard('с24 ультра');
    expect(names()[0]).toBe('Galaxy S24 Ultra');
    await user.clear(screen.getByRole('combobox'));
    await user.keyboard('S24+');
    expect(names()[0]).toBe('Galaxy S24+');
  });

  it('the most advertised city, Baku, first, and the rest in the alphabet’s order', async () => {
    await renderRoutes(element(<Choose label="City" options={cities} />), '/', 'az');
    expect(names().slice(0, 4)).toEqual(['Any', 'Bakı', 'Sumqayıt', 'Gəncə']);
    expect(names().at(-1)).toBe('Xaçmaz');
  });
});
