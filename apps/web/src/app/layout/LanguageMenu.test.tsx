import { screen } from '@testing-library/react';
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

  it('closes on Escape without changing the language', async () => {
    const user = userEvent.setup();
    await renderRoutes(routesForLayoutTests, '/', 'en');
    await user.click(await screen.findByRole('button', { name: /Language/ }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(i18n.resolvedLanguage).toBe('en');
  });
});
