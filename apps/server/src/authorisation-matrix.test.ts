import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PRODUCT_CATEGORIES, type ProductCategory } from '@zeng/contract/constants';
import { isErrorResponse } from '@zeng/contract/error-answer';
import { API_PREFIX, PATH_ALIASES, PATHS } from '@zeng/contract/routes';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advertReports, promotions, savedSearches, uploads } from './db/schema.js';
import { changedTables, dataFingerprint } from './testing/data-fingerprint.js';
import { createAdvert, createUser, nextPhone, REF, TestClock, tokenFor, validSubmission } from './testing/factories.js';
import { registeredRoutes } from './testing/registered-routes.js';
import { createTestApp, type TestApp } from './testing/test-app.js';
import { WEB_DIST_DIR } from './testing/web-build.js';

/**
 * Who may make which call: every route the server registers × a visitor (no token), the owner of the
 * resource (or, for calls on one's own account, the signed-in person), another user, a moderator and
 * an administrator → the status each gets. A refused call, and any GET, must leave every table as it
 * was. Each cell runs in a world of its own (fresh people and a fresh advert), so a call that succeeds
 * for one caller cannot decide what the next one gets.
 */

const NOW = new Date('2026-06-15T12:00:00Z');
const DAY = 86_400_000;
const clock = new TestClock(NOW);

const ROLES = ['visitor', 'owner', 'other', 'moderator', 'admin'] as const;
type Role = (typeof ROLES)[number];
/** The expected status for: visitor, owner, other user, moderator, administrator. */
type Policy = readonly [visitor: number, owner: number, other: number, moderator: number, admin: number];

type User = Awaited<ReturnType<typeof createUser>>;
interface World {
  category: ProductCategory;
  owner: User;
  other: User;
  moderator: User;
  admin: User;
  /** Who makes the call; null for a visitor. */
  actor: User | null;
  /** This cell's own client address, so per-address limits never carry over between cells. */
  address: string;
}

interface Call {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  payload?: object | Buffer;
  headers?: Record<string, string>;
}

interface Row {
  /** The route as registered; {category} stands for each of the four. API rows omit the API prefix. */
  route: string;
  /** What the call is made on, for the reader. */
  on: string;
  expect: Policy;
  /** Callers whose success must still change nothing: they may not reach someone else's data. */
  changesNothingFor?: readonly Role[];
  call(w: World): Promise<Call> | Call;
}

const PUBLIC: Policy = [200, 200, 200, 200, 200];
const SIGNED_IN: Policy = [401, 200, 200, 200, 200];
const MODERATORS: Policy = [401, 403, 403, 200, 200];
const OWNER_ONLY: Policy = [401, 200, 403, 403, 403];
const ADMINS: Policy = [401, 403, 403, 403, 200];
const OWNER_OR_ADMIN: Policy = [401, 200, 403, 403, 200];

const get = (url: string): Call => ({ method: 'GET', url });

// ---------- fixtures ----------

let t: TestApp;
let dataDir: string;
let photo: Buffer;
let sequence = 0;

const PAST = { published: new Date(NOW.getTime() - 40 * DAY) };

/** An advert of the world's category, owned by its owner. */
async function advertOf(w: World, standing: 'PENDING' | 'APPROVED' | 'EXPIRED') {
  return createAdvert(t.database.db, {
    userId: w.owner.id,
    category: w.category,
    state: standing === 'PENDING' ? 'PENDING' : 'APPROVED',
    // Approved 40 days ago: its 30 days are over.
    ...(standing === 'EXPIRED' && { publishedAt: PAST.published }),
    ...(w.category !== 'sim' && { imageKeys: [`matrix${++sequence}`] }),
  });
}

/** A search the owner saved (issue 38). */
async function savedSearchOf(w: World) {
  const [row] = await t.database.db
    .insert(savedSearches)
    .values({
      userId: w.owner.id,
      name: 'Cheap ones',
      category: w.category,
      query: 'priceMax=100',
      lang: 'az',
      matchKeys: [`${w.category}:*`],
      priceMax: 100,
    })
    .returning({ id: savedSearches.id });
  if (!row) throw new Error('the saved search was not written');
  return row.id;
}

/** An approved advert of the owner, reported by someone else. */
async function reportedOf(w: World) {
  const advert = await advertOf(w, 'APPROVED');
  await t.database.db
    .insert(advertReports)
    .values({ advertId: advert.id, reporterKey: `user:${w.other.id}`, userId: w.other.id, reason: 'scam' });
  return advert;
}

