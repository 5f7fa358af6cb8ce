import { expect, type Page, speaks, test } from '../support/test.js';

/**
 * The top bar never cuts anything: at every desktop width, in every language, each of its elements
 * shows its whole content inside the window, and each category link is on the bar or under More.
 */

const LANGUAGES = {
  az: {
    links: ['Telefonlar', 'Planşetlər', 'SIM kartlar', 'Aksesuarlar', 'Mağaza və xidmətlər', 'Seçilmişlər'],
    more: 'Daha çox',
    tabBar: 'Əsas menyu',
  },
  en: {
    links: ['Phones', 'Tablets', 'SIM cards', 'Accessories', 'Shops and services', 'Liked'],
    more: 'More',
    tabBar: 'Main menu',
  },
  ru: {
    links: ['Телефоны', 'Планшеты', 'SIM-карты', 'Аксессуары', 'Магазины и услуги', 'Избранное'],
    more: 'Ещё',
    tabBar: 'Главное меню',
  },
} as const;
type Language = keyof typeof LANGUAGES;

const DESKTOP_WIDTHS = [1024, 1180, 1280, 1920];

/**
 * Every element of the header that is cut (its content wider than its box) or reaches outside the
 * window. An open popup (the More list) hangs below its button by design, so its ancestors are not
 * asked to hold it; the popup itself and everything in it are checked like the rest.
 */
async function cutOrOutside(page: Page): Promise<string[]> {
  return page.getByRole('banner').evaluate((header) => {
    const found: string[] = [];
    const name = (el: Element) => `<${el.tagName.toLowerCase()}> "${(el.textContent ?? '').trim().slice(0, 30)}"`;
    const popupId = header.querySelector('[aria-expanded="true"][aria-controls]')?.getAttribute('aria-controls');
    const popup = popupId ? document.getElementById(popupId) : null;
    for (const el of [header, ...header.querySelectorAll('*')]) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      const holdsPopup = popup !== null && el !== popup && el.contains(popup);
      if (el instanceof HTMLElement && !holdsPopup && el.scrollWidth > el.clientWidth) {
        found.push(`${name(el)} is cut: ${el.scrollWidth} px of content in ${el.clientWidth} px`);
      }
      if (box.left < 0 || box.right > window.innerWidth + 0.5) {
        found.push(`${name(el)} reaches outside the window: ${box.left}–${box.right} of ${window.innerWidth} px`);
      }
    }
    return found;
  });
}

async function openIn(page: Page, language: Language, width: number, path = '/') {
  await page.setViewportSize({ width, height: 800 });
  await speaks(page, language);
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  // The links' own code arrives after the page's: they are measured once it runs.
  if (width >= 1024) await expect(page.locator('header nav[data-measured="true"]')).toHaveCount(1);
}

/** The bar's links and, when some are under More, those too: every one of them once, in order. */
async function reachableLinks(page: Page, more: string): Promise<string[]> {
  const nav = page.getByRole('banner').getByRole('navigation');
  const onBar = await nav.getByRole('link').allInnerTexts();
  const button = nav.getByRole('button', { name: more });
  if ((await button.count()) === 0) return onBar;
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  expect(await cutOrOutside(page), 'with More open').toEqual([]);
  const all = await nav.getByRole('link').allInnerTexts();
  await page.keyboard.press('Escape');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  return all;
}

