/**
 * `npm run bench:profile -- [call]` (issue 20): a CPU profile of the production server on the seeded
 * million while autocannon drives one uncached call from a process of its own, and where its time went:
 * the heaviest functions by their own time, and the same time summed by package or source file.
 * Calls: page-1000 (default), page-2, search-common, search-rare, sim-digits, sim-mask.
 * The summary is written to bench/results/profile-<call>.txt; the .cpuprofile is kept, untracked, under
 * bench/results/profiles/ (open it in Chrome's DevTools for a flame graph).
 */
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { cursorOfPage, lookupIds, PHONES, PRICE_RANGE, postgresCalls } from './calls.js';
import type { Measurement } from './measurement.js';
import { startBenchServer } from './postgres-run.js';
import { ensureSeeded } from './seed/database.js';
import { loadShape, log, readSettings } from './settings.js';
import type { HttpJob } from './workers/http-load.js';
import { runJob } from './workers/job.js';

interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  hitCount?: number;
}
interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const PROFILES = fileURLToPath(new URL('../results/profiles/', import.meta.url));
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
/** What the server runs (ADR 0027): one file for all of our code, told apart again by its source map. */
const BUNDLE = join(ROOT, 'apps/server/dist/main.js');
const BUNDLE_URL = pathToFileURL(BUNDLE).href;

let bundleMap: SourceMap | undefined;
/** A frame of the bundle as the source file and line it was built from; any other frame as it is. */
function fromSource(frame: CallFrame): CallFrame {
  if (frame.url !== BUNDLE_URL) return frame;
  bundleMap ??= new SourceMap(JSON.parse(readFileSync(`${BUNDLE}.map`, 'utf8')));
  const entry = bundleMap.findEntry(frame.lineNumber, frame.columnNumber);
  if (!('originalSource' in entry)) return frame;
  const source = pathToFileURL(resolve(dirname(BUNDLE), entry.originalSource)).href;
  return { ...frame, url: source, lineNumber: entry.originalLine };
}

/** Where a frame's code lives: a package, a file of ours, Node itself, or V8's own work. */
function areaOf({ functionName, url }: CallFrame): string {
  if (url === '') return functionName.startsWith('(') ? functionName : '(native)';
  if (url.startsWith('node:')) return 'node internals';
  const packageMatch = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (packageMatch?.[1]) return packageMatch[1];
  return url.replace(/^file:\/\//, '').replace(ROOT, '');
}

/** Milliseconds of own time per key, heaviest first, as lines with their share of the busy time. */
function ranked(self: Map<string, number>, busy: number, top: number): string[] {
  return [...self.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(
      ([key, us]) =>
        `${((us / busy) * 100).toFixed(1).padStart(5)} %  ${(us / 1000).toFixed(0).padStart(6)} ms  ${key}`,
    );
}

/**
 * Where the time of the profile's last `windowMs` went (the measured load, not the start-up's compiling),
 * leaving out the server's last `stopMs` (its shutdown).
 */
function summarise(profile: CpuProfile, windowMs: number, stopMs = 300, top = 30): string {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const selfUs = new Map<number, number>();
  const total = profile.timeDeltas.reduce((sum, d) => sum + d, 0);
  const from = total - (windowMs + stopMs) * 1000;
  const to = total - stopMs * 1000;
  let at = 0;
  profile.samples.forEach((id, i) => {
    const delta = profile.timeDeltas[i] ?? 0;
    at += delta;
    if (at >= from && at < to) selfUs.set(id, (selfUs.get(id) ?? 0) + delta);
  });
  const byFunction = new Map<string, number>();
  const byArea = new Map<string, number>();
  let busy = 0;
  let idle = 0;
  for (const [id, us] of selfUs) {
    const node = byId.get(id);
    if (!node) continue;
    const frame = fromSource(node.callFrame);
    if (frame.functionName === '(idle)') {
      idle += us;
      continue;
    }
    busy += us;
    const where = frame.url ? `${areaOf(frame)}:${frame.lineNumber + 1}` : '';
    const name = `${frame.functionName || '(anonymous)'} ${where}`.trim();
    byFunction.set(name, (byFunction.get(name) ?? 0) + us);
    const area = areaOf(frame);
    byArea.set(area, (byArea.get(area) ?? 0) + us);
  }
  return [
    `busy ${(busy / 1000).toFixed(0)} ms, idle ${(idle / 1000).toFixed(0)} ms`,
    '',
    'own time by package or file:',
    ...ranked(byArea, busy, top),
    '',
    'own time by function:',
    ...ranked(byFunction, busy, top),
  ].join('\n');
}

async function main() {
  const settings = readSettings([]);
  const which = process.argv[2] ?? 'page-1000';
  const seeded = await ensureSeeded(settings);
  const temp = mkdtempSync(join(tmpdir(), 'zeng-profile-'));
  const profileDir = join(temp, 'profile');
  const server = await startBenchServer(settings, seeded.url, temp, ['--cpu-prof', `--cpu-prof-dir=${profileDir}`]);
  let measured: Measurement;
  try {
    const ids = await lookupIds(server.origin);
    const calls = postgresCalls({
      ...ids,
      page2: await cursorOfPage(server.origin, PHONES, 2),
      page1000: which === 'page-1000' ? await cursorOfPage(server.origin, PHONES, 1000) : '',
      rangePage2:
        which === 'phone-price-range-page-2' ? await cursorOfPage(server.origin, `${PHONES}?${PRICE_RANGE}`, 2) : '',
      commonWord: seeded.marker.words.common,
      rareWord: seeded.marker.words.rare,
    });
    const id = { 'page-1000': 'phone-page-1000', 'page-2': 'phone-page-2' }[which] ?? which;
    const call = calls.find((c) => c.id === id);
    if (!call) throw new Error(`no call "${which}"`);
    log(`profiling ${call.label}`);
    measured = await runJob<HttpJob, Measurement>('http-load', {
      ...loadShape(settings),
      url: `${server.origin}${call.path}`,
    });
  } finally {
    await server.stop();
  }
  const file = readdirSync(profileDir).find((f) => f.endsWith('.cpuprofile'));
  if (!file) throw new Error('the server wrote no profile');
  mkdirSync(PROFILES, { recursive: true });
  const kept = join(PROFILES, `${which}.cpuprofile`);
  copyFileSync(join(profileDir, file), kept);
  rmSync(temp, { recursive: true, force: true });
  const profile = JSON.parse(readFileSync(kept, 'utf8')) as CpuProfile;
  const text = `${new Date().toISOString()}, ${which}: ${Math.round(measured.rps)} req/s, p99 ${measured.p99} ms (under the profiler); the last ${settings.seconds} s of load:\n\n${summarise(profile, settings.seconds * 1000)}\n`;
  writeFileSync(join(PROFILES, '..', `profile-${which}.txt`), text);
  process.stdout.write(`${text}\nprofile kept in ${kept}\n`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
