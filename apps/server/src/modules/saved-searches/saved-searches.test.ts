import { MAX_SAVED_SEARCHES } from '@zeng/contract/constants';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adverts, savedSearchQueue } from '../../db/schema.js';
import { ConsoleSmsSender } from '../../infra/sms/console.js';
import { eventually } from '../../testing/eventually.js';
import { createAdvert, createUser, nextPhone, REF, TestClock, tokenFor } from '../../testing/factories.js';
import { callApi, createTestApp, type TestApp } from '../../testing/test-app.js';
import { AdvertsService } from '../adverts/service.js';
import { CatalogService } from '../catalog/service.js';
import { SearchService } from '../search/service.js';
import { queueForSavedSearches, SavedSearchAlerts } from './alert-queue.js';
import { SavedSearchMatcher } from './matching.js';
import { matchColumns, readSavedQuery } from './saved-query.js';
import { SmsDigests } from './sms-digest.js';

// Issue 38, part 1: saved searches with alerts. A person saves a listing's address with a name; an
// advert approved later that the listing would show is a notification (the bell) and counts as new on
// the saved search until it is opened; a daily SMS digest says how many, at most once a day.
const NOW = new Date('2026-06-15T12:00:00Z');
const clock = new TestClock(NOW);
const silent = { info() {} };
const sms = new ConsoleSmsSender(silent, () => clock.now());
let t: TestApp;
let seller: { id: number; token: string; phone: string };
let moderator: Awaited<ReturnType<typeof createUser>>;

/** The moderator's token as of now: the test's clock runs past a token's life. */
const moderatorToken = () => tokenFor(t.config.JWT_SECRET, moderator, clock.now());
const person = async () => {
  const user = await createUser(t.database.db);
  return { id: user.id, token: await tokenFor(t.config.JWT_SECRET, user, clock.now()), phone: user.phoneNumber };
};
const save = (token: string, body: Record<string, unknown>) =>
  callApi(t.app, 'POST', '/auth/saved-searches', token, body);
const listOf = async (token: string) => (await callApi(t.app, 'GET', '/auth/saved-searches', token)).body.savedSearches;
const notificationsOf = async (token: string) =>
  (await callApi(t.app, 'GET', '/auth/notifications', token)).body.notifications as Array<{
    kind: string;
    advert: { id: number };
    savedSearch: { id: number; name: string } | null;
  }>;

