import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../testing/render';
import { setViewportWidth } from '../../testing/setup';
import { routesForLayoutTests } from './layout-test-routes';

describe('top navigation bar', () => {
  it('on a desktop shows the category links with the active one underlined', async () => {
    setViewportWidth(1280);
    await renderRoutes(routesForLayoutTests, '/tablets', 'en');
    const nav = screen.getByRole('navigation', { name: 'Categories' });
    const links = within(nav)
      .getAllByRole('link')
      .map((a) => a.textContent);
    expect(links).toEqual(['Phones', 'Tablets', 'SIM cards', 'Accessories', 'Shops and services', 'Liked']);
    expect(within(nav).getByRole('link', { name: 'Tablets' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Phones' })).not.toHaveAttribute('aria-current');
  });

  it('sends a visitor to /signup from new advert and the user icon', async () => {
    setViewportWidth(1280);
    await renderRoutes(routesForLayoutTests, '/', 'en');
    expect(screen.getByRole('link', { name: /New advert/ })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('link', { name: /Sign up/ })).toHaveAttribute('href', '/signup');
  });

  it('sends a signed-in person to /addAdvert and /userProfile', async () => {
    localStorage.setItem('access_token', 'token');
    setViewportWidth(1280);
    await renderRoutes(routesForLayoutTests, '/', 'en');
    expect(screen.getByRole('link', { name: /New advert/ })).toHaveAttribute('href', '/addAdvert');
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/userProfile');
    expect(screen.queryByText('Sign up')).not.toBeInTheDocument();
  });

  it('hides the category links and the two buttons below 1024 px, re-checked on resize', async () => {
    setViewportWidth(1280);
    await renderRoutes(routesForLayoutTests, '/', 'en');
    expect(screen.getByRole('link', { name: /New advert/ })).toBeInTheDocument();
    act(() => setViewportWidth(800));
    expect(screen.queryByRole('link', { name: /New advert/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Categories' })).not.toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    act(() => setViewportWidth(1024));
    expect(screen.getByRole('link', { name: /New advert/ })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
  });
});

describe('mobile tab bar', () => {
  it('leads a visitor to /signUp from add advert, profile and settings', async () => {
    await renderRoutes(routesForLayoutTests, '/', 'en');
    const bar = screen.getByRole('navigation', { name: 'Main menu' });
    const hrefs = within(bar)
      .getAllByRole('link')
      .map((a) => [a.textContent, a.getAttribute('href')]);
    expect(hrefs).toEqual([
      ['Home', '/'],
      ['Liked', '/likedPage'],
      ['Post', '/signUp'],
      ['Profile', '/signUp'],
      ['Settings', '/signUp'],
    ]);
  });

  it('leads a signed-in person to the screens themselves', async () => {
    localStorage.setItem('access_token', 'token');
    await renderRoutes(routesForLayoutTests, '/', 'en');
    const bar = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(bar).getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settingsPage');
  });
});
