import { registerOnScreen } from '../support/accounts.js';
import { pngPhoto } from '../support/images.js';
import { type APIRequestContext, expect, failedRequest, HOME, type Page, speaks, test } from '../support/test.js';

/**
 * Sign-up, login, logout and the silent token refresh, against the real server and its console SMS
 * driver: codes are read from the development-only outbox, never stubbed.
 */

const OUTBOX = '/api/v1/zeng/dev/sms-outbox';

/** A fresh Azercell-looking number per test: 994 50 and 7 random digits. */
const randomPhone = () => `99450${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;

interface OutboxEntry {
  code: string;
  sentAt: string;
}

async function outbox(request: APIRequestContext, phoneNumber: string): Promise<OutboxEntry[]> {
  const res = await request.get(`${OUTBOX}?phoneNumber=${phoneNumber}`);
  expect(res.ok(), `outbox answered ${res.status()}`).toBe(true);
  return (await res.json()) as OutboxEntry[];
}

/** The newest code sent to the number once there are `count` messages (newest first). */
async function codeNumber(request: APIRequestContext, phoneNumber: string, count = 1): Promise<string> {
  await expect.poll(async () => (await outbox(request, phoneNumber)).length).toBeGreaterThanOrEqual(count);
  const [newest] = await outbox(request, phoneNumber);
  if (!newest) throw new Error('no code');
  return newest.code;
}

async function register(page: Page, phoneNumber: string, firstName: string, lastName: string) {
  await page.goto('/registration');
  await page.getByLabel('First name').fill(firstName);
  await page.getByLabel('Last name').fill(lastName);
  await page.getByLabel('Phone number').fill(phoneNumber.slice(3));
  await page.getByRole('button', { name: 'Send SMS code' }).click();
  await expect(page).toHaveURL(/\/otpConfirm$/);
}

/** Types the code as a person does: its sixth digit sends it, with nothing to press. */
async function confirmCode(page: Page, code: string) {
  await page.getByLabel('SMS code').pressSequentially(code);
}

test.beforeEach(async ({ page }) => {
  await speaks(page, 'en');
});

/** The session's two cookies as the browser holds them (the app itself can read neither). */
async function sessionCookies(page: Page) {
  const cookies = await page.context().cookies();
  return {
    access: cookies.find((cookie) => cookie.name === 'zeng_access'),
    refresh: cookies.find((cookie) => cookie.name === 'zeng_refresh'),
  };
}

test.describe('signing up and in with an SMS code', () => {
  test('register, confirm, see the profile; a session ended elsewhere mid-form leads through login back to the form; log out', async ({
    page,
    request,
    isMobile,
    allowConsole,
  }) => {
    test.skip(!isMobile, 'the screens of this journey are the same on both layouts, and it waits out a minute');
    // A second code for the same number may be sent only 60 s after the first: the login waits it out.
    test.setTimeout(180_000);
    allowConsole(failedRequest(429, '/api/v1/zeng/auth/authenticate'), 'the login within a minute is asked to wait');
    allowConsole(failedRequest(401, '/api/v1/zeng/storage/upload'), 'the session is ended behind the page');
    allowConsole(failedRequest(401, '/api/v1/zeng/auth/refresh-token'), 'the ended session cannot be renewed');
    const phoneNumber = randomPhone();

    await register(page, phoneNumber, 'Aysel', 'Məmmədova');
    await expect(page.getByText(/We sent a 6-digit code to \+994\s50/)).toBeVisible();
    await confirmCode(page, await codeNumber(request, phoneNumber));
    await expect(page).toHaveURL(HOME);
    // The session is in the server's HttpOnly cookies: no script can read a token (ADR 0028).
    for (const key of ['access_token', 'refresh_token']) {
      expect(await page.evaluate((k) => localStorage.getItem(k), key), key).toBeNull();
    }
    expect(await page.evaluate(() => localStorage.getItem('user_group'))).toBe('USER');
    const cookies = await sessionCookies(page);
    expect(cookies.refresh).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/v1/zeng/auth' });
    expect(cookies.access).toMatchObject({ httpOnly: true, path: '/' });

    // The profile arrives as the person's own HTML, drawn by the server, and kept by no cache.
    const html = await page.request.get('/userProfile');
    expect(html.headers()['cache-control']).toBe('private, no-store');
    expect(await html.text()).toContain('Aysel');
    await page.goto('/userProfile');
    await expect(page.getByText('Aysel Məmmədova')).toBeVisible();
    const formatted = `+994 ${phoneNumber.slice(3, 5)} ${phoneNumber.slice(5, 8)} ${phoneNumber.slice(8, 10)} ${phoneNumber.slice(10)}`;
    await expect(page.getByRole('link', { name: formatted })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Moderation panel' })).toHaveCount(0);

    // Half-way through a new advert, the person logs out on another device: the session ends on the server.
    await page.goto('/addAdvert');
    const price = page.getByLabel('Price', { exact: true });
    await price.pressSequentially('480');
    const session = await sessionCookies(page);
    const ended = await request.post('/api/v1/zeng/auth/logout', {
      headers: { Authorization: `Bearer ${session.access?.value}`, RefreshToken: session.refresh?.value ?? '' },
    });
    expect(ended.ok(), `logout answered ${ended.status()}`).toBe(true);
    // The next call that needs the session finds it gone: the login screen says so, and knows the way back.
    await page
      .getByLabel('Add photos')
      .setInputFiles([{ name: 'front.png', mimeType: 'image/png', buffer: pngPhoto(64, 48, [30, 90, 160]) }]);
    await expect(page).toHaveURL(/\/login\?next=%2FaddAdvert$/);
    await expect(
      page.getByText('Your session has ended. Log in again to get back to your advert: what you entered is kept.'),
    ).toBeVisible();

    await page.getByLabel('Phone number').pressSequentially(`0${phoneNumber.slice(3)}`);
    const login = page.getByRole('button', { name: 'Log in' });
    await login.click();
    // Within a minute of the sign-up code the server asks to wait; the form counts it down.
    const timer = page.getByRole('timer');
    await expect(timer.or(page.getByLabel('SMS code'))).toBeVisible();
    if (await timer.isVisible()) {
      await expect(login).toBeDisabled();
      await expect(login).toBeEnabled({ timeout: 75_000 });
      await login.click();
    }
    await expect(page).toHaveURL(/\/otpConfirm$/);
    await confirmCode(page, await codeNumber(request, phoneNumber, 2));
    await expect(page).toHaveURL(/\/addAdvert$/);
    await expect(price).toHaveValue('480');

    // Logging out from Settings forgets the session on this device.
    await page.goto('/userProfile');
    await page.getByRole('main').getByRole('link', { name: 'Settings' }).click();
    await expect(page).toHaveURL(/\/settingsPage$/);
    await page.getByRole('button', { name: 'Log out' }).click();
    const dialog = page.getByRole('dialog', { name: 'Are you sure you want to log out?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await expect(page).toHaveURL(/\/login$/);
    for (const key of ['access_token', 'refresh_token', 'user_id', 'user_group']) {
      expect(await page.evaluate((k) => localStorage.getItem(k), key), key).toBeNull();
    }
    expect(await sessionCookies(page)).toEqual({ access: undefined, refresh: undefined });
  });

  test('a visitor who taps New advert signs up and lands on the form; Back then leads home, past the sign-up screens', async ({
    page,
    request,
    isMobile,
  }) => {
    await page.goto('/');
    const bar = isMobile ? page.getByRole('navigation', { name: 'Main menu' }) : page.getByRole('banner');
    await bar.getByRole('link', { name: 'New advert' }).click();
    await expect(page).toHaveURL(/\/signUp\?next=%2FaddAdvert$/);
    await page.getByRole('main').getByRole('link', { name: 'Sign up' }).click();
    await expect(page).toHaveURL(/\/registration\?next=%2FaddAdvert$/);
    await registerOnScreen(page, request, randomPhone(), { firstName: 'Leyla', lastName: 'Rzayeva' });

    await expect(page).toHaveURL(/\/addAdvert$/);
    await expect(page.getByRole('heading', { level: 1, name: 'New advert' })).toBeVisible();

    // Signed in, the sign-up, registration and code screens are behind the person: Back is home.
    await page.goBack();
    await expect(page).toHaveURL(HOME);
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: /Join Zeng|Registration|Confirm the code/ })).toHaveCount(
      0,
    );
    await page.goForward();
    await expect(page).toHaveURL(/\/addAdvert$/);
    await page.goForward();
    await expect(page).toHaveURL(/\/addAdvert$/);
    await expect(page.getByRole('heading', { level: 1, name: 'New advert' })).toBeVisible();
  });

  test('a wrong code, typed in full, is sent at once and refused with the server message', async ({
    page,
    request,
    allowConsole,
  }) => {
    allowConsole(failedRequest(400, '/api/v1/zeng/auth/confirm'), 'the test sends a wrong code');
    const phoneNumber = randomPhone();
    await register(page, phoneNumber, 'Rauf', 'Əliyev');
    const code = await codeNumber(request, phoneNumber);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');

    await confirmCode(page, wrong);
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page.getByRole('alert')).not.toBeEmpty();
    await expect(page).toHaveURL(/\/otpConfirm$/);
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();

    // The code screen keeps the number after a reload.
    await page.reload();
    await expect(page.getByText(/We sent a 6-digit code to \+994\s50/)).toBeVisible();
  });

  test('a number without an account is told so and offered sign-up, and nothing locks', async ({
    page,
    allowConsole,
  }) => {
    allowConsole(
      failedRequest(404, '/api/v1/zeng/auth/authenticate'),
      'the test logs in with a number that has no account',
    );
    await page.goto('/login');
    await page.getByLabel('Phone number').pressSequentially(randomPhone().slice(3));
    const login = page.getByRole('button', { name: 'Log in' });
    await login.click();

    await expect(page.getByRole('status')).toHaveText('No account uses this number. Please sign up first.');
    await expect(page.getByRole('timer')).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(login).toBeEnabled();
    await page.getByRole('link', { name: 'Sign up with this number' }).click();
    await expect(page).toHaveURL(/\/signUp/);
  });

  test('a browser that forgot who is signed in, its cookies kept, stays on the page drawn for them', async ({
    page,
    request,
  }) => {
    const phoneNumber = randomPhone();
    await register(page, phoneNumber, 'Kamran', 'Əliyev');
    await confirmCode(page, await codeNumber(request, phoneNumber));
    await expect(page).toHaveURL(HOME);
    // Storage cleared (or dropped by the browser) while the session's cookies stay.
    await page.evaluate(() => localStorage.clear());

    await page.goto('/userProfile');
    await expect(page.locator('html')).toHaveAttribute('data-live', 'true');
    await expect(page.getByText('Kamran Əliyev')).toBeVisible();
    await expect(page).toHaveURL(/\/userProfile$/);
    // Its own calls are signed: the tab renews the access token from the cookie.
    await page.goto('/addAdvert');
    await expect(page.getByRole('button', { name: 'Post advert' })).toBeVisible();
    await expect(page).toHaveURL(/\/addAdvert$/);
    expect(await page.evaluate(() => localStorage.getItem('user_group'))).toBe('USER');
  });

  test('an expired access token is renewed without the person noticing', async ({ page, request, allowConsole }) => {
    // The profile's first calls carry the expired token and are refused before it is renewed.
    allowConsole(failedRequest(401, '/api/v1/zeng/auth'), 'the test plants an expired token');
    allowConsole(failedRequest(401, '/api/v1/zeng/auth/adverts'), 'the test plants an expired token');
    allowConsole(failedRequest(401, '/api/v1/zeng/auth/advert-counts'), 'the test plants an expired token');
    const phoneNumber = randomPhone();
    await register(page, phoneNumber, 'Nigar', 'Həsənova');
    await confirmCode(page, await codeNumber(request, phoneNumber));
    await expect(page).toHaveURL(HOME);
    const before = await sessionCookies(page);

    // A well-formed JWT that expired long ago and carries no valid signature, as the page's cookie.
    const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const expired = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ sub: '1', exp: 1_600_000_000 })}.${'x'.repeat(43)}`;
    const origin = new URL(page.url()).origin;
    await page.context().addCookies([{ name: 'zeng_access', value: expired, url: origin, httpOnly: true }]);

    // The server cannot draw the profile for an expired cookie: the app renews the session from the
    // refresh cookie and draws it, the person none the wiser.
    await page.goto('/userProfile');
    await expect(page.getByText('Nigar Həsənova')).toBeVisible();
    await expect(page).toHaveURL(/\/userProfile$/);
    const after = await sessionCookies(page);
    expect(after.access?.value).toBeTruthy();
    expect(after.access?.value).not.toBe(expired);
    expect(after.refresh?.value).not.toBe(before.refresh?.value);
  });
});
