import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { openEmbeddedWithQueue } from '../testing/embedded-with-queue.js';
import { createAdvert, createUser } from '../testing/factories.js';
import { testConfig } from '../testing/test-app.js';
import { type DatabaseHandle, inTransaction } from './client.js';

/** A promise and the function that settles it: a statement that runs until the test says so. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('a request that finds the embedded database’s queue full', () => {
  // Above what start-up reads at once (the catalog: five lists together).
  const MAX_WAITING = 8;
  let database: DatabaseHandle;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await openEmbeddedWithQueue(MAX_WAITING);
    const seller = await createUser(database.db);
    await createAdvert(database.db, { userId: seller.id, comment: 'qutusu var' });
    // Changes heard, as the server runs: the searches share one read of their list's promoted adverts.
    app = await buildApp(testConfig({ FIRST_PAGE_CACHE: 'true' }), { logger: false, database });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const search = (n: number) =>
    app.inject({ url: '/api/v1/zeng/phone?searchQuery=qutusu', remoteAddress: `10.30.0.${n}` });

  it('answers 503 with Retry-After at once, while /healthz answers and the waiting ones are served', async () => {
    // A transaction holds the database until the test lets it go: everything else queues behind it.
    const held = gate();
    const holding = inTransaction(database.db, () => held.opened);
    await turn();
    // A searched first page is one statement (it counts nothing) and the same search shares one read of
    // its list's promoted adverts (ADR 0038): these fill the queue.
    const waiting = Array.from({ length: MAX_WAITING - 1 }, (_, i) => search(i + 1));
    // Until all are queued: each reaches the database after its hooks.
    for (let i = 0; i < 50; i++) await turn();

    const shed = await search(MAX_WAITING + 1);
    expect(shed.statusCode, shed.body).toBe(503);
    expect(shed.headers['retry-after']).toBe('1');
    expect(shed.json()).toMatchObject({ statusCode: 503, code: 'SERVICE_UNAVAILABLE' });

    const health = await app.inject({ url: '/healthz' });
    expect(health.statusCode).toBe(200);

    held.open();
    await holding;
    for (const res of await Promise.all(waiting)) {
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().phones).toHaveLength(1);
    }
    // Once drained, the queue takes requests again.
    expect((await search(MAX_WAITING + 2)).statusCode).toBe(200);
  });
});
