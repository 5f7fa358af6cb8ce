import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

const SCREENS = [
  '/',
  '/tablets',
  '/simCards',
  '/accessories',
  '/shopsServices',
  '/todayAdverts',
  '/search?category=sim',
  '/filters',
  '/tabletsfilters',
  '/likedPage',
  '/signUp',
  '/registration',
  '/login',
  '/aboutUs',
  '/termsConditionsCard',
];

test('no screen has an axe violation', async ({ browser, request, viewport, isMobile }) => {
  test.setTimeout(120_000);
  const phone = (await (await request.get('/api/v1/zeng/phone?limit=1')).json()).phones[0].id as number;
  const sim = (await (await request.get('/api/v1/zeng/sim?limit=1')).json()).sims[0].id as number;
  // AxeBuilder needs a page of its own context.
  const context = await browser.newContext({ viewport, isMobile, locale: 'az-AZ' });
  const page = await context.newPage();
  const found: string[] = [];
  for (const path of [...SCREENS, `/phone-preview/phone/${phone}`, `/phone-preview/sim/${sim}`]) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const { violations } = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    for (const v of violations) found.push(`${path}: ${v.id} (${v.nodes.length}) ${v.nodes[0]?.target.join(' ')}`);
  }
  await context.close();
  expect(found).toEqual([]);
});
