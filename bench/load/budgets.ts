import type { Call } from './calls.js';
import type { FloodRow } from './floods.js';
import type { Measurement } from './measurement.js';

/** The budgets of issue 10 (item 2 for PostgreSQL at 1,000,000 adverts, item 6 for the embedded default). */
export const BUDGETS = {
  listingP99Ms: 15,
  /**
   * From an advert's approval to its saved searches' notifications written (issue 38, ADR 0036): matched
   * after the approval answered, so nobody waits on it, yet told within a second.
   */
  alertDelayP99Ms: 1000,
  searchP99Ms: 30,
  /** Page 1,000 within 10 % of an uncached page near the start (page 2: the same statement, not cached). */
  deepWithin: 0.1,
  /** Uncached API throughput / the same statement straight to PostgreSQL (page 2, page 1,000). */
  uncachedToCeiling: 0.6,
  /** A search's throughput / its statement straight to PostgreSQL (issue 20). */
  searchToCeiling: 0.5,
  /** Cached first page throughput / the first page's statement straight to PostgreSQL, every such row. */
  cachedToCeiling: 1.5,
  embeddedP99Ms: 100,
  /** The home page's HTML: as fast as a listing, and at least this share of the cached JSON first page. */
  homePageP99Ms: 15,
  homePageToJson: 0.8,
  /** An advert page's HTML (kept for every visitor until an advert of its category changes). */
  advertPageP99Ms: 20,
  /** Issue 18: another client's /healthz while one client floods, embedded database (p99 strictly under). */
  floodHealthzP99Ms: 100,
  /** Issue 34: another client's /healthz, cached pages and API calls while one client floods (p99 strictly under). */
  floodOtherP99Ms: 200,
  /** Issue 34: another person's photo upload answered 200 within this while one client holds uploads open. */
  floodOtherUploadMs: 10_000,
  /** The server's default ADVERT_READS_PER_ADDRESS_PER_MINUTE: the advert pages one address is served in a minute. */
  advertReadsPerAddressPerMinute: 300,
} as const;

export interface Row extends Measurement {
  id: string;
  label: string;
  kind: Call['kind'] | 'ceiling';
  /** Throughput over the ceiling it is compared with. */
  ratioToCeiling: number | null;
  /** "ok", the budgets it misses, or "—" when none applies. */
  verdict: string;
}

export interface Check {
  name: string;
  /** What a row's verdict says when this fails. */
  short: string;
  measured: string;
  budget: string;
  pass: boolean;
  /** The rows it judges. */
  rows: string[];
}

const fixed = (n: number, digits = 2) => Number(n.toFixed(digits));

function p99Check(row: Row, limit: number): Check {
  return {
    name: `${row.label}: p99`,
    short: `p99 > ${limit} ms`,
    measured: `${row.p99} ms`,
    budget: `≤ ${limit} ms`,
    pass: row.p99 <= limit,
    rows: [row.id],
  };
}

function errorCheck(rows: readonly Row[]): Check {
  const failing = rows.filter((r) => r.errors > 0 || r.non2xx > 0);
  return {
    name: 'errors and non-2xx answers, every call',
    short: 'errors',
    measured: failing.length === 0 ? '0' : failing.map((r) => `${r.label}: ${r.errors} + ${r.non2xx}`).join('; '),
    budget: '0',
    pass: failing.length === 0,
    rows: failing.map((r) => r.id),
  };
}

function ratioCheck(name: string, short: string, ids: [string, string], rows: readonly Row[], atLeast: number): Check {
  const [a, b] = ids.map((id) => rows.find((r) => r.id === id));
  const ratio = a && b && b.rps > 0 ? a.rps / b.rps : 0;
  return {
    name,
    short: `${short} ${fixed(ratio)} < ${atLeast}`,
    measured: `${fixed(ratio)}`,
    budget: `≥ ${atLeast}`,
    pass: ratio >= atLeast,
    rows: [ids[0]],
  };
}

/** A call and the ceiling row of its statement, and the share of the ceiling it must reach. */
export interface CeilingPair {
  call: string;
  ceiling: string;
  atLeast: number;
}

/** The ratio column: each call's throughput over the ceiling of its statement. */
export function withRatios(rows: Array<Omit<Row, 'ratioToCeiling' | 'verdict'>>, pairs: readonly CeilingPair[]) {
  return rows.map((row) => {
    const pair = pairs.find((p) => p.call === row.id);
    const base = pair && rows.find((r) => r.id === pair.ceiling);
    return { ...row, ratioToCeiling: base && base.rps > 0 ? fixed(row.rps / base.rps) : null, verdict: '—' };
  });
}

