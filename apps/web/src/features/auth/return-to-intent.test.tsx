import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentUser } from '@zeng/contract/endpoints/session';
import { useState } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { call, setSessionExpiredHandler } from '../../lib/api-client';
import { safeReturnPath } from '../../lib/return-path';
import { signInHref, useSignedOutRedirect } from '../../lib/session';
import { renderRoutes } from '../../testing/render';
import { callsTo, json, stubApi } from '../../testing/stub-api';
import { LoginPage } from './LoginPage';
import { OtpConfirmPage } from './OtpConfirmPage';
import { readPendingOtp } from './pending-otp';
import { RegistrationPage } from './RegistrationPage';
import { SignUpPage } from './SignUpPage';

/** A screen for signed-in people, guarded as the real ones are, whose save needs the session. */
function AdvertForm() {
  const signedOutRedirect = useSignedOutRedirect();
  const [saved, setSaved] = useState(false);
  if (signedOutRedirect) return <Navigate to={signedOutRedirect} replace />;
  return (
    <>
      <h1>advert form</h1>
      <button
        type="button"
        onClick={() =>
          call(currentUser).then(
            () => setSaved(true),
            () => undefined,
          )
        }
      >
        save
      </button>
      {saved && <p>saved</p>}
    </>
  );
}

const routes: RouteObject[] = [
  { path: '/', element: <h1>home screen</h1> },
  { path: '/addAdvert', element: <AdvertForm /> },
  { path: '/signUp', element: <SignUpPage /> },
  { path: '/registration', element: <RegistrationPage /> },
  { path: '/login', element: <LoginPage /> },
  { path: '/otpConfirm', element: <OtpConfirmPage /> },
];
const codeSent = {
  message: 'Code sent',
  phoneNumber: '994501234567',
  resendAfterSeconds: 60,
  expiresInSeconds: 300,
  codesLeft: 4,
};
const confirmed = { access_token: 'access.jwt', refresh_token: 'refresh-1', user_id: 42, user_group: 'USER' };
const refused = () =>
  json({ statusCode: 401, error: 'Unauthorized', message: 'Session ended', code: 'SESSION_ENDED' }, 401);

afterEach(() => {
  sessionStorage.clear();
});

