import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.js';
import type { Config } from './config.js';
import type { DatabaseHandle } from './db/client.js';
import { prepareDatabase } from './db/prepare.js';
import { createUser, REF, tokenFor } from './testing/factories.js';
import { withDatabase } from './testing/global-setup.js';
import { multipart } from './testing/multipart.js';
import { testConfig } from './testing/test-app.js';

/**
 * scripts/backup.sh and scripts/restore.sh, end to end: a marketplace built through the API on the
 * PostgreSQL server (a database of its own), backed up, restored into an empty database and an empty
 * data folder, and found back whole through the API. Runs in the pass with TEST_DATABASE_URL.
 */
const SERVER_URL = process.env.TEST_DATABASE_URL;
const SCRIPTS = fileURLToPath(new URL('../../../scripts/', import.meta.url));
const API = '/api/v1/zeng';
const run = promisify(execFile);

interface Site {
  config: Config;
  database: DatabaseHandle;
  app: Awaited<ReturnType<typeof buildApp>>;
}

const suffix = randomUUID().replaceAll('-', '').slice(0, 12);
const names = { source: `zeng_backup_${suffix}`, restored: `zeng_restored_${suffix}` };
const folders: string[] = [];
const sites: Site[] = [];
const folder = (name: string) => {
  const dir = mkdtempSync(join(tmpdir(), `zeng-${name}-`));
  folders.push(dir);
  return dir;
};

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: SERVER_URL });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
}

async function openSite(database: string, dataDir: string): Promise<Site> {
  const config = testConfig({ DATABASE_URL: withDatabase(SERVER_URL as string, database), DATA_DIR: dataDir });
  const handle = await prepareDatabase(config);
  const app = await buildApp(config, { database: handle, logger: false });
  const site = { config, database: handle, app };
  sites.push(site);
  return site;
}

const inject = (site: Site, url: string, token?: string) =>
  site.app.inject({ url, headers: token ? { authorization: `Bearer ${token}` } : {} });

/** The rows of every table of a database, counted: a restore brings all of them back. */
async function tableCounts(database: string) {
  const url = withDatabase(SERVER_URL as string, database);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const tables = await client.query<{ name: string }>(
      `SELECT format('%I.%I', schemaname, tablename) AS name FROM pg_tables
       WHERE schemaname NOT IN ('pg_catalog', 'information_schema') ORDER BY 1`,
    );
    const counts: Record<string, number> = {};
    for (const { name } of tables.rows) {
      counts[name] = Number((await client.query(`SELECT count(*) AS n FROM ${name}`)).rows[0].n);
    }
    return counts;
  } finally {
    await client.end();
  }
}

