import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../testing/render';
import { apiError, stubApi, urlsOf } from '../../testing/stub-api';
import { filterLookups as lookups, phoneFilterRoutes as routes } from './filter-screen-test-data';

/**
 * "Show 12 adverts" (issue 33): the filter screen's button says how many adverts the chosen filters will
 * show, counted by the server (GET /phone/count) once the person pauses choosing, in each language's
 * plural forms, and capped as a search's counts ("1000+").
 */

/** The server's counts: by city, by brand, and the whole list. */
const counted = ({ url }: { url: URL }) => {
  const q = url.searchParams;
  if (q.get('priceMin')) return { count: 1 };
  if (q.get('brandIds')) return { count: 2 };
  if (q.get('districtId') === '13') return { count: 12 };
  return { count: 1001 };
};

const showButton = (name: string | RegExp) => screen.findByRole('button', { name }, { timeout: 3000 });

describe('the filter screen counts what its filters will show', { timeout: 15_000 }, () => {
  it('says "Show 12 adverts" for the filters chosen, asked with the list\'s filters and search alone', async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi({ ...lookups, 'GET /phone/count': counted });
    const { router } = await renderRoutes(routes, '/filters?searchQuery=qara&sortByType=PRICE_ASC', 'en');
    // The list as it is: more than the cap.
    await showButton('Show 1000+ adverts');
    await user.click(screen.getByRole('button', { name: /Cities/ }));
    await user.click(await screen.findByRole('option', { name: 'Ganja' }));
    await showButton('Show 12 adverts');
    const asked = urlsOf(fetchMock, 'GET /phone/count').at(-1);
    // The list's filters and search, not its order: one count for every order of the same list.
    expect(Object.fromEntries(asked?.searchParams ?? [])).toEqual({ districtId: '13', searchQuery: 'qara' });
    await user.click(screen.getByRole('button', { name: /Brands/ }));
    await user.click(await screen.findByRole('option', { name: 'Samsung' }));
    await showButton('Show 2 adverts');
    await user.click(screen.getByRole('button', { name: 'Show 2 adverts' }));
    expect(router.state.location.search).toBe('?sortByType=PRICE_ASC&searchQuery=qara&districtId=13&brandIds=2');
  });

  it('asks once the person pauses typing a price, not at every key', async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi({ ...lookups, 'GET /phone/count': counted });
    await renderRoutes(routes, '/filters', 'en');
    await showButton('Show 1000+ adverts');
    await user.type(screen.getByRole('textbox', { name: 'From' }), '1500');
    await showButton('Show 1 advert');
    const prices = urlsOf(fetchMock, 'GET /phone/count').map((url) => url.searchParams.get('priceMin'));
    expect(prices).toEqual([null, '1500']);
  });

  it.each([
    ['ru', 12, 'Показать 12 объявлений'],
    ['ru', 2, 'Показать 2 объявления'],
    ['ru', 1, 'Показать 1 объявление'],
    ['ru', 21, 'Показать 21 объявление'],
    ['ru', 1001, 'Показать 1000+ объявлений'],
    ['az', 1, '1 elanı göstər'],
    ['az', 12, '12 elanı göstər'],
    ['en', 0, 'Show 0 adverts'],
  ])('%s: %i reads "%s"', async (language, count, text) => {
    stubApi({ ...lookups, 'GET /phone/count': () => ({ count }) });
    await renderRoutes(routes, '/filters?districtId=13', language);
    await showButton(text);
  });

  it('says the plain words while the range is the wrong way round, or when the count is refused', async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi({
      ...lookups,
      'GET /phone/count': () => apiError(429, 'RATE_LIMITED', 'Too many searches', { 'retry-after': '30' }),
    });
    await renderRoutes(routes, '/filters', 'en');
    await waitFor(() => expect(urlsOf(fetchMock, 'GET /phone/count')).toHaveLength(1));
    expect(await showButton('Show adverts')).toBeEnabled();
    await user.type(screen.getByRole('textbox', { name: 'From' }), '900');
    await user.type(screen.getByRole('textbox', { name: 'To' }), '100');
    expect(screen.getByRole('button', { name: 'Show adverts' })).toBeDisabled();
    // A range the server would refuse is not asked about.
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(urlsOf(fetchMock, 'GET /phone/count').some((url) => url.searchParams.get('priceMax') === '100')).toBe(false);
  });
});

describe('the price range names its own fields when they are the wrong way round', () => {
  it.each([
    ['az', 'Minimum', 'Maksimum', '“Minimum” qiyməti “Maksimum” qiymətindən böyükdür.'],
    ['en', 'From', 'To', '“From” is above “To”.'],
    ['ru', 'От', 'До', 'Значение «От» больше значения «До».'],
  ])('%s', async (language, from, to, message) => {
    const user = userEvent.setup();
    stubApi({ ...lookups, 'GET /phone/count': () => ({ count: 3 }) });
    await renderRoutes(routes, '/filters', language);
    await user.type(screen.getByRole('textbox', { name: from }), '900');
    await user.type(screen.getByRole('textbox', { name: to }), '100');
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(message).toContain(from);
    expect(message).toContain(to);
  });
});
