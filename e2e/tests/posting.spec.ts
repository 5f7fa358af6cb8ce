import {
  adminSession,
  azercellNumber,
  randomPhone,
  type Session,
  signIn,
  signUpInTheApp,
  useSession,
} from '../support/accounts.js';
import { choose, pick } from '../support/forms.js';
import { pngPhoto } from '../support/images.js';
import { findInQueue } from '../support/moderation.js';
import { type Browser, expect, failedRequest, type Locator, type Page, speaks, test } from '../support/test.js';

/**
 * The marketplace loop against the real server: a newcomer posts, a moderator decides in the admin
 * panel, the advert goes live, the owner edits it, a moderator rejects it with a reason the owner
 * reads. Photos are real uploads; codes come from the development outbox.
 */

test.describe.configure({ timeout: 240_000 });

const photo = (name: string, rgb: readonly [number, number, number]) => ({
  name,
  mimeType: 'image/png',
  buffer: pngPhoto(640, 480, rgb),
});

/** A page of its own, signed in as someone else (the moderator beside the seller). */
async function pageAs(browser: Browser, session: Session, viewport: { width: number; height: number } | null) {
  const context = await browser.newContext({ viewport: viewport ?? { width: 1280, height: 800 }, locale: 'az-AZ' });
  const page = await context.newPage();
  await useSession(page, session);
  return page;
}

/** Waits until every chosen photo has finished uploading. */
async function photosUploaded(page: Page, count: number) {
  await expect(page.getByRole('listitem', { name: new RegExp(`^Photo ${count}`) })).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 30_000 });
}

async function acceptTermsAndSend(page: Page) {
  await page.getByRole('checkbox', { name: /I have read and accept/ }).check();
  await page.getByRole('button', { name: 'Post advert' }).click();
}

/** The moderator opens the category's queue, reviews this advert's request and decides. */
async function decide(
  admin: Page,
  category: 'Phones' | 'SIM cards',
  advertId: string,
  decision: 'Accept' | 'Reject',
  reason?: string,
) {
  const review = await findInQueue(admin, new RegExp(`^${category}`), advertId);
  await review.click();
  await expect(admin).toHaveURL(new RegExp(`/requestPreview\\?category=\\w+&id=${advertId}$`));
  await admin.getByRole('button', { name: decision }).click();
  const dialog = admin.getByRole('dialog', { name: 'Are you sure?' });
  if (reason) await dialog.getByLabel('Reason (optional)').fill(reason);
  await dialog.getByRole('button', { name: 'Yes' }).click();
  await expect(admin).toHaveURL(/\/adminPanel/);
}

/** The id of the seller's advert whose card shows this text, from its link. */
async function ownAdvertId(page: Page, text: string) {
  const href = await page
    .getByRole('listitem')
    .filter({ hasText: text })
    .getByRole('link')
    .first()
    .getAttribute('href');
  const id = /\/(\d+)$/.exec(href ?? '')?.[1];
  if (!id) throw new Error(`no advert link in the card of ${text}`);
  return id;
}

