import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PATHS } from '@zeng/contract/routes';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetLikedCache } from '../../lib/liked';
import { phoneDetail, phoneListItem, simDetail, simListItem } from '../../testing/fixtures';
import { renderRoutes } from '../../testing/render';
import { setViewportWidth } from '../../testing/setup';
import { stubApi } from '../../testing/stub-api';
import { AdvertDetailPage } from './AdvertDetailPage';

const routes = [
  { path: PATHS.advertDetail, element: <AdvertDetailPage /> },
  { path: '*', element: <p>elsewhere</p> },
];

const similarPhones = (count: number) => ({
  phones: Array.from({ length: count }, (_, i) => phoneListItem(100 + i)),
  nextCursor: null,
});

const row = (label: string) =>
  screen.getByText(label, { selector: 'dt' }).parentElement?.querySelector('dd')?.textContent;

beforeEach(() => {
  resetLikedCache();
});

describe('the advert page and its similar cards write an advert the same way', () => {
  it('RAM then storage, in Russian units, in the row and on a card', async () => {
    stubApi({
      'GET /phone/42': () => ({ ...phoneDetail, mainMemory: { id: 6, type: 'STORAGE', capacity: '256GB' } }),
      'GET /phone/42/similar': () => similarPhones(1),
    });
    await renderRoutes(routes, '/phone-preview/phone/42', 'ru');
    const section = await screen.findByRole('region', { name: 'Похожие объявления' });
    expect(row('ОЗУ / Память')).toBe('8/256\u00a0ГБ');
    // The similar phone has the same 8GB of RAM and 256GB of storage.
    expect(within(section).getByText('8/256 ГБ · Хорошее')).toBeInTheDocument();
  });

  it('a SIM number as 050 111 22 33 in the title, the row and on a card', async () => {
    stubApi({
      'GET /sim/7': () => simDetail,
      'GET /sim/7/similar': () => ({
        sims: [
          simListItem(8, '994557753235', {
            price: 65,
            provider: 'Azercell',
            district: 'Ganja',
            dateCreated: '2026-03-10T10:15:00.000Z',
          }),
        ],
        nextCursor: null,
      }),
    });
    await renderRoutes(routes, '/phone-preview/sim/7', 'en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Azercell 050 111 22 33' })).toBeInTheDocument();
    expect(row('SIM number')).toBe('050 111 22 33');
    const section = await screen.findByRole('region', { name: 'Similar adverts' });
    expect(within(section).getByRole('heading', { level: 3 }).textContent).toBe('055 775 32 35');
  });
});

/**
 * jsdom lays nothing out: the similar row gets a width of 600 px, cards of 182 px with their gap, and a
 * scroll position that scrollBy moves (stopping at the ends, as a browser does) and announces.
 */
const VIEW_PX = 600;
const CARD_STEP_PX = 182;
const scrolled = new WeakMap<Element, number>();
const maxScroll = (el: Element) => Math.max(0, el.children.length * CARD_STEP_PX - VIEW_PX);
const layout: Record<string, PropertyDescriptor> = {
  clientWidth: { configurable: true, get: () => VIEW_PX },
  scrollWidth: {
    configurable: true,
    get(this: Element) {
      return this.children.length * CARD_STEP_PX;
    },
  },
  scrollLeft: {
    configurable: true,
    get(this: Element) {
      return scrolled.get(this) ?? 0;
    },
  },
  scrollBy: {
    configurable: true,
    value(this: Element, options: ScrollToOptions) {
      const next = (scrolled.get(this) ?? 0) + (options.left ?? 0);
      scrolled.set(this, Math.min(maxScroll(this), Math.max(0, next)));
      this.dispatchEvent(new Event('scroll'));
    },
  },
};

describe('the similar adverts row on a desktop', () => {
  beforeEach(() => {
    for (const [name, descriptor] of Object.entries(layout)) {
      Object.defineProperty(HTMLUListElement.prototype, name, descriptor);
    }
    setViewportWidth(1280);
  });
  afterEach(() => {
    for (const name of Object.keys(layout)) {
      delete (HTMLUListElement.prototype as unknown as Record<string, unknown>)[name];
    }
  });

  it('has arrows that page through to the last card, each inactive at its end', async () => {
    const user = userEvent.setup();
    stubApi({ 'GET /phone/42': () => phoneDetail, 'GET /phone/42/similar': () => similarPhones(10) });
    await renderRoutes(routes, '/phone-preview/phone/42', 'en');
    const section = await screen.findByRole('region', { name: 'Similar adverts' });
    const list = within(section).getByRole('list');
    const previous = within(section).getByRole('button', { name: 'Previous similar adverts' });
    const next = within(section).getByRole('button', { name: 'Next similar adverts' });
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    expect(next).toHaveAttribute('aria-disabled', 'false');

    await user.click(next);
    expect(list.scrollLeft).toBe(480);
    expect(previous).toHaveAttribute('aria-disabled', 'false');

    await user.click(next);
    await user.click(next);
    // The last of the ten cards is in sight, and there is no further to go.
    expect(list.scrollLeft + list.clientWidth).toBe(list.scrollWidth);
    expect(next).toHaveAttribute('aria-disabled', 'true');
    await user.click(next);
    expect(list.scrollLeft).toBe(maxScroll(list));

    await user.click(previous);
    expect(list.scrollLeft).toBe(maxScroll(list) - 480);
    expect(next).toHaveAttribute('aria-disabled', 'false');
  });

  it('has no arrows when every card is in sight', async () => {
    stubApi({ 'GET /phone/42': () => phoneDetail, 'GET /phone/42/similar': () => similarPhones(3) });
    await renderRoutes(routes, '/phone-preview/phone/42', 'en');
    const section = await screen.findByRole('region', { name: 'Similar adverts' });
    expect(within(section).getAllByRole('article')).toHaveLength(3);
    expect(within(section).queryByRole('button', { name: /similar adverts/ })).not.toBeInTheDocument();
  });
});
