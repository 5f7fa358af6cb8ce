import { adminSession, randomPhone, signUpInTheApp } from '../support/accounts.js';
import { approvedAccessory } from '../support/adverts.js';
import { expect, speaks, test } from '../support/test.js';

/**
 * Issue 38, part 1, as a person meets it: they save a search from a listing, a matching advert is
 * approved later, the bell says so and the notifications name the search; the saved searches page
 * counts it as new, and the search can be paused.
 */
test('a saved search rings the bell when a matching advert is approved', async ({ page, request }, testInfo) => {
  const admin = await adminSession(request, testInfo.project.name);
  const tag = `hp${Math.random().toString(36).slice(2, 7)}`;
  await speaks(page, 'en');
  await signUpInTheApp(page, request, randomPhone());

  // Headphones up to 35 AZN, saved under a name of the person's own.
  await page.goto('/accessories?type=HEADPHONES&priceMax=35');
  await page.getByRole('button', { name: 'Save search' }).click();
  const name = page.getByRole('textbox', { name: 'Name' });
  await expect(name).toHaveValue('Accessories');
  await name.fill('');
  await name.pressSequentially(`Headphones ${tag}`);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: `“Headphones ${tag}” is saved.` })).toBeVisible();

  // A seller's headphones at 35 AZN are approved: the bell rings.
  const advert = await approvedAccessory(request, admin, `Wireless ${tag} headphones`);
  // Matched right after the approval answered (a queue): a page opened a moment later shows it.
  const bell = page.getByRole('link', { name: 'Notifications, 1 unread' });
  await expect(async () => {
    await page.goto('/');
    await expect(bell).toBeVisible({ timeout: 1000 });
  }).toPass();
  await bell.click();
  const item = page.getByRole('listitem').filter({ hasText: `Wireless ${tag} headphones` });
  await expect(item).toContainText(`New for “Headphones ${tag}”`);
  await expect(item).toContainText('35 AZN');
  await expect(item.getByRole('link')).toHaveAttribute('href', `/en/phone-preview/accessory/${advert.id}`);

  // The saved searches page counts it as new until the search is opened; it can be paused.
  await page.goto('/savedSearches');
  const saved = page.getByRole('listitem').filter({ hasText: `Headphones ${tag}` });
  await expect(saved).toContainText('1 new');
  await saved.getByRole('button', { name: 'Pause' }).click();
  await expect(saved.getByRole('button', { name: 'Resume' })).toBeVisible();
  await expect(saved).toContainText('paused');
  await saved.getByRole('link', { name: `Headphones ${tag}` }).click();
  await expect(page).toHaveURL(/\/accessories\?type=HEADPHONES&priceMax=35$/);
  await expect(page.locator('main article').first()).toBeVisible();
  await page.goto('/savedSearches');
  await expect(page.getByRole('listitem').filter({ hasText: `Headphones ${tag}` })).not.toContainText('new');
});
