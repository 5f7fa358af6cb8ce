import { expect, type Locator, type Page, test } from '../support/test.js';

const cards = (page: Page) => page.locator('main article');
/** A card's price as a number: "1 250 AZN" → 1250. */
const priceOf = (text: string) => Number(/([\d ]+) AZN/.exec(text)?.[1]?.replace(/ /g, ''));

test.describe('finding a device on a phone', () => {
  test.skip(({ isMobile }) => !isMobile, 'the journey of a person on a phone');

  test('a Galaxy S24 under 1,500 AZN in Baku, in fewer than five taps', async ({ page }) => {
    const taps: string[] = [];
    const tap = async (target: Locator, what: string) => {
      taps.push(what);
      await target.tap();
    };
    await page.goto('/');
    await tap(page.getByRole('main').getByRole('link', { name: 'Axtarış' }), 'search');
    // The search box is focused on arrival: the words are typed, the keyboard's search key sends them.
    await expect(page.getByRole('main').getByRole('combobox', { name: 'Axtarış' })).toBeFocused();
    await page.keyboard.type('s24 bakı');
    await page.keyboard.press('Enter');
    // Phones hold the words, and perhaps cases for the S24 too: then the phones' group leads to them all.
    const phonesGroup = page.getByRole('region', { name: /^Telefonlar/ });
    await expect(phonesGroup.or(page.getByRole('heading', { level: 1, name: 'Telefonlar' }))).toBeVisible();
    if (await phonesGroup.isVisible()) {
      await tap(
        page.getByRole('region', { name: /^Telefonlar/ }).getByRole('link', { name: /Hamısına bax/ }),
        'all phones',
      );
    }
    await expect(page).toHaveURL(/\/\?searchQuery=s24/);
    await tap(page.getByRole('link', { name: /^Filtrlər/ }), 'filters');
    await tap(page.getByRole('textbox', { name: 'Maksimum' }), 'price up to');
    await page.keyboard.type('1500');
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/priceMax=1500/);
    expect(taps.length, taps.join(', ')).toBeLessThan(5);
    // Shown at its results: the cards are on the first screen, not below the home page's shortcuts.
    await expect(cards(page).first()).toBeInViewport();
    const found = await cards(page).allTextContents();
    expect(found.length).toBeGreaterThan(0);
    for (const card of found) {
      expect(card).toMatch(/Samsung Galaxy S24/);
      expect(card).toContain('Bakı');
      expect(priceOf(card)).toBeLessThanOrEqual(1500);
    }
  });

  test('the back arrow of an advert returns to the list where the person left it', async ({ page }) => {
    // The cards of accessories are a grid two abreast on a phone: the seventh is well below the first screen.
    await page.goto('/accessories');
    await expect(cards(page).nth(9)).toBeVisible();
    await cards(page).nth(6).scrollIntoViewIfNeeded();
    // The scroll may have asked for the next page: the place to come back to is the list once it has
    // come (tapped while it was on its way, the list comes back shorter and the browser cannot scroll as far).
    await page.waitForLoadState('networkidle');
    const before = await page.evaluate(() => window.scrollY);
    expect(before).toBeGreaterThan(200);
    await cards(page).nth(6).getByRole('link').first().tap();
    await expect(page).toHaveURL(/phone-preview\/accessory\//);
    await page.getByRole('button', { name: 'Geri' }).tap();
    await expect(page).toHaveURL(/\/accessories$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before - 50);
  });

  test('every listing switches to the others, and the filter screen has a way back', async ({ page }) => {
    await page.goto('/accessories');
    const switcher = page.getByRole('navigation', { name: 'Kateqoriya' });
    await switcher.getByRole('link', { name: 'SIM kartlar' }).tap();
    await expect(page).toHaveURL(/\/simCards$/);
    await expect(page.getByRole('heading', { level: 1, name: 'SIM kartlar' })).toBeVisible();
    await page.goto('/tablets');
    await page.getByRole('link', { name: /^Filtrlər/ }).tap();
    await expect(page).toHaveURL(/\/tabletsfilters/);
    await page.getByRole('button', { name: 'Geri' }).tap();
    await expect(page).toHaveURL(/\/tablets$/);
  });
});

test.describe('finding on a desktop', () => {
  test.skip(({ isMobile }) => isMobile, "the top bar's search box and the toolbar are a desktop's");

  test("the top bar's search suggests models typed in Cyrillic, and one opens its listing", async ({ page }) => {
    await page.goto('/tablets');
    const box = page.getByRole('banner').getByRole('combobox', { name: 'Axtarış' });
    await box.click();
    await box.pressSequentially('айфон 15');
    const suggestions = page.getByRole('listbox', { name: 'Təkliflər' });
    await expect(suggestions.getByRole('option').first()).toContainText('iPhone 15');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/\?brandIds=\d+&modelIds=\d+$/);
    for (const title of await page.locator('main article h2').allTextContents()) expect(title).toMatch(/iPhone 15/);
  });

  test('words written by ear find the same adverts: "chexol" finds cases', async ({ page }) => {
    await page.goto('/');
    const box = page.getByRole('banner').getByRole('combobox', { name: 'Axtarış' });
    await box.click();
    await box.pressSequentially('chexol');
    await page.keyboard.press('Enter');
    // Cases alone hold the word, written in Russian by ear: their listing opens, searching it.
    await expect(page).toHaveURL(/\/accessories\?searchQuery=chexol$/);
    await expect(cards(page).first()).toBeVisible();
    for (const card of await cards(page).allTextContents()) expect(card).toContain('Qab');
  });

  test('a price range from the toolbar narrows the list, and its chip-like button clears it', async ({ page }) => {
    await page.goto('/simCards');
    await page.getByRole('button', { name: 'Qiymət' }).click();
    await page.getByRole('textbox').first().pressSequentially('100');
    await page.getByRole('textbox').nth(1).pressSequentially('500');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/priceMin=100&priceMax=500/);
    await expect(cards(page).first()).toBeVisible();
    for (const card of await cards(page).allTextContents()) {
      expect(priceOf(card)).toBeGreaterThanOrEqual(100);
      expect(priceOf(card)).toBeLessThanOrEqual(500);
    }
    await page.getByRole('button', { name: 'Qiymət seçimini təmizlə' }).click();
    await expect(page).toHaveURL(/\/simCards$/);
  });

  test('More filters offers what a phone filter screen does, each with Any', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Digər filtrlər' }).click();
    await page.getByRole('button', { name: 'Vəziyyət', exact: true }).click();
    await page.getByRole('option', { name: 'Yeni' }).click();
    await expect(page).toHaveURL(/condition=new/);
    await expect(cards(page).first()).toContainText('Yeni');
    await page.getByRole('button', { name: 'Vəziyyət: Yeni' }).click();
    await page.getByRole('option', { name: 'Hamısı' }).click();
    await expect(page).not.toHaveURL(/condition=/);
  });
});
