import sharp from 'sharp';
import { adminSession, randomPhone, type Session, signIn, useSession } from '../support/accounts.js';
import { choose, pick } from '../support/forms.js';
import { findInQueue } from '../support/moderation.js';
import { type Browser, expect, failedRequest, type Page, test } from '../support/test.js';

/**
 * Issue 37, a phone buyer's questions answered before they call: a seller states the condition as data
 * and the IMEI, a moderator reads the IMEI whole, a visitor filters by grade and reads the IMEI masked,
 * the registration and the official check beside it.
 */

test.describe.configure({ timeout: 240_000 });

/** An IMEI of the type code 35391110, its serial random and its last digit the Luhn check digit. */
function randomImei(): string {
  let digits = `35391110${String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0')}`;
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    let digit = Number(digits[13 - i]);
    if (i % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  digits += String((10 - (sum % 10)) % 10);
  return digits;
}

async function pageAs(browser: Browser, session: Session, viewport: { width: number; height: number } | null) {
  const context = await browser.newContext({ viewport: viewport ?? { width: 1280, height: 800 }, locale: 'az-AZ' });
  const page = await context.newPage();
  await useSession(page, session);
  return page;
}

/** Fills the phone form as a person does, with the condition and the IMEI, and sends it. */
async function postPhone(page: Page, price: number, imei: string, photo: Buffer) {
  await page.goto('/addAdvert');
  await choose(page, 'Phones');
  await page.getByLabel('Add photos').setInputFiles([{ name: 'front.png', mimeType: 'image/png', buffer: photo }]);
  await expect(page.getByRole('listitem', { name: /^Photo 1/ })).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 30_000 });
  await pick(page, 'Brand', 'Apple');
  await pick(page, 'Model', 'iPhone 15 Pro');
  await page.getByLabel('Colour').selectOption({ label: 'Blue' });
  await page.getByLabel('SIM type').selectOption({ label: 'eSIM' });
  await page.getByLabel('Storage').selectOption({ label: '256GB' });
  await page.getByLabel('RAM').selectOption({ label: '8GB' });
  await choose(page, 'Like new');
  await page.getByLabel('Battery health, % (optional)').pressSequentially('93');
  await page.getByRole('checkbox', { name: 'Box' }).check();
  await page.getByRole('checkbox', { name: 'Cable' }).check();
  await page.getByLabel('Warranty left, months (optional)').pressSequentially('4');
  // As it is written on the box: groups of digits.
  await page
    .getByLabel('IMEI (optional)')
    .pressSequentially(`${imei.slice(0, 8)} ${imei.slice(8, 14)} ${imei.slice(14)}`);
  await choose(page, 'Registered');
  await page.getByLabel('Price', { exact: true }).pressSequentially(String(price));
  await pick(page, 'City', 'Baku');
  await page.getByRole('checkbox', { name: /I have read and accept/ }).check();
  await page.getByRole('button', { name: 'Post advert' }).click();
}

