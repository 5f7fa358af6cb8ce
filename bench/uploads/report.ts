import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { machine } from '../load/settings.js';

const RESULTS = new URL('../results/', import.meta.url);

interface LatencyStats {
  requests: number;
  failed: number;
  p50: number;
  p99: number;
  max: number;
}

/** One run of `npm run bench:uploads`; results/uploads.json keeps every run, newest last. */
export interface UploadRun {
  label: string;
  date: string;
  machine: ReturnType<typeof machine>;
  accounts: number;
  filesPerAccount: number;
  photoMb: number;
  /** The server's variables beyond its configuration: its start script's, and the run's own (the image queue's, an allocator's). */
  serverEnv: Record<string, string>;
  idleRssMb: number;
  peakRssMb: number;
  peakGrowthMb: number;
  /** Where the peak was read: the kernel's high-water mark since the uploads began, or the samples. */
  peakFrom: 'VmHWM' | 'samples';
  afterRssMb: number;
  afterSeconds: number;
  uploads: number;
  busyAnswers: number;
  retryAfterSeconds: [number, number] | null;
  allAcceptedSeconds: number;
  acceptedP50Seconds: number;
  healthzIdle: LatencyStats;
  healthzUploading: LatencyStats;
  serverWarnings: number;
}

/** Issue 18, item 5: the same run grows the server by at most 300 MB and /healthz p99 stays under 200 ms. */
export const UPLOAD_BUDGETS = { peakGrowthMb: 300, healthzP99Ms: 200 };

function verdict(run: UploadRun): string {
  const missed = [
    run.peakGrowthMb > UPLOAD_BUDGETS.peakGrowthMb && `growth > ${UPLOAD_BUDGETS.peakGrowthMb} MB`,
    run.healthzUploading.p99 >= UPLOAD_BUDGETS.healthzP99Ms && `/healthz p99 ≥ ${UPLOAD_BUDGETS.healthzP99Ms} ms`,
    run.healthzUploading.failed > 0 && '/healthz failed',
  ].filter(Boolean);
  return missed.length ? `FAIL: ${missed.join(', ')}` : 'ok';
}

const env = (run: UploadRun) =>
  Object.entries(run.serverEnv)
    .map(([name, value]) => `${name}=${value}`)
    .join(' ') || '—';

export function markdown(runs: readonly UploadRun[]): string {
  const rows = runs.map(
    (r) =>
      `| ${r.label} | ${r.date.slice(0, 16).replace('T', ' ')} | ${r.machine.loadAverageAtStart} | ${env(r)} | ${r.accounts} × ${r.filesPerAccount} | ${r.idleRssMb} | ${r.peakRssMb} | **${r.peakGrowthMb}** | ${r.afterRssMb} | ${r.healthzIdle.p99} | ${r.healthzUploading.p50} | **${r.healthzUploading.p99}** | ${r.healthzUploading.max} | ${r.busyAnswers} | ${r.retryAfterSeconds ? r.retryAfterSeconds.join('–') : '—'} | ${r.allAcceptedSeconds} | ${verdict(r)} |`,
  );
  return `# Upload benchmark

\`npm run bench:uploads\` (bench/README.md, "Uploads"): the server as \`npm start\` runs it (its own process, a fresh embedded database with the demo marketplace), then every account sends its photos at once, one request per photo as the web app does; another process asks for \`/healthz\` every 100 ms and reads the server's VmRSS. A 503 is sent again after its Retry-After. Photos: 4000 × 3000 JPEGs of noise, about ${runs.at(-1)?.photoMb ?? 9} MB each, each one new to the server. Every run is kept in \`uploads.json\`, newest last.

Budgets (issue 18, item 5): peak growth over idle ≤ ${UPLOAD_BUDGETS.peakGrowthMb} MB; \`/healthz\` p99 < ${UPLOAD_BUDGETS.healthzP99Ms} ms while the uploads run.

| run | date (UTC) | load avg at start | server variables | accounts × photos | idle MB | peak MB | growth MB | MB ${runs.at(-1)?.afterSeconds ?? 15} s after | /healthz idle p99 ms | /healthz p50 ms | /healthz p99 ms | /healthz max ms | 503s | Retry-After s | all accepted after s | budget |
|---|---|--:|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|---|
${rows.join('\n')}
`;
}

/** Appends the run to results/uploads.json, rewrites results/uploads.md and answers the Markdown. */
export function writeUploadResults(run: UploadRun): string {
  const jsonFile = new URL('uploads.json', RESULTS);
  const runs: UploadRun[] = existsSync(jsonFile) ? JSON.parse(readFileSync(jsonFile, 'utf8')) : [];
  runs.push(run);
  writeFileSync(jsonFile, `${JSON.stringify(runs, null, 2)}\n`);
  const text = markdown(runs);
  writeFileSync(new URL('uploads.md', RESULTS), text);
  return text;
}
