import { signIn, useSession } from '../support/accounts.js';
import { type Browser, expect, failedRequest, type Page, test } from '../support/test.js';

/**
 * Every public page arrives as HTML (docs/decisions/0012). A reader without JavaScript reads it whole,
 * and the browser's app takes it over without changing anything on screen: a hydration error or
 * warning fails the test through the console guard (support/test.ts), at both widths (the projects),
 * in each language, signed in and not.
 */

const API = '/api/v1/zeng';

async function firstAdvert(page: Page): Promise<{ id: number; title: string }> {
  const res = await page.request.get(`${API}/phone`, { headers: { 'accept-language': 'en' } });
  const [first] = (await res.json()).phones as { id: number; brand: { name: string }; model: { name: string } }[];
  if (!first) throw new Error('the demo marketplace has no phone');
  return { id: first.id, title: `${first.brand.name} ${first.model.name}` };
}

/**
 * What the page's main part says, as a person reads it. An advert's view count is left out: the live page counts the visit and
 * then shows the count with it, which the page without script (no visitor, no count) cannot.
 */
const mainText = async (page: Page) =>
  // The count's word changes with it too (Russian: 1 просмотр, 0 просмотров).
  (await page.locator('main').innerText()).replace(/\d+ (views?|baxış|просмотр[а-я]*)/g, 'N views');

async function withoutScript(browser: Browser, viewport: { width: number; height: number } | null) {
  const context = await browser.newContext({ javaScriptEnabled: false, ...(viewport && { viewport }) });
  return { page: await context.newPage(), close: () => context.close() };
}

test('a browser with JavaScript turned off reads a listing and an advert', async ({ browser, page, viewport }) => {
  const advert = await firstAdvert(page);
  const plain = await withoutScript(browser, viewport);
  try {
    await plain.page.goto('/en');
    await expect(plain.page.getByRole('heading', { level: 1, name: 'Phones' })).toBeVisible();
    const cards = plain.page.getByRole('main').getByRole('article');
    expect(await cards.count()).toBeGreaterThanOrEqual(10);
    await expect(cards.first()).toContainText('AZN');

    await plain.page.goto(`/ru/phone-preview/phone/${advert.id}`);
    await expect(plain.page.locator('html')).toHaveAttribute('lang', 'ru');
    await expect(plain.page.getByRole('heading', { level: 1, name: advert.title })).toBeVisible();
    await expect(plain.page.getByRole('main')).toContainText('AZN');
    await expect(plain.page.getByRole('main')).toContainText('Город');
  } finally {
    await plain.close();
  }
});

for (const language of ['az', 'en', 'ru'] as const) {
  test(`the app takes over the pages in ${language} without changing what they show`, async ({
    browser,
    page,
    viewport,
  }) => {
    const prefix = language === 'az' ? '' : `/${language}`;
    const advert = await firstAdvert(page);
    const paths = [
      prefix || '/',
      `${prefix}/simCards`,
      `${prefix}/todayAdverts`,
      `${prefix}/phone-preview/phone/${advert.id}`,
      `${prefix}/aboutUs`,
    ];
    const plain = await withoutScript(browser, viewport);
    try {
      for (const path of paths) {
        await plain.page.goto(path);
        const sent = await mainText(plain.page);
        await page.goto(path);
        // The app is live once a lazy screen's code is in and React has hydrated: the language menu works.
        await page
          .getByRole('banner')
          .getByRole('button', { name: /^(Az|En|Ru) — / })
          .click();
        await expect(page.getByRole('menu')).toBeVisible();
        await page.keyboard.press('Escape');
        // Whatever the app asks for once live (a tall screen's next page) has come, not half-way.
        await page.waitForLoadState('networkidle');
        // What the server drew is still there as it was; a listing may only have grown below it (the next
        // page, asked for as the end of a tall screen shows).
        expect((await mainText(page)).startsWith(sent), path).toBe(true);
      }
    } finally {
      await plain.close();
    }
  });
}

