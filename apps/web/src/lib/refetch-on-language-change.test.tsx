import { QueryClient } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ListingPage } from '../features/listings/ListingPage';
import { phoneListItem } from '../testing/fixtures';
import { renderRoutes } from '../testing/render';
import { revealSentinel, stubIntersectionObserver } from '../testing/sentinel';
import { setViewportWidth } from '../testing/setup';
import { stubApi, urlsOf } from '../testing/stub-api';
import { i18n, i18nReady, initI18n } from './i18n';
import { refetchOnLanguageChange } from './refetch-on-language-change';

/** The server names a city in the language the request asks for. */
const baku = (init: RequestInit) =>
  ({ az: 'Bakı', en: 'Baku', ru: 'Баку' })[(init.headers as Record<string, string>)['accept-language'] ?? 'az'];

let stop = () => {};
beforeEach(stubIntersectionObserver);
afterEach(() => stop());

describe('a switch of language', { timeout: 15_000 }, () => {
  it('renames what a loaded list shows, keeping its pages, and the city dropdown', async () => {
    setViewportWidth(1280);
    const fetchMock = stubApi({
      'GET /brand/phone': () => [],
      'GET /sort': () => [],
      'GET /phone/today': () => ({ phones: [], nextCursor: null, totalCount: 0 }),
      'GET /district': ({ init }) => [{ id: 7, name: baku(init) }],
      'GET /phone': ({ url, init }) => {
        const second = url.searchParams.get('page') === 'c2';
        const phone = { ...phoneListItem(second ? 2 : 1), district: { name: baku(init) } };
        return { phones: [phone], nextCursor: second ? null : 'c2' };
      },
    });
    // renderRoutes listens for a change of language as the app does.
    await renderRoutes([{ path: '/', element: <ListingPage category="phone" /> }], '/?districtId=7', 'en');
    await screen.findByRole('heading', { name: 'Apple iPhone 1' });
    revealSentinel();
    await screen.findByRole('heading', { name: 'Apple iPhone 2' });
    const cities = () => screen.getAllByRole('article').map((card) => /Baku|Баку/.exec(card.textContent ?? '')?.[0]);
    expect(cities()).toEqual(['Baku', 'Baku']);

    await act(() => i18n.changeLanguage('ru'));
    // Generous waits: the Russian translations and two pages come in one after another on a busy machine.
    expect(await screen.findByRole('button', { name: 'Город: Баку' }, { timeout: 3000 })).toBeInTheDocument();
    await waitFor(() => expect(cities()).toEqual(['Баку', 'Баку']), { timeout: 3000 });
    // Both pages asked again, in Russian, from the first.
    const russian = urlsOf(fetchMock, 'GET /phone').slice(2);
    expect(russian.map((u) => u.searchParams.get('page'))).toEqual([null, 'c2']);
  });

  it('drops answers no screen shows, so none comes back in the old language', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(['adverts', 'sim', 'list', {}], { pages: [], pageParams: [] });
    initI18n();
    await i18nReady();
    await i18n.changeLanguage('en');
    stop = refetchOnLanguageChange(queryClient, i18n);
    await act(() => i18n.changeLanguage('ru'));
    expect(queryClient.getQueryData(['adverts', 'sim', 'list', {}])).toBeUndefined();
  });
});
