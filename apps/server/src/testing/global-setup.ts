import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.js';
import { seedReferenceData } from '../db/seed-reference.js';
import { buildWebApp } from './web-build.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, reference-seeded embedded database, dumped once for the run. */
    pgliteDumpPath: string;
    /** With TEST_DATABASE_URL: a migrated template database each test file copies. */
    postgresTemplate: string | null;
  }
}

/** Builds the web app and the database every test file starts from, once per run, on the driver under test. */
export default async function setup(project: TestProject) {
  buildWebApp();
  const dir = mkdtempSync(join(tmpdir(), 'zeng-test-'));
  const serverUrl = process.env.TEST_DATABASE_URL;
  let template: string | null = null;

  if (serverUrl) {
    template = `zeng_tpl_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${template}`);
    await admin.end();
    const db = await openDatabase({ url: withDatabase(serverUrl, template), poolSize: 1 });
    await db.migrate();
    await seedReferenceData(db.db);
    await db.close();
    project.provide('pgliteDumpPath', '');
  } else {
    const db = await openDatabase({ dataDir: 'memory://' });
    await db.migrate();
    await seedReferenceData(db.db);
    if (!db.dumpDataDir) throw new Error('the embedded database cannot be dumped');
    const dump = await db.dumpDataDir();
    const path = join(dir, 'db.tar.gz');
    writeFileSync(path, Buffer.from(await dump.arrayBuffer()));
    await db.close();
    project.provide('pgliteDumpPath', path);
  }
  project.provide('postgresTemplate', template);

  return async () => {
    rmSync(dir, { recursive: true, force: true });
    if (serverUrl && template) {
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
      await admin.end();
    }
  };
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
