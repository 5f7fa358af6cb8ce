import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, TestClock, tokenFor } from '../../testing/factories.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { WEB_DIST_DIR } from '../../testing/web-build.js';
import { ACCESS_COOKIE } from '../auth/session-cookies.js';

/**
 * The screens only the browser draws (sign-in, sign-up, posting, liked) say, to a browser without
 * JavaScript, what they need and what to do, instead of an empty page (issue 36).
 */
const clock = new TestClock(new Date('2026-06-15T08:00:00Z'));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ WEB_DIST_DIR }, { clock });
});
afterAll(() => t.close());

const SAYS = {
  az: {
    prefix: '',
    title: 'Bu səhifə üçün JavaScript lazımdır',
    turnOn: 'JavaScript-i aktiv edin',
    browse: 'Elanlara bax',
  },
  en: { prefix: '/en', title: 'This page needs JavaScript', turnOn: 'Turn JavaScript on', browse: 'See adverts' },
  ru: {
    prefix: '/ru',
    title: 'Для этой страницы нужен JavaScript',
    turnOn: 'Включите JavaScript',
    browse: 'Смотреть объявления',
  },
} as const;

/** Why each screen needs it, in English. */
const REASONS = {
  '/login': 'a code sent by SMS',
  '/signUp': 'a code sent by SMS',
  '/registration': 'a code sent by SMS',
  '/otpConfirm': 'a code sent by SMS',
  '/addAdvert': 'sends its photos from your browser',
  '/likedPage': 'kept in this browser',
} as const;

/** What the page shows only a browser without JavaScript: the inside of its <noscript>, tags dropped. */
function withoutJavaScript(html: string): { text: string; links: string[] } {
  const inside = /<noscript>([\s\S]*?)<\/noscript>/.exec(html)?.[1] ?? '';
  return {
    text: inside.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' '),
    links: [...inside.matchAll(/<a [^>]*href="([^"]*)"/g)].map((m) => m[1] ?? ''),
  };
}

describe('a screen that needs JavaScript', () => {
  it.each(Object.keys(REASONS))(
    '%s says so without it, in az, en and ru, with the adverts one link away',
    async (path) => {
      for (const [language, says] of Object.entries(SAYS)) {
        const res = await t.app.inject({ url: `${says.prefix}${path}` });
        expect(res.statusCode, `${language} ${path}`).toBe(200);
        const shown = withoutJavaScript(res.body);
        expect(shown.text, `${language} ${path}`).toContain(says.title);
        expect(shown.text, `${language} ${path}`).toContain(says.turnOn);
        expect(shown.text, `${language} ${path}`).toContain(says.browse);
        expect(shown.links, `${language} ${path}`).toEqual([says.prefix || '/']);
        if (language === 'en') expect(shown.text, path).toContain(REASONS[path as keyof typeof REASONS]);
      }
    },
  );

  it('says so to a signed-in person posting an advert too: the form is drawn in their browser', async () => {
    const person = await createUser(t.database.db);
    const cookie = `${ACCESS_COOKIE}=${await tokenFor(t.config.JWT_SECRET, person, clock.now())}`;
    const res = await t.app.inject({ url: '/en/addAdvert', headers: { cookie } });
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(withoutJavaScript(res.body).text).toContain('This page needs JavaScript');
  });

  it('a screen the server draws whole says nothing of it', async () => {
    for (const url of ['/', '/en/tablets', '/ru/aboutUs']) {
      expect((await t.app.inject({ url })).body, url).not.toContain('<noscript>');
    }
  });
});
