/**
 * Lighthouse 12.8 (mobile, its default simulated throttling) in Debian's chromium. It lives outside the
 * workspace, in /tmp/zeng-lighthouse: it pulls zod 3 and an old @types/pg into the tree and writes a
 * lockfile `npm ci` then rejects (DESIGN.md, "Verified on this machine").
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../e2e/chromium.mjs';

const VERSION = '12.8.2';
const HOME = '/tmp/zeng-lighthouse';
const CLI = join(HOME, 'node_modules/lighthouse/cli/index.js');
export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

/** One page's figures from one Lighthouse run; times in milliseconds, scores 0 to 100. */
export interface PageRun {
  scores: Record<Category, number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  /** The element Lighthouse took as the largest paint, as its HTML snippet. */
  lcpElement: string | null;
  /** Audits of the four categories that did not pass (score under 0.9), by id, with their titles. */
  failing: Record<string, string>;
  /**
   * Lighthouse's measure of this machine's speed (higher is faster): simulated throttling slows the
   * page's observed CPU work by a fixed 4×, so figures taken on machines of different speeds differ.
   */
  benchmarkIndex: number;
}

interface Report {
  lighthouseVersion: string;
  environment?: { benchmarkIndex?: number };
  runtimeError?: { message: string };
  categories: Record<Category, { score: number | null; auditRefs: { id: string; group?: string }[] }>;
  audits: Record<
    string,
    {
      title: string;
      score: number | null;
      scoreDisplayMode: string;
      numericValue?: number;
      details?: { items?: { items?: { node?: { snippet?: string } }[]; node?: { snippet?: string } }[] };
    }
  >;
}

/** Installs Lighthouse into /tmp/zeng-lighthouse the first time. */
export function ensureLighthouse(): void {
  if (existsSync(CLI)) return;
  const result = spawnSync(
    'npm',
    ['install', '--prefix', HOME, '--no-audit', '--no-fund', '--no-save', `lighthouse@${VERSION}`],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  if (result.status !== 0 || !existsSync(CLI)) throw new Error(`installing lighthouse@${VERSION} failed`);
}

/** The LCP element's snippet: the audit lists it as a table row holding a node. */
function lcpSnippet(report: Report): string | null {
  const items = report.audits['largest-contentful-paint-element']?.details?.items ?? [];
  for (const item of items) {
    const node = item.node ?? item.items?.[0]?.node;
    if (node?.snippet) return node.snippet;
  }
  return null;
}

/** One Lighthouse run of url, its report kept at outputPath when keep; throws when Lighthouse could not measure the page. */
export function audit(url: string, outputPath: string, keep = false): PageRun {
  const result = spawnSync(
    process.execPath,
    [
      CLI,
      url,
      '--quiet',
      `--chrome-flags=${CHROMIUM_ARGS.join(' ')}`,
      `--only-categories=${CATEGORIES.join(',')}`,
      '--output=json',
      `--output-path=${outputPath}`,
    ],
    { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH }, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  if (result.status !== 0) throw new Error(`lighthouse failed on ${url} (exit ${result.status})`);
  const report = JSON.parse(readFileSync(outputPath, 'utf8')) as Report;
  if (!keep) rmSync(outputPath, { force: true });
  if (report.runtimeError) throw new Error(`lighthouse on ${url}: ${report.runtimeError.message}`);
  const scores = Object.fromEntries(
    CATEGORIES.map((c) => [c, Math.round((report.categories[c].score ?? 0) * 100)]),
  ) as Record<Category, number>;
  const metric = (id: string) => report.audits[id]?.numericValue ?? Number.NaN;
  const failing: Record<string, string> = {};
  for (const category of CATEGORIES) {
    for (const { id, group } of report.categories[category].auditRefs) {
      const a = report.audits[id];
      // The metrics are in the table already; hidden audits repeat what the insights say.
      if (group === 'metrics' || group === 'hidden' || !a || a.score === null || a.score >= 0.9) continue;
      if (['binary', 'numeric', 'metricSavings'].includes(a.scoreDisplayMode)) failing[id] = a.title;
    }
  }
  return {
    scores,
    lcpMs: metric('largest-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    fcpMs: metric('first-contentful-paint'),
    lcpElement: lcpSnippet(report),
    failing,
    benchmarkIndex: report.environment?.benchmarkIndex ?? Number.NaN,
  };
}
