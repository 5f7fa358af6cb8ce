import { adminSession, signUpInTheApp, useSession } from '../support/accounts.js';
import { choose, pick } from '../support/forms.js';
import { pngPhoto } from '../support/images.js';
import { findInQueue } from '../support/moderation.js';
import { type Browser, expect, type Page, speaks, test } from '../support/test.js';

/**
 * SQL and script fragments are text like any other: a person whose name is markup posts an advert
 * whose name and comment are SQL, markup and template syntax, typed into the forms as anyone types.
 * A moderator approves it, and every screen that shows it (the moderation queue and preview, the
 * listing card, the advert page, search, the profile) shows exactly what was typed: no dialog, no
 * element made from it, no template evaluated, and searching for the fragments finds it.
 */

test.describe.configure({ timeout: 240_000 });
test.skip(({ isMobile }) => isMobile, 'one journey is enough: the screens render text the same way on both');

const marker = `Zq${Date.now().toString(36)}`;
const FIRST_NAME = '<img src=x onerror=alert(1)>';
const LAST_NAME = "'; DROP TABLE users; --";
const NAME = `<script>alert(1)</script> {{7*7}} \${7*7} ${marker}`;
const COMMENT_LINES = [
  "'; DROP TABLE adverts; --",
  '<img src=x onerror=alert(2)><svg onload=alert(3)>',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: the template syntax is the text under test
  '" OR 1=1 -- {{7*7}} ${7*7} #{7*7} <%= 7*7 %>',
  '<marquee>zeng</marquee> &amp; &lt;b&gt; \\x3cscript\\x3e',
];

