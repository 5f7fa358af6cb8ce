import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentUser } from '@zeng/contract/endpoints/session';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { call } from '../../lib/api-client';
import { clearSession } from '../../lib/session';
import { renderRoutes } from '../../testing/render';
import { callsTo, json, stubApi } from '../../testing/stub-api';
import { OtpConfirmPage } from './OtpConfirmPage';
import { type PendingOtp, readPendingOtp, savePendingOtp } from './pending-otp';

const routes = [
  { path: '/', element: <h1>home screen</h1> },
  { path: '/userProfile', element: <h1>profile screen</h1> },
  { path: '/login', element: <h1>login screen</h1> },
  { path: '/otpConfirm', element: <OtpConfirmPage /> },
];
const loginPending = (overrides: Partial<PendingOtp> = {}): PendingOtp => ({
  purpose: 'login',
  phoneNumber: '994501234567',
  sentAt: Date.now(),
  resendAfterSeconds: 60,
  expiresInSeconds: 300,
  ...overrides,
});
const confirmed = { access_token: 'access.jwt', refresh_token: 'refresh-1', user_id: 42, user_group: 'USER' };
const codeSent = { message: 'Code sent', phoneNumber: '994501234567', resendAfterSeconds: 60, expiresInSeconds: 300 };
const SERVER_SENTENCE = 'The code is wrong. 4 tries left.';
/** A refusal as the server words it: an English sentence for logs, the code and params for the screen. */
const refusal = (status: number, code: string, params?: Record<string, number>, headers: Record<string, string> = {}) =>
  json({ statusCode: status, error: 'Bad Request', message: SERVER_SENTENCE, code, params }, status, headers);

afterEach(() => {
  vi.useRealTimers();
  sessionStorage.clear();
  // The access token lives in memory: the next test starts signed out.
  clearSession();
});

