/**
 * The first tap that works on a slow phone (issue 33): how long after navigation a person's tap on a
 * control is first honoured — carried out at once or once the app is live — on Chromium with its CPU
 * slowed 4× and a slow 4G connection (through CDP, as DevTools throttles), a fresh browser profile each
 * try. A tap is "honoured" when what it asks for happens within TAP_EFFECT_WAIT_MS, however late.
 *
 * The earliest such moment is found by trying one tap per page load: first as soon as the control is
 * drawn, then, if that tap was lost, by bisection between a lost and an honoured moment (later taps are
 * honoured once earlier ones are).
 */
import { type BrowserContext, chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../e2e/chromium.mjs';

/** DevTools' CPU slowdown for a mid-range phone. */
const CPU_SLOWDOWN = 4;
/** Slow 4G as Lighthouse's mobile preset has it: 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up. */
const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6e6 * 0.9) / 8,
  uploadThroughput: (750e3 * 0.9) / 8,
};
/** How long a tap's effect may take to show before the tap counts as lost. */
const TAP_EFFECT_WAIT_MS = 15_000;
/** The bisection stops when a lost and an honoured moment are this close. */
const RESOLUTION_MS = 100;
/** The latest moment tried: a page whose taps still do nothing by then fails outright. */
const LATEST_MS = 12_000;

export interface TapTarget {
  name: string;
  path: string;
  /** What the control is, as a person names it. */
  label: string;
  /** The control a person taps. */
  control: string;
  /** Whether the tap's effect shows (evaluated in the page). */
  honoured: (page: Page) => Promise<boolean>;
}

export interface FirstTapResult {
  name: string;
  path: string;
  control: string;
  /** When the control was first drawn, ms after navigation started. */
  drawnMs: number;
  /** The earliest tap honoured, ms after navigation started. */
  firstHonouredMs: number;
  /** Each try: when the tap was made, whether it was honoured, and when its effect showed (about). */
  tries: { atMs: number; honoured: boolean; effectMs: number | null }[];
}

/** Records, from before the page's own scripts, when the first touch reached the page (navigation = 0). */
const RECORD_FIRST_TOUCH = () => {
  const w = window as unknown as { __firstTouchAt?: number };
  addEventListener('pointerdown', (event) => (w.__firstTouchAt ??= event.timeStamp), { capture: true, once: true });
};

/** Records when the control first entered the page (navigation = 0). */
const RECORD_CONTROL_DRAWN = (selector: string) => {
  const w = window as unknown as { __controlAt?: number };
  const observer = new MutationObserver(() => {
    if (!document.querySelector(selector)) return;
    w.__controlAt = performance.now();
    observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true });
};

async function throttled(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await page.addInitScript(RECORD_FIRST_TOUCH);
  return page;
}

interface Calibration {
  /** The control's centre once the page has settled (its layout does not shift: CLS 0). */
  x: number;
  y: number;
  /** When it was drawn: the later of its entering the page and the first contentful paint. */
  drawnMs: number;
}

/** One unhurried load: where the control is and when it was drawn. */
async function calibrate(context: BrowserContext, origin: string, target: TapTarget): Promise<Calibration> {
  try {
    const page = await throttled(context);
    await page.addInitScript(RECORD_CONTROL_DRAWN, target.control);
    await page.goto(`${origin}${target.path}`, { waitUntil: 'load', timeout: 60_000 });
    const box = await page.locator(target.control).first().boundingBox();
    if (!box) throw new Error(`${target.control} has no box on ${target.path}`);
    const drawnMs = await page.evaluate(() =>
      Math.max(
        (window as unknown as { __controlAt?: number }).__controlAt ?? 0,
        performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
      ),
    );
    return { x: box.x + box.width / 2, y: box.y + box.height / 2, drawnMs: Math.round(drawnMs) };
  } finally {
    await context.close();
  }
}

/**
 * One page load with one tap at `atMs` after navigation, at the control's place, as a finger taps: without
 * waiting for the page (Playwright's own tap would wait for the element and the page's main thread).
 */
async function tryTap(
  context: BrowserContext,
  origin: string,
  target: TapTarget,
  where: Calibration,
  atMs: number,
): Promise<{ atMs: number; honoured: boolean; effectMs: number | null }> {
  try {
    const page = await throttled(context);
    const started = Date.now();
    const navigation = page.goto(`${origin}${target.path}`, { waitUntil: 'commit', timeout: 60_000 });
    await navigation;
    const wait = atMs - (Date.now() - started);
    if (wait > 0) await page.waitForTimeout(wait);
    await page.touchscreen.tap(where.x, where.y);
    const tappedAt = await page.evaluate(() => (window as unknown as { __firstTouchAt?: number }).__firstTouchAt);
    const deadline = Date.now() + TAP_EFFECT_WAIT_MS;
    let honoured = false;
    while (!honoured && Date.now() < deadline) {
      honoured = await target.honoured(page);
      if (!honoured) await page.waitForTimeout(100);
    }
    const effectMs = honoured ? Date.now() - started : null;
    return { atMs: Math.round(tappedAt ?? atMs), honoured, effectMs };
  } finally {
    await context.close();
  }
}

/** The earliest honoured tap on target's control, on a slow phone. */
export async function firstHonouredTap(origin: string, target: TapTarget): Promise<FirstTapResult> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const newContext = () =>
    browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'az-AZ' });
  const tries: FirstTapResult['tries'] = [];
  try {
    const where = await calibrate(await newContext(), origin, target);
    const attempt = async (atMs: number) => {
      const result = await tryTap(await newContext(), origin, target, where, atMs);
      tries.push(result);
      return result;
    };
    // As soon as it is drawn.
    const first = await attempt(where.drawnMs);
    let lost = first.honoured ? null : first.atMs;
    let honouredAt = first.honoured ? first.atMs : null;
    // Lost: step by a second to an honoured moment, then bisect.
    for (let at = first.atMs + 1000; honouredAt === null && at <= LATEST_MS; at += 1000) {
      const result = await attempt(at);
      if (result.honoured) honouredAt = result.atMs;
      else lost = result.atMs;
    }
    if (honouredAt === null) throw new Error(`${target.path}: no tap on ${target.control} honoured by ${LATEST_MS} ms`);
    while (lost !== null && honouredAt - lost > RESOLUTION_MS) {
      const result = await attempt(Math.round((lost + honouredAt) / 2));
      if (result.honoured) honouredAt = Math.min(honouredAt, result.atMs);
      else lost = Math.max(lost, result.atMs);
    }
    return {
      name: target.name,
      path: target.path,
      control: target.label,
      drawnMs: where.drawnMs,
      firstHonouredMs: honouredAt,
      tries,
    };
  } finally {
    await browser.close();
  }
}

/** A like button (a card's heart, the advert page's Like): honoured once it says it is pressed. */
export const likeTarget = (name: string, path: string, label: string, control: string): TapTarget => ({
  name,
  path,
  label,
  control,
  honoured: async (page) => (await page.locator(control).first().getAttribute('aria-pressed')) === 'true',
});

// Run on its own: `tsx web/first-tap.ts http://127.0.0.1:8300 / /phone-preview/phone/2505`.
if (import.meta.url === `file://${process.argv[1]}`) {
  const [origin = 'http://127.0.0.1:8080', ...paths] = process.argv.slice(2);
  for (const path of paths.length ? paths : ['/']) {
    const control = path === '/' ? 'article button[aria-pressed]' : 'main button[aria-pressed]';
    const result = await firstHonouredTap(origin, likeTarget(path, path, 'Like', control));
    console.warn(JSON.stringify(result));
  }
}