/** Every dialog any page opens (none should), and each page's check that nothing was injected. */
const dialogs: string[] = [];
function watchDialogs(page: Page) {
  page.on('dialog', async (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()} on ${page.url()}`);
    await dialog.dismiss();
  });
}

/** No element, handler or script came from the typed text, and no template was evaluated. */
async function expectNothingInjected(page: Page) {
  const found = await page.evaluate(() => ({
    images: document.querySelectorAll('img[src="x"], img[onerror], svg[onload]').length,
    marquees: document.querySelectorAll('marquee').length,
    // A page's state and structured data travel as JSON data blocks, never run: the seller's text is in
    // them as data.
    scripts: [...document.scripts].filter(
      (s) => !['application/json', 'application/ld+json'].includes(s.type) && s.textContent?.includes('alert('),
    ).length,
    handlers: [...document.querySelectorAll('*')].filter((el) =>
      [...el.attributes].some((a) => a.name.startsWith('on')),
    ).length,
  }));
  expect(found, `injected into ${page.url()}`).toEqual({ images: 0, marquees: 0, scripts: 0, handlers: 0 });
  expect(dialogs).toEqual([]);
}

/** The text, exactly as typed, is on the page (in `scope` when given). */
async function expectLiteral(scope: Page | ReturnType<Page['locator']>, ...texts: string[]) {
  for (const text of texts) await expect(scope.getByText(text, { exact: false }).first()).toBeVisible();
}

async function newPage(browser: Browser, language = 'en') {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'az-AZ' });
  const page = await context.newPage();
  watchDialogs(page);
  await speaks(page, language);
  return page;
}

test('SQL, markup and template text is stored and shown exactly as typed, everywhere it appears', async ({
  page,
  request,
  browser,
}, testInfo) => {
  watchDialogs(page);
  await speaks(page, 'en');
  const phoneNumber = `99455${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;
  await signUpInTheApp(page, request, phoneNumber, { firstName: FIRST_NAME, lastName: LAST_NAME });

  // The profile greets the person by the name they typed.
  await page.goto('/userProfile');
  await expectLiteral(page, `${FIRST_NAME} ${LAST_NAME}`);
  await expectNothingInjected(page);

  // Post an accessory, typing its name and a comment of several lines.
  await page.goto('/addAdvert');
  await choose(page, 'Accessories');
  await page
    .getByLabel('Add photos')
    .setInputFiles([{ name: 'case.png', mimeType: 'image/png', buffer: pngPhoto(640, 480, [90, 160, 60]) }]);
  await expect(page.getByRole('listitem', { name: /^Photo 1/ })).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 30_000 });
  await page.getByLabel('Name', { exact: true }).pressSequentially(NAME);
  await page.getByLabel('Type').selectOption({ label: 'Headphones' });
  await choose(page, 'New');
  await page.getByLabel('Price', { exact: true }).pressSequentially('77');
  await pick(page, 'City', 'Baku');
  await page.getByLabel('Comment (optional)').pressSequentially(COMMENT_LINES.join('\n'));
  await page.getByRole('checkbox', { name: /I have read and accept/ }).check();
  await page.getByRole('button', { name: 'Post advert' }).click();
  const sent = page.getByRole('dialog', { name: 'Advert sent' });
  await expect(sent).toBeVisible();
  await sent.getByRole('link', { name: 'My adverts' }).click();
  await page.getByRole('tab', { name: 'Pending' }).click();
  const pendingCard = page.getByRole('listitem').filter({ hasText: marker });
  await expectLiteral(pendingCard, NAME);
  const href = await pendingCard.getByRole('link').first().getAttribute('href');
  const advertId = /\/(\d+)$/.exec(href ?? '')?.[1];
  expect(advertId, 'the pending card links to its advert').toBeTruthy();
  await expectNothingInjected(page);

  // The moderator sees the seller's name and the advert as typed, in the queue and the preview.
  const admin = await newPage(browser);
  await useSession(admin, await adminSession(request, testInfo.project.name));
  const review = await findInQueue(admin, /^Accessories/, advertId ?? '');
  const row = admin.locator('tr, li').filter({ has: review });
  await expectLiteral(row, NAME, `${FIRST_NAME} ${LAST_NAME}`);
  await expectNothingInjected(admin);
  await review.click();
  await expect(admin).toHaveURL(new RegExp(`/requestPreview\\?category=accessory&id=${advertId}$`));
  await expectLiteral(admin.getByRole('main'), NAME, FIRST_NAME, ...COMMENT_LINES);
  await expectNothingInjected(admin);
  await admin.getByRole('button', { name: 'Accept' }).click();
  await admin.getByRole('dialog', { name: 'Are you sure?' }).getByRole('button', { name: 'Yes' }).click();
  await expect(admin).toHaveURL(/\/adminPanel/);
  await expectNothingInjected(admin);

  // A visitor finds it among the newest accessories (after any VIP places: paid-placement.spec.ts), and opens it.
  const visitor = await newPage(browser);
  await visitor.goto('/accessories');
  const card = visitor
    .getByRole('main')
    .getByRole('article')
    .filter({ has: visitor.locator(`a[href$="/phone-preview/accessory/${advertId}"]`) });
  await expectLiteral(card, NAME);
  await expectNothingInjected(visitor);
  await card.getByRole('link').first().click();
  await expect(visitor).toHaveURL(new RegExp(`/phone-preview/accessory/${advertId}$`));
  await expectLiteral(visitor.getByRole('main'), NAME, `${FIRST_NAME} ${LAST_NAME}`, ...COMMENT_LINES);
  await expectNothingInjected(visitor);

  // The shared link's page, as the server writes it for previews, holds the text as text too.
  await visitor.goto(`/phone-preview/accessory/${advertId}`);
  await expectLiteral(visitor.getByRole('main'), NAME);
  await expectNothingInjected(visitor);

  // Searching for the fragments themselves finds it, without an error.
  for (const query of ["'; DROP TABLE", '<script>alert(1)</script>', '{{7*7}}', '" OR 1=1 --']) {
    await visitor.goto('/search');
    await visitor.getByRole('main').getByRole('combobox').pressSequentially(query);
    await visitor.keyboard.press('Enter');
    // The words' results: grouped by category, or the one category that holds them.
    await expect(visitor).toHaveURL(/[?&](q|searchQuery)=/);
    await expectLiteral(visitor.getByRole('main').getByRole('article').filter({ hasText: marker }), NAME);
    await expectNothingInjected(visitor);
  }

  // The owner's profile lists it among the approved ones, as typed.
  await page.goto('/userProfile');
  await page.getByRole('tab', { name: 'Approved' }).click();
  await expectLiteral(page.getByRole('listitem').filter({ hasText: marker }), NAME);
  await expectLiteral(page, `${FIRST_NAME} ${LAST_NAME}`);
  await expectNothingInjected(page);

  await admin.context().close();
  await visitor.context().close();
});
