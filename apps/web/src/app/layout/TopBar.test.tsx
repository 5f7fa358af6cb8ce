import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { renderRoutes } from '../../testing/render';
import { setViewportWidth } from '../../testing/setup';
import { routesForLayoutTests } from './layout-test-routes';

describe('top navigation bar', () => {
  it('on a desktop shows the category links with the active one underlined', async () => {
    setViewportWidth(1280);
    await renderRoutes(routesForLayoutTests, '/tablets', 'en');
    // The links load on a desktop only, after the bar itself.
    const nav = await screen.findByRole('navigation', { name: 'Categories' });
    const links = within(nav)
      .getAllByRole('link')
      .map((a) => a.textContent);
    expect(links).toEqual(['Phones', 'Tablets', 'SIM cards', 'Accessories', 'Shops and services', 'Liked']);
    expect(within(nav).getByRole('link', { name: 'Tablets' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Phones' })).not.toHaveAttribute('aria-current');
  });

  it('sends a visitor to sign up from new advert and the user icon, and on to where they were going', async () => {
    setViewportWidth(1280);
    await renderRoutes(routesForLayoutTests, '/', 'en');
    // The tab bar names it the same ("New advert"), outside the banner.
    expect(within(screen.getByRole('banner')).getByRole('link', { name: /New advert/ })).toHaveAttribute(
      'href',
      '/signUp?next=%2FaddAdvert',
    );
    expect(screen.getByRole('link', { name: /Sign up/ })).toHaveAttribute('href', '/signUp?next=%2FuserProfile');
  });

  it('sends a signed-in person to /addAdvert and /userProfile', async () => {
    localStorage.setItem('access_token', 'token');
    setViewportWidth(1280);
    await renderRoutes(routesForLayoutTests, '/', 'en');
    const bar = screen.getByRole('banner');
    expect(within(bar).getByRole('link', { name: /New advert/ })).toHaveAttribute('href', '/addAdvert');
    expect(within(bar).getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/userProfile');
    expect(within(bar).queryByText('Sign up')).not.toBeInTheDocument();
  });

  it("draws both layouts' parts, marked for CSS to show the desktop's from 1024 px and the phone's below", async () => {
    // The server cannot know the width: the page it sends holds both, and media queries pick.
    await renderRoutes(routesForLayoutTests, '/', 'en');
    expect(within(screen.getByRole('banner')).getByRole('link', { name: /New advert/ })).toHaveClass('desktop-only');
    expect(screen.getByRole('link', { name: /Sign up/ })).toHaveClass('desktop-only');
    const categories = await screen.findByRole('navigation', { name: 'Categories' });
    expect(categories.closest('.desktop-only')).not.toBeNull();
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toHaveClass('phone-only');
  });
});

describe('top bar links that do not fit', () => {
  // jsdom lays nothing out: a link is 8 px a character plus 16 px of padding, and the links get `room`.
  let room = 0;
  beforeEach(() => {
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      const width = this.matches('header nav') ? room : (this.textContent ?? '').length * 8 + 16;
      return DOMRect.fromRect({ width, height: 64 });
    });
  });
  afterEach(() => vi.restoreAllMocks());

  const categories = () => within(screen.getByRole('banner')).getByRole('navigation');
  const barLinks = () =>
    within(categories())
      .queryAllByRole('link')
      .map((a) => a.textContent);

  it('go under More, which opens them as links and closes once one is chosen', async () => {
    const user = userEvent.setup();
    // Phones 64 + Tablets 72 + SIM cards 88, and More 48: the fourth link would not fit.
    room = 64 + 72 + 88 + 48 + 50;
    setViewportWidth(1280);
    const { router } = await renderRoutes(routesForLayoutTests, '/', 'en');
    await within(screen.getByRole('banner')).findByRole('navigation');
    expect(barLinks()).toEqual(['Phones', 'Tablets', 'SIM cards']);

    const more = within(categories()).getByRole('button', { name: 'More' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await user.click(more);
    expect(more).toHaveAttribute('aria-expanded', 'true');
    expect(barLinks()).toEqual(['Phones', 'Tablets', 'SIM cards', 'Accessories', 'Shops and services', 'Liked']);

    await user.click(within(categories()).getByRole('link', { name: 'Liked' }));
    expect(router.state.location.pathname).toBe('/likedPage');
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await user.click(more);
    expect(within(categories()).getByRole('link', { name: 'Liked' })).toHaveAttribute('aria-current', 'page');
  });

  it('closes on Escape and gives the focus back to More', async () => {
    const user = userEvent.setup();
    room = 300;
    setViewportWidth(1280);
    await renderRoutes(routesForLayoutTests, '/', 'en');
    await within(screen.getByRole('banner')).findByRole('navigation');
    const more = within(categories()).getByRole('button', { name: 'More' });
    await user.click(more);
    await user.tab();
    expect(within(categories()).getByRole('link', { name: 'Accessories' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(more).toHaveFocus();
  });

  it('come back to the bar when it grows, and are counted again in a longer language', async () => {
    const _user = userEvent.setup();
    room = 300;
    setViewportWidth(1280);
    await renderRoutes(routesForLayoutTests, '/', 'en');
    await within(screen.getByRole('banner')).findByRole('navigation');
    expect(barLinks()).toHaveLength(3);

    room = 2000;
    act(() => setViewportWidth(1920));
    expect(barLinks()).toEqual(['Phones', 'Tablets', 'SIM cards', 'Accessories', 'Shops and services', 'Liked']);
    expect(within(categories()).queryByRole('button', { name: 'More' })).not.toBeInTheDocument();

    // In 380 px: More 48 + Phones 64 + Tablets 72 + SIM cards 88 + Accessories 104 = 376, four links;
    // Ещё 40 + Телефоны 80 + Планшеты 80 + SIM-карты 88 = 288, and Аксессуары 96 no longer fits.
    room = 380;
    act(() => setViewportWidth(1280));
    expect(barLinks()).toHaveLength(4);
    await act(() => i18n.changeLanguage('ru'));
    expect(await within(categories()).findByRole('button', { name: 'Ещё' })).toBeInTheDocument();
    expect(barLinks()).toEqual(['Телефоны', 'Планшеты', 'SIM-карты']);
  });
});

describe('mobile tab bar', () => {
  it('leads a visitor to /signUp from add advert, profile and settings, and on to that tab after', async () => {
    await renderRoutes(routesForLayoutTests, '/', 'en');
    const bar = screen.getByRole('navigation', { name: 'Main menu' });
    const hrefs = within(bar)
      .getAllByRole('link')
      .map((a) => [a.textContent, a.getAttribute('href')]);
    expect(hrefs).toEqual([
      ['Home', '/'],
      ['Liked', '/likedPage'],
      ['New advert', '/signUp?next=%2FaddAdvert'],
      ['Profile', '/signUp?next=%2FuserProfile'],
      ['Settings', '/signUp?next=%2FsettingsPage'],
    ]);
  });

  it('leads a signed-in person to the screens themselves', async () => {
    localStorage.setItem('access_token', 'token');
    await renderRoutes(routesForLayoutTests, '/', 'en');
    const bar = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(bar).getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settingsPage');
  });
});
