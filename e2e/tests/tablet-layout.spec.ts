import { expect, type Page, test } from '../support/test.js';

/**
 * Between 600 and 1023 px the phone's layout sits in a centred column as wide as whole rows of cards
 * (styles/tokens.css): cards keep their desktop size, the home tiles fit the column, and the tab bar's
 * five items stay together in the middle instead of spreading over the whole width.
 */

const CARD_WIDTH = 170;
/** The widest the tab bar's five items may spread: 112 px each (MobileTabBar.module.css). */
const TAB_BAR_ITEMS_MAX = 5 * 112;

interface Box {
  left: number;
  right: number;
  width: number;
}

const box = async (page: Page, selector: string): Promise<Box[]> =>
  page.locator(selector).evaluateAll((nodes) =>
    nodes.map((node) => {
      const { left, right, width } = node.getBoundingClientRect();
      return { left, right, width };
    }),
  );

/** How many of the boxes start on the first row (the same top as the first). */
const firstRow = async (page: Page, selector: string) =>
  page
    .locator(selector)
    .evaluateAll(
      (nodes) => nodes.filter((n) => n.getBoundingClientRect().top === nodes[0]?.getBoundingClientRect().top).length,
    );

async function open(page: Page, width: number, path = '/') {
  await page.setViewportSize({ width, height: 1024 });
  await page.goto(path);
  await expect(page.locator('main article').nth(9)).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Əsas menyu' })).toBeVisible();
}

for (const [width, columns] of [
  [600, 3],
  [768, 4],
  [900, 4],
  [1023, 5],
] as const) {
  test(`at ${width} px the cards fill ${columns} columns of a centred column, no card larger than a desktop's`, async ({
    page,
  }) => {
    await open(page, width);
    const cards = await box(page, 'main article');
    for (const card of cards) expect(card.width).toBeLessThanOrEqual(CARD_WIDTH);
    expect(await firstRow(page, 'main article')).toBe(columns);

    // The page's column is centred, and as wide as its rows of cards plus the page's padding.
    const [main] = await box(page, 'main');
    expect(main).toBeDefined();
    if (!main) return;
    expect(Math.abs(main.left - (width - main.right))).toBeLessThanOrEqual(1);
    expect(main.width).toBeLessThanOrEqual(columns * CARD_WIDTH + (columns - 1) * 12 + 2 * 16 + 1);
    // The top bar's logo starts where the page does.
    const [logo] = await box(page, 'header a[href="/"]');
    expect(Math.abs((logo?.left ?? 0) - (main.left + 16))).toBeLessThanOrEqual(1);
  });
}

test('at 768 px the tab bar keeps its five items together in the middle', async ({ page }) => {
  await open(page, 768);
  const tabs = await box(page, 'nav[aria-label="Əsas menyu"] a');
  expect(tabs).toHaveLength(5);
  const left = Math.min(...tabs.map((t) => t.left));
  const right = Math.max(...tabs.map((t) => t.right));
  expect(right - left).toBeLessThanOrEqual(TAB_BAR_ITEMS_MAX);
  expect(Math.abs(left - (768 - right))).toBeLessThanOrEqual(1);
});

test('at 768 px the six home tiles sit in one row, none wider than the column allows', async ({ page }) => {
  await open(page, 768);
  const tiles = page.getByRole('navigation', { name: 'Qısa keçidlər' }).getByRole('link');
  await expect(tiles).toHaveCount(6);
  // The tiles' code comes after the cards, and the app may redraw them meanwhile: measure until they hold.
  const rows = () =>
    tiles.evaluateAll((nodes) => ({
      count: nodes.length,
      tops: new Set(nodes.map((n) => n.getBoundingClientRect().top)).size,
      widest: Math.max(...nodes.map((n) => n.getBoundingClientRect().width)),
    }));
  await expect.poll(rows).toMatchObject({ count: 6, tops: 1 });
  expect((await rows()).widest).toBeLessThanOrEqual(130);
});
