import { expect, failedRequest, test } from '../support/test.js';

test.describe('the shell', () => {
  test('home opens in Azerbaijani; a language is an address of its own, kept as the choice', async ({
    page,
    isMobile,
  }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'az');
    await expect(page.getByRole('heading', { level: 1, name: 'Telefonlar' })).toBeVisible();
    await expect(page).toHaveTitle('Telefonlar — Zeng');

    if (isMobile) {
      await expect(page.getByRole('navigation', { name: 'Əsas menyu' })).toBeVisible();
      await expect(page.getByRole('banner').getByRole('link', { name: 'Yeni elan' })).toHaveCount(0);
    } else {
      await expect(page.getByRole('navigation', { name: 'Kateqoriyalar' })).toBeVisible();
      await expect(page.getByRole('banner').getByRole('link', { name: 'Yeni elan' })).toHaveAttribute(
        'href',
        '/signUp?next=%2FaddAdvert',
      );
    }

    await page.getByRole('button', { name: /Dil/ }).click();
    await page.getByRole('menuitemradio', { name: /English/ }).click();
    await expect(page).toHaveURL(/\/en$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Phones' })).toBeVisible();
    await expect(page).toHaveTitle('Phones — Zeng');

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1, name: 'Phones' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('selectedLanguage'))).toBe('en');

    // Inside the app, links keep the language; a plain address now leads to the English one.
    await page.goto('/tablets?sortByType=PRICE_ASC');
    await expect(page).toHaveURL(/\/en\/tablets\?sortByType=PRICE_ASC$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Tablets' })).toBeVisible();

    // Back to Azerbaijani: the plain addresses again.
    await page.getByRole('button', { name: /Language/ }).click();
    await page.getByRole('menuitemradio', { name: /Azərbaycanca/ }).click();
    await expect(page).toHaveURL(/\/tablets\?sortByType=PRICE_ASC$/);
    expect(new URL(page.url()).pathname).toBe('/tablets');
    await expect(page.getByRole('heading', { level: 1, name: 'Planşetlər' })).toBeVisible();
  });

  test('one address per page, and the language menu never leads off the site', async ({
    page,
    baseURL,
    allowConsole,
  }) => {
    allowConsole(failedRequest(404, '/en/evil.example/phish'), 'an address that names no page answers 404');
    allowConsole(failedRequest(404, '/evil.example/phish'), 'and so does its Azerbaijani address');
    // Another spelling of a page is sent to its one address, query kept.
    await page.goto('/en/Tablets/?sortByType=PRICE_ASC');
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/en/tablets?sortByType=PRICE_ASC');
    await expect(page.getByRole('heading', { level: 1, name: 'Tablets' })).toBeVisible();

    // "//evil.example" after the prefix once made the language menu open another host.
    await page.goto('/en//evil.example/phish');
    await expect(page.getByText('Page not found')).toBeVisible();
    await page.getByRole('button', { name: /Language/ }).click();
    await page.getByRole('menuitemradio', { name: /Azərbaycanca/ }).click();
    await expect(page.getByText('Səhifə tapılmadı')).toBeVisible();
    expect(new URL(page.url()).origin).toBe(new URL(baseURL ?? '').origin);
    expect(new URL(page.url()).pathname).toBe('/evil.example/phish');
  });

  test('the footer carries the call-in phone, the map link and the tax id', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: /\+994/ })).toHaveAttribute('href', /^tel:\+994/);
    await expect(footer.getByRole('link', { name: /xəritədə/ })).toHaveAttribute('href', /^https:\/\//);
    await expect(footer.getByText(/VÖEN: \d+/)).toBeVisible();
  });

  test('every screen of the route table opens inside the layout, both spellings too', async ({
    page,
    allowConsole,
  }) => {
    allowConsole(failedRequest(404, '/no-such-page'), 'the test opens an address that is no screen');
    for (const path of ['/tablets', '/simCards', '/todaySIM', '/signup', '/signUp', '/otpconfirm', '/aboutUs']) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
    const missing = await page.goto('/no-such-page');
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Səhifə tapılmadı' })).toBeVisible();
  });
});

test.describe('a browser set to Russian', () => {
  test.use({ locale: 'ru-RU' });

  test('gets the page it asked for, with an offer of Russian that leads to the Russian address', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'az');
    await expect(page.getByRole('heading', { level: 1, name: 'Telefonlar' })).toBeVisible();
    const offer = page.getByRole('complementary', { name: 'Zeng есть и на русском.' });
    await offer.getByRole('button', { name: 'Открыть на русском' }).click();
    await expect(page).toHaveURL(/\/ru$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Телефоны' })).toBeVisible();
    await expect(page.getByRole('complementary', { name: /Zeng/ })).toHaveCount(0);
  });

  test('who declines the offer is not asked again', async ({ page }) => {
    await page.goto('/tablets');
    await page.getByRole('button', { name: 'Закрыть' }).click();
    await expect(page.getByRole('complementary', { name: /Zeng/ })).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Planşetlər' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Открыть на русском' })).toHaveCount(0);
  });
});