test.describe('the desktop top bar', () => {
  test.skip(({ isMobile }) => isMobile, 'the category links are on the desktop bar only');

  for (const language of Object.keys(LANGUAGES) as Language[]) {
    for (const width of DESKTOP_WIDTHS) {
      test(`cuts nothing and reaches every link in ${language} at ${width} px`, async ({ page }) => {
        await openIn(page, language, width);
        await expect(page.getByRole('banner').getByRole('link', { name: LANGUAGES[language].links[0] })).toBeVisible();
        expect(await cutOrOutside(page)).toEqual([]);
        expect(await reachableLinks(page, LANGUAGES[language].more)).toEqual(LANGUAGES[language].links);
      });
    }
  }

  /** How the desktop search box shows its placeholder: the words' width, and the room the field gives them. */
  const searchWords = (page: Page) =>
    page
      .getByRole('banner')
      .getByRole('combobox')
      .evaluate((input: HTMLInputElement) => {
        const style = getComputedStyle(input);
        const context = document.createElement('canvas').getContext('2d') as CanvasRenderingContext2D;
        context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const padding = ['paddingLeft', 'paddingRight', 'borderLeftWidth', 'borderRightWidth'] as const;
        const room =
          input.clientWidth +
          2 * parseFloat(style.borderLeftWidth) -
          padding.reduce((sum, p) => sum + parseFloat(style[p]), 0);
        return { words: context.measureText(input.placeholder).width, room };
      });

  for (const language of Object.keys(LANGUAGES) as Language[]) {
    test(`keeps the first three categories (SIM cards too) on the bar in ${language} at 1280 px, beside a search box whose words show whole`, async ({
      page,
    }) => {
      await openIn(page, language, 1280);
      const onBar = await page.getByRole('banner').getByRole('navigation').getByRole('link').allInnerTexts();
      expect(onBar.slice(0, 3)).toEqual(LANGUAGES[language].links.slice(0, 3));
      const { words, room } = await searchWords(page);
      expect(room, 'the search box shows its words whole').toBeGreaterThanOrEqual(words);
      // At 1024 px the words were cut before issue 33 (144 px of room for some 200): never more than that.
      await page.setViewportSize({ width: 1024, height: 800 });
      await expect.poll(async () => (await searchWords(page)).room).toBeGreaterThanOrEqual(144);
    });
  }

  test('counts the links again as the window narrows and widens', async ({ page }) => {
    await openIn(page, 'ru', 1920);
    for (const width of [1024, 1180, 1280, 1920, 1100]) {
      await page.setViewportSize({ width, height: 800 });
      await expect.poll(() => cutOrOutside(page), `at ${width} px`).toEqual([]);
      expect(await reachableLinks(page, LANGUAGES.ru.more), `at ${width} px`).toEqual(LANGUAGES.ru.links);
    }
  });

  test('leads to the liked page through More, which then shows it holds the current page', async ({ page }) => {
    await openIn(page, 'ru', 1024);
    const nav = page.getByRole('banner').getByRole('navigation');
    await nav.getByRole('button', { name: 'Ещё' }).click();
    await nav.getByRole('link', { name: 'Избранное' }).click();
    await expect(page).toHaveURL(/\/likedPage$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Избранное' })).toBeVisible();
    await expect(page).toHaveTitle('Избранное — Zeng');
    await nav.getByRole('button', { name: 'Ещё' }).click();
    await expect(nav.getByRole('link', { name: 'Избранное' })).toHaveAttribute('aria-current', 'page');
  });
});

test.describe('the phone top bar', () => {
  test.skip(({ isMobile }) => !isMobile, 'the phone layout');

  for (const language of Object.keys(LANGUAGES) as Language[]) {
    test(`cuts nothing in ${language}, nor a label of the tab bar`, async ({ page }) => {
      await openIn(page, language, 390);
      await expect(page.getByRole('banner').getByRole('link').first()).toBeVisible();
      expect(await cutOrOutside(page)).toEqual([]);
      // The tab bar names Liked as the top bar does, so that name has to fit a fifth of a phone.
      const tabBar = page.getByRole('navigation', { name: LANGUAGES[language].tabBar });
      const liked = LANGUAGES[language].links.at(-1) ?? '';
      await expect(tabBar.getByRole('link', { name: liked })).toBeVisible();
      const labels = await tabBar
        .locator('a span')
        .evaluateAll((spans) => spans.map((l) => ({ text: l.textContent, cut: l.scrollWidth > l.clientWidth })));
      expect(labels).toHaveLength(5);
      expect(labels.filter((l) => l.cut).map((l) => l.text)).toEqual([]);
    });
  }
});
