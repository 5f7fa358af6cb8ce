import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../testing/render';
import { apiError, callsTo, json, stubApi } from '../../testing/stub-api';
import { readPendingOtp } from './pending-otp';
import { RegistrationPage } from './RegistrationPage';
import { SignUpPage } from './SignUpPage';

const routes = [
  { path: '/signUp', element: <SignUpPage /> },
  { path: '/registration', element: <RegistrationPage /> },
  { path: '/login', element: <h1>login screen</h1> },
  { path: '/otpConfirm', element: <h1>code screen</h1> },
];

const codeSent = { message: 'Code sent', phoneNumber: '994501234567', resendAfterSeconds: 60, expiresInSeconds: 300 };

describe('the sign-up landing', () => {
  it('leads to /registration, and to /login for people who have an account', async () => {
    await renderRoutes(routes, '/signUp', 'en');
    expect(screen.getByRole('heading', { level: 1, name: 'Join Zeng' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Sign up/ })).toHaveAttribute('href', '/registration');
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });
});

describe('registration', () => {
  it('refuses empty names and a short phone with their own messages, sending nothing', async () => {
    const fetchMock = stubApi({});
    const user = userEvent.setup();
    await renderRoutes(routes, '/registration', 'en');

    await user.type(screen.getByLabelText('First name'), '   ');
    await user.type(screen.getByLabelText('Phone number'), '50123');
    await user.click(screen.getByRole('button', { name: 'Send SMS code' }));

    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all fields with valid data.');
    expect(screen.getByLabelText('Phone number')).toHaveAccessibleDescription(/Too few digits/);
    expect(screen.getByLabelText('First name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Last name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Phone number')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses names of nothing visible as it refuses empty ones, and sends names without direction controls', async () => {
    const fetchMock = stubApi({ 'POST /auth/register': () => json(codeSent) });
    const user = userEvent.setup();
    await renderRoutes(routes, '/registration', 'en');
    await user.type(screen.getByLabelText('First name'), '\u200b\u200b');
    await user.type(screen.getByLabelText('Last name'), ' \u202e ');
    await user.type(screen.getByLabelText('Phone number'), '501234567');
    await user.click(screen.getByRole('button', { name: 'Send SMS code' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all fields with valid data.');
    expect(screen.getByLabelText('First name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Last name')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText('First name'));
    await user.type(screen.getByLabelText('First name'), 'Ay\u202esel\u200b');
    await user.clear(screen.getByLabelText('Last name'));
    await user.type(screen.getByLabelText('Last name'), '\u2067Məmmədova\u2069');
    await user.click(screen.getByRole('button', { name: 'Send SMS code' }));
    expect(await screen.findByRole('heading', { name: 'code screen' })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /auth/register')[0]?.body).toMatchObject({
      firstName: 'Aysel',
      lastName: 'Məmmədova',
    });
  });

  it('keeps a stray digit as typed and says, in the interface language, there are too many', async () => {
    const fetchMock = stubApi({});
    const user = userEvent.setup();
    await renderRoutes(routes, '/registration', 'ru');
    await user.type(screen.getByLabelText('Имя'), 'Aysel');
    await user.type(screen.getByLabelText('Фамилия'), 'Məmmədova');
    const phone = screen.getByLabelText('Номер телефона');
    await user.type(phone, '+994 50 123 45 67 8');

    // The field already shows +994: only what follows it stays.
    expect(phone).toHaveValue('50 123 45 67 8');
    expect(phone).toHaveAccessibleDescription(/Лишние цифры: в мобильном номере 9 цифр после \+994/);
    await user.click(screen.getByRole('button', { name: 'Отправить SMS-код' }));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says what is wrong when the person leaves the field, not while they are still typing', async () => {
    stubApi({});
    const user = userEvent.setup();
    await renderRoutes(routes, '/registration', 'az');
    const phone = screen.getByLabelText('Telefon nömrəsi');
    await user.type(phone, '50 123');
    expect(phone).not.toHaveAttribute('aria-invalid');
    await user.tab();
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveAccessibleDescription(/Rəqəmlər azdır/);
  });

  it('sends a number typed with its 0 and dashes as 994 and 9 digits', async () => {
    const fetchMock = stubApi({ 'POST /auth/register': () => json(codeSent) });
    const user = userEvent.setup();
    await renderRoutes(routes, '/registration', 'en');
    await user.type(screen.getByLabelText('First name'), 'Aysel');
    await user.type(screen.getByLabelText('Last name'), 'Məmmədova');
    await user.type(screen.getByLabelText('Phone number'), '050-123-45-67');
    expect(screen.getByLabelText('Phone number')).toHaveValue('50 123 45 67');
    await user.click(screen.getByRole('button', { name: 'Send SMS code' }));

    expect(await screen.findByRole('heading', { name: 'code screen' })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /auth/register')[0]?.body).toMatchObject({ phoneNumber: '994501234567' });
  });

  it('shows "Registering…" while waiting, then goes to /otpConfirm carrying the number', async () => {
    let answer: (r: Response) => void = () => {};
    const fetchMock = stubApi({ 'POST /auth/register': () => new Promise<Response>((resolve) => (answer = resolve)) });
    const user = userEvent.setup();
    const { router } = await renderRoutes(routes, '/registration', 'en');

    await user.type(screen.getByLabelText('First name'), '  Aysel ');
    await user.type(screen.getByLabelText('Last name'), 'Məmmədova');
    await user.type(screen.getByLabelText('Phone number'), '501234567');
    await user.click(screen.getByRole('radio', { name: /Sign up for business/ }));
    await user.click(screen.getByRole('button', { name: 'Send SMS code' }));

    expect(await screen.findByRole('button', { name: 'Registering…' })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /auth/register')[0]?.body).toEqual({
      firstName: 'Aysel',
      lastName: 'Məmmədova',
      phoneNumber: '994501234567',
      accountType: 'BUSINESS',
    });

    answer(json(codeSent));
    expect(await screen.findByRole('heading', { name: 'code screen' })).toBeInTheDocument();
    expect(router.state.location.state).toMatchObject({ pendingOtp: { phoneNumber: '994501234567' } });
    expect(readPendingOtp()).toMatchObject({
      purpose: 'register',
      phoneNumber: '994501234567',
      resendAfterSeconds: 60,
      registration: { firstName: 'Aysel', lastName: 'Məmmədova', accountType: 'BUSINESS' },
    });
  });

  it('says, in the interface language, that the number already has an account', async () => {
    stubApi({
      'POST /auth/register': () => apiError(409, 'ACCOUNT_EXISTS', 'This phone number is already registered.'),
    });
    const user = userEvent.setup();
    await renderRoutes(routes, '/registration', 'en');
    await user.type(screen.getByLabelText('First name'), 'Aysel');
    await user.type(screen.getByLabelText('Last name'), 'Məmmədova');
    await user.type(screen.getByLabelText('Phone number'), '501234567');
    await user.click(screen.getByRole('button', { name: 'Send SMS code' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An account with this number already exists. Please log in.',
    );
    expect(screen.getByRole('button', { name: 'Send SMS code' })).toBeEnabled();
  });

  it("names the refused field in its own words, not the server's", async () => {
    stubApi({
      'POST /auth/register': () =>
        json(
          {
            statusCode: 400,
            error: 'Bad Request',
            message: 'Invalid body: firstName: firstName is at most 50 characters',
            code: 'VALIDATION_FAILED',
            issues: [{ path: 'firstName', code: 'TOO_LONG' }],
          },
          400,
        ),
    });
    const user = userEvent.setup();
    await renderRoutes(routes, '/registration', 'ru');
    await user.type(screen.getByLabelText('Имя'), 'Aysel');
    await user.type(screen.getByLabelText('Фамилия'), 'Məmmədova');
    await user.type(screen.getByLabelText('Номер телефона'), '501234567');
    await user.click(screen.getByRole('button', { name: 'Отправить SMS-код' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Имя: слишком длинный текст. Сократите его.');
    expect(alert).not.toHaveTextContent('at most 50 characters');
  });

  it('asks to try again later when the SMS could not be sent', async () => {
    stubApi({ 'POST /auth/register': () => apiError(503, 'SMS_UNAVAILABLE', 'SMS gateway is down') });
    const user = userEvent.setup();
    await renderRoutes(routes, '/registration', 'az');
    await user.type(screen.getByLabelText('Ad'), 'Aysel');
    await user.type(screen.getByLabelText('Soyad'), 'Məmmədova');
    await user.type(screen.getByLabelText('Telefon nömrəsi'), '501234567');
    await user.click(screen.getByRole('button', { name: 'SMS kodu göndər' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'SMS göndərə bilmədik. Bir dəqiqə sonra yenidən cəhd edin.',
    );
  });

  it('falls back to "Registration failed. Please try again." when the server fails', async () => {
    stubApi({ 'POST /auth/register': () => new Response('oops', { status: 502 }) });
    const user = userEvent.setup();
    await renderRoutes(routes, '/registration', 'en');
    await user.type(screen.getByLabelText('First name'), 'Aysel');
    await user.type(screen.getByLabelText('Last name'), 'Məmmədova');
    await user.type(screen.getByLabelText('Phone number'), '501234567');
    await user.click(screen.getByRole('button', { name: 'Send SMS code' }));

    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Registration failed. Please try again.'));
  });

  it('speaks Azerbaijani by default', async () => {
    await renderRoutes(routes, '/registration');
    expect(screen.getByRole('heading', { level: 1, name: 'Qeydiyyat' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'SMS kodu göndər' })).toBeInTheDocument();
  });
});
