import { expect, type Page, test } from '../support/test.js';

/**
 * Scrolling a listing must not move what the person is looking at (cumulative layout shift under 0.1,
 * Core Web Vitals' "good"), and the footer of Home (call-in phone, map, tax id) must be reachable:
 * a few pages load by themselves, then a "Show more" button waits for the person.
 */

declare global {
  interface Window {
    layoutShift: number;
    shifts: string[];
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

test('scrolling Home to its end on a phone never pushes the footer away as more adverts load', async ({
  page,
  isMobile,
}) => {
  test.skip(!isMobile, "a phone's narrow column is the longest list");
  await page.goto('/');
  await expect(cards(page).nth(9)).toBeVisible();
  await page.waitForLoadState('networkidle');
  await watchLayoutShifts(page);
  // Each shift with what moved, for the message when the sum is too large.
  await page.evaluate(() => {
    window.shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        const moved = (entry.sources ?? []).map((s) => (s.node as Element | undefined)?.tagName ?? '?').join(',');
        window.shifts.push(`${entry.value.toFixed(3)} at ${Math.round(entry.startTime)} ms: ${moved}`);
      }
    }).observe({ type: 'layout-shift' });
  });

  // As a person flicks through a list on a phone: a few screens a flick, a glance after each, until the
  // end, where the footer (call-in phone, map, tax id) stays in view, whether the next pages are in or not.
  const footer = page.getByRole('contentinfo');
  await expect(async () => {
    await page.evaluate(() => window.scrollBy(0, window.innerHeight * 3));
    await page.waitForTimeout(250);
    // The end: the automatic pages are in ("Show more" waits for the person) and nothing lies below.
    expect(await page.getByRole('button', { name: /^Daha çox göstər/ }).count()).toBe(1);
    const atEnd = await page.evaluate(
      () => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1,
    );
    expect(atEnd).toBe(true);
  }).toPass({ intervals: [0], timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  await expect(footer.getByText(/VÖEN/)).toBeInViewport();

  const shift = await page.evaluate(() => window.layoutShift);
  const shifts = await page.evaluate(() => window.shifts);
  expect(shift, `layout shift while scrolling Home to its end: ${shift.toFixed(3)}\n${shifts.join('\n')}`).toBeLessThan(
    0.1,
  );
});
