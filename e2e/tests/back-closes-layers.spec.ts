import { signIn, useSession } from '../support/accounts.js';
import { choose } from '../support/forms.js';
import { type APIRequestContext, expect, HOME, type Page, speaks, test } from '../support/test.js';

/**
 * The browser's Back closes what is open over a page (the photo viewer, the collage, the filter
 * overlay, a dropdown, a picker of the posting form, a dialog) and stays on the page; Forward does
 * not open it again; closed by its own button, it leaves no step behind, so Back then goes to the
 * page before (docs/product.md, "Back closes what is open"). Against the real server and its demo
 * marketplace, on a phone (390 px) and a desktop (1280 px).
 */

const API = '/api/v1/zeng';

/** A phone on Home with at least two photos (for the collage). */
async function phoneWithPhotos(request: APIRequestContext): Promise<number> {
  const res = await request.get(`${API}/phone?limit=10`);
  const { phones } = (await res.json()) as { phones: { id: number; imageUrls: string[] }[] };
  const phone = phones.find((p) => p.imageUrls.length >= 2);
  if (!phone) throw new Error('no phone of the first page has two photos');
  return phone.id;
}

/** The page stays what it was: its address, and nothing open over it. */
async function stillOn(page: Page, address: RegExp) {
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(address);
}

/**
 * A layer closed by the page takes its step of the history back (a moment's work for the browser);
 * a person's next press of Back comes after it, and so does the test's.
 */
async function stepTaken(page: Page) {
  await expect
    .poll(() => page.evaluate(() => (history.state as { zengLayer?: number } | null)?.zengLayer ?? 0))
    .toBe(0);
}

test.beforeEach(async ({ page }) => {
  await speaks(page, 'en');
});

test('the photo viewer and the collage under it close at Back, one at a time, and stay closed going Forward', async ({
  page,
  request,
  isMobile,
}) => {
  const id = await phoneWithPhotos(request);
  const advert = new RegExp(`/phone-preview/phone/${id}$`);
  await page.goto('/');
  await page.locator(`a[href$="/phone-preview/phone/${id}"]`).first().click();
  await expect(page).toHaveURL(advert);
  const gallery = page.getByRole('region', { name: 'Photos' });
  const viewer = page.getByRole('dialog', { name: 'Photo viewer' });

  await gallery.getByRole('button', { name: /^Open photo 1 of \d full screen$/ }).click();
  await expect(viewer).toBeVisible();
  await page.goBack();
  await stillOn(page, advert);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goForward();
  await stillOn(page, advert);

  if (isMobile) {
    // The collage, and a photo opened from it: two layers, two steps.
    const collage = page.getByRole('dialog', { name: 'All photos' });
    await page.getByRole('button', { name: /^All photos \(\d\)$/ }).click();
    await collage.getByRole('button', { name: /^Open photo 2 of \d full screen$/ }).click();
    await expect(viewer).toBeVisible();
    await page.goBack();
    await expect(viewer).toBeHidden();
    await expect(collage).toBeVisible();
    await page.goBack();
    await stillOn(page, advert);
  }

  // Closed by its own button, the viewer leaves no step: Back goes to the list the advert came from.
  // (The gallery shows the photo the viewer last showed.)
  await gallery
    .getByRole('button', { name: new RegExp(`^Open photo ${isMobile ? 2 : 1} of \\d full screen$`) })
    .click();
  await viewer.getByRole('button', { name: 'Close' }).click();
  await expect(viewer).toBeHidden();
  await stepTaken(page);
  await page.goBack();
  await expect(page).toHaveURL(HOME);
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
});

test('a dropdown of the list closes at Back; a choice in it is one step, which Back undoes', async ({ page }) => {
  await page.goto('/');
  const sort = page.getByRole('button', { name: /^Sort: / });
  await sort.click();
  const list = page.getByRole('listbox', { name: 'Sort' });
  await expect(list).toBeVisible();
  await page.goBack();
  await expect(list).toBeHidden();
  await expect(page).toHaveURL(HOME);
  await page.goForward();
  await expect(list).toBeHidden();

  await sort.click();
  await list.getByRole('option').nth(2).click();
  await expect(page).toHaveURL(/sortByType=/);
  await expect(list).toBeHidden();
  await stepTaken(page);
  await page.goBack();
  await expect(page).toHaveURL(HOME);
  await expect(list).toBeHidden();
});

