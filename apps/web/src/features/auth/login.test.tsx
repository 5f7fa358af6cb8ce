import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../testing/render';
import { apiError, callsTo, json, stubApi } from '../../testing/stub-api';
import { LoginPage } from './LoginPage';
import { readPendingOtp } from './pending-otp';
import { localDigits } from './phone-input';

const routes = [
  { path: '/login', element: <LoginPage /> },
  { path: '/otpConfirm', element: <h1>code screen</h1> },
];
const codeSent = { message: 'Code sent', phoneNumber: '994501234567', resendAfterSeconds: 60, expiresInSeconds: 300 };

afterEach(() => {
  vi.useRealTimers();
});

describe('the login phone number', () => {
  it.each([
    ['0501234567', '501234567'],
    ['994501234567', '501234567'],
    ['+994 (50) 123-45-67', '501234567'],
    ['00994501234567', '501234567'],
    ['abc', ''],
  ])('reads %s as +994 %s', (typed, local) => {
    expect(localDigits(typed, 15)).toBe(local);
  });

  it.each([['0501234567'], ['994501234567'], ['+994 50 123 45 67']])('sends %s as 994501234567', async (typed) => {
    const fetchMock = stubApi({ 'POST /auth/authenticate': () => json(codeSent) });
    const user = userEvent.setup();
    await renderRoutes(routes, '/login', 'en');
    await user.type(screen.getByLabelText('Phone number'), typed);
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByRole('heading', { name: 'code screen' })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /auth/authenticate')[0]?.body).toEqual({ phoneNumber: '994501234567' });
    expect(readPendingOtp()).toMatchObject({ purpose: 'login', phoneNumber: '994501234567' });
  });

  it("answers fewer than 12 digits with 'enterValidNum' and sends nothing", async () => {
    const fetchMock = stubApi({});
    const user = userEvent.setup();
    await renderRoutes(routes, '/login', 'en');
    await user.type(screen.getByLabelText('Phone number'), '05012345');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(screen.getByText('Please enter a valid phone number.')).toBeInTheDocument();
    expect(screen.getByLabelText('Phone number')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('a failed login', () => {
  it('locks the form for 60 seconds with a countdown, then unlocks and clears the error', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = stubApi({
      'POST /auth/authenticate': () => apiError(404, 'ACCOUNT_NOT_FOUND', 'No account uses this phone number.'),
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await renderRoutes(routes, '/login', 'en');
    await user.type(screen.getByLabelText('Phone number'), '501234567');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('No account uses this number. Please sign up first.');
    expect(screen.getByRole('timer')).toHaveTextContent('You can try again in 60 s');
    expect(screen.getByRole('button', { name: 'Log in' })).toBeDisabled();

    await act(async () => {
      vi.advanceTimersByTime(15_000);
    });
    expect(screen.getByRole('timer')).toHaveTextContent('You can try again in 45 s');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(callsTo(fetchMock, 'POST /auth/authenticate')).toHaveLength(1);

    await act(async () => {
      vi.advanceTimersByTime(45_000);
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled();
  });

  it('waits out a longer Retry-After of a 429', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stubApi({
      'POST /auth/authenticate': () =>
        apiError(429, 'RATE_LIMITED', 'Too many requests, please try again later.', { 'retry-after': '120' }),
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await renderRoutes(routes, '/login', 'en');
    await user.type(screen.getByLabelText('Phone number'), '501234567');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByRole('timer')).toHaveTextContent('You can try again in 120 s');
    expect(screen.getByRole('alert')).toHaveTextContent('Too many attempts. Try again in 120 s.');
  });

  it("says 'Login failed. Please try again.' when the server itself fails", async () => {
    stubApi({ 'POST /auth/authenticate': () => new Response('', { status: 500 }) });
    const user = userEvent.setup();
    await renderRoutes(routes, '/login', 'en');
    await user.type(screen.getByLabelText('Phone number'), '501234567');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed. Please try again.');
  });
});
