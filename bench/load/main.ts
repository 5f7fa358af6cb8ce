/**
 * The load benchmark (issue 10; bench/README.md): `npm run bench` seeds PostgreSQL and measures the
 * production server, its ceiling and its floor; `npm run bench -- --embedded` measures what
 * `npm start` runs. Writes results/latest.json and results/latest.md and prints the table. Exits 0
 * whether budgets are met or not (the table says which are missed), 1 when the benchmark itself
 * broke: a call answered an error, or anything threw.
 */
import type { Row } from './budgets.js';
import { runEmbedded } from './embedded-run.js';
import { runPostgres } from './postgres-run.js';
import { embeddedMarkdown, postgresMarkdown, type Results, writeResults } from './report.js';
import { log, machine, readSettings } from './settings.js';

async function main() {
  const settings = readSettings();
  const host = machine();
  const section: Results =
    settings.target === 'embedded'
      ? { embedded: await runEmbedded(settings, host) }
      : { postgres: await runPostgres(settings, host) };
  const rows: Row[] = (section.postgres ?? section.embedded)?.rows ?? [];
  const broken = rows.filter((r) => r.errors > 0 || r.non2xx > 0);
  if (broken.length > 0) {
    for (const r of broken) log(`BROKEN: ${r.label}: ${r.errors} errors, ${r.non2xx} non-2xx answers`);
    log('results not written: a run with errors is not a measurement');
    process.exit(1);
  }
  if ((settings.floodsOnly && section.embedded) || (settings.only && section.postgres)) {
    // A part of the run is not a measurement to keep: printed only.
    process.stdout.write(
      `${section.embedded ? embeddedMarkdown(section.embedded) : section.postgres ? postgresMarkdown(section.postgres) : ''}\n`,
    );
    return;
  }
  process.stdout.write(`${writeResults(section)}\n`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
