import { randomPhone, signIn, useSession } from '../support/accounts.js';
import { choose } from '../support/forms.js';
import { expect, type Page, test } from '../support/test.js';

/**
 * Issue 33, as a person meets it on a phone and on a desktop: a search for the exact phone with its
 * storage finds it, a SIM number's last digits find it, and the posting form chooses the operator of
 * the number's code as it is typed.
 */

const cards = (page: Page) => page.locator('main article');

/** Types a search into the box a person uses on this layout, and sends it with Enter. */
async function search(page: Page, isMobile: boolean, words: string) {
  await page.goto('/');
  if (isMobile) {
    await page.getByRole('main').getByRole('link', { name: 'Axtarış' }).tap();
    await expect(page.getByRole('main').getByRole('combobox', { name: 'Axtarış' })).toBeFocused();
    await page.keyboard.type(words);
  } else {
    const box = page.getByRole('banner').getByRole('combobox', { name: 'Axtarış' });
    await box.click();
    await box.pressSequentially(words);
  }
  await page.keyboard.press('Enter');
  // Home's own heading and cards stand until the search's answer replaces them.
  await expect(page).toHaveURL(/[?&](q|searchQuery)=/);
}

/**
 * The cards of a category's results: its group's "See all" when several categories hold the words; when
 * one alone does, the search page opens its listing by itself.
 */
async function openCategory(page: Page, heading: string) {
  const groups = page.getByRole('main').locator('section[id^="found-"]');
  const listing = page.getByRole('heading', { level: 1, name: heading });
  await expect(groups.first().or(listing)).toBeVisible();
  if (!/searchQuery=/.test(page.url()) && (await groups.count()) > 1) {
    const group = page.getByRole('region', { name: new RegExp(`^${heading}`) });
    await group.getByRole('link', { name: /Hamısına bax/ }).click();
  }
  await expect(page).toHaveURL(/searchQuery=/);
  await expect(listing).toBeVisible();
  await expect(cards(page).first()).toBeVisible();
}

test('"iphone 15 pro 256" finds the iPhone 15 Pro adverts with 256 GB, and only those', async ({ page, isMobile }) => {
  await search(page, isMobile, 'iphone 15 pro 256');
  await openCategory(page, 'Telefonlar');
  await expect(page).toHaveURL(/searchQuery=iphone(\+|%20)15(\+|%20)pro(\+|%20)256/);
  // Each card the iPhone 15 Pro, its memory reading RAM/storage "8/256 GB", once the list has settled.
  const misfits = async () => {
    const found = await cards(page).allTextContents();
    return found.length === 0
      ? ['no cards']
      : found.filter((c) => !c.includes('iPhone 15 Pro') || !/\/256\s?GB/.test(c));
  };
  await expect.poll(misfits).toEqual([]);
});

test('the last four digits of a SIM number find it, a leading 0 included', async ({ page, isMobile, request }) => {
  // A listed number whose last four begin with 0 and name no code after it ("0728": 072 is none), which
  // a leading 0 made a search from the start of the number.
  const listed = await request.get('/api/v1/zeng/sim?limit=50');
  const numbers = ((await listed.json()) as { sims: { number: string }[] }).sims.map((s) => s.number);
  const codes = ['10', '50', '51', '55', '60', '70', '77', '99'];
  const number = numbers.find((n) => n.slice(-4).startsWith('0') && !codes.includes(n.slice(-3, -1)));
  if (!number) throw new Error(`no listed number ends in 0 and no code: ${numbers.join(', ')}`);
  await search(page, isMobile, number.slice(-4));
  await openCategory(page, 'SIM kartlar');
  const found = async () =>
    (await page.locator('main article h2').allTextContents()).map((t) => `994${t.replace(/\D/g, '').slice(1)}`);
  await expect.poll(found).toContain(number);
  // Each where the digits stand: in the seven after the code.
  for (const each of await found()) expect(each.slice(5)).toContain(number.slice(-4));
});

test('the posting form chooses the operator of the number as it is typed: 055 is Bakcell', async ({
  page,
  request,
}) => {
  const seller = await signIn(request, randomPhone());
  await useSession(page, seller, 'az');
  await page.goto('/addAdvert');
  await choose(page, 'SIM kartlar');
  const number = page.getByLabel('SIM nömrə');
  const operator = page.getByLabel(/^Operator/);
  await expect(operator).toHaveValue('');
  await number.pressSequentially('055');
  await expect(operator).toHaveText(/Bakcell/);
  await expect(operator.locator('option:checked')).toHaveText('Bakcell');
  await number.pressSequentially(' 123 45 67');
  await expect(operator.locator('option:checked')).toHaveText('Bakcell');
  // Typed again as another operator's number, the choice follows the code.
  await number.fill('');
  await number.pressSequentially('070 123 45 67');
  await expect(operator.locator('option:checked')).toHaveText('Nar');
  await expect(page.getByText('Nömrənin prefiksi operatoru özü seçir: 050, 051, 010 Azercell')).toBeVisible();
});

