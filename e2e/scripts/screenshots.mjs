// Screenshots of screens at 390 px and 1280 px in each language, for people to look at:
//   node e2e/scripts/screenshots.mjs [baseUrl] [outDir] [path ...]
// ZENG_SESSION=file.json (the answer of /auth/confirm) takes them signed in; ZENG_WIDTHS=390,1024,1280.
import { mkdirSync, readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.mjs';

const [base = 'http://localhost:8080', out = '/tmp/zeng-shots', ...paths] = process.argv.slice(2);
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const session = process.env.ZENG_SESSION ? JSON.parse(readFileSync(process.env.ZENG_SESSION, 'utf8')) : null;
const widths = (process.env.ZENG_WIDTHS ?? '390,1280').split(',').map(Number);
for (const width of widths) {
  for (const lng of ['az', 'en', 'ru']) {
    const context = await browser.newContext({
      viewport: { width, height: width < 1024 ? 844 : 800 },
      locale: 'az-AZ',
    });
    await context.addInitScript(
      ({ s }) => {
        if (!s) return;
        localStorage.setItem('access_token', s.access_token);
        localStorage.setItem('refresh_token', s.refresh_token);
        localStorage.setItem('user_id', String(s.user_id));
        localStorage.setItem('user_group', s.user_group);
      },
      { s: session },
    );
    const page = await context.newPage();
    for (const path of paths.length ? paths : ['/']) {
      // Each language at its own address: Azerbaijani at the path, the others under /en and /ru.
      const address = lng === 'az' ? path : `/${lng}${path === '/' ? '' : path}`;
      await page.goto(base + address, { waitUntil: 'networkidle' });
      const name = `${path.replace(/\W+/g, '_') || 'home'}-${width}-${lng}.png`;
      await page.screenshot({ path: `${out}/${name}`, fullPage: true });
    }
    await context.close();
  }
}
await browser.close();
