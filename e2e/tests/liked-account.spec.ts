import { adminSession, randomPhone, type Session, signUpInTheApp, useSession } from '../support/accounts.js';
import { approvedAccessory, repriceAccessory } from '../support/adverts.js';
import { expect, type Page, speaks, test } from '../support/test.js';

/**
 * Issue 38, part 2, as people meet it: a visitor likes an advert on one device and signs up; on another
 * device the same person finds it among their liked adverts, and what they like there reaches the
 * first; when a liked advert's price goes down, the bell says so and the notifications page tells what.
 */

const API = '/api/v1/zeng';

/** The advert's card on the liked page, by its link. */
const likedCard = (page: Page, id: number) =>
  page.locator('article', { has: page.locator(`a[href$="/phone-preview/accessory/${id}"]`) });

/**
 * The same person's session for a second device, as signing in there would give: a renewal with this
 * device's cookie (no second SMS code within the minute a number may be sent one).
 */
async function secondDeviceSession(page: Page, origin: string): Promise<Session> {
  const renewed = await page.request.post(`${API}/auth/refresh-token`, { headers: { origin } });
  expect(renewed.ok(), `refresh answered ${renewed.status()}`).toBe(true);
  const tokens = (await renewed.json()) as Pick<Session, 'access_token' | 'refresh_token'>;
  // Who it is, as the access token says (the app stores these beside it).
  const claims = JSON.parse(Buffer.from(tokens.access_token.split('.')[1] ?? '', 'base64url').toString()) as {
    sub?: string;
    id?: number;
    role: Session['user_group'];
  };
  return { ...tokens, user_id: Number(claims.id ?? claims.sub), user_group: claims.role };
}

test('liked adverts follow the account between devices, and a cheaper liked advert rings the bell', async ({
  page,
  request,
  browser,
  baseURL,
}, testInfo) => {
  const admin = await adminSession(request, testInfo.project.name);
  const tag = Math.random().toString(36).slice(2, 7);
  const first = await approvedAccessory(request, admin, `Liked case ${tag}`);
  const second = await approvedAccessory(request, admin, `Second case ${tag}`);

  // A visitor likes the first on this device, then signs up: their list joins the new account.
  await speaks(page, 'en');
  await page.goto(`/phone-preview/accessory/${first.id}`);
  const like = page.getByRole('button', { name: 'Like', exact: true });
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await signUpInTheApp(page, request, randomPhone());
  await page.goto('/likedPage');
  await expect(likedCard(page, first.id)).toBeVisible();
  await expect(
    page.getByText('Kept with your account: the same list on every device where you sign in.'),
  ).toBeVisible();

  // The other device (the other layout), signed in as the same person: the same list.
  const other = await browser.newContext({
    viewport: testInfo.project.name === 'mobile' ? { width: 1280, height: 800 } : { width: 390, height: 844 },
    locale: 'en-US',
  });
  const device = await other.newPage();
  await useSession(device, await secondDeviceSession(page, baseURL ?? ''));
  await device.goto('/likedPage');
  await expect(likedCard(device, first.id)).toBeVisible();
  // Liked there, it is on the first device's list too.
  await device.goto(`/phone-preview/accessory/${second.id}`);
  const likeThere = device.getByRole('button', { name: 'Like', exact: true });
  await likeThere.click();
  await expect(likeThere).toHaveAttribute('aria-pressed', 'true');
  // The first device shows the account's list when its liked page opens (again, until the like is in).
  await expect
    .poll(async () => {
      await page.goto('/likedPage');
      return likedCard(page, second.id)
        .waitFor({ timeout: 3000 })
        .then(
          () => true,
          () => false,
        );
    })
    .toBe(true);
  await expect(likedCard(page, first.id)).toBeVisible();

  // The seller lowers the first one's price and a moderator approves it: the bell rings on both devices.
  await repriceAccessory(request, admin, first, 29);
  await page.goto('/');
  const bell = page.getByRole('link', { name: 'Notifications, 1 unread' });
  await expect(bell).toBeVisible();
  await bell.click();
  await expect(page).toHaveURL(/\/notifications$/);
  const item = page.getByRole('listitem').filter({ hasText: `Liked case ${tag}` });
  await expect(item).toContainText('Price dropped');
  await expect(item).toContainText('35 AZN → 29 AZN');
  // Read by opening: the bell goes quiet.
  await expect(page.getByRole('link', { name: 'Notifications', exact: true })).toBeVisible();
  await item.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/phone-preview/accessory/${first.id}$`));
  await other.close();
});
