import { act, screen, waitFor, within } from '@testing-library/react';
import { PATHS } from '@zeng/contract/routes';
import { describe, expect, it } from 'vitest';
import { AppLayout } from '../../app/layout/AppLayout';
import { i18n } from '../../lib/i18n';
import { renderRoutes } from '../../testing/render';
import { setViewportWidth } from '../../testing/setup';
import { LikedPage } from './LikedPage';

describe('the liked screen', () => {
  const likedRoutes = [{ element: <AppLayout />, children: [{ path: PATHS.likedPage, element: <LikedPage /> }] }];

  it.each([
    ['az', 'Seçilmişlər'],
    ['en', 'Liked'],
    ['ru', 'Избранное'],
  ])('has one name in %s: tab bar, top bar, heading and title', async (language, name) => {
    await renderRoutes(likedRoutes, PATHS.likedPage, language);
    // Found, not got: the tab bar is a lazy part of the layout, and here no earlier test loaded it.
    const tabBar = await screen.findByRole('navigation', { name: i18n.t('nav.tabBar') });
    expect(within(tabBar).getByRole('link', { name })).toHaveAttribute('href', PATHS.likedPage);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(name);
    await waitFor(() => expect(document.title).toBe(`${name} — Zeng`));

    act(() => setViewportWidth(1280));
    const topBar = screen.getByRole('banner');
    expect(within(topBar).getByRole('link', { name })).toHaveAttribute('href', PATHS.likedPage);
  });
});
