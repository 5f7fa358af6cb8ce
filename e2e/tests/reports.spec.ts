import { adminSession, randomPhone, signIn, useSession } from '../support/accounts.js';
import { approvedAccessory } from '../support/adverts.js';
import { type APIRequestContext, expect, type Locator, type Page, test } from '../support/test.js';

/**
 * Issue 37, part 5: visitors report an advert; three signed-in reporters take it out of the listings;
 * a moderator reads the reports in the "Reported" tab and removes it with a reason its seller reads,
 * or dismisses them and it comes back.
 */

test.describe.configure({ timeout: 180_000 });

const API = '/api/v1/zeng';

/** Reports the advert from its page as a person does: the link, a reason, the words, Send. */
async function reportOnPage(page: Page, id: number, reason: string, note?: string) {
  await page.goto(`/en/phone-preview/accessory/${id}`);
  await page.getByRole('button', { name: 'Report this advert' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report this advert' });
  await dialog.getByRole('radio', { name: reason }).check();
  if (note) await dialog.getByLabel(/^What is wrong\?|^Details/).pressSequentially(note);
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Thank you. A moderator will look at this advert.' }),
  ).toBeVisible();
}

/** Pages the tab on to the advert's entry: the oldest reports come first, others' tests add theirs. */
async function findEntry(adminPage: Page, entry: Locator) {
  await expect(adminPage.getByRole('list', { name: 'Reported adverts, the longest waiting first' })).toBeVisible();
  for (let step = 0; step < 20 && !(await entry.count()); step++) {
    await adminPage.getByRole('button', { name: 'Next page' }).click();
    await expect(adminPage.locator('[aria-busy="false"]')).toBeVisible();
  }
}

async function listedAccessories(request: APIRequestContext): Promise<number[]> {
  const list = (await (await request.get(`${API}/accessory?limit=50`)).json()) as { accessories: { id: number }[] };
  return list.accessories.map((a) => a.id);
}

test('visitors report an advert, it leaves the listings, a moderator removes it and its seller reads why', async ({
  page,
  request,
  browser,
  allowConsole,
}, testInfo) => {
  allowConsole(
    /^console\.error: Failed to load resource: .*status of 409 .*\/report[?:]/,
    'the visitor reports the advert a second time',
  );
  const admin = await adminSession(request, testInfo.project.name);
  const name = `Reported buds ${Date.now().toString(36)}`;
  const { id, seller } = await approvedAccessory(request, admin, name);
  expect(await listedAccessories(request)).toContain(id);

  // A visitor: "Something else" needs their words; without them the form says so and sends nothing.
  await page.goto(`/en/phone-preview/accessory/${id}`);
  await page.getByRole('button', { name: 'Report this advert' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report this advert' });
  await dialog.getByRole('radio', { name: 'Something else' }).check();
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Write in a few words what is wrong.');
  await dialog.getByLabel('What is wrong? (required)').pressSequentially('Asks for a deposit by card');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(page.getByText('Thank you. A moderator will look at this advert.')).toBeVisible();
  // A reload offers the link again; the same visitor is told they have reported it already.
  await page.reload();
  await page.getByRole('button', { name: 'Report this advert' }).click();
  await page.getByRole('dialog').getByRole('radio', { name: 'It has been sold already' }).check();
  await page.getByRole('dialog').getByRole('button', { name: 'Send report' }).click();
  await expect(page.getByText('You have already reported this advert. A moderator will look at it.')).toBeVisible();

  // Three signed-in people: the advert leaves the listings.
  for (const reason of [
    'A scam: money asked in advance, a fake item',
    'It has been sold already',
    'Offensive words or photos',
  ]) {
    const context = await browser.newContext({ viewport: page.viewportSize() ?? { width: 1280, height: 800 } });
    const reporter = await context.newPage();
    await useSession(reporter, await signIn(request, randomPhone()));
    await reportOnPage(reporter, id, reason);
    await context.close();
  }
  await expect.poll(() => listedAccessories(request)).not.toContain(id);

  // The moderator's tab: the advert, hidden, with its four reports; removed with a reason.
  const moderator = await browser.newContext({ viewport: page.viewportSize() ?? { width: 1280, height: 800 } });
  const adminPage = await moderator.newPage();
  await useSession(adminPage, admin);
  await adminPage.goto('/en/adminPanel');
  await adminPage.getByRole('button', { name: /^Reported/ }).click();
  await expect(adminPage).toHaveURL(/tab=reported/);
  const entry = adminPage.getByRole('article', { name: `Reports of advert No. ${id}` });
  await findEntry(adminPage, entry);
  await expect(entry.getByText('Hidden from the listings until you decide')).toBeVisible();
  await expect(entry.getByRole('heading', { name: '4 reports' })).toBeVisible();
  await expect(entry.getByText('Asks for a deposit by card')).toBeVisible();
  await entry.getByRole('button', { name: 'Remove advert' }).click();
  const remove = adminPage.getByRole('dialog', { name: 'Remove this advert?' });
  await remove.getByRole('button', { name: 'Remove advert' }).click();
  await expect(remove.getByRole('alert')).toHaveText('Write the reason the seller will read.');
  await remove
    .getByLabel('Reason the seller reads (required)')
    .pressSequentially('The seller asks buyers for money in advance.');
  await remove.getByRole('button', { name: 'Remove advert' }).click();
  await expect(adminPage.getByText('Advert removed')).toBeVisible();
  await expect(entry).toHaveCount(0);
  await moderator.close();

  // The seller finds it among their rejected adverts with the reason.
  const sellerContext = await browser.newContext({ viewport: page.viewportSize() ?? { width: 1280, height: 800 } });
  const sellerPage = await sellerContext.newPage();
  await useSession(sellerPage, seller);
  await sellerPage.goto('/en/userProfile');
  await sellerPage.getByRole('tab', { name: /Rejected/ }).click();
  await expect(sellerPage.getByText('The seller asks buyers for money in advance.')).toBeVisible();
  await sellerContext.close();
});

test('a moderator dismisses unfounded reports and the advert stays', async ({ page, request, browser }, testInfo) => {
  const admin = await adminSession(request, testInfo.project.name);
  const { id } = await approvedAccessory(request, admin, `Fine buds ${Date.now().toString(36)}`);
  await reportOnPage(page, id, 'Wrong category or price', 'Too cheap to be real');

  const moderator = await browser.newContext({ viewport: page.viewportSize() ?? { width: 1280, height: 800 } });
  const adminPage = await moderator.newPage();
  await useSession(adminPage, admin);
  await adminPage.goto('/en/adminPanel?tab=reported');
  const entry = adminPage.getByRole('article', { name: `Reports of advert No. ${id}` });
  await findEntry(adminPage, entry);
  await expect(entry.getByText('Shown in the listings')).toBeVisible();
  await entry.getByRole('button', { name: 'Dismiss reports' }).click();
  await adminPage
    .getByRole('dialog', { name: 'Dismiss these reports?' })
    .getByRole('button', { name: 'Dismiss reports' })
    .click();
  await expect(adminPage.getByText('Reports dismissed')).toBeVisible();
  await expect(entry).toHaveCount(0);
  await moderator.close();
  expect(await listedAccessories(request)).toContain(id);
});
