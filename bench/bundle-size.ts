/**
 * The home route's JavaScript, gzipped, against its budget (issue 17, ADR 0012): the entry script and the
 * app's own entry (app/entry.tsx) with every module they import, read from the build's manifest.
 * Also fails on a development build (`npm start` builds the production one whatever NODE_ENV says,
 * apps/web/vite.config.ts), and when the entry is not React's own react-dom (ADR 0012: never an alias to another
 * runtime). Run after `npm run build -w @zeng/web` (`WEB_DIST_DIR` to measure another build); exits 1 on any of them.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { APP_ENTRY_MODULE } from '@zeng/contract/page-rendering';

/** Issue 17's budget for the home route's script on React. */
const BUDGET_BYTES = 150_000;
/** What the development JSX transform records of every element's place in the source. */
const DEVELOPMENT_SOURCE_RECORD = /lineNumber:\d+,columnNumber:\d+/;

const dist = process.env.WEB_DIST_DIR
  ? pathToFileURL(`${process.env.WEB_DIST_DIR.replace(/\/?$/, '/')}`)
  : new URL('../apps/web/dist/', import.meta.url);
interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
}
const manifest = JSON.parse(readFileSync(new URL('.vite/manifest.json', dist), 'utf8')) as Record<
  string,
  ManifestChunk
>;
/**
 * The browser's entry (index.html's script) draws nothing itself: once the server's page is painted it
 * imports the app's entry (app/entry.tsx), whose whole static graph loads before hydration. Home's screen
 * is part of it: the page names no screen chunk for Home but its translations.
 */
const scripts: string[] = [];
const visit = (key: string) => {
  const chunk = manifest[key];
  if (!chunk || scripts.includes(chunk.file)) return;
  scripts.push(chunk.file);
  for (const imported of chunk.imports ?? []) visit(imported);
};
visit('index.html');
// What the entry imports once the page is painted, by the address the page names: the app's own entry.
if (!manifest[APP_ENTRY_MODULE]) throw new Error(`the build has no ${APP_ENTRY_MODULE} entry`);
visit(APP_ENTRY_MODULE);
const files = scripts.map((path) => ({ path, gzip: gzipSync(readFileSync(new URL(path, dist)), { level: 9 }).length }));
const total = files.reduce((sum, f) => sum + f.gzip, 0);

const developmentFiles = readdirSync(new URL('assets/', dist))
  .filter((name) => name.endsWith('.js'))
  .filter((name) => DEVELOPMENT_SOURCE_RECORD.test(readFileSync(new URL(`assets/${name}`, dist), 'utf8')));

/** What only React DOM writes: the key it marks a root's container with. Preact's compat layer has none. */
const REACT_DOM_MARK = '__reactContainer$';
const homeScripts = scripts.map((path) => readFileSync(new URL(path, dist), 'utf8'));
const onReactDom = homeScripts.some((code) => code.includes(REACT_DOM_MARK));
const onPreact = homeScripts.some((code) => /\bpreact\b/.test(code));

const result = {
  date: new Date().toISOString(),
  budgetBytes: BUDGET_BYTES,
  totalGzipBytes: total,
  runtime: onReactDom && !onPreact ? 'react-dom' : 'not react-dom',
  files,
};
writeFileSync(new URL('./results/bundle.json', import.meta.url), `${JSON.stringify(result, null, 2)}\n`);
console.warn(`home route JavaScript: ${(total / 1000).toFixed(1)} kB gzipped (budget ${BUDGET_BYTES / 1000} kB)`);
if (developmentFiles.length > 0) {
  console.warn(
    `a development build: ${developmentFiles.length} files record JSX source places, e.g. ${developmentFiles[0]}`,
  );
}
if (!onReactDom || onPreact) console.warn('the home route does not run on React DOM (ADR 0012)');
console.warn(`runtime: ${result.runtime}`);
if (total > BUDGET_BYTES || developmentFiles.length > 0 || !onReactDom || onPreact) process.exit(1);
