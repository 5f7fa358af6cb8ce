import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { BUDGETS, type Check, type Row } from './budgets.js';
import { FLOOD_ADDRESS, type FloodRow, floodStatusText, OTHER_ADDRESS, PROBE_RATE } from './floods.js';
import type { Measurement } from './measurement.js';
import type { SeedMarker } from './seed/database.js';
import type { machine } from './settings.js';

const RESULTS = new URL('../results/', import.meta.url);

interface Common {
  date: string;
  machine: ReturnType<typeof machine>;
  connections: number;
  seconds: number;
  warmupSeconds: number;
  rows: Row[];
  checks: Check[];
  /** Lines the server logged at warn or above during the run. */
  serverWarnings: string[];
}

export interface PostgresSection extends Common {
  adverts: number;
  poolSize: number;
  seed: SeedMarker & { reused: boolean };
}

export interface EmbeddedSection extends Common {
  /** Issues 18 and 34: one client flooding, another measuring its own requests (a production server on the same data). */
  floods?: FloodRow[];
}

export interface Results {
  postgres?: PostgresSection;
  embedded?: EmbeddedSection;
}

const ms = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(2));

/** The table of a run; the ratio column only where there is a ceiling to compare with. */
function table(rows: readonly Row[], withCeiling: boolean): string {
  const ratio = (r: Row) => (withCeiling ? ` ${r.ratioToCeiling ?? ''} |` : '');
  return [
    `| call | req/s | p50 ms | p99 ms | non-2xx | errors |${withCeiling ? ' ratio to ceiling |' : ''} budget |`,
    `|---|--:|--:|--:|--:|--:|${withCeiling ? '--:|' : ''}---|`,
    ...rows.map(
      (r) =>
        `| ${r.label} | ${Math.round(r.rps)} | ${ms(r.p50)} | ${ms(r.p99)} | ${r.non2xx} | ${r.errors} |${ratio(r)} ${r.verdict} |`,
    ),
  ].join('\n');
}

function checkList(checks: readonly Check[]): string {
  const failed = checks.filter((c) => !c.pass);
  const head = failed.length === 0 ? 'Every budget met.' : `**${failed.length} budget(s) missed:**`;
  return [head, '', ...failed.map((c) => `- ${c.name}: ${c.measured} (budget ${c.budget})`)].join('\n').trim();
}

function ratioLines(rows: readonly Row[]): string {
  const rps = (id: string) => rows.find((r) => r.id === id)?.rps ?? 0;
  const ratio = (a: string, b: string) => (rps(b) > 0 ? (rps(a) / rps(b)).toFixed(2) : '—');
  const reach = (floor: string, ceiling: string) =>
    rps(floor) + rps(ceiling) > 0 ? (rps(floor) / (rps(floor) + rps(ceiling))).toFixed(2) : '—';
  return [
    `- page 1,000 / page 2 (both uncached): **${ratio('phone-page-1000', 'phone-page-2')}** (budget ≥ ${1 - BUDGETS.deepWithin})`,
    `- page 1,000 / first page (cached): ${ratio('phone-page-1000', 'phone-first')}`,
    `- uncached API / its ceiling: page 2 **${ratio('phone-page-2', 'ceiling-phone-page-2')}**, page 1,000 **${ratio('phone-page-1000', 'ceiling-phone-page-1000')}** (budget ≥ ${BUDGETS.uncachedToCeiling})`,
    `- search / its ceiling: common word **${ratio('search-common', 'ceiling-search-common')}**, rare word **${ratio('search-rare', 'ceiling-search-rare')}**, SIM digits **${ratio('sim-digits', 'ceiling-sim-digits')}**, SIM mask **${ratio('sim-mask', 'ceiling-sim-mask')}** (budget ≥ ${BUDGETS.searchToCeiling})`,
    `- cached first page / its ceiling, phones: **${ratio('phone-first', 'ceiling-phone-first')}** (budget ≥ ${BUDGETS.cachedToCeiling} on every first page: the table's ratio column)`,
    `- home page's HTML / JSON first page (both compressed): **${ratio('home-html', 'phone-first-browser')}** (budget ≥ ${BUDGETS.homePageToJson})`,
    `- floor (/healthz) / first page: ${ratio('floor', 'phone-first')}`,
    // Measured in one group (postgres-run.ts): an uncached call costs at least HTTP's time and its
    // statement's, so no API could do better than this share of the ceiling on this machine today.
    `- the most page 2 could reach were the API's own work nothing, floor / (floor + ceiling) in requests per second: ${reach('floor', 'ceiling-phone-page-2')}; floor / page 2's ceiling, the most a first page from memory of a statement that cheap could: ${ratio('floor', 'ceiling-phone-page-2')}`,
  ].join('\n');
}