test('a seller states the condition and the IMEI; a moderator reads it whole; a visitor filters by grade and reads it masked', async ({
  page,
  request,
  browser,
  isMobile,
  allowConsole,
}, testInfo) => {
  allowConsole(failedRequest(409, '/api/v1/zeng/phone'), 'the test posts the same IMEI twice');
  const seller = await signIn(request, randomPhone());
  await useSession(page, seller);
  const imei = randomImei();
  const price = 1000 + Math.floor(Math.random() * 8000);

  // A locked device is sold for parts only: ticking the lock chooses it and leaves no other grade.
  await page.goto('/addAdvert');
  await choose(page, 'Phones');
  await page.getByRole('checkbox', { name: 'Locked to an iCloud or Google account' }).check();
  await expect(page.getByRole('radio', { name: 'For parts', exact: true })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Like new', exact: true })).toBeDisabled();
  await page.getByRole('checkbox', { name: 'Locked to an iCloud or Google account' }).uncheck();

  // A photo of its own (a flat colour has no shape for the moderators' photo check to match).
  const photo = await sharp(Buffer.from(Array.from({ length: 16 * 12 * 3 }, () => Math.floor(Math.random() * 256))), {
    raw: { width: 16, height: 12, channels: 3 },
  })
    .resize(640, 480, { kernel: 'nearest' })
    .png()
    .toBuffer();
  await postPhone(page, price, imei, photo);
  const sent = page.getByRole('dialog', { name: 'Advert sent' });
  await expect(sent).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('posted.png') });

  // The same device again is refused at the IMEI field.
  await postPhone(page, price + 1, imei, photo);
  await expect(page.getByRole('alert').filter({ hasText: 'this IMEI is already in another advert.' })).toBeVisible();
  await expect(page.getByLabel('IMEI (optional)')).toHaveAttribute('aria-invalid', 'true');
  await page.screenshot({ path: testInfo.outputPath('imei-taken.png'), fullPage: true });
  // Without the IMEI it is another advert, with the same photo: the moderator is told.
  await page.getByLabel('IMEI (optional)').fill('');
  await page.getByRole('button', { name: 'Post advert' }).click();
  await expect(page.getByRole('dialog', { name: 'Advert sent' })).toBeVisible();

  // The moderator reads the whole IMEI and the condition, and accepts.
  const owned = (await (
    await request.get('/api/v1/zeng/auth/adverts?state=PENDING', {
      headers: { authorization: `Bearer ${seller.access_token}` },
    })
  ).json()) as { phones: { id: number; price: number }[] };
  const advertId = String(owned.phones.find((p) => p.price === price)?.id);
  const admin = await pageAs(browser, await adminSession(request, testInfo.project.name), page.viewportSize());
  const review = await findInQueue(admin, /^Phones/, advertId);
  await review.click();
  await expect(admin.getByText(imei, { exact: true })).toBeVisible();
  await expect(admin.getByRole('heading', { name: 'Condition: Like new' })).toBeVisible();
  await expect(admin.getByRole('region', { name: 'The seller uses these photos in another advert' })).toBeVisible();
  await admin.screenshot({ path: testInfo.outputPath('moderator.png'), fullPage: true });
  await admin.getByRole('button', { name: 'Accept' }).click();
  await admin.getByRole('dialog', { name: 'Are you sure?' }).getByRole('button', { name: 'Yes' }).click();
  await expect(admin).toHaveURL(/\/adminPanel/);

  // A visitor narrows the phones to "like new" and finds it, its battery on the card.
  const visitorContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined, locale: 'en-GB' });
  const visitor = await visitorContext.newPage();
  await visitor.goto('/en');
  if (isMobile) {
    await visitor.getByRole('link', { name: 'Filters' }).click();
    await visitor.getByRole('button', { name: /^Condition grade/ }).click();
    await visitor.getByRole('option', { name: 'Like new' }).click();
    await visitor.getByRole('button', { name: /^Show (\d+\+? )?adverts?$/ }).click();
  } else {
    await visitor.getByRole('button', { name: 'Condition grade' }).click();
    await visitor.getByRole('option', { name: /^Like new/ }).click();
  }
  await expect(visitor).toHaveURL(/grade=like_new/);
  const card = visitor.getByRole('main').getByRole('article').first();
  await expect(card).toContainText(price.toLocaleString('en').replace(',', ' '));
  await expect(card).toContainText('Like new');
  await expect(card.getByTitle('Battery 93%')).toBeVisible();

  // Its page: the grade's criteria, the IMEI masked, the registration and the official check.
  await card.getByRole('link').first().click();
  await expect(visitor.getByRole('heading', { name: 'Condition: Like new' })).toBeVisible();
  await expect(visitor.getByText(`${imei.slice(0, 8)}•••••••`)).toBeVisible();
  await expect(visitor.getByText(imei, { exact: true })).toHaveCount(0);
  await expect(visitor.getByText(/^Registered in Azerbaijan/)).toBeVisible();
  await expect(visitor.getByRole('link', { name: 'Check an IMEI on imei.az' })).toHaveAttribute(
    'href',
    'https://imei.az/',
  );
  // Nothing the server sent holds the whole IMEI, nor the seller's number until it is asked for.
  const html = await visitor.content();
  expect(html).not.toContain(imei);
  await visitor.getByRole('main').getByRole('button', { name: 'Show number' }).click();
  await expect(visitor.getByRole('main').getByRole('link', { name: /^Call \+994/ })).toBeVisible();
  await expect(visitor.getByText(/^Stay safe: meet in a public place/)).toBeVisible();
  await visitor.screenshot({ path: testInfo.outputPath('advert.png'), fullPage: true });

  // The seller reads the visit and the reveal on their advert's page.
  await page.goto(visitor.url().replace(/^https?:\/\/[^/]+/, ''));
  const stats = page.getByRole('region', { name: 'Views and numbers shown' });
  await expect(stats).toContainText('In all: views — 1, number shown — 1.');
  await page.screenshot({ path: testInfo.outputPath('owner-stats.png'), fullPage: true });
  await admin.context().close();
  await visitorContext.close();
});
