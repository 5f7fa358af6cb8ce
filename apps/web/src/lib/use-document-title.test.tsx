import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PATHS } from '@zeng/contract/routes';
import { Link } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppLayout } from '../app/layout/AppLayout';
import { routesForLayoutTests } from '../app/layout/layout-test-routes';
import { renderRoutes } from '../testing/render';
import { setViewportWidth } from '../testing/setup';
import { i18n } from './i18n';
import { useDocumentTitle } from './use-document-title';

/** One address per route of PATHS, parameters filled in. */
const ADDRESSES = Object.values(PATHS).map((pattern) => pattern.replace(/:\w+/g, '7'));

async function titleAt(path: string, language: string) {
  const view = await renderRoutes(routesForLayoutTests, path, language);
  await waitFor(() => expect(document.title).not.toBe(''));
  const title = document.title;
  view.unmount();
  document.title = '';
  return title;
}

describe('page titles', () => {
  it('names the screen in the tab, in the language of the interface', async () => {
    expect(await titleAt('/', 'az')).toBe('Telefonlar — Zeng');
    expect(await titleAt('/tablets', 'en')).toBe('Tablets — Zeng');
    expect(await titleAt('/simCards', 'ru')).toBe('SIM-карты — Zeng');
    expect(await titleAt('/filters', 'az')).toBe('Telefon filtrləri — Zeng');
    expect(await titleAt('/likedPage', 'en')).toBe('Liked — Zeng');
    expect(await titleAt('/no-such-page', 'ru')).toBe('Страница не найдена — Zeng');
  });

  it.each(['az', 'en', 'ru'])('gives every route its own title in %s, starting with a capital', async (language) => {
    const titles: string[] = [];
    for (const path of ADDRESSES) titles.push(await titleAt(path, language));
    for (const [i, title] of titles.entries()) {
      expect(title, ADDRESSES[i]).toMatch(/^\p{Lu}.* — Zeng$/u);
      expect(title, ADDRESSES[i]).not.toMatch(/^titles\./);
    }
    // A landing page (`/phones/*`) names itself after what it lists; until then it is its category's.
    const own = titles.filter((_, i) => !ADDRESSES[i]?.includes('*'));
    expect(new Set(own).size).toBe(own.length);
  });

  it("is in the page's language", async () => {
    setViewportWidth(1280);
    await renderRoutes(routesForLayoutTests, '/accessories', 'az');
    await waitFor(() => expect(document.title).toBe('Aksesuarlar — Zeng'));
    await act(() => i18n.changeLanguage('en'));
    await waitFor(() => expect(document.title).toBe('Accessories — Zeng'));
  });

  it('names a screen that shows one thing after it, and the route again once it is left', async () => {
    const user = userEvent.setup();
    function AdvertScreen() {
      useDocumentTitle('Apple iPhone 15');
      return <Link to={PATHS.tablets}>tablets</Link>;
    }
    await renderRoutes(
      [
        {
          element: <AppLayout />,
          children: [
            { path: PATHS.advertDetail, element: <AdvertScreen /> },
            { path: PATHS.tablets, element: <p>tablets page</p> },
          ],
        },
      ],
      '/phone-preview/phone/7',
      'az',
    );
    await waitFor(() => expect(document.title).toBe('Apple iPhone 15 — Zeng'));
    await user.click(screen.getByRole('link', { name: 'tablets' }));
    await waitFor(() => expect(document.title).toBe('Planşetlər — Zeng'));
  });
});
