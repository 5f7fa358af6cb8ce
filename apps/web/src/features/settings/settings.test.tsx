import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { pageNavigation } from '../../lib/language-choice';
import { renderRoutes } from '../../testing/render';
import { apiError, callsTo, json, stubApi } from '../../testing/stub-api';
import { SettingsPage } from './SettingsPage';

const routes = [
  { path: '/settingsPage', element: <SettingsPage /> },
  { path: '/signUp', element: <h1>sign-up screen</h1> },
  { path: '/login', element: <h1>login screen</h1> },
];

function signIn() {
  localStorage.setItem('access_token', 'access.jwt');
  localStorage.setItem('refresh_token', 'refresh-1');
  localStorage.setItem('user_id', '42');
  localStorage.setItem('user_group', 'USER');
}

describe('settings', () => {
  it('sends a visitor without a token to /signUp', async () => {
    await renderRoutes(routes, '/settingsPage', 'en');
    expect(await screen.findByRole('heading', { name: 'sign-up screen' })).toBeInTheDocument();
  });

  it('links to About us and to the terms', async () => {
    signIn();
    await renderRoutes(routes, '/settingsPage', 'en');
    expect(screen.getByRole('link', { name: 'About us' })).toHaveAttribute('href', '/aboutUs');
    expect(screen.getByRole('link', { name: 'Terms and conditions' })).toHaveAttribute('href', '/termsConditionsCard');
  });

  it('chooses the interface language, remembered on this device', async () => {
    signIn();
    stubApi({});
    const user = userEvent.setup();
    await renderRoutes(routes, '/settingsPage', 'az');
    const languages = screen.getByRole('radiogroup', { name: 'Dil' });
    expect(within(languages).getByRole('radio', { name: 'Azərbaycanca' })).toBeChecked();

    const opened = vi.spyOn(pageNavigation, 'assign').mockImplementation(() => {});
    await user.click(within(languages).getByText('Русский'));
    expect(opened).toHaveBeenLastCalledWith('/ru/settingsPage');
    expect(localStorage.getItem('selectedLanguage')).toBe('ru');
    expect(document.cookie).toContain('zeng_lang=ru');

    // From the keyboard too: arrows move between the languages of one radio group.
    await user.keyboard('{ArrowUp}');
    expect(opened).toHaveBeenLastCalledWith('/en/settingsPage');
    opened.mockRestore();
  });

  it('asks before logging out, and No keeps the session', async () => {
    signIn();
    const fetchMock = stubApi({});
    const user = userEvent.setup();
    await renderRoutes(routes, '/settingsPage', 'en');

    await user.click(screen.getByRole('button', { name: 'Log out' }));
    const dialog = screen.getByRole('dialog', { name: 'Are you sure you want to log out?' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByRole('button', { name: 'No' })).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log out' })).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(localStorage.getItem('access_token')).toBe('access.jwt');
  });

  it('Yes logs out on the server with both tokens, clears the session and goes to /login', async () => {
    signIn();
    const fetchMock = stubApi({ 'POST /auth/logout': () => json({ message: 'Logged out' }) });
    const user = userEvent.setup();
    await renderRoutes(routes, '/settingsPage', 'en');

    await user.click(screen.getByRole('button', { name: 'Log out' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes' }));

    expect(await screen.findByRole('heading', { name: 'login screen' })).toBeInTheDocument();
    const [call] = callsTo(fetchMock, 'POST /auth/logout');
    expect(call?.headers.authorization).toBe('Bearer access.jwt');
    expect(call?.headers.refreshToken).toBe('Bearer refresh-1');
    for (const key of ['access_token', 'refresh_token', 'user_id', 'user_group']) {
      expect(localStorage.getItem(key), key).toBeNull();
    }
  });

  it("says 'Could not log out. Please try again.' and keeps the session when the server fails", async () => {
    signIn();
    stubApi({ 'POST /auth/logout': () => apiError(503, 'SERVICE_UNAVAILABLE', 'down') });
    const user = userEvent.setup();
    await renderRoutes(routes, '/settingsPage', 'en');

    await user.click(screen.getByRole('button', { name: 'Log out' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Could not log out. Please try again.');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(localStorage.getItem('access_token')).toBe('access.jwt');
  });

  it('Escape and a click beside the dialog close it', async () => {
    signIn();
    stubApi({});
    const user = userEvent.setup();
    await renderRoutes(routes, '/settingsPage', 'en');

    await user.click(screen.getByRole('button', { name: 'Log out' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Log out' }));
    await user.click(screen.getByTestId('dialog-backdrop'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
