import { adminSession, randomPhone, signUpInTheApp } from '../support/accounts.js';
import { approvedAccessory } from '../support/adverts.js';
import { speaks, test } from '../support/test.js';

test('screens of saved searches', async ({ page, request }, testInfo) => {
  test.skip(testInfo.project.name === 'mobile');
  test.setTimeout(180_000);
  const admin = await adminSession(request, testInfo.project.name);
  await speaks(page, 'en');
  await signUpInTheApp(page, request, randomPhone());
  const errors: string[] = [];
  page.on('console', (m) => { if (m.type() === 'error') errors.push(`${page.url()} ${m.text().slice(0, 100)}`); });
  await page.goto('/ru/accessories?type=HEADPHONES&priceMax=35');
  await page.getByRole('button', { name: 'Сохранить поиск' }).click();
  const name = page.getByRole('textbox', { name: 'Название' });
  await name.fill('Наушники до 35 AZN с доставкой по Баку и Сумгаиту');
  await page.getByRole('checkbox', { name: 'SMS раз в день' }).check();
  for (const width of [390, 1024, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    await page.screenshot({ path: `/tmp/shots/save-panel-ru-${width}.png` });
  }
  await page.keyboard.press('Enter');
  await page.getByRole('status').filter({ hasText: '«' }).waitFor();
  await page.screenshot({ path: `/tmp/shots/saved-status-ru-1280.png` });
  await page.goto('/ru/simCards?simPattern=aabb');
  await page.getByRole('button', { name: 'Сохранить поиск' }).click();
  await page.getByRole('textbox', { name: 'Название' }).fill('Красивые номера: пары цифр');
  await page.keyboard.press('Enter');
  await page.getByRole('status').filter({ hasText: '«' }).waitFor();
  await approvedAccessory(request, admin, 'Беспроводные наушники JBL Tune 520BT');
  for (const lang of ['az', 'en', 'ru']) {
    const prefix = lang === 'az' ? '' : `/${lang}`;
    for (const width of [390, 1024, 1280]) {
      await page.setViewportSize({ width, height: 844 });
      for (const [what, path] of [['saved', '/savedSearches'], ['profile', '/userProfile'], ['listing', '/accessories?type=HEADPHONES']] as const) {
        await page.goto(`${prefix}${path}`);
        await page.waitForLoadState('networkidle');
        await page.screenshot({ path: `/tmp/shots/${what}-${lang}-${width}.png`, fullPage: what !== 'listing' });
      }
    }
  }
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/ru/notifications');
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `/tmp/shots/notifications-ru-390.png` });
  console.log('ERRORS', JSON.stringify(errors));
  page.removeAllListeners('console');
});
