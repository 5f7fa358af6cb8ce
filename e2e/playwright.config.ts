import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

const PORT = Number(process.env.E2E_PORT ?? 8091);
export const BASE_URL = `http://127.0.0.1:${PORT}`;
// A fresh embedded database for every run.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'zeng-e2e-'));

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: BASE_URL,
    // A browser set to Azerbaijani, as most visitors' are; tests that need another language say so.
    locale: 'az-AZ',
    trace: 'retain-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [
    { name: 'mobile', use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
  ],
  webServer: {
    // As a person starts it: the built server (apps/server/dist/main.js), each build checked and reused
    // when current (ADR 0027); with ZENG_WEB_BUILT=1 (npm test) the web app's as it is.
    command: 'npm start',
    cwd: '..',
    url: `${BASE_URL}/readyz`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'development',
      // The address share previews link to (never the request's Host header).
      PUBLIC_ORIGIN: BASE_URL,
      LOG_LEVEL: 'warn',
      ADMIN_PHONES: '994500000001,994700000001',
      // Every journey signs people up from 127.0.0.1; the per-address limit is for real visitors.
      CODE_REQUESTS_PER_ADDRESS_PER_HOUR: '1000',
      // Likewise every search and advert read (ADR 0014): the journeys are many people on one address.
      SEARCHES_PER_ADDRESS_PER_MINUTE: '100000',
      ADVERT_READS_PER_ADDRESS_PER_MINUTE: '100000',
      PAGE_RENDERS_PER_ADDRESS_PER_MINUTE: '100000',
    },
  },
});