test('a buyer after a 055 number chooses the prefix, and the number’s page leads to every 055 number', async ({
  page,
}) => {
  await page.goto('/simCards');
  await page.getByRole('button', { name: 'Prefiks' }).click();
  await page.getByRole('option', { name: '055' }).click();
  await expect(page).toHaveURL(/simPrefix=055/);
  const numbers = () => page.locator('main article h2').allTextContents();
  await expect.poll(async () => (await numbers()).length).toBeGreaterThan(1);
  await expect.poll(async () => (await numbers()).filter((n) => !n.startsWith('055 '))).toEqual([]);

  await cards(page).first().getByRole('link').first().click();
  const prefix = page.getByRole('link', { name: '055: bütün elanlar' });
  await expect(prefix).toHaveAttribute('href', '/simCards/prefix/055');
  // Opened as its own page (a new tab, or a search engine following it): 055's numbers, with its count.
  await page.goto('/simCards/prefix/055');
  await expect(page.getByRole('heading', { level: 1, name: /^055 nömrələri \d+ elan/ })).toBeVisible();
  await expect.poll(async () => (await numbers()).filter((n) => !n.startsWith('055 '))).toEqual([]);
});

/** The subscriber digits of a number as a card writes it: "050 222 33 44" → "2223344". */
const subscriber = (written: string) => written.replace(/\D/g, '').slice(3);

test('numbers people want: a buyer filters for pairs (33 44), then sorts them by price', async ({ page }) => {
  await page.goto('/simCards');
  await page.getByRole('button', { name: 'Nömrənin növü' }).click();
  await page.getByRole('option', { name: 'Cüt-cüt · 33 44' }).click();
  await expect(page).toHaveURL(/simPattern=aabb/);
  const numbers = () => page.locator('main article h2').allTextContents();
  const withoutPairs = async () =>
    (await numbers()).filter((n) => !/(\d)\1(?!\1)(\d)\2/.test(subscriber(n)) || n.length === 0);
  await expect.poll(async () => (await numbers()).length).toBeGreaterThan(1);
  await expect.poll(withoutPairs).toEqual([]);
  await page.getByRole('button', { name: 'Əvvəlcə yenilər' }).click();
  await page.getByRole('option', { name: 'Əvvəlcə ucuzlar' }).click();
  await expect(page).toHaveURL(/sortByType=PRICE_ASC/);
  const prices = async () =>
    (await page.locator('main article p').filter({ hasText: /AZN$/ }).allTextContents()).map((p) =>
      Number(p.replace(/\D/g, '')),
    );
  await expect
    .poll(async () => {
      const shown = await prices();
      return shown.length > 1 && shown.every((price, i) => i === 0 || price >= (shown[i - 1] ?? 0));
    })
    .toBe(true);
  await expect.poll(withoutPairs).toEqual([]);
});

test('the mask builder: a buyer types the digits they want where they stand, the rest any', async ({ page }) => {
  await page.goto('/simCards');
  await page.getByRole('button', { name: 'Nömrə maskası' }).click();
  await expect(page.getByRole('textbox', { name: 'Rəqəm 2, cəmi 10' })).toBeFocused();
  // 05x *** ** **: any Azercell or Bakcell code starting 05, then the last two digits… any; 0 then 5.
  await page.keyboard.type('5');
  await page.getByRole('textbox', { name: 'Rəqəm 10, cəmi 10' }).click();
  await page.keyboard.type('7');
  await expect(page.getByRole('button', { name: /elanı göstər$/ })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/searchQuery=05\*{7}7/);
  await expect(page.getByRole('button', { name: 'Nömrə maskası: 05* *** ** *7' })).toBeVisible();
  const numbers = () => page.locator('main article h2').allTextContents();
  await expect.poll(async () => (await numbers()).length).toBeGreaterThan(1);
  await expect.poll(async () => (await numbers()).filter((n) => !/^05\d .* \d7$/.test(n))).toEqual([]);
});

test('the SIM listing is a dense list: eight numbers and more to a phone’s screen, three abreast on a desktop', async ({
  page,
  isMobile,
}) => {
  await page.goto('/simCards');
  const rows = page.locator('main article');
  await expect(rows.first()).toBeVisible();
  await rows.first().evaluate((row) => row.scrollIntoView({ block: 'start' }));
  const tops = await rows.evaluateAll((all) =>
    all.map((row) => ({ top: row.getBoundingClientRect().top, bottom: row.getBoundingClientRect().bottom })),
  );
  if (isMobile) {
    // Between the top bar and the tab bar, as the list is scrolled to its first number.
    const height = page.viewportSize()?.height ?? 0;
    expect(tops.filter(({ top, bottom }) => top >= 0 && bottom <= height).length).toBeGreaterThanOrEqual(8);
  } else {
    expect(tops.slice(0, 3).map(({ top }) => Math.round(top))).toEqual(Array(3).fill(Math.round(tops[0]?.top ?? 0)));
  }
  // Each row says the number, its operator and its price, nothing cut.
  const first = rows.first();
  await expect(first.locator('h2')).toHaveText(/^0\d\d \d{3} \d\d \d\d$/);
  await expect(first.getByText(/AZN$/)).toBeVisible();
  await expect(first.getByText(/^(Azercell|Bakcell|Nar|Naxtel)$/)).toBeVisible();
  const cut = await first
    .locator('h2, p')
    .evaluateAll((lines) => lines.filter((line) => line.scrollWidth > line.clientWidth + 1).length);
  expect(cut).toBe(0);
});