describe.runIf(SERVER_URL)('backup and restore (scripts/backup.sh, scripts/restore.sh)', () => {
  const sellers: { firstName: string; phoneNumber: string; token: string }[] = [];
  const adverts: { id: number; token: string; body: Record<string, unknown> }[] = [];
  const images = new Map<string, Buffer>();
  /** Each seller's own list of adverts, as the source answered it. */
  const listings: unknown[] = [];
  let sourceDir = '';
  let source: Site;

  beforeAll(async () => {
    await admin(`CREATE DATABASE ${names.source}`);
    await admin(`CREATE DATABASE ${names.restored}`);
    sourceDir = folder('backup-source');
    source = await openSite(names.source, sourceDir);

    for (const [i, firstName] of ['Nigar', 'Rəşad'].entries()) {
      const user = await createUser(source.database.db, { firstName, lastName: 'Məmmədov' });
      const token = await tokenFor(source.config.JWT_SECRET, user);
      sellers.push({ firstName, phoneNumber: user.phoneNumber, token });
      // Two photos each, through the upload call: stored on disk as WebP renditions.
      const photos = await Promise.all(
        [0, 1].map((j) =>
          sharp({
            create: { width: 80 + i * 10 + j, height: 60, channels: 3, background: { r: 40 * i, g: 90, b: 30 * j } },
          })
            .jpeg()
            .toBuffer(),
        ),
      );
      const body = multipart(photos.map((data) => ({ data })));
      const uploaded = await source.app.inject({
        method: 'POST',
        url: `${API}/storage/upload`,
        headers: { 'content-type': body.contentType, authorization: `Bearer ${token}` },
        payload: body.payload,
      });
      expect(uploaded.statusCode).toBe(200);
      const imageUrls: string[] = uploaded.json();
      const posted = await source.app.inject({
        method: 'POST',
        url: `${API}/phone`,
        headers: { authorization: `Bearer ${token}` },
        payload: {
          id: null,
          brandId: REF.apple,
          modelId: REF.iphone,
          districtId: REF.baku,
          imageUrls,
          color: 'Black',
          mainMemory: { id: REF.storage128, type: 'STORAGE', capacity: '128GB' },
          ram: { id: REF.ram8, type: 'RAM', capacity: '8GB' },
          comment: `Ehtiyat nüsxə ${i}`,
          condition: 'used',
          simType: 'DUAL SIM',
          price: 1000 + i,
        },
      });
      expect(posted.statusCode).toBe(200);
      adverts.push({ id: posted.json().id, token, body: posted.json() });
      for (const url of imageUrls) {
        const res = await inject(source, url);
        expect(res.statusCode).toBe(200);
        images.set(url, res.rawPayload);
      }
    }
  }, 60_000);

  afterAll(async () => {
    for (const site of sites) {
      await site.app.close().catch(() => {});
      await site.database.close().catch(() => {});
    }
    for (const name of Object.values(names)) await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    for (const dir of folders) rmSync(dir, { recursive: true, force: true });
  }, 30_000);

  it('restores every advert, user and image into an empty database and data folder', async () => {
    for (const seller of sellers) {
      listings.push((await inject(source, `${API}/auth/adverts?state=PENDING`, seller.token)).json());
    }
    const backupDir = join(folder('backup'), 'zeng-backup');
    await run(join(SCRIPTS, 'backup.sh'), [backupDir], {
      env: { ...process.env, DATABASE_URL: source.config.DATABASE_URL, DATA_DIR: sourceDir },
    });

    const restoredDir = folder('backup-restored');
    await run(join(SCRIPTS, 'restore.sh'), [backupDir], {
      env: {
        ...process.env,
        DATABASE_URL: withDatabase(SERVER_URL as string, names.restored),
        DATA_DIR: restoredDir,
      },
    });
    expect(await tableCounts(names.restored)).toEqual(await tableCounts(names.source));

    // A server started on the restored database and folder alone (the source one is closed first).
    await source.app.close();
    const restored = await openSite(names.restored, restoredDir);
    for (const seller of sellers) {
      const me = await inject(restored, `${API}/auth`, seller.token);
      expect(me.statusCode).toBe(200);
      expect(me.json()).toMatchObject({ firstName: seller.firstName, phoneNumber: seller.phoneNumber });
    }
    for (const [i, seller] of sellers.entries()) {
      const mine = await inject(restored, `${API}/auth/adverts?state=PENDING`, seller.token);
      expect(mine.statusCode).toBe(200);
      expect(mine.json()).toEqual(listings[i]);
      expect(mine.json().phones.map((p: { id: number }) => p.id)).toEqual([adverts[i]?.id]);
    }
    expect(images.size).toBe(4);
    for (const [url, bytes] of images) {
      const res = await inject(restored, url);
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(bytes)).toBe(true);
    }
  }, 60_000);

  it('refuses to restore over a database or a data folder that holds data', async () => {
    const backupDir = join(folder('backup-again'), 'zeng-backup');
    await run(join(SCRIPTS, 'backup.sh'), [backupDir], {
      env: { ...process.env, DATABASE_URL: sites[1]?.config.DATABASE_URL, DATA_DIR: sites[1]?.config.DATA_DIR },
    });
    const restore = run(join(SCRIPTS, 'restore.sh'), [backupDir], {
      env: { ...process.env, DATABASE_URL: sites[1]?.config.DATABASE_URL, DATA_DIR: folder('backup-empty') },
    });
    await expect(restore).rejects.toMatchObject({ stderr: expect.stringContaining('restore into an empty one') });
    const before = await tableCounts(names.restored);
    expect(before['public.adverts']).toBe(2);
  }, 60_000);
});
