import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../testing/render';
import { apiError, callsTo, json, stubApi } from '../../testing/stub-api';
import { LoginPage } from './LoginPage';
import { readPendingOtp } from './pending-otp';
import { RegistrationPage } from './RegistrationPage';
import { SignUpPage } from './SignUpPage';

const routes = [
  { path: '/login', element: <LoginPage /> },
  { path: '/otpConfirm', element: <h1>code screen</h1> },
  { path: '/signUp', element: <SignUpPage /> },
  { path: '/registration', element: <RegistrationPage /> },
];
const noAccount = () => apiError(404, 'ACCOUNT_NOT_FOUND', 'No account uses this phone number.');
const codeSent = { message: 'Code sent', phoneNumber: '994501234567', resendAfterSeconds: 60, expiresInSeconds: 300 };

afterEach(() => {
  vi.useRealTimers();
});

describe('the login phone number', () => {
  it.each([
    ['501234567', '501234567'],
    ['50 123 45 67', '50 123 45 67'],
    ['0501234567', '50 123 45 67'],
    ['994501234567', '50 123 45 67'],
    ['+994 (50) 123-45-67', '(50) 123-45-67'],
    ['00994501234567', '501234567'],
  ])('shows %s beside the fixed +994 as %s and sends it as 994501234567', async (typed, shown) => {
    const fetchMock = stubApi({ 'POST /auth/authenticate': () => json(codeSent) });
    const user = userEvent.setup();
    await renderRoutes(routes, '/login', 'en');
    await user.type(screen.getByLabelText('Phone number'), typed);
    expect(screen.getByLabelText('Phone number')).toHaveValue(shown);
    expect(screen.getByLabelText('Phone number')).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByRole('heading', { name: 'code screen' })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /auth/authenticate')[0]?.body).toEqual({ phoneNumber: '994501234567' });
  });

  it.each([['+994 50 000 00 01'], ['994500000001'], ['0 50 000 00 01']])(
    'never shows a second country code when %s is pasted',
    async (pasted) => {
      stubApi({});
      const user = userEvent.setup();
      await renderRoutes(routes, '/login', 'az');
      const phone = screen.getByLabelText('Telefon nömrəsi');
      await user.click(phone);
      await user.paste(pasted);
      expect(phone).toHaveValue('50 000 00 01');
      expect(phone).not.toHaveAttribute('aria-invalid');
    },
  );

  it('sends the number as 994501234567 and keeps it for the code screen', async () => {
    const fetchMock = stubApi({ 'POST /auth/authenticate': () => json(codeSent) });
    const user = userEvent.setup();
    await renderRoutes(routes, '/login', 'en');
    await user.type(screen.getByLabelText('Phone number'), '50 123 45 67');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByRole('heading', { name: 'code screen' })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /auth/authenticate')[0]?.body).toEqual({ phoneNumber: '994501234567' });
    expect(readPendingOtp()).toMatchObject({ purpose: 'login', phoneNumber: '994501234567' });
  });

  it('says a short number has too few digits when sent, and sends nothing', async () => {
    const fetchMock = stubApi({});
    const user = userEvent.setup();
    await renderRoutes(routes, '/login', 'en');
    await user.type(screen.getByLabelText('Phone number'), '05012345');
    // Still being typed: no error yet.
    expect(screen.getByLabelText('Phone number')).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(screen.getByLabelText('Phone number')).toHaveAccessibleDescription(/Too few digits/);
    expect(screen.getByLabelText('Phone number')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('keeps a stray tenth digit and says there are too many, as soon as it is typed', async () => {
    const fetchMock = stubApi({});
    const user = userEvent.setup();
    await renderRoutes(routes, '/login', 'en');
    const phone = screen.getByLabelText('Phone number');
    await user.type(phone, '5012345678');

    expect(phone).toHaveValue('5012345678');
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveAccessibleDescription(
      '9 digits after +994, for example 50 123 45 67 ' + 'Too many digits: a mobile number has 9 digits after +994.',
    );
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(fetchMock).not.toHaveBeenCalled();

    await user.type(phone, '{Backspace}');
    expect(phone).toHaveValue('501234567');
    expect(phone).not.toHaveAttribute('aria-invalid');
  });

  it('says a Baku landline is not a mobile number, in the interface language, and sends nothing', async () => {
    const fetchMock = stubApi({});
    const user = userEvent.setup();
    await renderRoutes(routes, '/login', 'ru');
    const phone = screen.getByLabelText('Номер телефона');
    await user.type(phone, '012');
    expect(phone).toHaveAccessibleDescription(/Это не мобильный номер: он начинается с 012\./);
    await user.type(phone, '1234567');
    await user.click(screen.getByRole('button', { name: 'Войти' }));

    expect(phone).toHaveValue('0121234567');
    expect(phone).toHaveAccessibleDescription(
      /Это не мобильный номер: он начинается с 012\. Мобильные номера начинаются с 010, 050, 051, 055, 060, 070, 077, 099\./,
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('a failed login', () => {
  it('locks the form for 60 seconds with a countdown, then unlocks and clears the error', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = stubApi({
      'POST /auth/authenticate': () => apiError(403, 'ACCOUNT_BLOCKED', 'This account has been blocked.'),
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await renderRoutes(routes, '/login', 'en');
    await user.type(screen.getByLabelText('Phone number'), '501234567');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('This account is blocked.');
    expect(screen.getByRole('timer')).toHaveTextContent('You can try again in 1 min');
    expect(screen.getByRole('button', { name: 'Log in' })).toBeDisabled();

    await act(async () => {
      vi.advanceTimersByTime(15_000);
    });
    expect(screen.getByRole('timer')).toHaveTextContent('You can try again in 45 sec');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(callsTo(fetchMock, 'POST /auth/authenticate')).toHaveLength(1);

    await act(async () => {
      vi.advanceTimersByTime(45_000);
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled();
  });

  it('locks nothing for a number without an account: it says so and offers sign-up', async () => {
    const fetchMock = stubApi({ 'POST /auth/authenticate': noAccount });
    const user = userEvent.setup();
    await renderRoutes(routes, '/login', 'ru');
    await user.type(screen.getByLabelText('Номер телефона'), '501234567');
    await user.click(screen.getByRole('button', { name: 'Войти' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Аккаунта с этим номером нет. Сначала зарегистрируйтесь.',
    );
    expect(screen.getByRole('link', { name: 'Регистрация с этим номером' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Войти' });
    expect(button).toBeEnabled();
    await user.click(button);
    expect(callsTo(fetchMock, 'POST /auth/authenticate')).toHaveLength(2);
  });

  it('offers sign-up for a number without an account, carrying the number to the registration form', async () => {
    stubApi({ 'POST /auth/authenticate': noAccount });
    const user = userEvent.setup();
    await renderRoutes(routes, '/login', 'en');
    const phone = screen.getByLabelText('Phone number');
    await user.type(phone, '050 123 45 67');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    await user.click(await screen.findByRole('link', { name: 'Sign up with this number' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Join Zeng' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: /Sign up/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Registration' })).toBeInTheDocument();
    expect(screen.getByLabelText('Phone number')).toHaveValue('501234567');
  });

  it('withdraws the sign-up offer once the number is changed', async () => {
    stubApi({ 'POST /auth/authenticate': noAccount });
    const user = userEvent.setup();
    await renderRoutes(routes, '/login', 'az');
    const phone = screen.getByLabelText('Telefon nömrəsi');
    await user.type(phone, '501234567');
    await user.click(screen.getByRole('button', { name: 'Daxil ol' }));
    expect(await screen.findByRole('link', { name: 'Bu nömrə ilə qeydiyyat' })).toBeInTheDocument();

    await user.type(phone, '{Backspace}8');
    expect(screen.queryByRole('link', { name: 'Bu nömrə ilə qeydiyyat' })).not.toBeInTheDocument();
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

    expect(await screen.findByRole('timer')).toHaveTextContent('You can try again in 2 min');
    expect(screen.getByRole('alert')).toHaveTextContent('Too many attempts for now.');
  });

  it('counts one timer down from a shorter Retry-After, and says the wait nowhere else', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stubApi({
      'POST /auth/authenticate': () =>
        json(
          {
            statusCode: 429,
            error: 'Too Many Requests',
            message: 'Please wait 19 seconds.',
            code: 'RATE_LIMITED',
            params: { retryAfterSeconds: 19 },
          },
          429,
          { 'retry-after': '19' },
        ),
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await renderRoutes(routes, '/login', 'az');
    await user.type(screen.getByLabelText('Telefon nömrəsi'), '501234567');
    await user.click(screen.getByRole('button', { name: 'Daxil ol' }));

    expect(await screen.findByRole('timer')).toHaveTextContent('19 san. sonra yenidən cəhd edə bilərsiniz');
    expect(screen.getByRole('alert')).toHaveTextContent('Hələlik çox sayda cəhd edildi.');
    expect(screen.getAllByText(/\bsan\./)).toHaveLength(1);
    await act(async () => {
      vi.advanceTimersByTime(5_000);
    });
    expect(screen.getByRole('timer')).toHaveTextContent('14 san. sonra');
    expect(screen.getAllByText(/\bsan\./)).toHaveLength(1);
    await act(async () => {
      vi.advanceTimersByTime(14_000);
    });
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Daxil ol' })).toBeEnabled();
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
