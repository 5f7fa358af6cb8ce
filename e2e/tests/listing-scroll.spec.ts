import { expect, type Page, test } from '../support/test.js';

/**
 * Scrolling a listing must not move what the person is looking at (cumulative layout shift under 0.1,
 * Core Web Vitals' "good"), and the footer of Home (call-in phone, map, tax id) must be reachable:
 * a few pages load by themselves, then a "Show more" button waits for the person.
 */

declare global {
  interface Window {
    layoutShift: number;
  }
}

const cards = (page: Page) => page.locator('main article');

/** Sums every layout shift from now on that no tap, click or key caused (scrolling is not input). */
async function watchLayoutShifts(page: Page) {
  await page.evaluate(() => {
    window.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) window.layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift' });
  });
}

/** Scrolls down as a reader does, a part of a screen at a time, until the list holds `count` cards. */
async function scrollUntil(page: Page, count: number) {
  await expect(async () => {
    await page.evaluate(() => window.scrollBy(0, window.innerHeight * 0.6));
    await page.waitForTimeout(150);
    expect(await cards(page).count()).toBeGreaterThanOrEqual(count);
  }).toPass({ intervals: [0], timeout: 20_000 });
}

test('three pages scroll in without moving the screen, and then the footer of Home stays within reach', async ({
  page,
}) => {
  await page.goto('/');
  await expect(cards(page).nth(9)).toBeVisible();
  await page.waitForLoadState('networkidle');
  await watchLayoutShifts(page);

  await scrollUntil(page, 20);
  await scrollUntil(page, 30);

  // After the automatic pages the list waits for the person: the footer can be scrolled to and stays.
  // It says how many adverts remain (counted no further than 1000: "970+").
  const showMore = page.getByRole('button', { name: /^Daha çox göstər · \d+\+? elan qalıb$/ });
  await expect(showMore).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.waitForLoadState('networkidle');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: /Bizə zəng edin|\+994/ })).toBeInViewport();
  await expect(footer.getByText(/VÖEN/)).toBeInViewport();
  await expect(cards(page)).toHaveCount(30);

  const shift = await page.evaluate(() => window.layoutShift);
  expect(shift, `cumulative layout shift while scrolling: ${shift.toFixed(3)}`).toBeLessThan(0.1);

  // "Show more" adds the next page where the person is looking.
  await showMore.click();
  await expect(cards(page)).toHaveCount(40);
  await expect(showMore).toBeVisible();
});
