import { type Browser, type BrowserContext, test as base, type Page } from '@playwright/test';

/**
 * Every spec imports `test` and `expect` from here instead of '@playwright/test': a test fails when
 * the app logs a console error or warning, or throws an uncaught error, in any page it opened (the
 * default page, and pages of contexts the test makes with `browser.newContext()` or
 * `browser.newPage()`). A message a test provokes on purpose is allowed by that test alone, by
 * calling `allowConsole(pattern, why)`; there is no blanket ignore.
 */

export * from '@playwright/test';

/** Home's address in any language: `/`, `/en` or `/ru` (docs/decisions/0012). */
export const HOME = /\/(en|ru)?$/;

/**
 * The person chose this language before (the language menu stores it as the app does: local storage,
 * and the cookie the server reads): plain addresses lead to its own, as they do for that person.
 */
export async function speaks(page: Page, language: string): Promise<void> {
  await page.addInitScript((lng) => localStorage.setItem('selectedLanguage', lng), language);
  await storeLanguageCookie(page, language);
}

/** The cookie the server reads a person's chosen language from (`zeng_lang`). */
export async function storeLanguageCookie(page: Page, language: string): Promise<void> {
  const origin = new URL(test.info().project.use.baseURL ?? 'http://127.0.0.1').origin;
  await page.context().addCookies([{ name: 'zeng_lang', value: language, url: origin }]);
}

/**
 * What the browser logs for an answer of `status` from a path: "Failed to load resource: the server
 * responded with a status of 404 (Not Found) (http://…/no-such-page)". For allowConsole.
 */
export function failedRequest(status: number, path: string): RegExp {
  const escaped = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(
    `^console\\.error: Failed to load resource: .*status of ${status} .*\\(https?://[^/]+${escaped}[?:]`,
  );
}

interface ConsoleFixtures {
  /** Allows, for this test only, console messages matching the pattern (an error it provokes). */
  allowConsole: (pattern: RegExp, why: string) => void;
  consoleGuard: undefined;
}

interface Allowance {
  pattern: RegExp;
  why: string;
}

export const test = base.extend<ConsoleFixtures & { allowances: Allowance[] }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  allowances: async ({}, use) => {
    await use([]);
  },

  allowConsole: async ({ allowances }, use) => {
    await use((pattern, why) => {
      allowances.push({ pattern, why });
    });
  },

  consoleGuard: [
    async ({ context, browser, allowances }, use) => {
      const problems: string[] = [];
      const record = (line: string) => {
        if (!allowances.some((a) => a.pattern.test(line))) problems.push(line);
      };
      const watch = (watched: BrowserContext) => {
        watched.on('console', (message) => {
          const type = message.type();
          if (type !== 'error' && type !== 'warning') return;
          const { url, lineNumber } = message.location();
          record(`console.${type}: ${message.text()}${url ? ` (${url}:${lineNumber})` : ''}`);
        });
        watched.on('weberror', (error) => record(`uncaught: ${error.error().stack ?? error.error().message}`));
      };
      watch(context);
      waitForTheAppOnNavigation(context);
      const restore = watchNewContexts(browser, (made, javaScript) => {
        watch(made);
        if (javaScript) waitForTheAppOnNavigation(made);
      });
      try {
        await use(undefined);
      } finally {
        restore();
      }
      if (problems.length > 0) {
        throw new Error(`The app logged ${problems.length} console problem(s):\n${problems.join('\n')}`);
      }
    },
    { auto: true },
  ],
});

/**
 * A page arrives drawn by the server and the app takes it over a moment later (docs/decisions/0012): a
 * person who taps in that moment may tap a button that does nothing yet. Tests act once it is live, as
 * `<html data-live>` says (app/App.tsx): `goto` and `reload` wait for it on every page of the context,
 * unless a test asks for the page as it arrives (`waitUntil: 'commit'`) to act before it is live.
 */
function waitForTheAppOnNavigation(context: BrowserContext) {
  const live = async (page: Page) => {
    await page.waitForFunction(() => document.documentElement.dataset.live === 'true', null, { timeout: 15_000 });
  };
  const patch = (page: Page) => {
    const { goto, reload } = page;
    page.goto = async (...args) => {
      const response = await goto.apply(page, args);
      const asArrives = args[1]?.waitUntil === 'commit';
      if (!asArrives && response?.headers()['content-type']?.startsWith('text/html')) await live(page);
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload.apply(page, args);
      if (response?.headers()['content-type']?.startsWith('text/html')) await live(page);
      return response;
    };
  };
  for (const page of context.pages()) patch(page);
  context.on('page', patch);
}

/** Watches the contexts a test makes itself (a signed-in admin beside a visitor, a fresh axe context). */
function watchNewContexts(browser: Browser, watch: (context: BrowserContext, javaScript: boolean) => void): () => void {
  const { newContext, newPage } = browser;
  browser.newContext = async (...args) => {
    const made = await newContext.apply(browser, args);
    watch(made, args[0]?.javaScriptEnabled !== false);
    return made;
  };
  browser.newPage = async (...args) => {
    const made = await newPage.apply(browser, args);
    watch(made.context(), args[0]?.javaScriptEnabled !== false);
    return made;
  };
  return () => {
    browser.newContext = newContext;
    browser.newPage = newPage;
  };
}
