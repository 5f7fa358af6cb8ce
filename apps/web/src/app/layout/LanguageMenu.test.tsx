import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { pageNavigation } from '../../lib/language-choice';
import { renderRoutes } from '../../testing/render';
import { routesForLayoutTests } from './layout-test-routes';

describe('language menu', () => {
  afterEach(() => vi.restoreAllMocks());

  it('speaks Azerbaijani by default', async () => {
    await renderRoutes(routesForLayoutTests, '/', 'az');
    expect(await screen.findByRole('link', { name: 'Ana səhifə' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('az');
  });

  it("offers Az, En and Ru; choosing one stores it and opens this page's address in it", async () => {
    const user = userEvent.setup();
    const opened = vi.spyOn(pageNavigation, 'assign').mockImplementation(() => {});
    await renderRoutes(routesForLayoutTests, '/tablets?sortByType=PRICE_ASC', 'az');
    await user.click(await screen.findByRole('button', { name: /Dil/ }));
    const items = screen.getAllByRole('menuitemradio');
    expect(items.map((i) => i.textContent)).toEqual(['AzAzərbaycanca', 'EnEnglish', 'RuРусский']);
    // Each is a link to this page in its language, as a crawler reads it.
    expect(items.map((i) => [i.tagName, i.getAttribute('href'), i.getAttribute('hreflang')])).toEqual([
      ['A', '/tablets?sortByType=PRICE_ASC', 'az'],
      ['A', '/en/tablets?sortByType=PRICE_ASC', 'en'],
      ['A', '/ru/tablets?sortByType=PRICE_ASC', 'ru'],
    ]);
    await user.click(screen.getByRole('menuitemradio', { name: /Русский/ }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(opened).toHaveBeenCalledWith('/ru/tablets?sortByType=PRICE_ASC');
    expect(localStorage.getItem('selectedLanguage')).toBe('ru');
    expect(document.cookie).toContain('zeng_lang=ru');
  });

  it('leads from English home back to the plain address for Azerbaijani', async () => {
    const user = userEvent.setup();
    const opened = vi.spyOn(pageNavigation, 'assign').mockImplementation(() => {});
    await renderRoutes(routesForLayoutTests, '/', 'en');
    await user.click(await screen.findByRole('button', { name: /Language/ }));
    await user.click(screen.getByRole('menuitemradio', { name: /Azərbaycanca/ }));
    expect(opened).toHaveBeenCalledWith('/');
    expect(document.cookie).toContain('zeng_lang=az');
  });

  it('stays on the site when the address it is on names another host ("//evil.example")', async () => {
    const user = userEvent.setup();
    const opened = vi.spyOn(pageNavigation, 'assign').mockImplementation(() => {});
    await renderRoutes(routesForLayoutTests, '//evil.example/phish', 'en');
    await user.click(await screen.findByRole('button', { name: /Language/ }));
    await user.click(screen.getByRole('menuitemradio', { name: /Azərbaycanca/ }));
    expect(opened).toHaveBeenCalledWith('/');
  });

  it('the footer links this page in the other languages, and following one stores the choice', async () => {
    const user = userEvent.setup();
    const opened = vi.spyOn(pageNavigation, 'assign').mockImplementation(() => {});
    await renderRoutes(routesForLayoutTests, '/tablets?page=2', 'ru');
    const languages = await screen.findByRole('navigation', { name: 'Язык' });
    const links = within(languages).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('hreflang')])).toEqual([
      ['Azərbaycanca', '/tablets?page=2', 'az'],
      ['English', '/en/tablets?page=2', 'en'],
    ]);
    expect(within(languages).getByText('Русский')).toHaveAttribute('aria-current', 'page');
    await user.click(within(languages).getByRole('link', { name: 'English' }));
    expect(opened).toHaveBeenCalledWith('/en/tablets?page=2');
    expect(document.cookie).toContain('zeng_lang=en');
  });

  it('closes on Escape without changing the language', async () => {
    const user = userEvent.setup();
    await renderRoutes(routesForLayoutTests, '/', 'en');
    await user.click(await screen.findByRole('button', { name: /Language/ }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(i18n.resolvedLanguage).toBe('en');
  });
});
