import { expect, type Page, test } from '../support/test.js';

const cards = (page: Page) => page.locator('main article');

test.describe('browsing the marketplace', () => {
  test('each category lists real adverts; "Show more" adds the second page, which has an address of its own', async ({
    page,
  }) => {
    for (const [path, heading] of [
      ['/', 'Telefonlar'],
      ['/tablets', 'Planşetlər'],
      ['/simCards', 'SIM kartlar'],
      ['/accessories', 'Aksesuarlar'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(cards(page).nth(9)).toBeVisible();
      await expect(cards(page).first()).toContainText('AZN');
    }
    await page.goto('/');
    await expect(cards(page).nth(9)).toBeVisible();
    const firstPage = await cards(page).allTextContents();
    // Nothing comes by itself (listing-scroll.spec.ts reads to the end): the person asks for more.
    const showMore = page.getByRole('link', { name: /^Daha çox göstər/ });
    await showMore.scrollIntoViewIfNeeded();
    await showMore.click();
    await expect(cards(page)).toHaveCount(20);
    const secondPage = (await cards(page).allTextContents()).slice(10);

    // The same ten at the second page's own address, drawn by the server, which links back to the first.
    await page.goto('/?page=2');
    await expect(cards(page)).toHaveCount(10);
    expect(await cards(page).allTextContents()).toEqual(secondPage);
    const pages = page.getByRole('navigation', { name: 'Səhifələr' });
    await expect(pages.getByText('2', { exact: true })).toHaveAttribute('aria-current', 'page');
    await pages.getByRole('link', { name: '1', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(cards(page)).toHaveCount(10);
    expect(await cards(page).allTextContents()).toEqual(firstPage);
  });

  test("a listing's first page comes with the page: drawn without asking for it, its first picture fetched once", async ({
    page,
    browser,
  }) => {
    /** The API calls and pictures the page asks for, as paths with their query. */
    const watch = (p: Page) => {
      const asked: URL[] = [];
      p.on('request', (request) => asked.push(new URL(request.url())));
      return asked;
    };
    const firstPageCalls = (asked: URL[], api: string) =>
      asked.filter((url) => url.pathname === `/api/v1/zeng${api}` && !url.searchParams.has('page'));

    const asked = watch(page);
    for (const [path, api] of [
      ['/', '/phone'],
      ['/simCards', '/sim'],
    ] as const) {
      asked.length = 0;
      await page.goto(path);
      await expect(cards(page).nth(9)).toBeVisible();
      expect(firstPageCalls(asked, api), path).toEqual([]);
    }
    // The first card's photo: preloaded by the page and asked for by the card, one request between them.
    await page.goto('/');
    await expect(cards(page).first().locator('img')).toHaveJSProperty('complete', true);
    const firstPhoto = await cards(page).first().locator('img').getAttribute('src');
    expect(asked.filter((url) => url.pathname === firstPhoto)).toHaveLength(1);

    // The Russian address is drawn in Russian, its data in Russian: still nothing asked for.
    const russian = await browser.newContext({ locale: 'ru-RU' });
    const ru = await russian.newPage();
    const askedInRu = watch(ru);
    await ru.goto('/ru/tablets');
    await expect(ru.getByRole('heading', { level: 1, name: 'Планшеты' })).toBeVisible();
    await expect(cards(ru).nth(9)).toBeVisible();
    expect(firstPageCalls(askedInRu, '/tablet')).toEqual([]);
    await russian.close();
  });

  test('a brand filter and a price sort narrow and order the list, and clear filters undoes them', async ({
    page,
    isMobile,
  }) => {
    test.skip(isMobile, 'on a phone, tablets are filtered through the brand row and their filter screen');
    await page.goto('/tablets');
    await page.getByRole('button', { name: 'Marka' }).click();
    await page.getByRole('option', { name: 'Samsung' }).click();
    await expect(page).toHaveURL(/brandIds=22/);
    await expect(cards(page).first()).toContainText('Samsung');
    for (const title of await page.locator('main article h2').allTextContents()) expect(title).toMatch(/^Samsung/);

    await page.getByRole('button', { name: 'Sırala' }).click();
    await page.getByRole('option', { name: 'Əvvəlcə ucuzlar' }).click();
    await expect(page).toHaveURL(/sortByType=PRICE_ASC/);
    await expect(async () => {
      const prices = (await page.locator('main article p:first-child').allTextContents()).map((p) =>
        Number(p.replace(/[^\d]/g, '')),
      );
      expect(prices.length).toBeGreaterThan(1);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
    }).toPass();

    await page.getByRole('button', { name: 'Filtrləri təmizlə' }).click();
    await expect(page).toHaveURL(/\/tablets$/);
  });

  test('the model dropdown asks for a brand first; only one dropdown is open at a time', async ({ page, isMobile }) => {
    test.skip(isMobile, 'on a phone, tablets are filtered through the brand row and their filter screen');
    await page.goto('/tablets');
    await page.getByRole('button', { name: 'Model' }).click();
    await expect(page.getByText('Əvvəlcə marka seçin.')).toBeVisible();
    await page.getByRole('button', { name: 'Şəhər' }).click();
    await expect(page.getByText('Əvvəlcə marka seçin.')).toHaveCount(0);
    await expect(page.getByRole('listbox')).toHaveCount(1);
  });

  test('SIM numbers are found by digits and masks', async ({ page }) => {
    await page.goto('/search');
    await page.getByRole('main').getByRole('combobox', { name: 'Axtarış' }).pressSequentially('050***');
    await page.keyboard.press('Enter');
    // Only SIM numbers hold the mask: their listing opens at once, searching it.
    await expect(page).toHaveURL(/\/simCards\?searchQuery=050/);
    await expect(cards(page).first()).toContainText('050');
    await expect(async () => {
      const titles = await page.locator('main article h2').allTextContents();
      expect(titles.length).toBeGreaterThan(0);
      // A SIM card's headline is its number.
      for (const title of titles) expect(title).toMatch(/^050 /);
    }).toPass();
  });

  test('search finds phones by words from the advert, grouped with the other categories that hold them', async ({
    page,
  }) => {
    await page.goto('/search');
    await page.getByRole('main').getByRole('combobox', { name: 'Axtarış' }).pressSequentially('iphone');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/q=iphone/);
    const phones = page.getByRole('region', { name: /^Telefonlar/ });
    await expect(phones.locator('article').first()).toBeVisible();
    for (const title of await phones.locator('article h2').allTextContents()) expect(title).toMatch(/iPhone/);
    await phones.getByRole('link', { name: /Hamısına bax/ }).click();
    await expect(page).toHaveURL(/\/\?searchQuery=iphone$/);
    for (const title of await page.locator('main article h2').allTextContents()) expect(title).toMatch(/iPhone/);
  });

  test("today's page shows today's adverts with their count", async ({ page }) => {
    await page.goto('/todayAdverts');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Bugünkü telefon elanları');
    await expect(cards(page).first()).toBeVisible();
    // Past Baku's midnight, until the day's first advert, the general list stands under a note saying so.
    const noneYet = page.getByText('Bu gün burada hələ elan yerləşdirilməyib', { exact: false });
    if (await noneYet.isVisible()) await expect(cards(page).first()).not.toContainText('Bugün');
    else await expect(cards(page).first()).toContainText('Bugün');
  });
});

test.describe('on a phone', () => {
  test.skip(({ isMobile }) => !isMobile, 'the filter screen is the mobile way to filter phones');

  test('the filter screen applies brand, usage and sort to the phone listing', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Filtrlər' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'filtrlər' })).toBeVisible();
    await page.getByRole('button', { name: /Markalar/ }).click();
    await page.getByRole('option', { name: 'Samsung' }).click();
    await page.getByRole('button', { name: /^Vəziyyət(?! dərəcəsi)/ }).click();
    await page.getByRole('option', { name: 'Yeni' }).click();
    await expect(page.getByRole('button', { name: 'Filtrləri təmizlə' })).toBeVisible();
    // "12 elanı göstər" once the count has come, the plain words before.
    await page.getByRole('button', { name: /^(Elanları|\d+\+? elanı) göstər$/ }).click();
    await expect(page).toHaveURL(/\/(en)?\?brandIds=2&condition=new/);
    await expect(cards(page).first()).toContainText('Samsung');
    await expect(cards(page).first()).toContainText('Yeni');
  });

  test('tablets open their own filter screen; the chosen filters show as chips and Back undoes each', async ({
    page,
  }) => {
    await page.goto('/tablets');
    await page.getByRole('link', { name: 'Filtrlər' }).click();
    await expect(page).toHaveURL(/\/tabletsfilters$/);
    await page.getByRole('button', { name: /Markalar/ }).click();
    await page.getByRole('option', { name: 'Samsung' }).click();
    await page.getByRole('button', { name: /Rəng/ }).click();
    await page.getByRole('option', { name: 'Qara' }).click();
    // "12 elanı göstər" once the count has come, the plain words before.
    await page.getByRole('button', { name: /^(Elanları|\d+\+? elanı) göstər$/ }).click();
    await expect(page).toHaveURL(/\/tablets\?brandIds=22&color=Black$/);

    const chips = page.getByRole('list', { name: 'Seçilmiş filtrlər' });
    await expect(chips.getByRole('button')).toHaveText(['Samsung', 'Qara']);
    await expect(page.getByRole('link', { name: 'Filtrlər, 2 seçilib' })).toBeVisible();
    await chips.getByRole('button', { name: 'Qara seçimini təmizlə' }).click();
    await expect(page).toHaveURL(/\/tablets\?brandIds=22$/);
    await page.goBack();
    await expect(chips.getByRole('button')).toHaveText(['Samsung', 'Qara']);
    // The filter screen gave way to the list it made: one more Back is the list before any filter.
    await page.goBack();
    await expect(page).toHaveURL(/\/tablets$/);
  });

  test('the brand row filters the home listing', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Xiaomi', exact: true }).click();
    await expect(page).toHaveURL(/brandIds=4/);
    await expect(cards(page).first()).toContainText('Xiaomi');
  });
});