describe('where a person was going', () => {
  it('a visitor sent from the edit form to sign up comes back to that same edit after the code', async () => {
    stubApi({ 'POST /auth/register': () => json(codeSent), 'POST /auth/confirm': () => json(confirmed) });
    const user = userEvent.setup();
    const { router } = await renderRoutes(routes, '/addAdvert?edit=phone/12', 'az');

    expect(await screen.findByRole('heading', { level: 1, name: 'Zeng-ə qoşulun' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: /Qeydiyyatdan keçin/ }));
    await user.type(await screen.findByLabelText('Ad'), 'Aysel');
    await user.type(screen.getByLabelText('Soyad'), 'Quliyeva');
    await user.type(screen.getByLabelText('Telefon nömrəsi'), '501234567');
    await user.click(screen.getByRole('button', { name: 'SMS kodu göndər' }));
    await user.type(await screen.findByLabelText('SMS kodu'), '123456');

    expect(await screen.findByRole('heading', { name: 'advert form' })).toBeInTheDocument();
    expect(router.state.location.pathname + router.state.location.search).toBe('/addAdvert?edit=phone/12');
  });

  it('a person whose session ends mid-form is told so, and logs in back to the form', async () => {
    localStorage.setItem('access_token', 'old');
    localStorage.setItem('refresh_token', 'r1');
    const fetchMock = stubApi({
      'GET /auth': ({ init }) =>
        (init.headers as Record<string, string>).authorization === 'Bearer access.jwt' ? json({}) : refused(),
      'POST /auth/refresh-token': refused,
      'POST /auth/authenticate': () => json(codeSent),
      'POST /auth/confirm': () => json(confirmed),
    });
    const user = userEvent.setup();
    const { router } = await renderRoutes(routes, '/addAdvert', 'ru');
    // As the app's start sets it (app/start.tsx).
    setSessionExpiredHandler(() => {
      const { pathname, search } = router.state.location;
      void router.navigate(signInHref('/login', pathname + search));
    });

    await user.click(screen.getByRole('button', { name: 'save' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Сеанс завершён. Войдите снова и вернитесь к объявлению: всё введённое сохранено.',
    );
    expect(router.state.location.search).toBe('?next=%2FaddAdvert');

    await user.type(screen.getByLabelText('Номер телефона'), '501234567');
    await user.click(screen.getByRole('button', { name: 'Войти' }));
    expect(readPendingOtp()?.next).toBe('/addAdvert');
    await user.type(await screen.findByLabelText('SMS-код'), '123456');

    expect(await screen.findByRole('heading', { name: 'advert form' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'save' }));
    expect(await screen.findByText('saved')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /auth/confirm')).toHaveLength(1);
  });

  it('says nothing of an ended session to someone who simply opens the login screen', async () => {
    stubApi({});
    await renderRoutes(routes, '/login', 'en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('goes home after the code when the address to return to leads off the site', async () => {
    stubApi({ 'POST /auth/authenticate': () => json(codeSent), 'POST /auth/confirm': () => json(confirmed) });
    const user = userEvent.setup();
    await renderRoutes(routes, `/login?next=${encodeURIComponent('//evil.example/addAdvert')}`, 'en');
    await user.type(await screen.findByLabelText('Phone number'), '501234567');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(readPendingOtp()).not.toHaveProperty('next');
    await user.type(await screen.findByLabelText('SMS code'), '123456');
    expect(await screen.findByRole('heading', { name: 'home screen' })).toBeInTheDocument();
  });
});

describe('Back after signing in', () => {
  it('leads to the page before signing up, never to a sign-up form again', async () => {
    stubApi({ 'POST /auth/register': () => json(codeSent), 'POST /auth/confirm': () => json(confirmed) });
    const user = userEvent.setup();
    const { router } = await renderRoutes(routes, '/', 'en');
    await act(() => router.navigate('/addAdvert'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Join Zeng' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: /Sign up/ }));
    await user.type(await screen.findByLabelText('First name'), 'Aysel');
    await user.type(screen.getByLabelText('Last name'), 'Quliyeva');
    await user.type(screen.getByLabelText('Phone number'), '501234567');
    await user.click(screen.getByRole('button', { name: 'Send SMS code' }));
    await user.type(await screen.findByLabelText('SMS code'), '123456');
    expect(await screen.findByRole('heading', { name: 'advert form' })).toBeInTheDocument();

    await act(() => router.navigate(-1));
    expect(await screen.findByRole('heading', { name: 'home screen' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('leads to the page before logging in, past a changed number too', async () => {
    stubApi({ 'POST /auth/authenticate': () => json(codeSent), 'POST /auth/confirm': () => json(confirmed) });
    const user = userEvent.setup();
    const { router } = await renderRoutes(routes, '/', 'en');
    await act(() => router.navigate('/login?next=%2FaddAdvert'));
    await user.type(await screen.findByLabelText('Phone number'), '501234560');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await user.click(await screen.findByRole('link', { name: 'Change the number' }));
    await user.type(await screen.findByLabelText('Phone number'), '501234567');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await user.type(await screen.findByLabelText('SMS code'), '123456');
    expect(await screen.findByRole('heading', { name: 'advert form' })).toBeInTheDocument();

    await act(() => router.navigate(-1));
    expect(await screen.findByRole('heading', { name: 'home screen' })).toBeInTheDocument();
  });

  it.each(['/signUp', '/registration', '/login', '/otpConfirm'])(
    'sends a person signed in already from %s on to where they were going',
    async (screenPath) => {
      localStorage.setItem('access_token', 'access.jwt');
      stubApi({});
      await renderRoutes(routes, `${screenPath}?next=%2FaddAdvert`, 'en');
      expect(
        await screen.findByRole('heading', { name: screenPath === '/otpConfirm' ? 'home screen' : 'advert form' }),
      ).toBeInTheDocument();
    },
  );
});

describe('a return address', () => {
  it.each([
    ['/addAdvert?edit=phone/12', '/addAdvert?edit=phone/12'],
    ['/userProfile', '/userProfile'],
    ['//evil.com', null],
    ['/\\evil.com', null],
    ['\\\\evil.com', null],
    ['https://evil.com/addAdvert', null],
    ['javascript:alert(1)', null],
    ['/%0a/evil.com', '/%0a/evil.com'],
    ['/\tevil', null],
    ['addAdvert', null],
    ['/login?next=/addAdvert', null],
    ['/otpconfirm', null],
    [undefined, null],
  ])('%s is followed as %s', (value, expected) => {
    expect(safeReturnPath(value)).toBe(expected);
  });
});
