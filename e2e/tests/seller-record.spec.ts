import { adminSession, useSession } from '../support/accounts.js';
import { approvedAccessory } from '../support/adverts.js';
import { expect, test } from '../support/test.js';

/**
 * Issue 37, part 7: a seller marks an advert sold, which ends it (its page says sold, no number is
 * offered) and counts on their seller page; a business names itself, its address and opening hours.
 */

test.describe.configure({ timeout: 120_000 });

test('a seller marks an advert sold and names their business; buyers read both', async ({
  page,
  request,
  browser,
}, testInfo) => {
  const admin = await adminSession(request, testInfo.project.name);
  const { id, seller } = await approvedAccessory(request, admin, `Sold buds ${Date.now().toString(36)}`);
  await useSession(page, seller);

  await page.goto(`/en/phone-preview/accessory/${id}`);
  await page.getByRole('button', { name: 'Mark as sold' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mark this advert as sold?' });
  await dialog.getByRole('button', { name: 'Mark as sold' }).click();
  await expect(page.getByText(/^Sold on /)).toBeVisible();
  await expect(page.getByText('You marked it sold: it no longer appears in the listings')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark as sold' })).toHaveCount(0);

  // The seller sells as a business, with its name, address and hours.
  await page.goto('/en/settingsPage');
  // Tapped as soon as it shows: a tap before the app is live is carried out once it is.
  const business = page.getByRole('radio', { name: 'Business' });
  await business.click();
  await expect(business).toBeChecked();
  const form = page.getByRole('form', { name: 'Business details' });
  await form.getByLabel('Business name').pressSequentially('Kamran Mobile');
  await form.getByLabel('Address').pressSequentially('Nizami küç. 10, Bakı');
  await form.getByLabel('Opening hours').pressSequentially('Mon–Sat 10:00–20:00');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Business details saved')).toBeVisible();

  // A buyer: the page says sold and offers no number; the seller's page names the business.
  const context = await browser.newContext({ viewport: page.viewportSize() ?? { width: 1280, height: 800 } });
  const buyer = await context.newPage();
  await buyer.goto(`/en/phone-preview/accessory/${id}`);
  await expect(buyer.getByText(/^Sold on /)).toBeVisible();
  await expect(buyer.getByText('The seller has sold this. Similar adverts are below.')).toBeVisible();
  await expect(buyer.getByRole('button', { name: 'Show number' })).toHaveCount(0);
  await buyer.goto(`/en/seller/${seller.user_id}`);
  await expect(buyer.getByRole('heading', { level: 1, name: 'Kamran Mobile' })).toBeVisible();
  await expect(buyer.getByText('1 sold on Zeng')).toBeVisible();
  await expect(buyer.getByText('Nizami küç. 10, Bakı')).toBeVisible();
  await expect(buyer.getByText('Mon–Sat 10:00–20:00')).toBeVisible();
  await context.close();
});
