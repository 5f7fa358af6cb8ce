import { type APIRequestContext, expect, speaks, test } from '../support/test.js';

/**
 * The seller's page (issue 35), against the real server and its demo marketplace: a buyer on an
 * advert taps the seller's name and reads who sells and what else they sell; the page arrives as HTML
 * a crawler reads, in each language.
 */

const API = '/api/v1/zeng';

interface PhoneDetail {
  id: number;
  user: { id: number; firstName: string; lastName: string };
}

async function firstPhone(request: APIRequestContext): Promise<PhoneDetail | undefined> {
  const list = await request.get(`${API}/phone?limit=1`);
  expect(list.ok()).toBe(true);
  const [phone] = ((await list.json()) as { phones: { id: number }[] }).phones;
  if (!phone) return undefined;
  const detail = await request.get(`${API}/phone/${phone.id}`);
  expect(detail.ok()).toBe(true);
  return (await detail.json()) as PhoneDetail;
}

test('a buyer taps the seller on an advert and sees who sells and their other adverts', async ({ page, request }) => {
  await speaks(page, 'en');
  const advert = await firstPhone(request);
  test.skip(!advert, 'GET /phone answered no adverts: the demo data is missing');
  if (!advert) return;
  const name = `${advert.user.firstName} ${advert.user.lastName}`;
  const seller = (await (await request.get(`${API}/sellers/${advert.user.id}`)).json()) as {
    liveAdvertCount: number;
  };

  await page.goto(`/en/phone-preview/phone/${advert.id}`);
  await page.getByRole('link', { name }).click();
  await expect(page).toHaveURL(new RegExp(`/en/seller/${advert.user.id}$`));
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText(/^(Individual|Business)$/)).toBeVisible();
  await expect(page.getByText(/^On Zeng since /)).toBeVisible();
  await expect(page.getByText(`${seller.liveAdvertCount} advert`, { exact: false }).first()).toBeVisible();
  // The advert we came from is among theirs, and leads back to it.
  const back = page.locator(`main a[href$="/phone-preview/phone/${advert.id}"]`).first();
  await expect(back).toBeVisible();
  await back.click();
  await expect(page).toHaveURL(new RegExp(`/phone-preview/phone/${advert.id}$`));
});

test('the seller page arrives whole as HTML, in each language, and an unknown seller is a 404', async ({ request }) => {
  const advert = await firstPhone(request);
  test.skip(!advert, 'GET /phone answered no adverts: the demo data is missing');
  if (!advert) return;
  const sellerPath = `/seller/${advert.user.id}`;
  for (const [prefix, words] of [
    ['', /Fərdi şəxs|Biznes/],
    ['/en', /Individual|Business/],
    ['/ru', /Частное лицо|Бизнес/],
  ] as const) {
    const res = await request.get(`${prefix}${sellerPath}`, { headers: { cookie: '' } });
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(html).toContain(advert.user.firstName);
    expect(html).toMatch(words);
    expect(html).toContain(`/phone-preview/phone/${advert.id}"`);
    expect(html).toContain('<link rel="canonical"');
  }
  const missing = await request.get('/en/seller/999999999');
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain('Seller not found');
});

test('a seller\'s adverts page as a list\'s: "Show more" adds the next ten, which have an address of their own', async ({
  page,
  request,
}) => {
  const advert = await firstPhone(request);
  test.skip(!advert, 'GET /phone answered no adverts: the demo data is missing');
  if (!advert) return;
  const seller = (await (await request.get(`${API}/sellers/${advert.user.id}`)).json()) as {
    liveAdvertCount: number;
  };
  test.skip(seller.liveAdvertCount <= 10, 'the seller of the newest phone has one page of adverts');
  const cards = page.locator('main article');
  await page.goto(`/seller/${advert.user.id}`);
  await expect(cards).toHaveCount(10);
  const showMore = page.getByRole('link', { name: /^Daha çox göstər/ });
  await expect(showMore).toHaveAttribute('href', `/seller/${advert.user.id}?page=2`);
  await showMore.scrollIntoViewIfNeeded();
  await showMore.click();
  await expect(cards).toHaveCount(Math.min(20, seller.liveAdvertCount));
  const secondPage = (await cards.allTextContents()).slice(10);

  await page.goto(`/seller/${advert.user.id}?page=2`);
  await expect(cards).toHaveCount(secondPage.length);
  expect(await cards.allTextContents()).toEqual(secondPage);
  const pages = page.getByRole('navigation', { name: 'Səhifələr' });
  await expect(pages.getByText('2', { exact: true })).toHaveAttribute('aria-current', 'page');
});
