import { adminSession, useSession } from '../support/accounts.js';
import { approvedAccessory } from '../support/adverts.js';
import { expect, test } from '../support/test.js';

/**
 * Issue 38, part 3, as people meet it: a seller asks for a VIP place on their advert's page, an
 * administrator grants it for a week in the paid placement tab, and a buyer finds the advert leading its
 * list, marked VIP, once; the seller's page then says until when.
 */
test('a seller asks for VIP, an administrator grants it, the list shows it first, marked, once', async ({
  browser,
  request,
}, testInfo) => {
  const viewport = testInfo.project.use.viewport ?? { width: 1280, height: 800 };
  const admin = await adminSession(request, testInfo.project.name);
  const name = `Qulaqlıq VIP ${testInfo.project.name} ${Date.now()}`;
  const { id, seller } = await approvedAccessory(request, admin, name);

  // The seller asks on their advert's page.
  const sellerContext = await browser.newContext({ viewport });
  const sellerPage = await sellerContext.newPage();
  await useSession(sellerPage, seller);
  await sellerPage.goto(`/en/phone-preview/accessory/${id}`);
  const panel = sellerPage.getByRole('region', { name: 'Paid placement' });
  await panel.getByRole('button', { name: 'Make VIP' }).click();
  await expect(panel).toContainText('an administrator will answer within a day');
  await expect(panel.getByRole('button', { name: 'Make VIP' })).toBeDisabled();

  // An administrator grants it for a week.
  const adminContext = await browser.newContext({ viewport });
  const adminPage = await adminContext.newPage();
  await useSession(adminPage, admin);
  await adminPage.goto('/en/adminPanel');
  await adminPage.getByRole('button', { name: /Paid placement/ }).click();
  const entry = adminPage.getByRole('article', { name: `Request for advert No. ${id}` });
  await expect(entry).toContainText('VIP');
  await entry.getByLabel('Period').selectOption({ label: '7 days' });
  await entry.getByRole('button', { name: 'Grant' }).click();
  await expect(entry).toHaveCount(0);

  // A buyer's list of such accessories: it leads, marked, and is there once.
  const buyer = await browser.newContext({ viewport });
  const buyerPage = await buyer.newPage();
  await buyerPage.goto(`/en/accessories?searchQuery=${encodeURIComponent(name)}`);
  const cards = buyerPage.locator('article').filter({ has: buyerPage.locator(`a[href$="/accessory/${id}"]`) });
  await expect(cards).toHaveCount(1);
  await expect(cards.getByText('VIP', { exact: true })).toBeVisible();
  await expect(buyerPage.locator('article').first()).toContainText('VIP');

  // The seller's page says until when.
  await sellerPage.reload();
  await expect(sellerPage.getByRole('region', { name: 'Paid placement' })).toContainText('Until ');
  await Promise.all([sellerContext.close(), adminContext.close(), buyer.close()]);
});
