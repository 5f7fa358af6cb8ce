import { expect, type Page, test } from '../support/test.js';

/**
 * Counts where people choose (issue 33): the filter screen's button and the desktop's price field say how
 * many adverts the filters will show, and a narrowed list says how many it holds. Each number is checked
 * against the list itself, read page after page from the API as the app reads it.
 */

const cards = (page: Page) => page.locator('main article');
const API = '/api/v1/zeng';

/** A phone brand's id by its name, from the lookup the filters offer. */
async function brandId(page: Page, name: string): Promise<number> {
  const brands = (await (await page.request.get(`${API}/brand/phone`)).json()) as { id: number; name: string }[];
  const brand = brands.find((b) => b.name === name);
  if (!brand) throw new Error(`no brand ${name}`);
  return brand.id;
}

/** How many adverts the phones' list holds with this query, every page of it. */
async function listed(page: Page, query: string): Promise<number> {
  let total = 0;
  let cursor: string | null = null;
  do {
    const more: string = cursor ? `&page=${encodeURIComponent(cursor)}` : '';
    const body = (await (await page.request.get(`${API}/phone?limit=50&${query}${more}`)).json()) as {
      phones: unknown[];
      nextCursor: string | null;
    };
    total += body.phones.length;
    cursor = body.nextCursor;
  } while (cursor);
  return total;
}

/** Reads a list to its end as a person does, pressing "Show more" until it holds `count` cards and offers no more. */
async function scrollToHold(page: Page, count: number) {
  const more = page.getByRole('link', { name: /^(Daha çox göstər|Показать ещё|Show more)/ });
  await expect(async () => {
    if (await more.isVisible()) await more.click();
    expect(await cards(page).count()).toBe(count);
    await expect(more).toHaveCount(0);
  }).toPass({ intervals: [250], timeout: 30_000 });
}

/** Russian's form of "advert" for a number, as Intl's plural rules choose it. */
const RUSSIAN_ADVERTS: Partial<Record<Intl.LDMLPluralRule, string>> = {
  one: 'объявление',
  few: 'объявления',
  many: 'объявлений',
};
const russianAdverts = (n: number) => RUSSIAN_ADVERTS[new Intl.PluralRules('ru').select(n)] ?? 'объявления';

test.describe('on a phone', () => {
  test.skip(({ isMobile }) => !isMobile, "the filter screen is a phone's way to filter");

  test('the filter screen says how many adverts its filters will show, and the list holds as many', async ({
    page,
  }) => {
    const google = await brandId(page, 'Google');
    const ofBrand = await listed(page, `brandIds=${google}`);
    const inBaku = await listed(page, `brandIds=${google}&districtId=7`);
    expect(ofBrand).toBeGreaterThan(inBaku);
    expect(inBaku).toBeGreaterThan(0);

    await page.goto('/');
    await page.getByRole('link', { name: 'Filtrlər' }).tap();
    // Every phone: more than the count goes.
    await expect(page.getByRole('button', { name: '1000+ elanı göstər' })).toBeVisible();
    await page.getByRole('button', { name: /Markalar/ }).tap();
    await page.getByRole('option', { name: 'Google' }).tap();
    await expect(page.getByRole('button', { name: `${ofBrand} elanı göstər` })).toBeVisible();
    await page.getByRole('button', { name: /Şəhərlər/ }).tap();
    await page.getByRole('option', { name: 'Bakı' }).tap();
    await page.getByRole('button', { name: `${inBaku} elanı göstər` }).tap();

    await expect(page).toHaveURL(new RegExp(`\\?districtId=7&brandIds=${google}$`));
    // The narrowed list says the same number, and holds that many cards.
    await expect(page.getByRole('status').filter({ hasText: `${inBaku} elan tapıldı` })).toBeVisible();
    await scrollToHold(page, inBaku);
  });

  test("the filter screen's price names its own ends when they are the wrong way round", async ({ page }) => {
    await page.goto('/filters');
    await page.getByRole('textbox', { name: 'Minimum' }).tap();
    await page.keyboard.type('900');
    await page.getByRole('textbox', { name: 'Maksimum' }).tap();
    await page.keyboard.type('100');
    await expect(page.getByRole('alert')).toHaveText('“Minimum” qiyməti “Maksimum” qiymətindən böyükdür.');
    await expect(page.getByRole('button', { name: 'Elanları göstər' })).toBeDisabled();
  });
});

test.describe('on a desktop', () => {
  test.skip(({ isMobile }) => isMobile, "the filter bar is a desktop's way to filter");

  test('the filter bar says how many the list holds, and the price field how many its range will show', async ({
    page,
  }) => {
    const google = await brandId(page, 'Google');
    const ofBrand = await listed(page, `brandIds=${google}`);
    const fromPrice = await listed(page, `brandIds=${google}&priceMin=300`);
    expect(ofBrand).toBeGreaterThan(fromPrice);

    await page.goto('/ru');
    await page.getByRole('button', { name: 'Марка' }).click();
    await page.getByRole('option', { name: /^Google/ }).click();
    await expect(page).toHaveURL(new RegExp(`/ru\\?brandIds=${google}$`));
    await expect(
      page.getByRole('status').filter({ hasText: `Найдено ${ofBrand} ${russianAdverts(ofBrand)}` }),
    ).toBeVisible();
    await scrollToHold(page, ofBrand);

    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('button', { name: 'Цена' }).click();
    await page.getByRole('textbox', { name: 'От' }).pressSequentially('300');
    const show = page.getByRole('button', { name: `Показать ${fromPrice} ${russianAdverts(fromPrice)}` });
    await expect(show).toBeVisible();
    await show.click();
    await expect(page).toHaveURL(new RegExp(`brandIds=${google}&priceMin=300$`));
    await expect(
      page.getByRole('status').filter({ hasText: `Найдено ${fromPrice} ${russianAdverts(fromPrice)}` }),
    ).toBeVisible();
  });

  test('the price field names its own ends when they are the wrong way round', async ({ page }) => {
    await page.goto('/simCards');
    await page.getByRole('button', { name: 'Qiymət' }).click();
    await page.getByRole('textbox', { name: 'Minimum' }).pressSequentially('900');
    await page.getByRole('textbox', { name: 'Maksimum' }).pressSequentially('100');
    await expect(page.getByRole('alert')).toHaveText('“Minimum” qiyməti “Maksimum” qiymətindən böyükdür.');
  });
});