/** Every budget of the PostgreSQL run, judged. */
export function postgresChecks(rows: readonly Row[], pairs: readonly CeilingPair[]): Check[] {
  return [
    ...rows.filter((r) => r.kind === 'listing').map((r) => p99Check(r, BUDGETS.listingP99Ms)),
    ...rows.filter((r) => r.kind === 'search').map((r) => p99Check(r, BUDGETS.searchP99Ms)),
    ratioCheck(
      'page 1,000 / page 2 (uncached), requests per second',
      'vs page 2',
      ['phone-page-1000', 'phone-page-2'],
      rows,
      1 - BUDGETS.deepWithin,
    ),
    ...pairs
      .filter((p) => rows.some((r) => r.id === p.call))
      .map((p) =>
        ratioCheck(
          `${rows.find((r) => r.id === p.call)?.label} / its ceiling`,
          'vs ceiling',
          [p.call, p.ceiling],
          rows,
          p.atLeast,
        ),
      ),
    // A landing page is a list's first page too, kept as home is.
    ...rows
      .filter((r) => r.id === 'home-html' || r.id === 'landing-html')
      .map((r) => p99Check(r, BUDGETS.homePageP99Ms)),
    ...rows.filter((r) => r.id === 'advert-html').map((r) => p99Check(r, BUDGETS.advertPageP99Ms)),
    ratioCheck(
      "home page's HTML / cached JSON first page (both compressed, as a browser asks)",
      'vs JSON',
      ['home-html', 'phone-first-browser'],
      rows,
      BUDGETS.homePageToJson,
    ),
    errorCheck(rows),
  ];
}

export function embeddedChecks(rows: readonly Row[]): Check[] {
  return [...rows.filter((r) => r.kind !== 'floor').map((r) => p99Check(r, BUDGETS.embeddedP99Ms)), errorCheck(rows)];
}

/** Each row's verdict: "ok" when every check of it passes, else the short names of those that fail. */
export function withVerdicts(rows: readonly Row[], checks: readonly Check[]): Row[] {
  return rows.map((row) => {
    const mine = checks.filter((c) => c.rows.includes(row.id));
    if (mine.length === 0) return { ...row, verdict: row.errors + row.non2xx > 0 ? 'errors' : '—' };
    const failed = mine.filter((c) => !c.pass).map((c) => c.short);
    return { ...row, verdict: failed.length === 0 ? 'ok' : `FAIL: ${failed.join(', ')}` };
  });
}

const answersText = (statuses: Record<string, number>, except?: string) =>
  Object.entries(statuses)
    .filter(([status]) => status !== except)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([status, count]) => `${count} × ${status}`)
    .join(', ');

/**
 * Issues 18 and 34: while each flood runs, the other client's p99 (or, for a few uploads, its slowest
 * answer) stays under its budget and every answer it gets is 200; and where a flood has budgets of its
 * own (the read limit), the flooding client's answers keep them.
 */
export function floodChecks(rows: ReadonlyArray<Omit<FloodRow, 'verdict'>>): Check[] {
  return rows.flatMap((row) => {
    const other = row.other;
    const who = `${row.label}: another client's ${other.asks}`;
    const checks: Check[] = [];
    if (other.p99BelowMs !== null) {
      checks.push({
        name: `${who}, p99`,
        short: `p99 ≥ ${other.p99BelowMs} ms`,
        measured: `${other.p99} ms`,
        budget: `< ${other.p99BelowMs} ms`,
        pass: other.p99 < other.p99BelowMs,
        rows: [row.id],
      });
    }
    if (other.maxBelowMs !== null) {
      checks.push({
        name: `${who}, the slowest answer`,
        short: `slowest ≥ ${other.maxBelowMs / 1000} s`,
        measured: `${other.max} ms`,
        budget: `< ${other.maxBelowMs / 1000} s`,
        pass: other.max < other.maxBelowMs,
        rows: [row.id],
      });
    }
    const notOk = answersText(other.statuses, '200');
    const failed =
      [notOk, other.errors > 0 ? `${other.errors} unanswered` : ''].filter(Boolean).join(', ') ||
      (other.requests === 0 ? 'no answer' : '');
    checks.push({
      name: `${who}, answers other than 200`,
      short: `not 200: ${failed}`,
      measured: failed || '0',
      budget: '0',
      pass: failed === '',
      rows: [row.id],
    });
    for (const budget of row.flooderBudgets ?? []) {
      const statuses = budget.kind === undefined ? row.flood.statuses : (row.flood.statusesByKind?.[budget.kind] ?? {});
      const count = Object.entries(statuses)
        .filter(([status]) => (budget.except ? status !== budget.status : status === budget.status))
        .reduce((sum, [, n]) => sum + n, 0);
      checks.push({
        name: `${row.label}: ${budget.name}`,
        short: budget.short,
        measured: `${count} (${answersText(statuses) || 'no answer'})`,
        budget: `≤ ${budget.atMost}`,
        pass: count <= budget.atMost,
        rows: [row.id],
      });
    }
    return checks;
  });
}

export function withFloodVerdicts(
  rows: ReadonlyArray<Omit<FloodRow, 'verdict'>>,
  checks: readonly Check[],
): FloodRow[] {
  return rows.map((row) => {
    const failed = checks.filter((c) => c.rows.includes(row.id) && !c.pass).map((c) => c.short);
    return { ...row, verdict: failed.length === 0 ? 'ok' : `FAIL: ${failed.join(', ')}` };
  });
}
