import { robotsAllow } from '@zeng/contract/robots-rules';
import { crawl, sitemapAdverts } from '../crawler.js';
import { expect, test } from '../support/test.js';

/** How many links from `/` a search engine may need to reach an advert (issue 36). */
const MAX_DEPTH = 5;

test.describe('found by a search engine', () => {
  test('from /, by links alone and within robots.txt, reaches ≥ 95 % of the sitemap’s adverts in each language, meeting no error and no page named elsewhere', async ({
    baseURL,
    isMobile,
  }) => {
    // What a crawler meets does not depend on a screen's width: one project crawls.
    test.skip(isMobile, 'the crawl is the same at every width');
    test.setTimeout(15 * 60_000);
    const origin = baseURL ?? '';
    const { pages } = await crawl(origin, MAX_DEPTH);
    const pageList = [...pages.values()];

    const errors = pageList.filter((page) => page.status >= 400).map((page) => `${page.status} ${page.address}`);
    expect(errors).toEqual([]);
    // A page answered 200 and open to indexing names itself as canonical: one address per page.
    const namedElsewhere = pageList
      .filter((page) => page.status === 200 && !page.noindex && page.canonical !== page.address)
      .map((page) => `${page.address} → ${page.canonical}`);
    expect(namedElsewhere).toEqual([]);

    const adverts = await sitemapAdverts(origin);
    for (const [language, listed] of Object.entries(adverts)) {
      expect(listed.size, language).toBeGreaterThan(1000);
      const reached = [...listed].filter((address) => pages.get(address)?.status === 200).length;
      expect(reached / listed.size, `${language}: ${reached} of ${listed.size}`).toBeGreaterThanOrEqual(0.95);
    }
    // Landing pages are among what it finds: a brand's, a model's, a city's, an operator's, a type's.
    for (const landing of [
      /^\/phones\/apple$/,
      /^\/en\/phones\/samsung\/galaxy-/,
      /^\/ru\/tablets\/city\//,
      /^\/simCards\/operator\/azercell$/,
      /^\/en\/accessories\/type\//,
    ]) {
      expect(
        pageList.some((page) => landing.test(page.address) && page.status === 200),
        String(landing),
      ).toBe(true);
    }
  });

  test('a listing rendered with what robots.txt refuses left unloaded shows its adverts and no error', async ({
    page,
    baseURL,
  }) => {
    const allowed = robotsAllow(await (await page.request.get('/robots.txt')).text());
    const refused: string[] = [];
    await page.route('**/*', (route) => {
      const url = new URL(route.request().url());
      if (url.origin === baseURL && !allowed(url.pathname + url.search)) {
        refused.push(url.pathname + url.search);
        return route.abort('blockedbyclient');
      }
      return route.continue();
    });
    for (const path of ['/', '/en/simCards?page=2', '/ru/phones/apple', '/accessories/type/case']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      const cards = page.locator('main article');
      await expect(cards.nth(4), path).toBeVisible();
      // Read to the end, as a renderer does: nothing more is asked for, so nothing can fail.
      await page.keyboard.press('End');
      await page.waitForLoadState('networkidle');
      await expect(
        page.getByText(/Failed to fetch data|Məlumatı yükləmək alınmadı|Не удалось загрузить данные/),
      ).toHaveCount(0);
      await expect(cards.nth(4), path).toBeVisible();
    }
    expect(refused.filter((address) => address.startsWith('/api/'))).toEqual([]);
  });

  test("a landing page's filters are its address's: choosing another brand there lists that brand's phones", async ({
    page,
    isMobile,
  }) => {
    test.skip(!isMobile, 'the row of brand logos is a phone’s');
    await page.goto('/phones/samsung');
    await expect(page.getByRole('heading', { level: 1, name: /Samsung telefonları/ })).toBeVisible();
    const brands = page.getByRole('list', { name: 'Marka' });
    await expect(brands.getByRole('button', { name: 'Samsung', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await brands.getByRole('button', { name: 'Apple', exact: true }).click();
    await expect(page).toHaveURL(/\/\?brandIds=1$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Telefonlar' })).toBeVisible();
    await expect(page.locator('main article').first()).toContainText('Apple');
  });
});
