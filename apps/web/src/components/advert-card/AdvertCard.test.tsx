import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { screen, within } from '@testing-library/react';
import { CARD_HEIGHT_PX, CARD_WIDTH_PX } from '@zeng/contract/constants';
import { describe, expect, it } from 'vitest';
import { phoneListItem, simListItem } from '../../testing/fixtures';
import { element, renderRoutes } from '../../testing/render';
import { AdvertCard } from './AdvertCard';
import { phoneToCard, simToCard } from './card-advert';

const bakcell = simListItem(2426, '994557753235', {
  price: 65,
  provider: 'Bakcell',
  district: 'Sumqayıt',
  dateCreated: '2026-03-10T10:15:00.000Z',
});

const phone = (capacities: { ram: string; storage: string }) =>
  phoneToCard({
    ...phoneListItem(5),
    ram: { capacity: capacities.ram },
    mainMemory: { capacity: capacities.storage },
    district: { name: 'Сумгайыт' },
  } as Parameters<typeof phoneToCard>[0]);

const show = (card: ReturnType<typeof simToCard>, language = 'az') =>
  renderRoutes(element(<AdvertCard advert={card} />), '/', language);

describe('a SIM card', () => {
  it('has the whole number as its headline and the provider as a label beside the logo', async () => {
    await show(simToCard(bakcell));
    const card = screen.getByRole('article');
    expect(within(card).getByRole('heading', { level: 2 }).textContent).toBe('055 775 32 35');
    expect(within(card).getByText('Bakcell')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Bakcell 055 775 32 35 bəyən' })).toBeInTheDocument();
  });
});

describe('a phone card', () => {
  it('shows a title too long for its two lines whole on hover (an accessory name runs to 100 characters)', async () => {
    const long = { ...phone({ ram: '8GB', storage: '256GB' }), model: 'Silicone Case MagSafe iPhone 16 Pro Max' };
    await show(long, 'en');
    const title = screen.getByRole('heading', { level: 2 });
    expect(title).toHaveTextContent('Apple Silicone Case MagSafe iPhone 16 Pro Max');
    expect(title).toHaveAttribute('title', 'Apple Silicone Case MagSafe iPhone 16 Pro Max');
  });

  it('writes RAM then storage in Russian units, with the grade', async () => {
    await show(phone({ ram: '8GB', storage: '512GB' }), 'ru');
    // A number and its unit never part at a line end.
    expect(screen.getByText('8/512 ГБ · Хорошее').textContent).toBe('8/512\u00a0ГБ · Хорошее');
  });

  it('names each unit when RAM and storage differ, in English', async () => {
    await show(phone({ ram: '12GB', storage: '1TB' }), 'en');
    expect(screen.getByText('12 GB / 1 TB · Good')).toBeInTheDocument();
  });

  it("shows a used device's battery health on its photo, named for screen readers, and a sealed one's not", async () => {
    await show(phone({ ram: '8GB', storage: '512GB' }), 'en');
    const photo = screen.getByRole('article').querySelector('img')?.parentElement;
    const battery = screen.getByTitle('Battery 88%');
    expect(photo?.contains(battery)).toBe(true);
    expect(battery.textContent).toBe('88%Battery 88%');
    await show(phoneToCard({ ...phoneListItem(6), grade: 'new_sealed', condition: 'new', batteryHealth: 100 }), 'en');
    expect(screen.getByText('8/256 GB · New')).toBeInTheDocument();
    expect(screen.queryByTitle('Battery 100%')).toBeNull();
  });

  const lastCard = () => screen.getAllByRole('article').at(-1) as HTMLElement;

  it('says "good price" on the photo of a phone clearly below what its kind sells for, and nothing otherwise', async () => {
    await show(phoneToCard({ ...phoneListItem(5), condition: 'used', goodPrice: true }), 'az');
    const photo = lastCard().querySelector('img')?.parentElement;
    expect(photo?.contains(within(lastCard()).getByText('Sərfəli qiymət'))).toBe(true);
    await show(phoneToCard({ ...phoneListItem(6), condition: 'used', goodPrice: true }), 'ru');
    expect(within(lastCard()).getByText('Выгодная цена')).toBeInTheDocument();
    await show(phoneToCard({ ...phoneListItem(7), condition: 'used' }), 'en');
    expect(within(lastCard()).queryByText('Good price')).toBeNull();
  });

  it('says VIP or PREMIUM on the photo of an advert a list placed for pay, and nothing on the others', async () => {
    await show(phoneToCard({ ...phoneListItem(8), condition: 'used', promoted: 'VIP', goodPrice: true }), 'ru');
    const photo = lastCard().querySelector('img')?.parentElement;
    expect(photo?.contains(within(lastCard()).getByText('VIP'))).toBe(true);
    // The good price stays visible beside it.
    expect(within(lastCard()).getByText('Выгодная цена')).toBeInTheDocument();
    await show(simToCard({ ...bakcell, id: 9, promoted: 'PREMIUM' }), 'az');
    expect(within(lastCard()).getByText('PREMIUM')).toBeInTheDocument();
    await show(phoneToCard({ ...phoneListItem(10), condition: 'used' }), 'en');
    expect(within(lastCard()).queryByText(/^(VIP|PREMIUM)$/)).toBeNull();
  });

  it('a card the liked page kept before grades says new or used, as it did', async () => {
    const { grade: _grade, battery: _battery, ...kept } = phone({ ram: '8GB', storage: '512GB' });
    await show(kept, 'en');
    expect(screen.getByText('8/512 GB · Used')).toBeInTheDocument();
  });

  it('gives the city and the publication date a line each, so neither cuts the other', async () => {
    await show(phone({ ram: '8GB', storage: '512GB' }), 'ru');
    expect(screen.getByText('Сумгайыт').tagName).toBe('P');
    const date = screen.getByText(/^10 января/);
    expect(date.tagName).toBe('TIME');
    expect(date).toHaveAttribute('datetime', phoneListItem(5).dateCreated);
  });
});

describe("a card's seller options", () => {
  const withOptions = (sellerOptions: Parameters<typeof phoneToCard>[0]['sellerOptions']) =>
    phoneToCard({ ...phoneListItem(5), condition: 'used', sellerOptions });

  it('are small drawings on the photo, each named, so the card grows no line', async () => {
    await show(withOptions(['barter', 'delivery']), 'ru');
    const card = screen.getByRole('article');
    const options = [within(card).getByTitle('Возможен обмен'), within(card).getByTitle('Есть доставка')];
    expect(options.map((option) => option.textContent)).toEqual(['Возможен обмен', 'Есть доставка']);
    expect(options.map((option) => option.getAttribute('title'))).toEqual(['Возможен обмен', 'Есть доставка']);
    // In the photo's box, not among the lines under it.
    const photo = card.querySelector('img')?.parentElement;
    for (const option of options) expect(photo?.contains(option)).toBe(true);
    expect(within(card).getByRole('link').textContent).toContain('Есть доставка');
  });

  it('sit on a SIM card beside its logo', async () => {
    await show({ ...simToCard(bakcell), sellerOptions: ['negotiable'] }, 'en');
    expect(within(screen.getByRole('article')).getByTitle('Price negotiable')).toHaveTextContent('Price negotiable');
  });

  it('are not drawn when there are none, nor on a card the liked page kept before there were any', async () => {
    const { unmount } = await show(withOptions([]));
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    unmount();
    const { sellerOptions: _none, ...kept } = withOptions(['credit']);
    await show(kept);
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});

describe("a card's size", () => {
  it("is the one the layouts and the server's thumbnails count on, set by the stylesheet", () => {
    const tokens = readFileSync(join(import.meta.dirname, '../../styles/tokens.css'), 'utf8');
    expect(tokens).toContain(`--card-width: ${CARD_WIDTH_PX}px;`);
    expect(tokens).toContain(`--card-height: ${CARD_HEIGHT_PX}px;`);
    const css = readFileSync(join(import.meta.dirname, 'AdvertCard.module.css'), 'utf8');
    expect(/\.card \{[^}]*\}/.exec(css)?.[0]).toMatch(/width: var\(--card-width\);\s+height: var\(--card-height\);/);
  });
});
