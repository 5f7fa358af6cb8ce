/**
 * The home route's JavaScript, gzipped, against its budget of 150 KB (docs/architecture.md): the entry script and
 * every module index.html preloads. Run after `npm run build -w @zeng/web`; exits 1 over budget.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const BUDGET_BYTES = 150_000;
const dist = new URL('../apps/web/dist/', import.meta.url);
const html = readFileSync(new URL('index.html', dist), 'utf8');
const scripts = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1] as string);
const files = scripts.map((path) => ({ path, gzip: gzipSync(readFileSync(new URL(path, dist)), { level: 9 }).length }));
const total = files.reduce((sum, f) => sum + f.gzip, 0);

const result = { date: new Date().toISOString(), budgetBytes: BUDGET_BYTES, totalGzipBytes: total, files };
writeFileSync(new URL('./results/bundle.json', import.meta.url), `${JSON.stringify(result, null, 2)}\n`);
console.warn(`home route JavaScript: ${(total / 1000).toFixed(1)} kB gzipped (budget ${BUDGET_BYTES / 1000} kB)`);
if (total > BUDGET_BYTES) process.exit(1);
