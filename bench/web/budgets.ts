/** The first screen's budgets (issue 17, docs/architecture.md "Budgets") and the table that reports against them. */
import type { PageRun } from './lighthouse.js';

interface Budget {
  label: string;
  /** The figure as printed. */
  show: (run: PageRun) => string;
  met: (run: PageRun) => boolean;
  limit: string;
}

export const BUDGETS: Budget[] = [
  {
    label: 'performance',
    show: (r) => String(r.scores.performance),
    met: (r) => r.scores.performance >= 95,
    limit: '≥ 95',
  },
  { label: 'LCP', show: (r) => `${(r.lcpMs / 1000).toFixed(2)} s`, met: (r) => r.lcpMs <= 2000, limit: '≤ 2.0 s' },
  { label: 'TBT', show: (r) => `${Math.round(r.tbtMs)} ms`, met: (r) => r.tbtMs <= 200, limit: '≤ 200 ms' },
  { label: 'CLS', show: (r) => r.cls.toFixed(3), met: (r) => r.cls <= 0.02, limit: '≤ 0.02' },
  { label: 'FCP', show: (r) => `${(r.fcpMs / 1000).toFixed(2)} s`, met: () => true, limit: '' },
  {
    label: 'accessibility',
    show: (r) => String(r.scores.accessibility),
    met: (r) => r.scores.accessibility >= 100,
    limit: '100',
  },
  {
    label: 'best practices',
    show: (r) => String(r.scores['best-practices']),
    met: (r) => r.scores['best-practices'] >= 100,
    limit: '100',
  },
  { label: 'SEO', show: (r) => String(r.scores.seo), met: (r) => r.scores.seo >= 100, limit: '100' },
];

export const meetsBudgets = (run: PageRun) => BUDGETS.every((b) => b.met(run));

/** The run whose performance score is the median of the runs (Lighthouse's own advice for variance). */
export function medianRun(runs: PageRun[]): PageRun {
  const sorted = [...runs].sort((a, b) => a.scores.performance - b.scores.performance || a.lcpMs - b.lcpMs);
  const median = sorted[Math.floor((sorted.length - 1) / 2)];
  if (!median) throw new Error('no runs');
  return median;
}

export interface PageResult {
  name: string;
  path: string;
  median: PageRun;
  runs: PageRun[];
}

/** The Markdown table: one row per figure, one column per page, a missed budget in bold with a cross. */
export function markdownTable(pages: PageResult[], heading: string): string {
  const lines = [
    '# First screen (Lighthouse)',
    '',
    heading,
    '',
    `| figure | budget | ${pages.map((p) => `${p.name} (\`${p.path}\`)`).join(' | ')} |`,
    `|---|---|${pages.map(() => '---|').join('')}`,
  ];
  for (const budget of BUDGETS) {
    const cells = pages.map((p) => (budget.met(p.median) ? budget.show(p.median) : `**${budget.show(p.median)}** ✗`));
    lines.push(`| ${budget.label} | ${budget.limit} | ${cells.join(' | ')} |`);
  }
  lines.push('', 'Largest contentful paint element (median run):', '');
  for (const p of pages) lines.push(`- ${p.name}: \`${(p.median.lcpElement ?? 'none').replace(/`/g, "'")}\``);
  const failing = pages.flatMap((p) => Object.values(p.median.failing).map((title) => `${p.name}: ${title}`));
  if (failing.length > 0) lines.push('', 'Audits under 0.9 (median run):', '', ...failing.map((f) => `- ${f}`));
  return `${lines.join('\n')}\n`;
}
