import { signIn, useSession } from '../support/accounts.js';
import { expect, test } from '../support/test.js';

/**
 * The profile's tabs against the real server: each says how many of the seller's adverts it holds,
 * and the profile opens on the first that holds any, unless the address names a tab.
 */

const API = '/api/v1/zeng';

test('the tabs say how many adverts each holds, and the profile opens on the first holding any', async ({
  page,
  request,
}) => {
  const session = await signIn(request, `99455${String(Date.now()).slice(-7)}`);
  // A SIM number waiting for review: the seller's only advert.
  const created = await request.post(`${API}/sim`, {
    headers: { authorization: `Bearer ${session.access_token}` },
    data: { simProviderId: 1, number: `050${String(Date.now()).slice(-7)}`, price: 75, districtId: 7, comment: '' },
  });
  expect(created.ok(), await created.text()).toBe(true);
  await useSession(page, session, 'en');

  await page.goto('/userProfile');
  const tabs = page.getByRole('tablist', { name: 'Adverts by state' });
  await expect(tabs.getByRole('tab')).toHaveText(['Approved 0', 'Pending 1', 'Rejected 0', 'Expired 0']);
  await expect(tabs.getByRole('tab', { name: 'Pending 1' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel').getByText('Awaiting review')).toBeVisible();

  // A tab the address names wins, an empty one too.
  await page.goto('/userProfile?state=APPROVED');
  await expect(tabs.getByRole('tab', { name: 'Approved 0' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel').getByText('No adverts in this section.')).toBeVisible();
});