function header(s: Common): string {
  return `${s.date}, ${s.machine.cores} cores (${s.machine.cpu}, load average ${s.machine.loadAverageAtStart} when the run began), Node ${s.machine.node}; ${s.connections} connections, ${s.warmupSeconds} s warm-up then ${s.seconds} s per call. The server, PostgreSQL and the load generator share these cores: every figure is what one small machine does with all three on it.`;
}

export function postgresMarkdown(s: PostgresSection): string {
  const seed = s.seed;
  return `## PostgreSQL, ${s.adverts.toLocaleString('en')} adverts

${header(s)} Server in production mode, DATABASE_POOL_SIZE ${s.poolSize}; each ceiling runs the API's own statement of the call above it straight to PostgreSQL (node-postgres, with the server's session settings; prepared with a generic plan where the API prepares it, planned for its words where the API's search is) over a pool of the same size.

Seed: ${seed.sellers.toLocaleString('en')} sellers, ${seed.images.toLocaleString('en')} images, ${seed.reused ? 'reused' : 'seeded'} (seeding took ${seed.seedSeconds} s on ${seed.seededAt}); search words "${seed.words.common}" (${seed.words.commonCount.toLocaleString('en')} phones) and "${seed.words.rare}" (${seed.words.rareCount}).

${table(s.rows, true)}

${ratioLines(s.rows)}

${checkList(s.checks)}
${s.serverWarnings.length > 0 ? `\nThe server logged ${s.serverWarnings.length} warning(s); the first: \`${s.serverWarnings[0]?.slice(0, 200)}\`\n` : ''}`;
}

/**
 * A row as runs before issue 34 wrote it (`healthz`: the other client asked /healthz alone, from the
 * flooding client's address), read as today's: a PostgreSQL run rewrites the markdown of the embedded
 * section it keeps.
 */
function currentRow(row: FloodRow | (Omit<FloodRow, 'other' | 'address'> & { healthz: Measurement })): FloodRow {
  if (!('healthz' in row)) return row;
  const { healthz, ...rest } = row;
  return {
    ...rest,
    address: '127.0.0.1',
    other: {
      ...healthz,
      asks: '/healthz',
      address: '127.0.0.1',
      // Only how many were not 2xx was kept.
      statuses: {
        '2xx': healthz.requests - healthz.non2xx,
        ...(healthz.non2xx > 0 && { 'non-2xx': healthz.non2xx }),
      },
      byRequest: [],
      p99BelowMs: BUDGETS.floodHealthzP99Ms,
      maxBelowMs: null,
    },
  };
}

/** What the flooding client got: its answers (by kind where its paths have kinds), or what its slow uploads did. */
function floodAnswers(r: FloodRow): string {
  const f = r.flood;
  const byKind = f.statusesByKind
    ? Object.entries(f.statusesByKind)
        .map(([kind, statuses]) => `${kind}: ${floodStatusText(statuses)}`)
        .join('; ')
    : floodStatusText(f.statuses);
  if (!f.slow) return byKind;
  const gap = f.slow.shortestGapMs === null ? '' : `, ${(f.slow.shortestGapMs / 1000).toFixed(1)} s apart at the least`;
  return `${f.requests} uploads started, ${f.slow.bytes} bytes sent (at most ${f.slow.mostBytes} by one${gap}; open up to ${f.slow.longestOpenSeconds} s); answered: ${byKind}; ${f.errors} cut off`;
}

const otherAnswers = (o: FloodRow['other']) =>
  `${floodStatusText(o.statuses)}${o.errors > 0 ? `, ${o.errors} unanswered` : ''}`;

/** The floods' table: what the flooding client got, and the other client's answers meanwhile. */
function floodTable(rows: readonly FloodRow[]): string {
  return [
    '| flood | flood req/s | flood answers | flood timeouts | the other client asks | p50 ms | p99 ms | max ms | its answers | budget |',
    '|---|--:|---|--:|---|--:|--:|--:|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.label} | ${r.flood.slow ? '—' : Math.round(r.flood.rps)} | ${floodAnswers(r)} | ${r.flood.timeouts} | ${r.other.asks} | ${ms(r.other.p50)} | ${ms(r.other.p99)} | ${ms(r.other.max)} | ${otherAnswers(r.other)} | ${r.verdict} |`,
    ),
  ].join('\n');
}

