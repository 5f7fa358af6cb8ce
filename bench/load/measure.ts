import type { Row } from './budgets.js';
import { BROWSER_ACCEPT_ENCODING, type Call, type Ceiling, getData, getPage } from './calls.js';
import type { LoadShape, Measurement } from './measurement.js';
import { log } from './settings.js';
import type { HttpJob } from './workers/http-load.js';
import { runJob } from './workers/job.js';
import type { SqlJob } from './workers/sql-load.js';

export type MeasuredCall = Omit<Row, 'ratioToCeiling' | 'verdict'> & { ceiling?: Ceiling };

const summary = (m: Measurement) =>
  `${Math.round(m.rps)} req/s, p50 ${m.p50} ms, p99 ${m.p99} ms${m.errors + m.non2xx > 0 ? `, ${m.errors} errors, ${m.non2xx} non-2xx` : ''}`;

/** Each call checked once (200 with data), then driven by autocannon from a process of its own. */
export async function measureCalls(origin: string, calls: readonly Call[], shape: LoadShape): Promise<MeasuredCall[]> {
  const rows: MeasuredCall[] = [];
  for (const call of calls) {
    if (call.kind === 'page') await getPage(origin, call.path);
    // A numbered address ({n}: each request its own) is checked with its first number.
    else await getData(origin, call.path.replace('{n}', '1'));
    const m = await runJob<HttpJob, Measurement>('http-load', {
      ...shape,
      url: `${origin}${call.path}`,
      ...(call.compressed && { headers: { 'accept-encoding': BROWSER_ACCEPT_ENCODING } }),
    });
    log(`${call.label}: ${summary(m)}`);
    rows.push({
      ...m,
      id: call.id,
      label: call.label,
      kind: call.kind,
      ...(call.ceiling && { ceiling: call.ceiling }),
    });
  }
  return rows;
}

/** A listing statement straight to PostgreSQL, from a process of its own. */
export async function measureCeiling(id: string, label: string, job: SqlJob): Promise<MeasuredCall> {
  const m = await runJob<SqlJob, Measurement>('sql-load', job);
  log(`${label}: ${summary(m)}`);
  return { ...m, id, label, kind: 'ceiling' };
}