test("an advert's first photo comes first, in the one size the screen needs, and the app's code after it", async ({
  page,
}) => {
  const advert = await firstAdvert(page);
  const events: string[] = [];
  page.on('request', (request) => events.push(`asked ${new URL(request.url()).pathname}`));
  page.on('requestfinished', (request) => events.push(`got ${new URL(request.url()).pathname}`));
  await page.goto(`/phone-preview/phone/${advert.id}`);
  const photo = page.getByRole('main').locator('img[fetchpriority="high"]');
  await expect(photo).toHaveJSProperty('complete', true);
  const appAsked = () => events.findIndex((event) => /^asked \/assets\/react-dom-/.test(event));
  await expect.poll(appAsked).toBeGreaterThan(-1);

  const shown = await photo.evaluate((image: HTMLImageElement) => new URL(image.currentSrc).pathname);
  const photoKey = shown.replace(/-(medium|large)\.webp$/, '');
  // A phone or a desktop fetches the photo once, in the rendition its <img> shows, not a larger one too.
  expect(events.filter((event) => event.startsWith(`asked ${photoKey}-`) && !event.endsWith('-thumb.webp'))).toEqual([
    `asked ${shown}`,
  ]);
  // The app's code shares none of the bandwidth the photo needs.
  expect(events.indexOf(`got ${shown}`)).toBeGreaterThan(-1);
  expect(events.indexOf(`got ${shown}`)).toBeLessThan(appAsked());
});

test('signed in, the pages hydrate too, and an owner sees their own advert as its owner', async ({
  page,
  allowConsole,
}) => {
  allowConsole(failedRequest(404, '/en/phone-preview/sim/'), 'the page of an advert nobody else may see answers 404');
  const session = await signIn(page.request, `99455${String(Date.now()).slice(-7)}`);
  // The owner's SIM number, waiting for review: hidden from everyone else.
  const digits = String(Date.now()).slice(-7);
  const created = await page.request.post(`${API}/sim`, {
    headers: { authorization: `Bearer ${session.access_token}` },
    data: { simProviderId: 1, number: `050${digits}`, price: 120, districtId: 7, comment: '' },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { id } = (await created.json()) as { id: number };
  allowConsole(
    failedRequest(404, `/en/phone-preview/sim/${id}`),
    'the page of an advert nobody else may see answers 404',
  );

  await useSession(page, session, 'en');
  const res = await page.goto(`/en/phone-preview/sim/${id}`);
  // Nobody else may see it: the server, which cannot see the session, answers as it would a visitor.
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: /^Azercell 050/ })).toBeVisible();
  await expect(page.getByText('Awaiting review')).toBeVisible();

  for (const path of ['/en', '/en/tablets', '/en/userProfile']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  // A search that finds nothing: its counts per category (which the server's page has none of) come
  // once the page is live, not while it hydrates, even when they came before the app did.
  await page.goto('/en/accessories?searchQuery=qwzx');
  await expect(page.getByText('Nothing matches “qwzx”.', { exact: false })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Accessories 0' })).toBeVisible();
  // Posting, drawn on the server for them around its form's place: the form opens once the page is live.
  const posting = await page.goto('/en/addAdvert');
  expect(posting?.headers()['cache-control']).toBe('private, no-store');
  expect(await posting?.text()).toMatch(/<h1[^>]*>New advert<\/h1>/);
  await expect(page.getByRole('button', { name: 'Post advert' })).toBeVisible();
});

test('a person with Russian stored lands on the Russian address of a plain one', async ({ page }) => {
  await page.goto('/ru/tablets');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await page.goto('/simCards');
  await expect(page).toHaveURL(/\/ru\/simCards$/);
  await expect(page.getByRole('heading', { level: 1, name: 'SIM-карты' })).toBeVisible();
});

test('an address of repeated slashes is sent to its one address: "//anything" to the not-found page of "/anything", with no error as the app takes over', async ({
  page,
  baseURL,
  allowConsole,
}) => {
  for (const path of ['/anything', '/en/x']) {
    allowConsole(failedRequest(404, path), 'an address nothing is at answers 404, which the browser logs');
  }
  // Before issue 33 the server sent Home for "//anything", read as the host "anything"; since issue 34
  // every other spelling of an address is answered 301 to its one address, never another host.
  // Written whole: a goto of "//anything" alone would go to the host "anything".
  const res = await page.goto(`${baseURL}//anything`);
  expect(res?.status()).toBe(404);
  expect(new URL(page.url()).pathname).toBe('/anything');
  await expect(page.getByRole('heading', { level: 1, name: 'Səhifə tapılmadı' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-live', 'true');
  // "//" is Home.
  expect((await page.goto(`${baseURL}//`))?.status()).toBe(200);
  expect(new URL(page.url()).pathname).toBe('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Telefonlar' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-live', 'true');
  // (An English address stores English as the person's choice: last.)
  const english = await page.goto(`${baseURL}/en//x`);
  expect(english?.status()).toBe(404);
  expect(new URL(page.url()).pathname).toBe('/en/x');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-live', 'true');
});