/** Each request of an other client that asks several, on its own. */
function otherRequestLines(rows: readonly FloodRow[]): string {
  return rows
    .filter((r) => r.other.byRequest.length > 1)
    .map(
      (r) =>
        `- ${r.label}: ${r.other.byRequest
          .map(
            (q) =>
              `\`${q.label}\` p50 ${ms(q.p50)}, p99 ${ms(q.p99)}, max ${ms(q.max)} ms (${floodStatusText(q.statuses)}${q.errors > 0 ? `, ${q.errors} unanswered` : ''})`,
          )
          .join('; ')}`,
    )
    .join('\n');
}

function floodsMarkdown(s: EmbeddedSection): string {
  if (!s.floods?.length) return '';
  const rows = s.floods.map(currentRow);
  const lines = otherRequestLines(rows);
  const flooder = rows[0]?.address ?? FLOOD_ADDRESS;
  const other = rows[0]?.other.address ?? OTHER_ADDRESS;
  return `
### One client flooding, another asking meanwhile (issues 18 and 34)

The same data directory under a production server (\`NODE_ENV=production\`, the web app built, the default limits), a fresh one for each flood. Each flood runs from a process of its own whose connections leave from ${flooder} (autocannon, 10 s timeout; the slow uploads one request each); after its first ${s.warmupSeconds} s another process, another client at ${other}, asks for its requests in turn ${PROBE_RATE} times a second (the uploads one every 2 s), each request sent on time however long the earlier ones wait, and after a second of its own warm-up counts ${s.seconds} s of them. Budgets: during issue 18's floods, \`/healthz\` p99 under ${BUDGETS.floodHealthzP99Ms} ms; during issue 34's, the other client's p99 under ${BUDGETS.floodOtherP99Ms} ms and its uploads answered within ${BUDGETS.floodOtherUploadMs / 1000} s; every answer 200 (no 503 for a cached page); the flooding client served no more advert pages than its read limit (${BUDGETS.advertReadsPerAddressPerMinute} a minute) and every other spelling of their addresses answered 301.

${floodTable(rows)}
${lines ? `\n${lines}\n` : ''}`;
}

export function embeddedMarkdown(s: EmbeddedSection): string {
  return `## Embedded default (\`npm start\`: PGlite, demo data)

${header(s)} The server runs with \`npm start\`'s configuration (no DATABASE_URL, a fresh DATA_DIR, demo marketplace, log level info); budget p99 ≤ ${BUDGETS.embeddedP99Ms} ms.

${s.rows.length > 0 ? table(s.rows, false) : '(the calls were not measured in this run)'}
${floodsMarkdown(s)}
${checkList(s.checks)}
${s.serverWarnings.length > 0 ? `\nThe server logged ${s.serverWarnings.length} warning(s); the first: \`${s.serverWarnings[0]?.slice(0, 200)}\`\n` : ''}`;
}

export function markdown(results: Results): string {
  const sections = [
    results.postgres && postgresMarkdown(results.postgres),
    results.embedded && embeddedMarkdown(results.embedded),
  ].filter((s): s is string => Boolean(s));
  return `# Load benchmark

\`npm run bench\` (PostgreSQL) and \`npm run bench -- --embedded\`; bench/README.md says what each row means.

${sections.join('\n')}`;
}

/** Replaces this run's section of results/latest.json and .md, keeping the other mode's. */
export function writeResults(section: Results): string {
  mkdirSync(RESULTS, { recursive: true });
  const jsonFile = new URL('latest.json', RESULTS);
  const previous: Results = existsSync(jsonFile) ? (JSON.parse(readFileSync(jsonFile, 'utf8')) as Results) : {};
  const results = { ...previous, ...section };
  writeFileSync(jsonFile, `${JSON.stringify(results, null, 2)}\n`);
  const md = markdown(results);
  writeFileSync(new URL('latest.md', RESULTS), md);
  return md;
}