test('a newcomer posts a phone, a moderator approves it, the owner edits it and reads the rejection', async ({
  page,
  request,
  browser,
}, testInfo) => {
  const phoneNumber = randomPhone();
  await speaks(page, 'en');
  await signUpInTheApp(page, request, phoneNumber);
  const price = 1000 + Math.floor(Math.random() * 8000);

  // Post a phone with two photos.
  await page.goto('/addAdvert');
  await choose(page, 'Phones');
  await page
    .getByLabel('Add photos')
    .setInputFiles([photo('front.png', [200, 40, 40]), photo('back.png', [40, 40, 200])]);
  await photosUploaded(page, 2);
  await pick(page, 'Brand', 'Apple');
  await pick(page, 'Model', 'iPhone 15 Pro');
  await page.getByLabel('Colour').selectOption({ label: 'Blue' });
  await choose(page, 'Good');
  await page.getByLabel('Storage').selectOption({ label: '256GB' });
  await page.getByLabel('RAM').selectOption({ label: '8GB' });
  await page.getByLabel('SIM type').selectOption({ label: 'eSIM' });
  await page.getByLabel('Price', { exact: true }).pressSequentially(String(price));
  await pick(page, 'City', 'Baku');
  await page.getByLabel('Comment (optional)').pressSequentially('Batareya 91%, qutusu var.');
  await acceptTermsAndSend(page);
  const success = page.getByRole('dialog', { name: 'Advert sent' });
  await expect(success).toContainText('within 24 hours');
  await success.getByRole('link', { name: 'My adverts' }).click();

  // Pending in the profile, not yet public.
  await page.getByRole('tab', { name: 'Pending' }).click();
  const card = page.getByRole('listitem').filter({ hasText: 'iPhone 15 Pro' }).filter({ hasText: 'Awaiting review' });
  await expect(card).toBeVisible();
  const advertId = await ownAdvertId(page, 'Awaiting review');

  // The moderator accepts it.
  const admin = await pageAs(browser, await adminSession(request, testInfo.project.name), page.viewportSize());
  await decide(admin, 'Phones', advertId, 'Accept');

  // First in the phone listing and among today's adverts, for a visitor.
  const visitor = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const v = await visitor.newPage();
  await speaks(v, 'en');
  await v.goto('/');
  const formattedPrice = price.toLocaleString('en').replace(',', ' ');
  await expect(v.getByRole('main').getByRole('article').first()).toContainText(formattedPrice);
  await v.goto('/todayAdverts');
  await expect(v.getByRole('main').getByRole('article').first()).toContainText(formattedPrice);

  // The owner edits the price: back to review.
  await page.goto('/userProfile');
  await page.getByRole('tab', { name: 'Approved' }).click();
  await page.getByRole('article').filter({ hasText: formattedPrice }).getByRole('link').first().click();
  await page.getByRole('link', { name: 'Edit', exact: true }).click();
  await expect(page).toHaveURL(/\/addAdvert\?edit=phone\/\d+/);
  const priceField = page.getByLabel('Price', { exact: true });
  await expect(priceField).toHaveValue(String(price));
  await priceField.fill('');
  await priceField.pressSequentially(String(price - 100));
  // The terms were accepted when it was posted: an edit does not ask again.
  await expect(page.getByRole('checkbox', { name: /I have read and accept/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('dialog', { name: 'Changes saved' })).toBeVisible();
  await v.reload();
  await expect(v.getByRole('main').getByRole('article').first()).not.toContainText(formattedPrice);

  // The moderator rejects the edit with a reason; the owner reads it.
  await decide(admin, 'Phones', advertId, 'Reject', 'Şəkillərdə IMEI görünür.');
  await page.goto('/userProfile');
  await page.getByRole('tab', { name: 'Rejected' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: 'iPhone 15 Pro' })).toContainText(
    'Şəkillərdə IMEI görünür.',
  );
  await admin.context().close();
  await visitor.close();
});

test('a SIM number goes through review too, and is first in the SIM listing once approved', async ({
  page,
  request,
  browser,
  allowConsole,
}, testInfo) => {
  allowConsole(failedRequest(409, '/api/v1/zeng/sim'), 'the test posts the same number twice');
  const seller = await signIn(request, randomPhone());
  await useSession(page, seller);
  const number = randomPhone().slice(3);
  const national = `0${number.slice(0, 2)} ${number.slice(2, 5)} ${number.slice(5, 7)} ${number.slice(7)}`;

  await page.goto('/addAdvert');
  await choose(page, 'SIM Cards');
  await expect(page.getByLabel('Add photos')).toHaveCount(0);
  await page.getByLabel('SIM provider').selectOption({ label: 'Bakcell' });
  await page.getByLabel('SIM number').pressSequentially(national);
  await page.getByLabel('Price', { exact: true }).pressSequentially('350');
  await pick(page, 'City', 'Ganja');
  await acceptTermsAndSend(page);
  await expect(page.getByRole('dialog', { name: 'Advert sent' })).toBeVisible();

  // Posting the same number again is refused at the number field, in the person's language.
  await page.goto('/addAdvert');
  await choose(page, 'SIM Cards');
  await page.getByLabel('SIM provider').selectOption({ label: 'Bakcell' });
  await page.getByLabel('SIM number').pressSequentially(national);
  await page.getByLabel('Price', { exact: true }).pressSequentially('300');
  await pick(page, 'City', 'Ganja');
  await acceptTermsAndSend(page);
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: /already/i })
      .first(),
  ).toBeVisible();
  await expect(page.getByLabel('SIM number')).toHaveAttribute('aria-invalid', 'true');

  await page.goto('/userProfile');
  await page.getByRole('tab', { name: 'Pending' }).click();
  const advertId = await ownAdvertId(page, number.slice(7));
  const admin = await pageAs(browser, await adminSession(request, testInfo.project.name), page.viewportSize());
  await decide(admin, 'SIM cards', advertId, 'Accept');
  await page.goto('/simCards');
  await expect(page.getByRole('main').getByRole('article').first()).toContainText(number.slice(7));
  await admin.context().close();
});

