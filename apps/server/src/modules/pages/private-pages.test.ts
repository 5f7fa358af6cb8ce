import { PAGE_STATE_ELEMENT_ID } from '@zeng/contract/page-rendering';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdvert, createUser, TestClock, tokenFor } from '../../testing/factories.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { WEB_DIST_DIR } from '../../testing/web-build.js';
import { ACCESS_COOKIE } from '../auth/session-cookies.js';

/**
 * A private screen (profile, settings) is drawn on the server for the signed-in person its session
 * cookie names (issue 35): their page arrives with their name, is never kept for anybody else, and a
 * visitor gets the screen's place, the same for all.
 */
const clock = new TestClock(new Date('2026-06-15T08:00:00Z'));
let t: TestApp;
let cookie: string;
let moderatorCookie: string;
let pendingId: number;

beforeAll(async () => {
  t = await createTestApp({ WEB_DIST_DIR, FIRST_PAGE_CACHE: 'true' }, { clock });
  const person = await createUser(t.database.db, { firstName: 'Rəşad', lastName: 'Quliyev', accountType: 'BUSINESS' });
  pendingId = (await createAdvert(t.database.db, { userId: person.id, price: 730, state: 'PENDING' })).id;
  cookie = `${ACCESS_COOKIE}=${await tokenFor(t.config.JWT_SECRET, person, clock.now())}`;
  const moderator = await createUser(t.database.db, { role: 'MODERATOR' });
  moderatorCookie = `${ACCESS_COOKIE}=${await tokenFor(t.config.JWT_SECRET, moderator, clock.now())}`;
});
afterAll(() => t?.close());

const stateOf = (html: string) =>
  JSON.parse(
    new RegExp(`<script type="application/json" id="${PAGE_STATE_ELEMENT_ID}">([^<]*)</script>`).exec(html)?.[1] ??
      'null',
  );

describe('a private screen', () => {
  it("arrives as the signed-in person's own page, with their name and adverts, kept by nobody", async () => {
    const visitorFirst = await t.app.inject({ url: '/en/userProfile' });
    const own = await t.app.inject({ url: '/en/userProfile', headers: { cookie } });
    expect(own.statusCode).toBe(200);
    expect(own.headers['cache-control']).toBe('private, no-store');
    expect(own.body).toContain('Rəşad');
    expect(own.body).toContain('Quliyev');
    // Its tabs and the one it opens on, drawn: the pending advert's tab holds one.
    expect(own.body).toMatch(/role="tab"/);
    expect(stateOf(own.body).viewer).toMatchObject({ userGroup: 'USER' });
    expect(own.body).toContain('<meta name="robots" content="noindex" />');

    // A visitor, before and after, gets the screen's place: never the person's page.
    const visitorAfter = await t.app.inject({ url: '/en/userProfile' });
    for (const visitor of [visitorFirst, visitorAfter]) {
      expect(visitor.statusCode).toBe(200);
      expect(visitor.headers['cache-control']).toBe('no-cache');
      expect(visitor.body).not.toContain('Rəşad');
      expect(stateOf(visitor.body).viewer).toBeNull();
      expect(visitor.body).toContain('aria-busy="true"');
    }
  });

  it("settings open on the person's own account, in every language", async () => {
    for (const prefix of ['', '/en', '/ru']) {
      const res = await t.app.inject({ url: `${prefix}/settingsPage`, headers: { cookie } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-store');
      // Their account is a business: its choice is drawn chosen.
      const business = /<input[^>]*value="BUSINESS"[^>]*>/.exec(res.body)?.[0] ?? '';
      expect(business).toContain('checked');
      expect(/<input[^>]*value="INDIVIDUAL"[^>]*>/.exec(res.body)?.[0]).not.toContain('checked');
    }
  });

  it("draws a visitor's page for a cookie that is not a live session of ours", async () => {
    const expired = `${ACCESS_COOKIE}=${await tokenFor(
      t.config.JWT_SECRET,
      { id: 1, role: 'USER', phoneNumber: '+994501234567' },
      new Date(clock.now().getTime() - 3_600_000),
    )}`;
    for (const header of [expired, `${ACCESS_COOKIE}=not-a-token`, `${ACCESS_COOKIE}=`]) {
      const res = await t.app.inject({ url: '/userProfile', headers: { cookie: header } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(stateOf(res.body).viewer).toBeNull();
    }
  });

  it('draws the review queue for a moderator, and tells anybody else it is not theirs', async () => {
    const queue = await t.app.inject({ url: '/en/adminPanel', headers: { cookie: moderatorCookie } });
    expect(queue.statusCode).toBe(200);
    expect(queue.headers['cache-control']).toBe('private, no-store');
    // The pending advert waits in the phones' queue, its price on the page.
    expect(queue.body).toContain('730');
    expect(queue.body).not.toContain('Not allowed');

    const notTheirs = await t.app.inject({ url: '/en/adminPanel', headers: { cookie } });
    expect(notTheirs.statusCode).toBe(200);
    expect(notTheirs.headers['cache-control']).toBe('private, no-store');
    expect(notTheirs.body).toContain('Not allowed');
  });

  it('draws one request for a moderator who opens it by its address, and refuses anybody else', async () => {
    const address = `/en/requestPreview?category=phone&id=${pendingId}`;
    const request = await t.app.inject({ url: address, headers: { cookie: moderatorCookie } });
    expect(request.statusCode).toBe(200);
    expect(request.headers['cache-control']).toBe('private, no-store');
    expect(request.body).toContain('730');
    expect(request.body).toMatch(/<button[^>]*><svg[\s\S]*?<\/svg>Accept<\/button>/);

    const unknown = await t.app.inject({
      url: '/en/requestPreview?category=phone&id=987654',
      headers: { cookie: moderatorCookie },
    });
    expect(unknown.body).toContain('Error fetching data');
    expect(unknown.body).not.toContain('aria-busy="true"');

    const notTheirs = await t.app.inject({ url: address, headers: { cookie } });
    expect(notTheirs.body).toContain('Not allowed');
    expect(notTheirs.body).not.toContain('730');
    const visitor = await t.app.inject({ url: address });
    expect(visitor.headers['cache-control']).toBe('no-cache');
    expect(visitor.body).toContain('aria-busy="true"');
  });

  it("draws the posting page for the signed-in person around the form's place, the form to their device", async () => {
    const own = await t.app.inject({ url: '/en/addAdvert', headers: { cookie } });
    expect(own.statusCode).toBe(200);
    expect(own.headers['cache-control']).toBe('private, no-store');
    expect(own.body).toMatch(/<h1[^>]*>New advert<\/h1>/);
    // The draft is on the device: the form's place waits for the page to be live.
    expect(own.body).toContain('aria-busy="true"');
    const visitor = await t.app.inject({ url: '/en/addAdvert' });
    expect(visitor.body).not.toContain('New advert</h1>');
  });

  it('never draws a public page for the person: home is the same for everybody', async () => {
    const res = await t.app.inject({ url: '/', headers: { cookie } });
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(stateOf(res.body).viewer).toBeNull();
  });
});
