import type { Row } from './budgets.js';
import { BROWSER_ACCEPT_ENCODING, type Call, type Ceiling, getData, getPage } from './calls.js';
import type { LoadShape, Measurement } from './measurement.js';
import { log } from './settings.js';
import type { HttpJob } from './workers/http-load.js';
import { runJob } from './workers/job.js';
import type { SqlJob } from './workers/sql-load.js';

export type MeasuredCall = Omit<Row, 'ratioToCeiling' | 'verdict'> & { ceiling?: Ceiling };

/** One row to measure for a given number of seconds: an API call, or a statement straight to PostgreSQL. */
export interface Job {
  row: Omit<MeasuredCall, keyof Measurement>;
  measure(seconds: number): Promise<Measurement>;
}

const summary = (m: Measurement) =>
  `${Math.round(m.rps)} req/s, p50 ${m.p50} ms, p99 ${m.p99} ms${m.errors + m.non2xx > 0 ? `, ${m.errors} errors, ${m.non2xx} non-2xx` : ''}`;

/** A call, checked before each measurement (200 with data), then driven by autocannon from a process of its own. */
export function callJob(origin: string, call: Call, shape: LoadShape): Job {
  return {
    row: { id: call.id, label: call.label, kind: call.kind, ...(call.ceiling && { ceiling: call.ceiling }) },
    async measure(seconds) {
      if (call.kind === 'page') await getPage(origin, call.path);
      // A numbered address ({n}: each request its own) is checked with its first number.
      else await getData(origin, call.path.replace('{n}', '1'));
      return runJob<HttpJob, Measurement>('http-load', {
        ...shape,
        seconds,
        url: `${origin}${call.path}`,
        ...(call.compressed && { headers: { 'accept-encoding': BROWSER_ACCEPT_ENCODING } }),
      });
    },
  };
}

/** A listing statement straight to PostgreSQL, from a process of its own. */
export function ceilingJob(id: string, label: string, job: SqlJob): Job {
  return {
    row: { id, label, kind: 'ceiling' },
    measure: (seconds) => runJob<SqlJob, Measurement>('sql-load', { ...job, seconds }),
  };
}

/** Two measurements of one row as one: throughput over both, latencies and failures of the worse. */
function mergedHalves(a: Measurement, b: Measurement): Measurement {
  const requests = a.requests + b.requests;
  const seconds = a.seconds + b.seconds;
  return {
    requests,
    seconds,
    rps: Math.round((requests / seconds) * 10) / 10,
    p50: Math.max(a.p50, b.p50),
    p90: Math.max(a.p90, b.p90),
    p99: Math.max(a.p99, b.p99),
    max: Math.max(a.max, b.max),
    non2xx: a.non2xx + b.non2xx,
    errors: a.errors + b.errors,
  };
}

/**
 * Rows compared with each other are measured as one group, in two halves: each row in order, then each
 * in the reverse order (A B B A). The machine's speed drifts by a third within minutes (a shared
 * host: the same statement's ceiling measured 5,361 and 8,318 req/s in one run); so measured, every
 * row of a group has the same mean moment, and a ratio compares the code, not two moments of the
 * machine. A row alone is measured once, for the whole time.
 */
export async function measureGroups(groups: ReadonlyArray<readonly Job[]>, seconds: number): Promise<MeasuredCall[]> {
  const rows: MeasuredCall[] = [];
  for (const group of groups) {
    if (group.length === 1 && group[0]) {
      const [job] = group;
      const m = await job.measure(seconds);
      log(`${job.row.label}: ${summary(m)}`);
      rows.push({ ...job.row, ...m });
      continue;
    }
    // Each row's first half in order, its second in the reverse order.
    const half = seconds / 2;
    const firsts: Measurement[] = [];
    for (const job of group) firsts.push(await job.measure(half));
    const lasts: Measurement[] = [];
    for (const [i, job] of [...group.entries()].reverse()) lasts[i] = await job.measure(half);
    group.forEach((job, i) => {
      const [a, b] = [firsts[i], lasts[i]];
      if (!a || !b) throw new Error(`${job.row.label}: a half was not measured`);
      const m = mergedHalves(a, b);
      log(`${job.row.label}: ${summary(m)} (halves ${Math.round(a.rps)} and ${Math.round(b.rps)} req/s)`);
      rows.push({ ...job.row, ...m });
    });
  }
  return rows;
}

/** Each call on its own, for the whole time (the embedded run compares no rows with each other). */
export function measureCalls(origin: string, calls: readonly Call[], shape: LoadShape): Promise<MeasuredCall[]> {
  return measureGroups(
    calls.map((call) => [callJob(origin, call, shape)]),
    shape.seconds,
  );
}