describe('the code screen', () => {
  it('sends a person without a pending number to /login', async () => {
    await renderRoutes(routes, '/otpConfirm', 'en');
    expect(await screen.findByRole('heading', { name: 'login screen' })).toBeInTheDocument();
  });

  it('after a reload still knows the number from session storage', async () => {
    savePendingOtp(loginPending());
    await renderRoutes(routes, '/otpConfirm', 'en');
    expect(screen.getByText(/We sent a 6-digit code to \+994 50 123 45 67\./)).toBeInTheDocument();
    const input = screen.getByLabelText('SMS code');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    expect(input).toHaveAttribute('maxlength', '6');
  });

  it('takes digits only and asks for exactly 6 of them', async () => {
    const fetchMock = stubApi({});
    savePendingOtp(loginPending());
    const user = userEvent.setup();
    await renderRoutes(routes, '/otpConfirm', 'en');
    const input = screen.getByLabelText('SMS code');
    await user.type(input, 'a1b2c3d4e');
    expect(input).toHaveValue('1234');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));

    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid 6-digit code.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('keeps no token in local storage after confirming, only who signed in, then lands on /', async () => {
    const fetchMock = stubApi({ 'POST /auth/confirm': () => json(confirmed) });
    savePendingOtp(loginPending());
    const user = userEvent.setup();
    const { router } = await renderRoutes(routes, '/otpConfirm', 'en');
    await user.type(screen.getByLabelText('SMS code'), '012345');

    expect(await screen.findByRole('heading', { name: 'home screen' })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /auth/confirm')[0]?.body).toEqual({
      phoneNumber: '994501234567',
      confirmCode: 12345,
    });
    // The refresh token is the server's cookie's, the access token this tab's memory's.
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(localStorage.getItem('refresh_token')).toBeNull();
    expect(JSON.stringify({ ...localStorage })).not.toMatch(/access\.jwt|refresh-1/);
    expect(localStorage.getItem('user_id')).toBe('42');
    expect(localStorage.getItem('user_group')).toBe('USER');
    expect(readPendingOtp()).toBeNull();
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('signs the next calls with the access token it was handed, without a renewal', async () => {
    const fetchMock = stubApi({
      'POST /auth/confirm': () => json(confirmed),
      'GET /auth': () => json({ firstName: 'Aysel' }),
    });
    savePendingOtp(loginPending());
    const user = userEvent.setup();
    await renderRoutes(routes, '/otpConfirm', 'en');
    await user.type(screen.getByLabelText('SMS code'), '012345');
    expect(await screen.findByRole('heading', { name: 'home screen' })).toBeInTheDocument();

    await call(currentUser);
    expect(callsTo(fetchMock, 'GET /auth')[0]?.headers.authorization).toBe('Bearer access.jwt');
    expect(callsTo(fetchMock, 'POST /auth/refresh-token')).toHaveLength(0);
  });

  it('sends the code as its sixth digit is typed, once, though Confirm is pressed at once too', async () => {
    let answer: (response: Response) => void = () => {};
    const fetchMock = stubApi({ 'POST /auth/confirm': () => new Promise((resolve) => (answer = resolve)) });
    savePendingOtp(loginPending());
    const user = userEvent.setup();
    await renderRoutes(routes, '/otpConfirm', 'en');
    const input = screen.getByLabelText('SMS code');
    await user.type(input, '01234');
    expect(fetchMock).not.toHaveBeenCalled();
    await user.type(input, '5');
    expect(callsTo(fetchMock, 'POST /auth/confirm')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Checking…' }));
    await user.keyboard('{Enter}');
    answer(json(confirmed));
    expect(await screen.findByRole('heading', { name: 'home screen' })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /auth/confirm')).toHaveLength(1);
  });

  it('sends a pasted code at once', async () => {
    const fetchMock = stubApi({ 'POST /auth/confirm': () => json(confirmed) });
    savePendingOtp(loginPending());
    const user = userEvent.setup();
    await renderRoutes(routes, '/otpConfirm', 'en');
    await user.click(screen.getByLabelText('SMS code'));
    await user.paste('123456');
    expect(await screen.findByRole('heading', { name: 'home screen' })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /auth/confirm').map((call) => call.body)).toEqual([
      { phoneNumber: '994501234567', confirmCode: 123456 },
    ]);
  });

  it('lands where the person was going before signing in', async () => {
    stubApi({ 'POST /auth/confirm': () => json(confirmed) });
    savePendingOtp(loginPending({ next: '/userProfile' }));
    const user = userEvent.setup();
    await renderRoutes(routes, '/otpConfirm', 'en');
    await user.type(screen.getByLabelText('SMS code'), '012345');
    expect(await screen.findByRole('heading', { name: 'profile screen' })).toBeInTheDocument();
  });

  it('follows no stored return address that leaves the site: it lands on home', async () => {
    stubApi({ 'POST /auth/confirm': () => json(confirmed) });
    savePendingOtp(loginPending({ next: '//evil.example/steal' }));
    const user = userEvent.setup();
    await renderRoutes(routes, '/otpConfirm', 'en');
    await user.type(screen.getByLabelText('SMS code'), '012345');
    expect(await screen.findByRole('heading', { name: 'home screen' })).toBeInTheDocument();
  });

  it('after the last wrong try turns Confirm off and offers a new code at once', async () => {
    const fetchMock = stubApi({
      'POST /auth/confirm': () => refusal(400, 'OTP_TOO_MANY_TRIES'),
      'POST /auth/authenticate': () => json(codeSent),
    });
    savePendingOtp(loginPending());
    const user = userEvent.setup();
    await renderRoutes(routes, '/otpConfirm', 'az');
    expect(screen.getByRole('button', { name: /Yeni kod 1\s*dəq\. sonra/ })).toBeDisabled();
    await user.type(screen.getByLabelText('SMS kodu'), '999999');

    expect(await screen.findByRole('alert')).toHaveTextContent('Çox sayda yanlış kod daxil edildi. Yeni kod istəyin.');
    expect(screen.getByRole('button', { name: 'Təsdiqlə' })).toBeDisabled();
    const resend = screen.getByRole('button', { name: 'Yeni kod göndər' });
    expect(resend).toBeEnabled();
    expect(resend).toHaveFocus();
    await user.click(resend);

    expect(await screen.findByRole('status')).toHaveTextContent('Yeni kod göndərildi.');
    expect(callsTo(fetchMock, 'POST /auth/authenticate')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Təsdiqlə' })).toBeEnabled();
  });

  it('says a wrong code is wrong and how many tries are left, and stores nothing', async () => {
    stubApi({ 'POST /auth/confirm': () => refusal(400, 'OTP_INVALID', { triesLeft: 2 }) });
    savePendingOtp(loginPending());
    const user = userEvent.setup();
    await renderRoutes(routes, '/otpConfirm', 'en');
    await user.type(screen.getByLabelText('SMS code'), '999999');

    expect(await screen.findByRole('alert')).toHaveTextContent('The code is not correct. 2 tries left.');
    expect(screen.getByLabelText('SMS code')).toHaveAttribute('aria-invalid', 'true');
    expect(localStorage.getItem('access_token')).toBeNull();
  });

  it("on an Azerbaijani screen says it in Azerbaijani, never in the server's English", async () => {
    stubApi({ 'POST /auth/confirm': () => refusal(400, 'OTP_INVALID', { triesLeft: 4 }) });
    savePendingOtp(loginPending());
    const user = userEvent.setup();
    await renderRoutes(routes, '/otpConfirm', 'az');
    await user.type(screen.getByLabelText('SMS kodu'), '999999');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Kod düzgün deyil. 4 cəhdiniz qaldı.');
    expect(alert).not.toHaveTextContent(SERVER_SENTENCE);
  });

  it('counts the tries left in Russian plural forms', async () => {
    stubApi({ 'POST /auth/confirm': () => refusal(400, 'OTP_INVALID', { triesLeft: 1 }) });
    savePendingOtp(loginPending());
    const user = userEvent.setup();
    await renderRoutes(routes, '/otpConfirm', 'ru');
    await user.type(screen.getByLabelText('SMS-код'), '999999');
    expect(await screen.findByRole('alert')).toHaveTextContent('Неверный код. Осталась 1 попытка.');
  });

  it.each([
    ['OTP_EXPIRED', 'The code has expired. Ask for a new one.'],
    ['OTP_USED', 'This code has already been used. Ask for a new one.'],
    ['OTP_TOO_MANY_TRIES', 'Too many wrong codes. Ask for a new code.'],
    ['OTP_NOT_REQUESTED', 'No code was sent to this number. Ask for a new code.'],
  ])('says what to do about %s', async (code, text) => {
    stubApi({ 'POST /auth/confirm': () => refusal(400, code) });
    savePendingOtp(loginPending());
    const user = userEvent.setup();
    await renderRoutes(routes, '/otpConfirm', 'en');
    await user.type(screen.getByLabelText('SMS code'), '123456');
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });

  it("falls back to 'Failed to confirm the code. Please try again.'", async () => {
    stubApi({ 'POST /auth/confirm': () => new Response('', { status: 503 }) });
    savePendingOtp(loginPending());
    const user = userEvent.setup();
    await renderRoutes(routes, '/otpConfirm', 'en');
    await user.type(screen.getByLabelText('SMS code'), '123456');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to confirm the code. Please try again.');
  });
});

describe('sending the code again', () => {
  it('waits out the seconds the server asked for, then logs in again for a new code', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = stubApi({ 'POST /auth/authenticate': () => json(codeSent) });
    savePendingOtp(loginPending({ sentAt: Date.now() - 20_000 }));
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await renderRoutes(routes, '/otpConfirm', 'en');

    expect(screen.getByRole('button', { name: 'New code in 40\u00a0sec' })).toBeDisabled();
    await act(async () => {
      vi.advanceTimersByTime(40_000);
    });
    await user.click(screen.getByRole('button', { name: 'Send a new code' }));

    expect(await screen.findByRole('status')).toHaveTextContent('A new code is on its way.');
    expect(callsTo(fetchMock, 'POST /auth/authenticate')[0]?.body).toEqual({ phoneNumber: '994501234567' });
    expect(screen.getByRole('button', { name: 'New code in 1\u00a0min' })).toBeDisabled();
  });

  it('after a refused resend says how long to wait and counts it down on the button', async () => {
    stubApi({
      'POST /auth/authenticate': () => refusal(429, 'RATE_LIMITED', { retryAfterSeconds: 45 }, { 'retry-after': '45' }),
    });
    savePendingOtp(loginPending({ sentAt: Date.now() - 61_000 }));
    const user = userEvent.setup();
    await renderRoutes(routes, '/otpConfirm', 'en');
    await user.click(screen.getByRole('button', { name: 'Send a new code' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Try again in 45 sec.');
    expect(screen.getByRole('button', { name: 'New code in 45\u00a0sec' })).toBeDisabled();
  });

  it('says how many codes remain before the last is spent, in the plural of the language', async () => {
    stubApi({ 'POST /auth/register': () => json({ ...codeSent, codesLeft: 0 }) });
    savePendingOtp(
      loginPending({
        purpose: 'register',
        sentAt: Date.now() - 61_000,
        codesLeft: 2,
        registration: { firstName: 'Anna', lastName: 'Ivanova', accountType: 'INDIVIDUAL' },
      }),
    );
    const user = userEvent.setup();
    await renderRoutes(routes, '/otpConfirm', 'ru');
    expect(screen.getByText('Можно запросить ещё 2 кода.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Отправить новый код' }));

    expect(await screen.findByText('Это был последний код на ближайшее время.')).toBeInTheDocument();
    expect(readPendingOtp()?.codesLeft).toBe(0);
  });

  it('says nothing of codes left while plenty remain', async () => {
    savePendingOtp(loginPending({ codesLeft: 4 }));
    await renderRoutes(routes, '/otpConfirm', 'en');
    expect(screen.queryByText(/more code/)).not.toBeInTheDocument();
  });

  it('registers again for a pending sign-up, with the same names', async () => {
    const fetchMock = stubApi({ 'POST /auth/register': () => json(codeSent) });
    savePendingOtp(
      loginPending({
        purpose: 'register',
        sentAt: Date.now() - 61_000,
        registration: { firstName: 'Aysel', lastName: 'Məmmədova', accountType: 'INDIVIDUAL' },
      }),
    );
    const user = userEvent.setup();
    await renderRoutes(routes, '/otpConfirm', 'en');
    await user.click(screen.getByRole('button', { name: 'Send a new code' }));

    expect(await screen.findByRole('status')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /auth/register')[0]?.body).toEqual({
      firstName: 'Aysel',
      lastName: 'Məmmədova',
      accountType: 'INDIVIDUAL',
      phoneNumber: '994501234567',
    });
  });
});
