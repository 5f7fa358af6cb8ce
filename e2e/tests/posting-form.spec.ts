import { azercellNumber, randomPhone, type Session, signIn, useSession } from '../support/accounts.js';
import { choose, pick } from '../support/forms.js';
import { type APIRequestContext, expect, type Locator, type Page, test } from '../support/test.js';

/**
 * The new-advert and edit form as a person meets it against the real server (issue 33): two tabs
 * each send their own advert, a comment counts emoji as one character each, the price says what it
 * did not take, and an edit does not ask for the terms again.
 */

test.describe.configure({ timeout: 120_000 });

/** 994501234567 as a person types and reads it: 050 123 45 67. */
const national = (number: string) =>
  `0${number.slice(3, 5)} ${number.slice(5, 8)} ${number.slice(8, 10)} ${number.slice(10)}`;

/** Types a SIM number advert as a person does, without sending it. */
async function typeSimAdvert(page: Page, number: string) {
  await choose(page, 'SIM Cards');
  await page.getByLabel('SIM provider').selectOption({ label: 'Azercell' });
  await page.getByLabel('SIM number').pressSequentially(national(number));
  await page.getByLabel('Price', { exact: true }).pressSequentially('250');
  await pick(page, 'City', 'Baku');
}

async function acceptTermsAndSend(page: Page) {
  await page.getByRole('checkbox', { name: /I have read and accept/ }).check();
  await page.getByRole('button', { name: 'Post advert' }).click();
  await expect(page.getByRole('dialog', { name: 'Advert sent' })).toBeVisible();
}

/** The seller's cards waiting for review, as the profile's Pending tab shows them. */
async function pendingCards(page: Page): Promise<Locator> {
  await page.goto('/userProfile');
  await page.getByRole('tab', { name: 'Pending' }).click();
  return page.getByRole('tabpanel');
}

/** Pastes text into a field through the clipboard, as a person does with the keyboard. */
async function paste(page: Page, field: Locator, text: string) {
  await page.evaluate((value) => navigator.clipboard.writeText(value), text);
  await field.focus();
  await page.keyboard.press('ControlOrMeta+V');
}

async function seller(page: Page, request: APIRequestContext): Promise<Session> {
  const session = await signIn(request, randomPhone());
  await useSession(page, session);
  return session;
}

test('two tabs each send their own SIM number, and both adverts wait for review', async ({ page, request }) => {
  await seller(page, request);
  const [first, second] = [azercellNumber(), azercellNumber()];
  await page.goto('/addAdvert');
  const otherTab = await page.context().newPage();
  await otherTab.goto('/addAdvert');

  await typeSimAdvert(page, first);
  await typeSimAdvert(otherTab, second);
  await acceptTermsAndSend(page);
  await acceptTermsAndSend(otherTab);

  const pending = await pendingCards(page);
  await expect(pending.getByText(national(first))).toBeVisible();
  await expect(pending.getByText(national(second))).toBeVisible();

  // A reload keeps the tab's own draft and key: a try after a lost answer finds the advert it made.
  await page.goto('/addAdvert');
  await page.getByLabel('Price', { exact: true }).pressSequentially('77');
  const formKey = () => page.evaluate(() => sessionStorage.getItem('zeng.advertForm'));
  const key = await formKey();
  await page.reload();
  await expect(page.getByLabel('Price', { exact: true })).toHaveValue('77');
  expect(await formKey()).toBe(key);
  await page.getByLabel('Price', { exact: true }).fill('');

  // A draft open in one tab is not continued in another: that one starts afresh and says why.
  await otherTab.goto('/addAdvert');
  await otherTab.getByLabel('Price', { exact: true }).pressSequentially('99');
  await page.goto('/addAdvert');
  await expect(page.getByRole('status').filter({ hasText: 'open in another tab' })).toHaveText(
    'Your unfinished advert is open in another tab. This tab starts a new one: what you send here is posted as a separate advert.',
  );
  await expect(page.getByLabel('Price', { exact: true })).toHaveValue('');
  // Closed, that tab's draft comes back in the next "New advert".
  await otherTab.close();
  await page.reload();
  await expect(page.getByLabel('Price', { exact: true })).toHaveValue('99');
  await expect(page.getByText('open in another tab')).toHaveCount(0);
});

test('a comment counts an emoji as one character, and a paste past 500 is refused with its length', async ({
  page,
  request,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await seller(page, request);
  const number = azercellNumber();
  await page.goto('/addAdvert');
  await typeSimAdvert(page, number);
  const comment = page.getByLabel('Comment (optional)');

  const full = '😀'.repeat(500);
  await paste(page, comment, full);
  await expect(comment).toHaveValue(full);
  await expect(page.getByText('500/500')).toBeVisible();
  await comment.press('a');
  await expect(comment).toHaveValue(full);

  await comment.fill('');
  await comment.pressSequentially('Qızıl nömrə ');
  await paste(page, comment, 'x'.repeat(489));
  await expect(comment).toHaveValue('Qızıl nömrə ');
  await expect(page.getByRole('alert')).toHaveText(
    'Nothing was pasted: with the pasted text the field would hold 501 characters, more than 500. Shorten it and paste again.',
  );
  await comment.fill('');
  await paste(page, comment, full);
  await acceptTermsAndSend(page);
  const pending = await pendingCards(page);
  await expect(pending.getByText(national(number))).toBeVisible();
});

test('the price never turns "-5" into 5 or "1e6" into 16 unsaid, and refuses a paste holding them', async ({
  page,
  request,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await seller(page, request);
  await page.goto('/addAdvert');
  const price = page.getByLabel('Price', { exact: true });
  await price.pressSequentially('-5');
  await expect(price).toHaveValue('5');
  await expect(page.getByRole('status')).toHaveText('“-” was not typed: a price takes digits only.');
  await price.fill('');
  await price.pressSequentially('1e6');
  await expect(price).toHaveValue('16');
  await expect(page.getByRole('status')).toHaveText('“e” was not typed: a price takes digits only.');

  await price.fill('');
  await paste(page, price, '1e6');
  await expect(price).toHaveValue('');
  await expect(page.getByRole('alert')).toHaveText(
    'Nothing was pasted: a price takes digits only, and the text holds “e”. Type the price in whole manat.',
  );
  await paste(page, price, '1 250');
  await expect(price).toHaveValue('1 250');
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('editing an advert does not ask to accept the terms again', async ({ page, request }) => {
  const session = await seller(page, request);
  const number = azercellNumber();
  const posted = await request.post('/api/v1/zeng/sim', {
    headers: { authorization: `Bearer ${session.access_token}` },
    data: { id: null, districtId: 7, simProviderId: 1, number, price: 120, comment: '' },
  });
  expect(posted.status()).toBe(200);
  const { id } = (await posted.json()) as { id: number };

  await page.goto(`/addAdvert?edit=sim/${id}`);
  const price = page.getByLabel('Price', { exact: true });
  await expect(price).toHaveValue('120');
  await expect(page.getByRole('checkbox', { name: /I have read and accept/ })).toHaveCount(0);
  await price.fill('');
  await price.pressSequentially('110');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('dialog', { name: 'Changes saved' })).toBeVisible();
});
