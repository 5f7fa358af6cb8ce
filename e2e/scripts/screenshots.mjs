// Screenshots of screens at 390 px and 1280 px in each language, for people to look at:
//   node e2e/scripts/screenshots.mjs [baseUrl] [outDir] [path ...]
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';

const [base = 'http://localhost:8080', out = '/tmp/zeng-shots', ...paths] = process.argv.slice(2);
const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ARGS });
for (const width of [390, 1280]) {
  for (const lng of ['az', 'en', 'ru']) {
    const context = await browser.newContext({
      viewport: { width, height: width < 1024 ? 844 : 800 },
      locale: 'az-AZ',
    });
    await context.addInitScript((l) => localStorage.setItem('selectedLanguage', l), lng);
    const page = await context.newPage();
    for (const path of paths.length ? paths : ['/']) {
      await page.goto(base + path, { waitUntil: 'networkidle' });
      const name = `${path.replace(/\W+/g, '_') || 'home'}-${width}-${lng}.png`;
      await page.screenshot({ path: `${out}/${name}`, fullPage: true });
    }
    await context.close();
  }
}
await browser.close();
