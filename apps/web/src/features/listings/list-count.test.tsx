import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { phoneListItem } from '../../testing/fixtures';
import { renderRoutes } from '../../testing/render';
import { setViewportWidth } from '../../testing/setup';
import { stubApi, urlsOf } from '../../testing/stub-api';
import { ListingPage } from './ListingPage';

/**
 * A narrowed list says how many adverts it holds, and the desktop's price field says how many the range
 * typed will show ("Show 12 adverts"), both from GET /{category}/count (issue 33). A whole list asks for
 * no count: its first page carries one.
 */
beforeAll(() => Promise.all([import('./FilterChips'), import('./PricePanel'), import('./ListingTools')]));

/** The server's counts: 7 in Baku, 3 of them at 500 AZN or more; 2 SIM numbers of Bakcell. */
const counted = ({ url }: { url: URL }) => {
  const q = url.searchParams;
  if (q.get('providerId')) return { count: 2 };
  if (q.get('priceMin')) return { count: 3 };
  if (q.get('districtId')) return { count: 7 };
  return { count: 1001 };
};

const api = {
  'GET /brand/phone': () => [{ id: 2, name: 'Samsung', logoUrl: '/media/brands/samsung.svg' }],
  'GET /district': () => [{ id: 7, name: 'Baku' }],
  'GET /sim/providers': () => [{ id: 2, name: 'Bakcell', imageUrl: '/media/providers/bakcell.svg' }],
  'GET /sort': () => [{ id: 1, name: 'Newest first', type: 'DATE_DESC' }],
  'GET /phone': () => ({ phones: [phoneListItem(1)], nextCursor: null }),
  'GET /sim': () => ({ sims: [], nextCursor: null }),
  'GET /phone/today': () => ({ phones: [], nextCursor: null, totalCount: 0 }),
  'GET /phone/count': counted,
  'GET /sim/count': counted,
};

const routes = [
  { path: '/', element: <ListingPage category="phone" /> },
  { path: '/simCards', element: <ListingPage category="sim" /> },
];

/** The line of the layout the test reads (a listing draws a phone's and a desktop's; CSS shows one). */
const countLine = async (layout: 'phone-only' | 'desktop-only', text: string) =>
  waitFor(
    () => {
      const line = screen.getAllByRole('status').find((el) => el.closest(`.${layout}`) && el.textContent === text);
      expect(line, text).toBeDefined();
    },
    { timeout: 3000 },
  );

describe('a narrowed list says how many it holds', { timeout: 15_000 }, () => {
  it('on a phone, beside its chips, in the language', async () => {
    stubApi(api);
    await renderRoutes(routes, '/?districtId=7', 'ru');
    await countLine('phone-only', 'Найдено 7 объявлений');
  });

  it('on a desktop, whose dropdowns name the filters themselves, and after each choice', async () => {
    setViewportWidth(1280);
    const user = userEvent.setup();
    const fetchMock = stubApi(api);
    await renderRoutes(routes, '/simCards', 'en');
    await screen.findByRole('button', { name: 'Operator' }, { timeout: 3000 });
    // The whole list: no line, no count asked.
    expect(screen.queryByText(/found$/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Operator' }));
    await user.click(await screen.findByRole('option', { name: 'Bakcell' }));
    expect(await screen.findByText('2 adverts found', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(urlsOf(fetchMock, 'GET /sim/count').map((url) => url.search)).toEqual(['?providerId=2']);
  });

  it('asks for no count while nothing narrows the list', async () => {
    const fetchMock = stubApi(api);
    await renderRoutes(routes, '/?sortByType=DATE_DESC', 'az');
    await screen.findAllByRole('article');
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(urlsOf(fetchMock, 'GET /phone/count')).toEqual([]);
  });
});

describe("the desktop's price field says how many the range will show", { timeout: 15_000 }, () => {
  beforeEach(() => setViewportWidth(1280));

  it('counts the range typed with the filters already chosen, and shows them on its button', async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi(api);
    const { router } = await renderRoutes(routes, '/?districtId=7', 'az');
    await countLine('desktop-only', '7 elan tapıldı');
    await user.click(await screen.findByRole('button', { name: 'Qiymət' }, { timeout: 3000 }));
    const panel = (await screen.findByRole('textbox', { name: 'Minimum' })).closest('form') as HTMLFormElement;
    // The list as it is, then the range typed.
    expect(await within(panel).findByRole('button', { name: '7 elanı göstər' })).toBeInTheDocument();
    await user.type(within(panel).getByRole('textbox', { name: 'Minimum' }), '500');
    await user.click(await within(panel).findByRole('button', { name: '3 elanı göstər' }, { timeout: 3000 }));
    expect(router.state.location.search).toBe('?districtId=7&priceMin=500');
    expect(urlsOf(fetchMock, 'GET /phone/count').map((url) => url.search)).toEqual([
      '?districtId=7',
      '?districtId=7&priceMin=500',
    ]);
  });
});