/** A seller's advert sent now and approved by a moderator, as the review queue does it. */
async function approved(seed: Parameters<typeof createAdvert>[1] extends infer S ? Omit<S & object, 'userId'> : never) {
  const advert = await createAdvert(t.database.db, {
    ...seed,
    userId: seller.id,
    state: 'PENDING',
    publishedAt: clock.now(),
  });
  const answer = await callApi(t.app, 'PUT', `/${advert.category}/approve/${advert.id}`, await moderatorToken(), {
    submittedAt: clock.now().toISOString(),
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  await matched();
  return advert;
}

/** An approval's saved searches are matched after it, from a queue: waits until none is left to match. */
const matched = () =>
  eventually(async () => {
    expect(await t.database.db.$count(savedSearchQueue)).toBe(0);
  });

beforeAll(async () => {
  t = await createTestApp({}, { clock, sms });
  seller = await person();
  moderator = await createUser(t.database.db, { role: 'MODERATOR' });
});
afterAll(() => t.close());

describe('saving a search', () => {
  it('keeps the address’s query in one order, with its name, and refuses the same one twice', async () => {
    const buyer = await person();
    const saved = await save(buyer.token, {
      name: 'Cheap iPhones',
      category: 'phone',
      query: 'priceMax=1500&brandIds=1&page=3&sortByType=PRICE_ASC',
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({
      name: 'Cheap iPhones',
      category: 'phone',
      // The filters in the table's order, the order last; the page is no part of a search.
      query: 'brandIds=1&priceMax=1500&sortByType=PRICE_ASC',
      paused: false,
      sms: false,
      newCount: 0,
    });
    const again = await save(buyer.token, {
      name: 'Again',
      category: 'phone',
      query: 'sortByType=PRICE_ASC&brandIds=1&priceMax=1500',
    });
    expect([again.status, again.body.code]).toEqual([409, 'SAVED_SEARCH_EXISTS']);
    expect(again.body.message).toContain('Cheap iPhones');
    // The same query in another category is another search; a filter of another category is left out.
    const sims = await save(buyer.token, { name: 'All numbers', category: 'sim', query: 'brandIds=1' });
    expect(sims.body.query).toBe('');
    expect((await listOf(buyer.token)).map((s: { name: string }) => s.name)).toEqual(['All numbers', 'Cheap iPhones']);
  });

  it('refuses what the listing would refuse, a visitor, a nameless one, and more than the most', async () => {
    const buyer = await person();
    const reversed = await save(buyer.token, { name: 'Odd', category: 'phone', query: 'priceMin=900&priceMax=100' });
    expect(reversed.status).toBe(400);
    expect(reversed.body.message).toMatch(/priceMin must not be above priceMax/);
    const unknown = await save(buyer.token, { name: 'Odd', category: 'phone', query: 'color=Plaid' });
    expect(unknown.status).toBe(400);
    expect((await save(buyer.token, { name: '  ', category: 'phone' })).status).toBe(400);
    expect((await save(buyer.token, { name: 'x', category: 'cars' })).status).toBe(400);
    expect((await save('', { name: 'x', category: 'phone' })).status).toBe(401);
    for (let i = 0; i < MAX_SAVED_SEARCHES - 1; i++) {
      expect((await save(buyer.token, { name: `S${i}`, category: 'phone', query: `priceMax=${100 + i}` })).status).toBe(
        200,
      );
    }
    // Two saves at the same moment for the last place: one is kept, the other refused.
    const both = await Promise.all([
      save(buyer.token, { name: 'Last A', category: 'phone', query: 'priceMax=97' }),
      save(buyer.token, { name: 'Last B', category: 'phone', query: 'priceMax=98' }),
    ]);
    expect(both.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await listOf(buyer.token)).toHaveLength(MAX_SAVED_SEARCHES);
    const over = await save(buyer.token, { name: 'One more', category: 'phone', query: 'priceMax=99' });
    expect([over.status, over.body.code]).toEqual([409, 'TOO_MANY_SAVED_SEARCHES']);
  });

  it('is renamed, paused, resumed and deleted by its person only', async () => {
    const buyer = await person();
    const other = await person();
    const { id } = (await save(buyer.token, { name: 'Tablets', category: 'tablet' })).body;
    const paused = await callApi(t.app, 'PUT', `/auth/saved-searches/${id}`, buyer.token, {
      paused: true,
      name: 'iPads',
    });
    expect(paused.body).toMatchObject({ id, name: 'iPads', paused: true });
    expect((await callApi(t.app, 'PUT', `/auth/saved-searches/${id}`, buyer.token, {})).status).toBe(400);
    const theirs = await callApi(t.app, 'PUT', `/auth/saved-searches/${id}`, other.token, { paused: false });
    expect(theirs.status).toBe(404);
    expect((await callApi(t.app, 'DELETE', `/auth/saved-searches/${id}`, other.token)).status).toBe(200);
    expect(await listOf(buyer.token)).toHaveLength(1);
    expect((await callApi(t.app, 'DELETE', `/auth/saved-searches/${id}`, buyer.token)).status).toBe(200);
    expect(await listOf(buyer.token)).toEqual([]);
  });
});

describe('what the index alone decides', () => {
  it('is a search of keys, city, price and words only; anything more is weighed whole', () => {
    const exact = (category: 'phone' | 'sim' | 'accessory', query: string) => readSavedQuery(category, query).exact;
    expect(exact('phone', `brandIds=1,2&priceMax=900&priceMin=10&districtId=${REF.baku}`)).toBe(true);
    expect(exact('phone', '')).toBe(true);
    // Models are the keys when named; with brands too, the models must say the brands.
    expect(exact('phone', `modelIds=${REF.iphone}`)).toBe(true);
    expect(readSavedQuery('phone', `modelIds=${REF.iphone}`).matchKeys).toEqual([`phone:m${REF.iphone}`]);
    const brandOf = (id: number) => (id === REF.iphone ? REF.apple : REF.samsung);
    expect(readSavedQuery('phone', `brandIds=${REF.apple}&modelIds=${REF.iphone}`, brandOf).exact).toBe(true);
    expect(readSavedQuery('phone', `brandIds=${REF.samsung}&modelIds=${REF.iphone}`, brandOf).exact).toBe(false);
    expect(exact('phone', `brandIds=1&modelIds=${REF.iphone}`)).toBe(false);
    expect(exact('phone', 'searchQuery=iphone')).toBe(true);
    expect(exact('phone', 'color=Black')).toBe(false);
    expect(exact('sim', `providerId=${REF.nar}&priceMax=50`)).toBe(true);
    // A SIM number's provider and pattern are its keys; a mask is weighed beside them, as words are.
    expect(exact('sim', 'simPattern=aabb')).toBe(true);
    expect(readSavedQuery('sim', `simPattern=aabb&providerId=${REF.nar}`).matchKeys).toEqual([`sim:p${REF.nar}:aabb`]);
    expect(exact('sim', 'searchQuery=050***77**')).toBe(true);
    expect(exact('sim', 'simPrefix=055')).toBe(false);
    expect(exact('accessory', 'type=HEADPHONES')).toBe(true);
    expect(exact('accessory', 'type=HEADPHONES&condition=new')).toBe(false);
    expect(readSavedQuery('phone', 'brandIds=2,1').matchKeys).toEqual(['phone:b1', 'phone:b2']);
    // Words alone are keyed by three characters of the longest: only adverts whose text holds them are weighed.
    const words = (query: string, read: string[]) =>
      matchColumns('phone', readSavedQuery('phone', query), { words: read }).matchKeys;
    expect(words('searchQuery=ayfon 15', ['iphone', '15'])).toEqual(['phone:giph']);
    expect(words('searchQuery=ayfon&brandIds=1', ['iphone'])).toEqual(['phone:b1']);
    expect(words('searchQuery=x', ['x'])).toEqual(['phone:*']);
  });
});

describe('an approved advert a saved search finds', () => {
  it('is a notification and a new one on the search, for searches that would list it only', async () => {
    const buyer = await person();
    const searches = {
      iphones: await save(buyer.token, {
        name: 'iPhones to 1500',
        category: 'phone',
        query: 'brandIds=1&priceMax=1500',
      }),
      words: await save(buyer.token, {
        name: 'iphone in Baku',
        category: 'phone',
        query: `searchQuery=ayfon&districtId=${REF.baku}`,
      }),
      samsung: await save(buyer.token, { name: 'Samsung', category: 'phone', query: `brandIds=${REF.samsung}` }),
      dear: await save(buyer.token, { name: 'Dear ones', category: 'phone', query: 'priceMin=2000' }),
      ganja: await save(buyer.token, { name: 'Ganja', category: 'phone', query: `districtId=${REF.ganja}` }),
      used: await save(buyer.token, { name: 'Used', category: 'phone', query: 'condition=used' }),
      galaxy: await save(buyer.token, { name: 'Galaxy words', category: 'phone', query: 'searchQuery=galaxy' }),
      model: await save(buyer.token, { name: 'This model', category: 'phone', query: `modelIds=${REF.iphone}` }),
      pair: await save(buyer.token, {
        name: 'Brand and model',
        category: 'phone',
        query: `brandIds=${REF.apple}&modelIds=${REF.iphone}`,
      }),
      mismatched: await save(buyer.token, {
        name: 'Samsung brand, iPhone model',
        category: 'phone',
        query: `brandIds=${REF.samsung}&modelIds=${REF.iphone}`,
      }),
      otherModel: await save(buyer.token, {
        name: 'Another model',
        category: 'phone',
        query: `modelIds=${REF.galaxyFirstModel}`,
      }),
      paused: await save(buyer.token, { name: 'Paused', category: 'phone' }),
    };
    await callApi(t.app, 'PUT', `/auth/saved-searches/${searches.paused.body.id}`, buyer.token, { paused: true });

    clock.advance(60_000);
    const iphone = await approved({
      category: 'phone',
      brandId: REF.apple,
      price: 1200,
      districtId: REF.baku,
      condition: 'new',
    });
    const found = await notificationsOf(buyer.token);
    expect(found.map((n) => [n.kind, n.advert.id, n.savedSearch?.name]).sort()).toEqual(
      [
        ['SAVED_SEARCH', iphone.id, 'iPhones to 1500'],
        ['SAVED_SEARCH', iphone.id, 'iphone in Baku'],
        ['SAVED_SEARCH', iphone.id, 'This model'],
        ['SAVED_SEARCH', iphone.id, 'Brand and model'],
      ].sort(),
    );
    const counts = Object.fromEntries(
      (await listOf(buyer.token)).map((s: { name: string; newCount: number }) => [s.name, s.newCount]),
    );
    expect(counts).toEqual({
      'iPhones to 1500': 1,
      'iphone in Baku': 1,
      Samsung: 0,
      'Dear ones': 0,
      Ganja: 0,
      Used: 0,
      'Galaxy words': 0,
      'This model': 1,
      'Brand and model': 1,
      'Another model': 0,
      'Samsung brand, iPhone model': 0,
      Paused: 0,
    });
    expect((await callApi(t.app, 'GET', '/auth/notifications/unread', buyer.token)).body).toEqual({ unread: 4 });

    // Approved again after an edit, it is not found twice; opening the search starts its count again.
    clock.advance(60_000);
    await callApi(t.app, 'PUT', `/phone/approve/${iphone.id}`, await moderatorToken(), {
      submittedAt: NOW.toISOString(),
    });
    await matched();
    const opened = await callApi(t.app, 'POST', `/auth/saved-searches/${searches.iphones.body.id}/open`, buyer.token);
    expect(opened.body.newCount).toBe(0);
    expect(await notificationsOf(buyer.token)).toHaveLength(4);
  });

  it('finds SIM numbers by mask and pattern, and never tells a seller of their own advert', async () => {
    const buyer = await person();
    const mask = await save(buyer.token, { name: 'Mask', category: 'sim', query: 'searchQuery=050***77**' });
    const pairs = await save(buyer.token, { name: 'Pairs', category: 'sim', query: 'simPattern=aabb' });
    await save(seller.token, { name: 'My own', category: 'sim' });
    clock.advance(60_000);
    const wanted = await approved({
      category: 'sim',
      simNumber: '994501237744',
      simProviderId: REF.azercell,
      price: 90,
    });
    const plain = await approved({ category: 'sim', simNumber: '994551234567', simProviderId: REF.bakcell, price: 90 });
    const found = await notificationsOf(buyer.token);
    expect(found.map((n) => [n.advert.id, n.savedSearch?.id]).sort()).toEqual(
      [
        [wanted.id, mask.body.id],
        [wanted.id, pairs.body.id],
      ].sort(),
    );
    expect(found.some((n) => n.advert.id === plain.id)).toBe(false);
    expect(await notificationsOf(seller.token)).toEqual([]);
  });
});

describe('matching after the approval (the queue)', () => {
  /** An advert approved as the moderation service leaves it: shown, and queued to be matched. */
  async function queued(seed: { price: number }) {
    const advert = await createAdvert(t.database.db, {
      userId: seller.id,
      modelId: REF.iphone,
      publishedAt: clock.now(),
      ...seed,
    });
    await queueForSavedSearches(t.database.db, advert.id, clock.now());
    return advert;
  }
  const alertsOn = (matcher: Pick<SavedSearchMatcher, 'match'>) =>
    new SavedSearchAlerts({ db: t.database.db, matcher: matcher as SavedSearchMatcher, warn() {} });
  /** The matcher as app.ts makes it, on the test's database. */
  const matcher = async () => {
    const catalog = await CatalogService.load(t.database.db);
    const service = new AdvertsService(t.database.db, t.database.arrayRows, catalog, clock, new SearchService(catalog));
    return new SavedSearchMatcher(service);
  };

  it('matches each queued advert once, even when two servers drain at once', async () => {
    const buyer = await person();
    await save(buyer.token, { name: 'Cheap iPhones', category: 'phone', query: `modelIds=${REF.iphone}&priceMax=300` });
    clock.advance(60_000);
    const adverts = [await queued({ price: 280 }), await queued({ price: 290 }), await queued({ price: 900 })];
    const [one, two] = [alertsOn(await matcher()), alertsOn(await matcher())];
    const drained = await Promise.all([one.drain(), two.drain()]);
    expect(drained[0] + drained[1]).toBe(3);
    expect(await t.database.db.$count(savedSearchQueue)).toBe(0);
    const told = await notificationsOf(buyer.token);
    expect(told.map((n) => n.advert.id).sort()).toEqual([adverts[0]?.id, adverts[1]?.id].sort());
  });

  it('tells nobody of an advert removed before its turn', async () => {
    const buyer = await person();
    await save(buyer.token, { name: 'Any phone', category: 'phone' });
    clock.advance(60_000);
    const advert = await queued({ price: 500 });
    await t.database.db.update(adverts).set({ deletedAt: clock.now() }).where(eq(adverts.id, advert.id));
    expect(await alertsOn(await matcher()).drain()).toBe(1);
    expect(await notificationsOf(buyer.token)).toEqual([]);
  });

  it('keeps an advert whose matching failed queued, behind the others, to be matched at a later look', async () => {
    const buyer = await person();
    await save(buyer.token, { name: 'All phones', category: 'phone' });
    clock.advance(60_000);
    const broken = await queued({ price: 500 });
    clock.advance(1_000);
    const next = await queued({ price: 510 });
    // The first advert's matching fails (a bug, a lost connection): it stays, counted.
    const failing = alertsOn({
      match: (_tx, id) => (id === broken.id ? Promise.reject(new Error('the database went away')) : Promise.resolve(0)),
    });
    failing.wake();
    await failing.settled();
    const [row] = await t.database.db.select().from(savedSearchQueue).where(eq(savedSearchQueue.advertId, broken.id));
    expect(row?.failures).toBe(1);
    // The next look takes the advert behind it first, then tries it again.
    const order: number[] = [];
    const real = await matcher();
    const watching = alertsOn({
      match: (tx, id, now) => {
        order.push(id);
        return real.match(tx, id, now);
      },
    });
    expect(await watching.drain()).toBe(2);
    expect(order).toEqual([next.id, broken.id]);
    expect(await t.database.db.$count(savedSearchQueue)).toBe(0);
    expect((await notificationsOf(buyer.token)).map((n) => n.advert.id).sort()).toEqual([broken.id, next.id].sort());
  });
});

describe('the daily SMS digest', () => {
  it('says how many adverts the SMS searches found, at most once a day', async () => {
    const buyer = await person();
    const digests = new SmsDigests({ db: t.database.db, sms, clock, publicOrigin: 'https://zeng.az', warn() {} });
    await save(buyer.token, { name: 'Nar numbers', category: 'sim', query: `providerId=${REF.nar}`, sms: true });
    await save(buyer.token, { name: 'Quiet', category: 'sim', query: `providerId=${REF.bakcell}` });
    expect(await digests.sendDue()).toBe(0);

    clock.advance(60_000);
    await approved({ category: 'sim', simNumber: `99470${nextPhone().slice(5)}`, simProviderId: REF.nar, price: 40 });
    await approved({
      category: 'sim',
      simNumber: `99455${nextPhone().slice(5)}`,
      simProviderId: REF.bakcell,
      price: 40,
    });
    await digests.sendDue();
    const [first, ...rest] = sms.outbox(buyer.phone);
    expect(rest).toEqual([]);
    expect(first?.text).toBe(
      'Zeng: saxladığınız axtarışlarda «Nar numbers» 1 yeni elan var. https://zeng.az/savedSearches',
    );

    // Another find the same day waits for tomorrow's.
    clock.advance(60 * 60_000);
    await approved({ category: 'sim', simNumber: `99470${nextPhone().slice(5)}`, simProviderId: REF.nar, price: 41 });
    await digests.sendDue();
    expect(sms.outbox(buyer.phone)).toHaveLength(1);
    clock.advance(23 * 60 * 60_000);
    await digests.sendDue();
    expect(sms.outbox(buyer.phone)).toHaveLength(2);
    expect(sms.outbox(buyer.phone)[0]?.text).toContain('«Nar numbers» 1 yeni elan');
    // Nothing new since: nothing sent.
    clock.advance(25 * 60 * 60_000);
    await digests.sendDue();
    expect(sms.outbox(buyer.phone)).toHaveLength(2);
  });
});
