import { expect, type Locator, type Page, test } from '../support/test.js';

/**
 * A tap works from the moment a control is drawn (issue 33, docs/decisions/0019). On a slow phone the
 * page reads about a second after it is asked for, and the app's code arrives seconds later: a person
 * who taps a heart, a photo's arrow, the sort or Share in between is answered once the app is live,
 * never ignored. Every test here taps while the page is still the server's (no `data-live` yet) and
 * then sees what the tap asked for.
 */

const API = '/api/v1/zeng';

/** A mid-range phone on a slow connection, as DevTools throttles: 4× slower CPU, slow 4G. */
async function slowPhone(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6e6 * 0.9) / 8,
    uploadThroughput: (750e3 * 0.9) / 8,
  });
}

/** Notes, before the page's own scripts, whether the app was live when the person's first tap came. */
const NOTE_FIRST_TAP = () => {
  addEventListener(
    'click',
    (event) => {
      const w = window as unknown as { firstTapWhileLive?: boolean };
      if (event.isTrusted) w.firstTapWhileLive ??= document.documentElement.dataset.live === 'true';
    },
    { capture: true },
  );
};

/**
 * Opens the address and taps the control as soon as it is drawn, while the page is still the server's:
 * the app's own script is held back until the tap is made (the server's answer, only later, as a slow
 * connection would deliver it), and the page itself notes whether the app was live when the tap came.
 */
async function tapBeforeLive(page: Page, path: string, control: (page: Page) => Locator, isMobile: boolean) {
  await slowPhone(page);
  await page.addInitScript(NOTE_FIRST_TAP);
  let release = () => {};
  const tapped = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/app-*.js', async (route) => {
    await tapped;
    await route.continue();
  });
  // As it arrives (support/test.ts waits for the app otherwise), and not awaited: the tap may not wait.
  const opened = page.goto(path, { waitUntil: 'commit' });
  const target = control(page);
  await target.waitFor({ state: 'visible' });
  if (isMobile) await target.tap();
  else await target.click();
  const whileLive = await page.evaluate(() => (window as unknown as { firstTapWhileLive?: boolean }).firstTapWhileLive);
  expect(whileLive, "the tap came while the page was still the server's").toBe(false);
  release();
  await opened;
  // A throttled phone on a busy machine: the app's code still has to come over slow 4G and run at ¼ speed.
  await page.waitForFunction(() => document.documentElement.dataset.live === 'true', null, { timeout: 45_000 });
}

interface ListedPhone {
  id: number;
  imageUrls: string[];
}

test.describe('a tap before the app is live', () => {
  test.setTimeout(90_000);

  test('likes a card on home, and the Liked page has it', async ({ page, isMobile }) => {
    // The heart's name says what a tap will do (like, or unlike once liked): found by its state instead.
    const heart = (p: Page) => p.locator('article').first().locator('button[aria-pressed]');
    await tapBeforeLive(page, '/', heart, isMobile);
    await expect(heart(page)).toHaveAttribute('aria-pressed', 'true');
    const liked = await page.evaluate(() => JSON.parse(localStorage.getItem('likedAds') ?? '[]') as unknown[]);
    expect(liked, 'the liked list holds the advert').toHaveLength(1);
  });

  test("moves an advert's photo on with its arrow", async ({ page, request, isMobile }) => {
    const { phones } = (await (await request.get(`${API}/phone?limit=20`)).json()) as { phones: ListedPhone[] };
    const advert = phones.find((p) => p.imageUrls.length >= 2);
    test.skip(!advert, 'no phone advert with two photos in the demo data');
    if (!advert) return;
    const total = advert.imageUrls.length;
    const next = (p: Page) =>
      p.getByRole('region', { name: 'Şəkillər' }).getByRole('button', { name: 'Növbəti şəkil' });
    await tapBeforeLive(page, `/phone-preview/phone/${advert.id}`, next, isMobile);
    await expect(page.getByRole('region', { name: 'Şəkillər' }).getByText(`2 / ${total}`)).toBeVisible();
  });

  test('opens the sort menu of a listing', async ({ page, isMobile }) => {
    const sort = (p: Page) => p.getByRole('button', { name: /Sırala|Əvvəlcə/ }).first();
    await tapBeforeLive(page, '/simCards', sort, isMobile);
    await expect(sort(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('listbox').or(page.getByRole('menu')).first()).toBeVisible();
  });

  test('opens the language menu', async ({ page, isMobile }) => {
    const menu = (p: Page) => p.getByRole('button', { name: /Dil: Azərbaycanca/ });
    await tapBeforeLive(page, '/', menu, isMobile);
    await expect(menu(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('menuitemradio', { name: 'English' })).toBeVisible();
  });

  test("shares an advert's address", async ({ page, context, request, isMobile }) => {
    const { phones } = (await (await request.get(`${API}/phone?limit=1`)).json()) as { phones: ListedPhone[] };
    const advert = phones[0];
    test.skip(!advert, 'no phone advert in the demo data');
    if (!advert) return;
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    // Where the browser has no share sheet the address goes to the clipboard, or is offered to copy.
    let offered: string | null = null;
    page.on('dialog', async (dialog) => {
      offered = dialog.defaultValue();
      await dialog.dismiss();
    });
    const share = (p: Page) => p.getByRole('button', { name: 'Paylaş' });
    await tapBeforeLive(page, `/phone-preview/phone/${advert.id}`, share, isMobile);
    const address = new RegExp(`/phone-preview/phone/${advert.id}$`);
    await expect
      .poll(async () => offered ?? (await page.evaluate(() => navigator.clipboard.readText().catch(() => ''))))
      .toMatch(address);
  });
});