/** The owner's open request for a VIP place for an approved advert (issue 38). */
async function promotionOf(w: World) {
  const advert = await advertOf(w, 'APPROVED');
  const [row] = await t.database.db
    .insert(promotions)
    .values({ advertId: advert.id, kind: 'VIP', requestedBy: w.owner.id, requestedAt: new Date() })
    .returning({ id: promotions.id });
  if (!row) throw new Error('no request was made');
  return row;
}

/** Image addresses the person uploaded (as the upload call records them). */
async function uploadedBy(user: User | null): Promise<string[]> {
  if (!user) return ['/uploads/nobody-large.webp'];
  const key = `matrix${++sequence}`;
  await t.database.db.insert(uploads).values({ key, userId: user.id, width: 1200, height: 900 });
  return [`/uploads/${key}-large.webp`];
}

/** A complete submission of the category: a new advert, or (with id) the edit of one. */
async function submission(w: World, existing?: { id: number; simNumber: string | null; key?: string }) {
  const imageUrls = existing?.key ? [`/uploads/${existing.key}-large.webp`] : await uploadedBy(w.actor);
  return validSubmission(w.category, {
    imageUrls,
    id: existing?.id ?? null,
    simNumber: existing?.simNumber ?? null,
    comment: 'Matrix',
  });
}

/** An advert of the owner and the edit of it: same fields, its own photos kept. */
async function editOf(w: World) {
  const row = await advertOf(w, 'APPROVED');
  const key = w.category === 'sim' ? undefined : `matrix${sequence}`;
  return submission(w, { id: row.id, simNumber: row.simNumber, key });
}

async function inject(call: Call, address: string, token?: string) {
  const res = await t.app.inject({
    method: call.method,
    url: call.url,
    remoteAddress: address,
    headers: { ...call.headers, ...(token && { authorization: `Bearer ${token}` }) },
    ...(call.payload !== undefined && { payload: call.payload }),
  });
  return res;
}