test('a moderator never approves a version they did not see: the seller’s edit meanwhile is refused and shown', async ({
  page,
  request,
  browser,
  allowConsole,
}, testInfo) => {
  const seller = await signIn(request, randomPhone());
  const bearer = { authorization: `Bearer ${seller.access_token}` };
  const number = azercellNumber();
  const advert = { id: null, districtId: 7, simProviderId: 1, number, price: 120, comment: 'Benign number' };
  const posted = await request.post('/api/v1/zeng/sim', { headers: bearer, data: advert });
  expect(posted.status()).toBe(200);
  const { id } = (await posted.json()) as { id: number };
  allowConsole(failedRequest(409, `/api/v1/zeng/sim/approve/${id}`), 'the test approves a version the seller replaced');

  const admin = await pageAs(browser, await adminSession(request, testInfo.project.name), page.viewportSize());
  await admin.goto(`/requestPreview?category=sim&id=${id}`);
  await expect(admin.getByText('Benign number')).toBeVisible();

  // The seller changes it while the moderator reads.
  const edited = await request.post('/api/v1/zeng/sim', {
    headers: bearer,
    data: { ...advert, id, comment: 'SCAM: send 100 AZN deposit first' },
  });
  expect(edited.status()).toBe(200);

  await admin.getByRole('button', { name: 'Accept' }).click();
  await admin.getByRole('dialog', { name: 'Are you sure?' }).getByRole('button', { name: 'Yes' }).click();
  await expect(admin.getByRole('alert')).toContainText(
    'The request was not accepted. The seller changed this advert after you opened it.',
  );
  await expect(admin.getByText('SCAM: send 100 AZN deposit first')).toBeVisible();
  await expect(admin).toHaveURL(/\/requestPreview/);

  // Deciding on the version now shown works.
  await admin.getByRole('button', { name: 'Reject' }).click();
  await admin.getByRole('dialog', { name: 'Are you sure?' }).getByRole('button', { name: 'Yes' }).click();
  await expect(admin).toHaveURL(/\/adminPanel/);
  const own = await request.get('/api/v1/zeng/auth/adverts?state=REJECTED', { headers: bearer });
  expect(((await own.json()) as { sims: { id: number }[] }).sims.map((s) => s.id)).toContain(id);
  await admin.context().close();
});

test('the form marks everything missing at once, focuses the first on screen, and keeps a draft across a reload', async ({
  page,
  request,
}) => {
  await useSession(page, await signIn(request, randomPhone()));
  await page.goto('/addAdvert');
  const send = page.getByRole('button', { name: 'Post advert' });
  const terms = page.getByRole('checkbox', { name: /I have read and accept/ });
  const price = page.getByLabel('Price', { exact: true });
  /** Sends, and sees the count above the button and each field's own message under it. */
  const marks = async (count: string, fields: [Locator, string][]) => {
    await send.click();
    await expect(page.getByRole('alert').filter({ hasText: count })).toBeVisible();
    for (const [field, message] of fields) {
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription(new RegExp(message.replace(/[.?]/g, '\\$&')));
    }
  };

  // Everything at once, the photos (first on screen) focused; the terms, last on screen, too.
  await marks('10 fields need your attention', [
    [page.getByLabel('Add photos'), 'Please upload at least one image.'],
    [price, 'Please enter a price.'],
    [terms, 'Please accept the terms and conditions.'],
  ]);
  await expect(page.getByLabel('Add photos')).toBeFocused();
  await expect(page.getByText('Please select a brand.')).toBeVisible();
  await expect(page.getByText('Please select a city.')).toBeVisible();

  await terms.check();
  await page.getByLabel('Add photos').setInputFiles([photo('one.png', [20, 160, 90])]);
  await price.pressSequentially('250');
  await pick(page, 'City', 'Sumqayit');
  await marks('6 fields need your attention', [
    [page.getByRole('button', { name: 'Brand' }), 'Please select a brand.'],
  ]);
  await expect(page.getByRole('button', { name: 'Brand' })).toBeFocused();
  // Half-way through, the page is reloaded: everything typed and uploaded is still there.
  await pick(page, 'Brand', 'Samsung');
  await page.getByLabel('Comment (optional)').pressSequentially('Draft survives');
  await photosUploaded(page, 1);
  await page.reload();
  await expect(page.getByLabel('Price', { exact: true })).toHaveValue('250');
  await expect(page.getByRole('button', { name: 'Brand: Samsung' })).toBeVisible();
  await expect(page.getByLabel('Comment (optional)')).toHaveValue('Draft survives');
  await expect(page.getByRole('listitem', { name: /^Photo 1/ })).toBeVisible();

  await terms.check();
  await marks('6 fields need your attention', [[page.getByLabel('Model'), 'Please select a model.']]);
  await expect(page.getByLabel('Model')).toBeFocused();

  // SIM and accessory messages: the category's own fields come first on screen.
  await choose(page, 'SIM Cards');
  await marks('2 fields need your attention', [
    [page.getByLabel('SIM number'), 'Please enter the SIM number.'],
    [page.getByLabel('SIM provider'), 'Please select a SIM provider.'],
  ]);
  await expect(page.getByLabel('SIM number')).toBeFocused();
  await choose(page, 'Accessories');
  await marks('3 fields need your attention', [
    [page.getByLabel('Name'), "Please enter the accessory's name."],
    [page.getByLabel('Type'), 'Please select the accessory type.'],
  ]);
  await expect(page.getByText('Please select whether it is new or used.')).toBeVisible();
  await expect(page.getByLabel('Name')).toBeFocused();
});
