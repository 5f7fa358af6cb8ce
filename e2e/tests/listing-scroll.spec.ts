import { expect, type Page, test } from '../support/test.js';

/**
 * Scrolling a listing must not move what the person is looking at (cumulative layout shift under 0.1,
 * Core Web Vitals' "good"), and the footer of Home (call-in phone, map, tax id) must be reachable: no
 * page loads by itself; "Show more", a link to the next numbered page, adds it in place (issue 36).
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

/** Scrolls down as a reader does, a part of a screen at a time, until the end of the page. */
async function scrollToEnd(page: Page) {
  await expect(async () => {
    await page.evaluate(() => window.scrollBy(0, window.innerHeight * 0.6));
    await page.waitForTimeout(100);
    const atEnd = await page.evaluate(
      () => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1,
    );
    expect(atEnd).toBe(true);
  }).toPass({ intervals: [0], timeout: 20_000 });
}

/** The list's own pages the page asks the API for from now on (GET /{category} with a cursor). */
function listRequests(page: Page) {
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (/\/api\/v1\/zeng\/phone$/.test(url.pathname)) asked.push(url.search);
  });
  return asked;
}

test('scrolling asks for nothing and the footer of Home is there; "Show more" adds the next page in place', async ({
  page,
}) => {
  await page.goto('/');
  await expect(cards(page).nth(9)).toBeVisible();
  await page.waitForLoadState('networkidle');
  await watchLayoutShifts(page);
  const asked = listRequests(page);

  await scrollToEnd(page);
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: /Bizə zəng edin|\+994/ })).toBeInViewport();
  await expect(footer.getByText(/VÖEN/)).toBeInViewport();
  await expect(cards(page)).toHaveCount(10);
  expect(asked, 'a list that loads by itself pushes the footer away and asks crawlers for the API').toEqual([]);

  // A link to the next numbered page, which the app follows in place: it says how many remain
  // (counted no further than 1000: "990+").
  const showMore = page.getByRole('link', { name: /^Daha çox göstər · \d+\+? elan qalıb$/ });
  await expect(showMore).toHaveAttribute('href', '/?page=2');
  await showMore.click();
  await expect(cards(page)).toHaveCount(20);
  await expect(page).toHaveURL(/\/$/);
  await expect(showMore).toHaveAttribute('href', '/?page=3');
  await showMore.click();
  await expect(cards(page)).toHaveCount(30);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);

  const shift = await page.evaluate(() => window.layoutShift);
  expect(shift, `cumulative layout shift: ${shift.toFixed(3)}`).toBeLessThan(0.1);
});

test('reading Home to its end on a phone, page by page, never pushes the footer away', async ({ page, isMobile }) => {
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

  // As a person reads a list on a phone: to the end, "Show more", and on, three times; the footer
  // (call-in phone, map, tax id) stays below the list whether the next page is in or not.
  const footer = page.getByRole('contentinfo');
  const showMore = page.getByRole('link', { name: /^Daha çox göstər/ });
  for (let shown = 10; shown <= 30; shown += 10) {
    await scrollToEnd(page);
    await expect(footer.getByText(/VÖEN/)).toBeInViewport();
    await showMore.tap();
    await expect(cards(page)).toHaveCount(shown + 10);
  }
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);

  const shift = await page.evaluate(() => window.layoutShift);
  const shifts = await page.evaluate(() => window.shifts);
  expect(shift, `layout shift reading Home to its end: ${shift.toFixed(3)}\n${shifts.join('\n')}`).toBeLessThan(0.1);
});