/** Signs the person in as the app does (code by SMS, read from the development outbox): the token pair. */
async function signIn(w: World, user: User) {
  const api = (call: Call) => inject({ ...call, url: API_PREFIX + call.url }, w.address);
  const sent = await api({ method: 'POST', url: '/auth/authenticate', payload: { phoneNumber: user.phoneNumber } });
  expect(sent.statusCode, sent.body).toBe(200);
  const code = await codeFor(user.phoneNumber);
  const confirmed = await api({
    method: 'POST',
    url: '/auth/confirm',
    payload: { phoneNumber: user.phoneNumber, confirmCode: code },
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return confirmed.json() as { access_token: string; refresh_token: string };
}

async function codeFor(phoneNumber: string): Promise<string> {
  // The outbox answers this machine only (the cell's own address stands for another machine).
  const res = await inject(get(`${API_PREFIX}/dev/sms-outbox?phoneNumber=${phoneNumber}`), '127.0.0.1');
  const [newest] = res.json() as { code: string }[];
  if (!newest) throw new Error(`no code was sent to ${phoneNumber}`);
  return newest.code;
}

/** A multipart/form-data body with one photo in the files field, as the browser sends it. */
function photoForm(): Pick<Call, 'payload' | 'headers'> {
  const boundary = `----matrix${++sequence}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), photo, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

// ---------- the matrix ----------

/** The calls under /api/v1/zeng. */
const API_CALLS: Row[] = [
  // Lookups: the same for everyone.
  { route: 'GET /district', on: 'the city list', expect: PUBLIC, call: () => get('/district') },
  { route: 'GET /brand/phone', on: 'phone brands', expect: PUBLIC, call: () => get('/brand/phone') },
  { route: 'GET /brand/tablet', on: 'tablet brands', expect: PUBLIC, call: () => get('/brand/tablet') },
  { route: 'GET /model/:brandId', on: 'a brand', expect: PUBLIC, call: () => get(`/model/${REF.apple}`) },
  { route: 'GET /sort', on: 'sort options', expect: PUBLIC, call: () => get('/sort') },
  {
    route: 'GET /landing',
    on: "a category's landing pages",
    expect: PUBLIC,
    call: () => get('/landing?category=phone'),
  },
  { route: 'GET /sim/providers', on: 'providers', expect: PUBLIC, call: () => get('/sim/providers') },
  { route: 'GET /accessory/type', on: 'accessory types', expect: PUBLIC, call: () => get('/accessory/type') },
  { route: 'GET /component/storage', on: 'storage sizes', expect: PUBLIC, call: () => get('/component/storage') },
  { route: 'GET /component/ram', on: 'RAM sizes', expect: PUBLIC, call: () => get('/component/ram') },
  { route: 'GET /site', on: 'contact lines', expect: PUBLIC, call: () => get('/site') },
  { route: 'GET /auth/advert-states', on: 'state names', expect: PUBLIC, call: () => get('/auth/advert-states') },

  // Search: the same for everyone.
  {
    route: 'GET /search/suggestions',
    on: 'what was typed',
    expect: PUBLIC,
    call: () => get('/search/suggestions?q=ayf'),
  },
  { route: 'GET /search/counts', on: 'a search', expect: PUBLIC, call: () => get('/search/counts?searchQuery=ayfon') },

  // Browsing.
  { route: 'GET /{category}', on: 'the listing', expect: PUBLIC, call: (w) => get(`/${w.category}?limit=5`) },
  { route: 'GET /{category}/today', on: "today's", expect: PUBLIC, call: (w) => get(`/${w.category}/today`) },
  {
    route: 'GET /{category}/count',
    on: "a list's filters",
    expect: PUBLIC,
    call: (w) => get(`/${w.category}/count?priceMax=900`),
  },
  {
    route: 'GET /adverts/batch',
    on: 'an approved and a pending advert',
    expect: PUBLIC,
    call: async (w) =>
      get(`/adverts/batch?ids=${(await advertOf(w, 'APPROVED')).id},${(await advertOf(w, 'PENDING')).id}`),
  },
  {
    route: 'GET /{category}/:id',
    on: 'an approved advert',
    expect: PUBLIC,
    call: async (w) => get(`/${w.category}/${(await advertOf(w, 'APPROVED')).id}`),
  },
  {
    route: 'GET /{category}/:id/similar',
    on: 'an approved advert',
    expect: PUBLIC,
    call: async (w) => get(`/${w.category}/${(await advertOf(w, 'APPROVED')).id}/similar`),
  },
  {
    route: 'GET /{category}/:id',
    on: "the owner's pending advert",
    expect: [404, 200, 404, 200, 200],
    call: async (w) => get(`/${w.category}/${(await advertOf(w, 'PENDING')).id}`),
  },
  {
    route: 'GET /{category}/:id',
    on: "the owner's expired advert",
    expect: [410, 200, 410, 200, 200],
    call: async (w) => get(`/${w.category}/${(await advertOf(w, 'EXPIRED')).id}`),
  },
  {
    route: 'POST /{category}/:id/contact',
    on: 'an approved advert: its seller reached by anyone',
    expect: PUBLIC,
    call: async (w) => ({ method: 'POST', url: `/${w.category}/${(await advertOf(w, 'APPROVED')).id}/contact` }),
  },
  {
    route: 'POST /{category}/:id/contact',
    on: "the owner's pending advert: its number as its detail, to whoever may see it",
    expect: [404, 200, 404, 200, 200],
    call: async (w) => ({ method: 'POST', url: `/${w.category}/${(await advertOf(w, 'PENDING')).id}/contact` }),
  },
  {
    route: 'POST /{category}/:id/view',
    on: 'an approved advert: anyone opens its page',
    expect: PUBLIC,
    call: async (w) => ({ method: 'POST', url: `/${w.category}/${(await advertOf(w, 'APPROVED')).id}/view` }),
  },
  {
    route: 'GET /{category}/:id/stats',
    on: "the owner's advert: its views and reveals, the owner's and an administrator's",
    expect: OWNER_OR_ADMIN,
    call: async (w) => get(`/${w.category}/${(await advertOf(w, 'APPROVED')).id}/stats`),
  },
  {
    route: 'GET /{category}/:id/similar',
    on: "the owner's pending advert (as to a visitor: tokens play no part)",
    expect: [404, 404, 404, 404, 404],
    call: async (w) => get(`/${w.category}/${(await advertOf(w, 'PENDING')).id}/similar`),
  },

  // A seller's page (issue 35): the same for everyone.
  {
    route: 'GET /sellers/:id',
    on: "the owner's page",
    expect: PUBLIC,
    call: async (w) => {
      await advertOf(w, 'APPROVED');
      return get(`/sellers/${w.owner.id}`);
    },
  },
  {
    route: 'GET /sellers/:id/adverts',
    on: "the owner's live adverts",
    expect: PUBLIC,
    call: async (w) => {
      await advertOf(w, 'APPROVED');
      return get(`/sellers/${w.owner.id}/adverts`);
    },
  },

  // Posting and managing one's adverts.
  {
    route: 'POST /{category}',
    on: 'a new advert (photos the caller uploaded)',
    expect: SIGNED_IN,
    call: async (w) => ({ method: 'POST', url: `/${w.category}`, payload: await submission(w) }),
  },
  {
    route: 'POST /{category}',
    on: "an edit of the owner's advert",
    expect: OWNER_ONLY,
    call: async (w) => ({ method: 'POST', url: `/${w.category}`, payload: await editOf(w) }),
  },
  {
    route: 'PUT /{category}/renew/:id',
    on: "the owner's expired advert",
    expect: OWNER_ONLY,
    call: async (w) => ({ method: 'PUT', url: `/${w.category}/renew/${(await advertOf(w, 'EXPIRED')).id}` }),
  },
  {
    route: 'PUT /{category}/sold/:id',
    on: "the owner's approved advert",
    expect: OWNER_ONLY,
    call: async (w) => ({ method: 'PUT', url: `/${w.category}/sold/${(await advertOf(w, 'APPROVED')).id}` }),
  },
  {
    route: 'DELETE /{category}/:id',
    on: "the owner's approved advert",
    expect: OWNER_OR_ADMIN,
    call: async (w) => ({ method: 'DELETE', url: `/${w.category}/${(await advertOf(w, 'APPROVED')).id}` }),
  },
  {
    route: 'DELETE /{category}/:id',
    on: "the owner's pending advert (unknown to another user, not to a moderator)",
    expect: [401, 200, 404, 403, 200],
    call: async (w) => ({ method: 'DELETE', url: `/${w.category}/${(await advertOf(w, 'PENDING')).id}` }),
  },
  {
    route: 'POST /storage/upload',
    on: 'a photo',
    expect: SIGNED_IN,
    call: () => ({ method: 'POST', url: '/storage/upload', ...photoForm() }),
  },

  // Moderation.
  {
    route: 'GET /moderation/pending-counts',
    on: 'the queue',
    expect: MODERATORS,
    call: () => get('/moderation/pending-counts'),
  },
  {
    route: 'GET /{category}/admin',
    on: 'the queue',
    expect: MODERATORS,
    call: (w) => get(`/${w.category}/admin?page=1`),
  },
  {
    route: 'GET /{category}/admin/:id',
    on: "the owner's pending advert",
    expect: MODERATORS,
    call: async (w) => get(`/${w.category}/admin/${(await advertOf(w, 'PENDING')).id}`),
  },
  {
    route: 'PUT /{category}/approve/:id',
    on: "the owner's pending advert",
    expect: MODERATORS,
    call: async (w) => {
      const advert = await advertOf(w, 'PENDING');
      return {
        method: 'PUT',
        url: `/${w.category}/approve/${advert.id}`,
        payload: { submittedAt: advert.submittedAt.toISOString() },
      };
    },
  },
  {
    route: 'PUT /{category}/reject/:id',
    on: "the owner's pending advert",
    expect: MODERATORS,
    call: async (w) => {
      const advert = await advertOf(w, 'PENDING');
      return {
        method: 'PUT',
        url: `/${w.category}/reject/${advert.id}`,
        payload: { submittedAt: advert.submittedAt.toISOString(), reason: 'The photos are blurred.' },
      };
    },
  },

  // Reports (issue 37): anyone but the seller reports an advert they may see; moderators decide.
  {
    route: 'POST /{category}/:id/report',
    on: 'an approved advert: anyone but its seller reports it',
    expect: [200, 403, 200, 200, 200],
    call: async (w) => ({
      method: 'POST',
      url: `/${w.category}/${(await advertOf(w, 'APPROVED')).id}/report`,
      payload: { reason: 'scam' },
    }),
  },
  {
    route: 'POST /{category}/:id/report',
    on: "the owner's pending advert: as its detail, unknown to others",
    expect: [404, 403, 404, 200, 200],
    call: async (w) => ({
      method: 'POST',
      url: `/${w.category}/${(await advertOf(w, 'PENDING')).id}/report`,
      payload: { reason: 'scam' },
    }),
  },
  {
    route: 'GET /moderation/reports',
    on: 'the reports tab',
    expect: MODERATORS,
    call: () => get('/moderation/reports'),
  },
  {
    route: 'PUT /moderation/reports/:id/dismiss',
    on: 'a reported advert of the owner',
    expect: MODERATORS,
    call: async (w) => ({ method: 'PUT', url: `/moderation/reports/${(await reportedOf(w)).id}/dismiss` }),
  },
  {
    route: 'PUT /moderation/reports/:id/remove',
    on: 'a reported advert of the owner',
    expect: MODERATORS,
    call: async (w) => ({
      method: 'PUT',
      url: `/moderation/reports/${(await reportedOf(w)).id}/remove`,
      payload: { reason: 'A stolen photo' },
    }),
  },

  // Paid placement (issue 38): the seller asks for their shown advert; administrators alone decide.
  {
    route: 'GET /auth/adverts/:id/promotions',
    on: "an approved advert's requests: its seller's, and an administrator's",
    expect: [401, 200, 403, 403, 200],
    call: async (w) => get(`/auth/adverts/${(await advertOf(w, 'APPROVED')).id}/promotions`),
  },
  {
    route: 'POST /auth/adverts/:id/promotions',
    on: 'an approved advert: its seller asks',
    expect: OWNER_ONLY,
    call: async (w) => ({
      method: 'POST',
      url: `/auth/adverts/${(await advertOf(w, 'APPROVED')).id}/promotions`,
      payload: { kind: 'VIP' },
    }),
  },
  {
    route: 'POST /auth/adverts/:id/promotions',
    on: "the owner's pending advert: not shown, so not promoted",
    expect: [401, 409, 403, 403, 403],
    call: async (w) => ({
      method: 'POST',
      url: `/auth/adverts/${(await advertOf(w, 'PENDING')).id}/promotions`,
      payload: { kind: 'PREMIUM' },
    }),
  },
  {
    route: 'GET /moderation/promotions',
    on: 'the paid placement tab',
    expect: ADMINS,
    call: () => get('/moderation/promotions'),
  },
  {
    route: 'PUT /moderation/promotions/:id/grant',
    on: "the owner's open request for a VIP place",
    expect: ADMINS,
    call: async (w) => ({
      method: 'PUT',
      url: `/moderation/promotions/${(await promotionOf(w)).id}/grant`,
      payload: { days: 7 },
    }),
  },
  {
    route: 'PUT /moderation/promotions/:id/refuse',
    on: "the owner's open request for a VIP place",
    expect: ADMINS,
    call: async (w) => ({ method: 'PUT', url: `/moderation/promotions/${(await promotionOf(w)).id}/refuse` }),
  },

  // Liked adverts with the account and notifications (issue 38): each person's own, nobody else's.
  { route: 'GET /auth/liked', on: "the caller's liked list", expect: SIGNED_IN, call: () => get('/auth/liked') },
  {
    route: 'PUT /auth/liked/:id',
    on: 'an approved advert: anyone signed in but its seller likes it',
    expect: [401, 403, 200, 200, 200],
    call: async (w) => ({ method: 'PUT', url: `/auth/liked/${(await advertOf(w, 'APPROVED')).id}` }),
  },
  {
    route: 'PUT /auth/liked/:id',
    on: "the owner's pending advert: not shown, so nobody likes it",
    expect: [401, 404, 404, 404, 404],
    call: async (w) => ({ method: 'PUT', url: `/auth/liked/${(await advertOf(w, 'PENDING')).id}` }),
  },
  {
    route: 'DELETE /auth/liked/:id',
    on: "an approved advert, out of the caller's own list",
    expect: SIGNED_IN,
    call: async (w) => ({ method: 'DELETE', url: `/auth/liked/${(await advertOf(w, 'APPROVED')).id}` }),
  },
  {
    route: 'POST /auth/liked/merge',
    on: "a device's list holding an approved advert",
    expect: SIGNED_IN,
    call: async (w) => ({
      method: 'POST',
      url: '/auth/liked/merge',
      payload: { ids: [(await advertOf(w, 'APPROVED')).id] },
    }),
  },
  {
    route: 'GET /auth/notifications',
    on: "the caller's notifications",
    expect: SIGNED_IN,
    call: () => get('/auth/notifications'),
  },
  {
    route: 'GET /auth/notifications/unread',
    on: "the caller's bell",
    expect: SIGNED_IN,
    call: () => get('/auth/notifications/unread'),
  },
  {
    route: 'PUT /auth/notifications/read',
    on: "the caller's own notifications",
    expect: SIGNED_IN,
    call: () => ({ method: 'PUT', url: '/auth/notifications/read', payload: { upTo: 2_000_000_000 } }),
  },

  // Saved searches (issue 38): each person's own; another's is not found, and deleting it changes nothing.
  {
    route: 'GET /auth/saved-searches',
    on: "the caller's saved searches",
    expect: SIGNED_IN,
    call: () => get('/auth/saved-searches'),
  },
  {
    route: 'POST /auth/saved-searches',
    on: 'a search of the category',
    expect: SIGNED_IN,
    call: (w) => ({
      method: 'POST',
      url: '/auth/saved-searches',
      payload: { name: 'Under 500', category: w.category, query: 'priceMax=500' },
    }),
  },
  {
    route: 'PUT /auth/saved-searches/:id',
    on: "the owner's saved search, paused",
    expect: [401, 200, 404, 404, 404],
    call: async (w) => ({
      method: 'PUT',
      url: `/auth/saved-searches/${await savedSearchOf(w)}`,
      payload: { paused: true },
    }),
  },
  {
    route: 'POST /auth/saved-searches/:id/open',
    on: "the owner's saved search",
    expect: [401, 200, 404, 404, 404],
    call: async (w) => ({ method: 'POST', url: `/auth/saved-searches/${await savedSearchOf(w)}/open` }),
  },
  {
    route: 'DELETE /auth/saved-searches/:id',
    on: "the owner's saved search",
    expect: SIGNED_IN,
    changesNothingFor: ['other', 'moderator', 'admin'],
    call: async (w) => ({ method: 'DELETE', url: `/auth/saved-searches/${await savedSearchOf(w)}` }),
  },

  // Accounts. Sign-up and sign-in are for everyone; a token sent along changes nothing.  // Accounts. Sign-up and sign-in are for everyone; a token sent along changes nothing.
  {
    route: 'POST /auth/register',
    on: 'a new number',
    expect: PUBLIC,
    call: () => ({
      method: 'POST',
      url: '/auth/register',
      payload: { firstName: 'Leyla', lastName: 'Məmmədova', phoneNumber: nextPhone() },
    }),
  },
  {
    route: 'POST /auth/authenticate',
    on: "the owner's number",
    expect: PUBLIC,
    call: (w) => ({ method: 'POST', url: '/auth/authenticate', payload: { phoneNumber: w.owner.phoneNumber } }),
  },
  {
    route: 'POST /auth/confirm',
    on: 'the code sent to the owner',
    expect: PUBLIC,
    call: async (w) => {
      const sent = await inject(
        { method: 'POST', url: `${API_PREFIX}/auth/authenticate`, payload: { phoneNumber: w.owner.phoneNumber } },
        w.address,
      );
      expect(sent.statusCode).toBe(200);
      const confirmCode = await codeFor(w.owner.phoneNumber);
      return { method: 'POST', url: '/auth/confirm', payload: { phoneNumber: w.owner.phoneNumber, confirmCode } };
    },
  },
  {
    route: 'POST /auth/refresh-token',
    on: "the owner's refresh token",
    expect: PUBLIC,
    call: async (w) => ({
      method: 'POST',
      url: '/auth/refresh-token',
      headers: { refreshtoken: `Bearer ${(await signIn(w, w.owner)).refresh_token}` },
    }),
  },
  { route: 'GET /auth', on: 'the caller', expect: SIGNED_IN, call: () => get('/auth') },
  {
    route: 'PUT /auth',
    on: "the caller's account type",
    expect: SIGNED_IN,
    call: () => ({ method: 'PUT', url: '/auth', payload: { accountType: 'BUSINESS' } }),
  },
  {
    route: 'GET /auth/adverts',
    on: "the caller's adverts",
    expect: SIGNED_IN,
    call: () => get('/auth/adverts?state=PENDING'),
  },
  {
    route: 'GET /auth/advert-counts',
    on: "the caller's adverts, counted by state",
    expect: SIGNED_IN,
    call: () => get('/auth/advert-counts'),
  },
  {
    route: 'POST /auth/logout',
    on: "the owner's session (its refresh token sent along)",
    expect: SIGNED_IN,
    // Someone else's refresh token in the header must not end that person's session.
    changesNothingFor: ['other', 'moderator', 'admin'],
    call: async (w) => ({
      method: 'POST',
      url: '/auth/logout',
      headers: { refreshtoken: `Bearer ${(await signIn(w, w.owner)).refresh_token}` },
    }),
  },

  // Development only (absent in production): the console SMS driver's outbox, for this machine
  // only; every cell calls from an address of its own, another machine's (dev/dev.test.ts).
  {
    route: 'GET /dev/sms-outbox',
    on: "the owner's number, from another machine",
    expect: [403, 403, 403, 403, 403],
    call: (w) => get(`/dev/sms-outbox?phoneNumber=${w.owner.phoneNumber}`),
  },
];

/** Everything else the server answers: pages, images, health and the API's documentation. */
const SITE_CALLS: Row[] = [
  { route: 'GET /healthz', on: 'the process', expect: PUBLIC, call: () => get('/healthz') },
  { route: 'GET /readyz', on: 'the database', expect: PUBLIC, call: () => get('/readyz') },
  // A wildcard route is listed under its nearest routed parent (registered-routes.ts), here Home's /:
  // /media/*, /assets/* and the pages' own /* all read "/*".
  { route: 'GET /*', on: "the server's own images", expect: PUBLIC, call: () => get('/media/placeholder.svg') },
  {
    route: 'GET /*',
    on: "the web app's scripts",
    expect: PUBLIC,
    call: () => get(`/assets/${readdirSync(join(WEB_DIST_DIR, 'assets')).find((f) => f.endsWith('.js'))}`),
  },
  // The web app's public files are routes of their own; its index.html and server bundle are not served.
  ...readdirSync(WEB_DIST_DIR)
    .filter((name) => statSync(join(WEB_DIST_DIR, name)).isFile() && name !== 'index.html')
    .map((name) => ({
      route: `GET /${name}`,
      on: 'a public file of the web app',
      expect: PUBLIC,
      call: () => get(`/${name}`),
    })),
  ...['/index.html', '/server/entry-server.js', '/.vite/manifest.json'].map((path) => ({
    route: 'GET /*',
    on: `the build's ${path} (never served)`,
    expect: [404, 404, 404, 404, 404] as Policy,
    call: () => get(path),
  })),
  // What search engines read (modules/seo).
  { route: 'GET /robots.txt', on: 'the crawl rules', expect: PUBLIC, call: () => get('/robots.txt') },
  { route: 'GET /sitemap.xml', on: 'the sitemap index', expect: PUBLIC, call: () => get('/sitemap.xml') },
  {
    route: 'GET /sitemaps/:file',
    on: 'a child sitemap the index names',
    expect: PUBLIC,
    call: async () => {
      const index = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
      return get(/<loc>[^<]*?(\/sitemaps\/[^<]+)<\/loc>/.exec(index.body)?.[1] ?? '/sitemaps/none.xml');
    },
  },
  // Every page is rendered by modules/pages: Home at /, every other screen under /*, in each language;
  // the share preview has its rows below.
  { route: 'GET /', on: 'the home page', expect: PUBLIC, call: () => get('/') },
  ...Object.values(PATHS)
    .filter((path) => !path.includes(':') && !path.includes('*') && path !== PATHS.home)
    .flatMap((path) => [path, `/en${path}`, `/ru${path}`])
    .map((path) => ({ route: 'GET /*', on: `the page ${path}`, expect: PUBLIC, call: () => get(path) })),
  {
    route: 'GET /*',
    on: 'a landing page naming no shown advert',
    expect: [404, 404, 404, 404, 404],
    call: () => get('/en/phones/no-such-brand'),
  },
  ...Object.keys(PATH_ALIASES).map((path) => ({
    route: 'GET /*',
    on: `${path}, a second spelling of a screen`,
    expect: [301, 301, 301, 301, 301] as Policy,
    call: () => get(path),
  })),
  {
    route: 'GET /*',
    on: "an approved advert's page",
    expect: PUBLIC,
    call: async (w) => get(`/phone-preview/${w.category}/${(await advertOf(w, 'APPROVED')).id}`),
  },
  {
    route: 'GET /*',
    on: "a pending advert's page (tokens play no part: the page is public)",
    expect: [404, 404, 404, 404, 404],
    call: async (w) => get(`/phone-preview/${w.category}/${(await advertOf(w, 'PENDING')).id}`),
  },
  {
    route: 'GET /uploads/:key',
    on: 'a photo the owner uploaded',
    expect: PUBLIC,
    call: async (w) => {
      const token = await tokenFor(t.config.JWT_SECRET, w.owner, NOW);
      const res = await inject(
        { method: 'POST', url: `${API_PREFIX}/storage/upload`, ...photoForm() },
        w.address,
        token,
      );
      expect(res.statusCode, res.body).toBe(200);
      const [url] = res.json() as string[];
      return get(url ?? '');
    },
  },
  { route: 'GET /api/docs', on: 'the API documentation', expect: PUBLIC, call: () => get('/api/docs/') },
  { route: 'GET /api/docs/json', on: 'the OpenAPI document', expect: PUBLIC, call: () => get('/api/docs/json') },
  { route: 'GET /api/docs/yaml', on: 'the OpenAPI document', expect: PUBLIC, call: () => get('/api/docs/yaml') },
  {
    route: 'GET /api/docs/static/index.html',
    on: 'the documentation page (sent on to /api/docs/)',
    expect: [302, 302, 302, 302, 302],
    call: () => get('/api/docs/static/index.html'),
  },
  {
    route: 'GET /api/docs/static/swagger-initializer.js',
    on: 'its script',
    expect: PUBLIC,
    call: () => get('/api/docs/static/swagger-initializer.js'),
  },
  {
    // /api/docs/static/*, listed under /api/docs.
    route: 'GET /api/docs*',
    on: "the documentation's assets",
    expect: PUBLIC,
    call: () => get('/api/docs/static/swagger-ui.css'),
  },
];

