import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { renderRoutes } from '../../testing/render';
import { routesForLayoutTests } from './layout-test-routes';

describe('language menu', () => {
  it('speaks Azerbaijani by default', async () => {
    await renderRoutes(routesForLayoutTests, '/', 'az');
    expect(screen.getByRole('link', { name: 'Ana səhifə' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('az');
  });

  it('offers Az, En and Ru; choosing one switches, stores it and closes the menu', async () => {
    const user = userEvent.setup();
    await renderRoutes(routesForLayoutTests, '/', 'az');
    await user.click(screen.getByRole('button', { name: /Dil/ }));
    const items = screen.getAllByRole('menuitemradio');
    expect(items.map((i) => i.textContent)).toEqual(['AzAzərbaycanca', 'EnEnglish', 'RuРусский']);
    await user.click(screen.getByRole('menuitemradio', { name: /Русский/ }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Главная' })).toBeInTheDocument();
    expect(localStorage.getItem('selectedLanguage')).toBe('ru');
    expect(i18n.resolvedLanguage).toBe('ru');
    expect(document.documentElement.lang).toBe('ru');
  });

  it('closes on Escape without changing the language', async () => {
    const user = userEvent.setup();
    await renderRoutes(routesForLayoutTests, '/', 'en');
    await user.click(screen.getByRole('button', { name: /Language/ }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(i18n.resolvedLanguage).toBe('en');
  });
});
