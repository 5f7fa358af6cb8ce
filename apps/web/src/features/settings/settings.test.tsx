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

/** The signed-in person as GET /auth answers them. */
const ME = {
  firstName: 'Aysel',
  lastName: 'Quliyeva',
  phoneNumber: '994501234567',
  userGroup: 'USER',
  accountType: 'INDIVIDUAL',
  businessName: null,
  businessAddress: null,
  businessHours: null,
};

/** The API of a signed-in screen: who is looking, and the calls a test adds. */
const signedInApi = (handlers: Parameters<typeof stubApi>[0] = {}) =>
  stubApi({ 'GET /auth': () => json(ME), ...handlers });

describe('settings', () => {
  it('sends a visitor without a token to /signUp', async () => {
    await renderRoutes(routes, '/settingsPage', 'en');
    expect(await screen.findByRole('heading', { name: 'sign-up screen' })).toBeInTheDocument();
  });

  it('links to About us and to the terms', async () => {
    signIn();
    signedInApi();
    await renderRoutes(routes, '/settingsPage', 'en');
    expect(screen.getByRole('link', { name: 'About us' })).toHaveAttribute('href', '/aboutUs');
    expect(screen.getByRole('link', { name: 'Terms and conditions' })).toHaveAttribute('href', '/termsConditionsCard');
  });

  it('chooses the interface language, remembered on this device', async () => {
    signIn();
    signedInApi();
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
    const fetchMock = signedInApi();
    const user = userEvent.setup();
    await renderRoutes(routes, '/settingsPage', 'en');

    await user.click(screen.getByRole('button', { name: 'Log out' }));
    const dialog = screen.getByRole('dialog', { name: 'Are you sure you want to log out?' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByRole('button', { name: 'No' })).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log out' })).toHaveFocus();
    expect(callsTo(fetchMock, 'POST /auth/logout')).toEqual([]);
    expect(localStorage.getItem('access_token')).toBe('access.jwt');
  });

  it('Yes logs out on the server with both tokens, clears the session and goes to /login', async () => {
    signIn();
    const fetchMock = signedInApi({ 'POST /auth/logout': () => json({ message: 'Logged out' }) });
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
    signedInApi({ 'POST /auth/logout': () => apiError(503, 'SERVICE_UNAVAILABLE', 'down') });
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
    signedInApi();
    const user = userEvent.setup();
    await renderRoutes(routes, '/settingsPage', 'en');

    await user.click(screen.getByRole('button', { name: 'Log out' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Log out' }));
    await user.click(screen.getByTestId('dialog-backdrop'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows whether the person sells as an individual or a business, and saves a new choice at once', async () => {
    signIn();
    const fetchMock = signedInApi({
      'PUT /auth': ({ body }) => json({ ...ME, ...(body as object) }),
    });
    const user = userEvent.setup();
    await renderRoutes(routes, '/settingsPage', 'en');
    const types = screen.getByRole('radiogroup', { name: 'Account type' });
    // Checked once GET /auth has said which.
    await within(types).findByRole('radio', { name: 'Individual', checked: true });
    expect(within(types).getByRole('radio', { name: 'Business' })).not.toBeChecked();

    await user.click(within(types).getByText('Business'));
    expect(await screen.findByText('Saved: your seller page shows it.')).toBeInTheDocument();
    expect(within(types).getByRole('radio', { name: 'Business' })).toBeChecked();
    const [saved] = callsTo(fetchMock, 'PUT /auth');
    expect(saved?.body).toEqual({ accountType: 'BUSINESS' });
    expect(saved?.headers.authorization).toBe('Bearer access.jwt');
    // The answer is who is looking now: not asked for again.
    expect(callsTo(fetchMock, 'GET /auth')).toHaveLength(1);
  });

  it.each([
    ['az', 'Hesab növü', 'Fərdi şəxs', 'Biznes'],
    ['ru', 'Тип аккаунта', 'Частное лицо', 'Бизнес'],
  ] as const)('names the account types in %s', async (language, group, individual, business) => {
    signIn();
    signedInApi();
    await renderRoutes(routes, '/settingsPage', language);
    const types = screen.getByRole('radiogroup', { name: group });
    await within(types).findByRole('radio', { name: individual, checked: true });
    expect(within(types).getByRole('radio', { name: business })).toBeInTheDocument();
  });

  it('says the choice was not saved and shows the one the server holds when the change fails', async () => {
    signIn();
    signedInApi({ 'PUT /auth': () => apiError(503, 'SERVICE_UNAVAILABLE', 'down') });
    const user = userEvent.setup();
    await renderRoutes(routes, '/settingsPage', 'en');
    const types = screen.getByRole('radiogroup', { name: 'Account type' });
    await within(types).findByRole('radio', { name: 'Individual', checked: true });

    await user.click(within(types).getByText('Business'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not change the account type. Please try again.');
    expect(within(types).getByRole('radio', { name: 'Individual' })).toBeChecked();
    expect(within(types).getByRole('radio', { name: 'Business' })).not.toBeChecked();
  });

  it('a business names itself, its address and hours for its seller page; a refusal is worded (issue 37)', async () => {
    signIn();
    const user = userEvent.setup();
    const fetchMock = signedInApi({
      'GET /auth': () => json({ ...ME, accountType: 'BUSINESS', businessName: 'Aysel Mobile' }),
      'PUT /auth': ({ body }) => {
        const sent = body as Record<string, string>;
        if ((sent.businessHours ?? '').length > 5)
          return json(
            {
              statusCode: 400,
              error: 'Bad Request',
              message: 'businessHours is too long',
              code: 'VALIDATION_FAILED',
              issues: [{ path: 'businessHours', code: 'TOO_LONG' }],
            },
            400,
          );
        return json({ ...ME, ...sent });
      },
    });
    await renderRoutes(routes, '/settingsPage', 'en');
    const form = await screen.findByRole('form', { name: 'Business details' });
    expect(within(form).getByLabelText('Business name')).toHaveValue('Aysel Mobile');
    await user.type(within(form).getByLabelText('Address'), 'Nizami 10');
    await user.type(within(form).getByLabelText('Opening hours'), '10–20');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Business details saved')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PUT /auth')[0]?.body).toEqual({
      accountType: 'BUSINESS',
      businessName: 'Aysel Mobile',
      businessAddress: 'Nizami 10',
      businessHours: '10–20',
    });
    await user.type(within(form).getByLabelText('Opening hours'), ' daily');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Opening hours:');
  });

  it('shows no business details to a person who sells as an individual', async () => {
    signIn();
    signedInApi();
    await renderRoutes(routes, '/settingsPage', 'en');
    await screen.findByRole('radio', { name: 'Individual' });
    expect(screen.queryByRole('form', { name: 'Business details' })).not.toBeInTheDocument();
  });
});