interface Case extends Row {
  /** The registered route, in full. */
  registered: string;
  category: ProductCategory;
  api: boolean;
}

function expand(rows: Row[], api: boolean): Case[] {
  return rows.flatMap((row) => {
    const categories = row.route.includes('{category}') ? PRODUCT_CATEGORIES : (['phone'] as const);
    return categories.map((category) => {
      const [method, path = ''] = row.route.replace('{category}', category).split(' ');
      const registered = `${method} ${api ? API_PREFIX : ''}${path}`;
      return { ...row, registered, category, api };
    });
  });
}

const CASES = [...expand(API_CALLS, true), ...expand(SITE_CALLS, false)];

// ---------- running it ----------

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'zeng-matrix-'));
  // Every role reveals every category's numbers from one address: the limit per address is not what is tested.
  t = await createTestApp(
    { DATA_DIR: dataDir, WEB_DIST_DIR, CONTACT_REVEALS_PER_ADDRESS_PER_HOUR: '100000' },
    { clock },
  );
  photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c0392b' } })
    .png()
    .toBuffer();
});
afterAll(async () => {
  await t?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

let addressSeq = 0;
async function worldFor(category: ProductCategory, role: Role): Promise<World> {
  const db = t.database.db;
  const owner = await createUser(db);
  const other = await createUser(db);
  const moderator = await createUser(db, { role: 'MODERATOR' });
  const admin = await createUser(db, { role: 'ADMIN' });
  const actors = { visitor: null, owner, other, moderator, admin };
  addressSeq += 1;
  const address = `10.${(addressSeq >> 16) & 255}.${(addressSeq >> 8) & 255}.${addressSeq & 255}`;
  return { category, owner, other, moderator, admin, actor: actors[role], address };
}

describe('the authorisation matrix', () => {
  it('covers every route the server registers, and names no route it does not', () => {
    const covered = new Set(CASES.map((c) => c.registered));
    const registered = registeredRoutes(t.app);
    expect(
      registered.filter((route) => !covered.has(route)),
      'routes missing from the matrix',
    ).toEqual([]);
    expect(
      [...covered].filter((route) => !registered.includes(route)),
      'rows naming no registered route',
    ).toEqual([]);
  });

  for (const c of CASES) {
    it(`${c.registered} on ${c.on}: ${c.expect.join(' ')}`, async () => {
      const got: Partial<Record<Role, number>> = {};
      const changed: string[] = [];
      const unshaped: string[] = [];
      for (const role of ROLES) {
        const w = await worldFor(c.category, role);
        const call = await c.call(w);
        const url = c.api ? API_PREFIX + call.url : call.url;
        const token = w.actor ? await tokenFor(t.config.JWT_SECRET, w.actor, NOW) : undefined;
        const before = await dataFingerprint(t.database.db);
        const res = await inject({ ...call, url }, w.address, token);
        const after = await dataFingerprint(t.database.db);
        got[role] = res.statusCode;
        const refused = res.statusCode >= 400;
        const mustNotChange = refused || call.method === 'GET' || c.changesNothingFor?.includes(role);
        const tables = changedTables(before, after);
        if (mustNotChange && tables.length > 0)
          changed.push(`${role} (${res.statusCode}) changed ${tables.join(', ')}`);
        if (c.api && refused && !isErrorResponse(res.json())) unshaped.push(`${role}: ${res.body}`);
      }
      const expected = Object.fromEntries(ROLES.map((role, i) => [role, c.expect[i]]));
      expect(got, 'status per caller').toEqual(expected);
      expect(changed, 'data changed where it must not').toEqual([]);
      expect(unshaped, 'refusals outside the error shape').toEqual([]);
    });
  }
});