test.describe('on a phone', () => {
  test.skip(({ isMobile }) => !isMobile, 'the filter screen is the mobile way to filter phones');

  test('the filter overlay closes at Back and the filter screen stays; chosen, Back leaves the screen', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Filters' }).click();
    await expect(page).toHaveURL(/\/en\/filters$/);
    const overlay = page.getByRole('dialog', { name: /^Select a filter/ });
    await page.getByRole('button', { name: /^Brands/ }).click();
    await expect(overlay).toBeVisible();
    await page.goBack();
    await stillOn(page, /\/en\/filters$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Filters' })).toBeVisible();
    await page.goForward();
    await stillOn(page, /\/en\/filters$/);

    await page.getByRole('button', { name: /^Brands/ }).click();
    await overlay.getByRole('option', { name: 'Samsung' }).click();
    await expect(overlay).toBeHidden();
    await expect(page.getByRole('button', { name: /^Brands.*Samsung/ })).toBeVisible();
    await stepTaken(page);
    await page.goBack();
    await expect(page).toHaveURL(HOME);
  });
});

test('a picker of the posting form closes at Back, and the form keeps what was typed', async ({ page, request }) => {
  const session = await signIn(request, `99455${String(Date.now()).slice(-7)}`);
  await useSession(page, session, 'en');
  await page.goto('/');
  await page.goto('/addAdvert');
  await choose(page, 'Phones');
  await page.getByLabel('Price', { exact: true }).pressSequentially('480');
  const brand = page.getByRole('button', { name: 'Brand', exact: true });
  await brand.click();
  const list = page.getByRole('listbox', { name: 'Brand' });
  await expect(list).toBeVisible();
  await page.goBack();
  await expect(list).toBeHidden();
  await expect(page).toHaveURL(/\/addAdvert$/);
  await expect(page.getByLabel('Price', { exact: true })).toHaveValue('480');
  await page.goForward();
  await expect(list).toBeHidden();

  await brand.click();
  await list.getByRole('option', { name: 'Apple', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Brand: Apple' })).toBeVisible();
  await stepTaken(page);
  await page.goBack();
  await expect(page).toHaveURL(HOME);
});

test('the removal dialog closes at Back and the advert stays; removed, the owner is back where they came from', async ({
  page,
  request,
}) => {
  const session = await signIn(request, `99455${String(Date.now()).slice(-7)}`);
  const number = `050${String(Date.now()).slice(-7)}`;
  const created = await request.post(`${API}/sim`, {
    headers: { authorization: `Bearer ${session.access_token}` },
    data: { simProviderId: 1, number, price: 120, districtId: 7, comment: '' },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { id } = (await created.json()) as { id: number };
  const advert = new RegExp(`/phone-preview/sim/${id}$`);

  await useSession(page, session, 'en');
  await page.goto('/userProfile?state=PENDING');
  await page.locator(`a[href$="/phone-preview/sim/${id}"]`).first().click();
  await expect(page).toHaveURL(advert);
  const dialog = page.getByRole('dialog', { name: 'Remove this advert?' });
  await page.getByRole('button', { name: 'Remove' }).click();
  await expect(dialog).toBeVisible();
  await page.goBack();
  await stillOn(page, advert);
  await page.goForward();
  await stillOn(page, advert);

  // Closed by No, then Back: the profile it was opened from.
  await page.getByRole('button', { name: 'Remove' }).click();
  await dialog.getByRole('button', { name: 'No' }).click();
  await stepTaken(page);
  await page.goBack();
  await expect(page).toHaveURL(/\/userProfile\?state=PENDING$/);

  // Removed from inside the dialog: the page goes back to the profile, not to a step of the dialog.
  await page.goForward();
  await expect(page).toHaveURL(advert);
  await page.getByRole('button', { name: 'Remove' }).click();
  await dialog.getByRole('button', { name: 'Yes' }).click();
  await expect(page).toHaveURL(/\/userProfile\?state=PENDING$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.locator(`a[href$="/phone-preview/sim/${id}"]`)).toHaveCount(0);
});
