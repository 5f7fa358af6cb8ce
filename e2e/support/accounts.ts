import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { HOME, storeLanguageCookie } from './test.js';

/**
 * Accounts for journeys that are not about signing in: made through the real auth calls, the code
 * read from the development-only outbox, the session handed to the page as the app stores it.
 */

const API = '/api/v1/zeng';

export interface Session {
  access_token: string;
  refresh_token: string;
  user_id: number;
  user_group: 'USER' | 'MODERATOR' | 'ADMIN';
}

/** A fresh Bakcell-looking number per call. */
export const randomPhone = () => `99455${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;

/** A fresh Azercell number (050), as the API stores it: a SIM advert with provider 1 must carry one. */
export const azercellNumber = () => `99450${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;

async function newestCode(request: APIRequestContext, phoneNumber: string, after: number): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const res = await request.get(`${API}/dev/sms-outbox?phoneNumber=${phoneNumber}`);
      const [newest] = (await res.json()) as { code: string; sentAt: string }[];
      code = newest && Date.parse(newest.sentAt) >= after ? newest.code : '';
      return code;
    })
    .not.toBe('');
  return code;
}

/** Asks for a code, waiting out the one-code-a-minute limit when a retried test asks again. */
async function requestCode(request: APIRequestContext, path: string, data: Record<string, string>) {
  for (let attempt = 0; attempt < 3; attempt++) {
    const res = await request.post(`${API}${path}`, { data });
    if (res.status() !== 429) return res;
    await new Promise((r) => setTimeout(r, (Number(res.headers()['retry-after'] ?? 60) + 1) * 1000));
  }
  throw new Error(`${path} kept answering 429`);
}

/**
 * Signs a new person up through the app's own screens, typing as a person does, with the code read
 * from the development outbox; the page ends on the home screen, signed in.
 */
export async function signUpInTheApp(
  page: Page,
  request: APIRequestContext,
  phoneNumber: string,
  names = { firstName: 'Kamran', lastName: 'Quliyev' },
) {
  await page.goto('/registration');
  await registerOnScreen(page, request, phoneNumber, names);
  await expect(page).toHaveURL(HOME);
}

/**
 * Fills the registration screen the page is on, as a person types, and confirms the code the number
 * was sent; where the app then goes is the caller's to check.
 */
export async function registerOnScreen(
  page: Page,
  request: APIRequestContext,
  phoneNumber: string,
  names = { firstName: 'Kamran', lastName: 'Quliyev' },
) {
  await page.getByLabel('First name').pressSequentially(names.firstName);
  await page.getByLabel('Last name').pressSequentially(names.lastName);
  await page.getByLabel('Phone number').pressSequentially(phoneNumber.slice(3));
  const asked = Date.now() - 1000;
  await page.getByRole('button', { name: 'Send SMS code' }).click();
  await confirmOnScreen(page, request, phoneNumber, asked);
}

/** On the code screen, types the newest code sent to the number since `asked`: its sixth digit sends it. */
async function confirmOnScreen(page: Page, request: APIRequestContext, phoneNumber: string, asked: number) {
  await expect(page).toHaveURL(/\/otpConfirm(\?|$)/);
  await page.getByLabel('SMS code').pressSequentially(await newestCode(request, phoneNumber, asked));
}

/** Signs up a new person (or in, when the number has an account already) and answers the session. */
export async function signIn(
  request: APIRequestContext,
  phoneNumber: string,
  names = { firstName: 'Test', lastName: 'Seller' },
): Promise<Session> {
  const asked = Date.now() - 1000;
  let res = await requestCode(request, '/auth/register', { ...names, phoneNumber });
  if (res.status() === 409) res = await requestCode(request, '/auth/authenticate', { phoneNumber });
  expect(res.ok(), `code request answered ${res.status()}`).toBe(true);
  const confirmCode = await newestCode(request, phoneNumber, asked);
  const confirmed = await request.post(`${API}/auth/confirm`, { data: { phoneNumber, confirmCode } });
  expect(confirmed.ok(), `confirm answered ${confirmed.status()}`).toBe(true);
  return (await confirmed.json()) as Session;
}

/** The page starts signed in as this session, as the app itself stores one. */
export async function useSession(page: Page, session: Session, language = 'en') {
  await page.addInitScript(
    ({ s, lng }) => {
      // Only once per page: a later navigation keeps whatever the app stored meanwhile.
      if (sessionStorage.getItem('e2e-session')) return;
      sessionStorage.setItem('e2e-session', '1');
      localStorage.setItem('access_token', s.access_token);
      localStorage.setItem('refresh_token', s.refresh_token);
      localStorage.setItem('user_id', String(s.user_id));
      localStorage.setItem('user_group', s.user_group);
      localStorage.setItem('selectedLanguage', lng);
    },
    { s: session, lng: language },
  );
  await storeLanguageCookie(page, language);
}

/**
 * An administrator per project, so the two projects never wait for each other's one-code-a-minute
 * limit: the demo administrator on desktop, and a number of ADMIN_PHONES on the phone-sized project.
 */
export const ADMIN_PHONE_BY_PROJECT: Record<string, string> = {
  desktop: '994500000001',
  mobile: '994700000001',
};

const adminSessions = new Map<string, { session: Session; at: number }>();
/** Well within the access token's 15 minutes: a page never has to refresh (and so rotate) it. */
const REUSE_MS = 8 * 60_000;

export async function adminSession(request: APIRequestContext, project: string): Promise<Session> {
  const cached = adminSessions.get(project);
  if (cached && Date.now() - cached.at < REUSE_MS) return cached.session;
  const phone = ADMIN_PHONE_BY_PROJECT[project] ?? '994500000001';
  const session = await signIn(request, phone, { firstName: 'Leyla', lastName: 'Moderator' });
  expect(session.user_group).toBe('ADMIN');
  adminSessions.set(project, { session, at: Date.now() });
  return session;
}
