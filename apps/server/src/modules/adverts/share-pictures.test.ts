import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DiskStorage } from '../../infra/storage/disk-storage.js';
import { uploadsDir } from '../../infra/storage/media-storage.js';
import { createAdvert, createUser, REF, TestClock } from '../../testing/factories.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { WEB_DIST_DIR } from '../../testing/web-build.js';
import { storeImage } from '../media/urls.js';

const NOW = new Date('2026-06-15T12:00:00Z');
const DAY = 86_400_000;
const clock = new TestClock(NOW);
let t: TestApp;
let seller: Awaited<ReturnType<typeof createUser>>;
let photoKey: string;

beforeAll(async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'zeng-share-'));
  // Behind one proxy, so an X-Forwarded-Host would be believed by anything that read it.
  t = await createTestApp({ WEB_DIST_DIR, DATA_DIR: dataDir, TRUST_PROXY: '1' }, { clock });
  seller = await createUser(t.database.db);
  // A real photo in the store, as an upload leaves it (WebP renditions only).
  const photo = await sharp({ create: { width: 900, height: 1200, channels: 3, background: '#5d86b8' } })
    .png()
    .toBuffer();
  photoKey = (await storeImage(new DiskStorage(uploadsDir(dataDir)), photo)).key;
});
afterAll(() => t.close());

const open = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

/** The content of a <meta> tag, by its property or name. */
function meta(html: string, key: string): string | undefined {
  return new RegExp(`<meta (?:property|name)="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)" />`).exec(html)?.[1];
}

/** Fetches an absolute og:image address from the app, as a messenger would. */
async function fetchImage(url: string | undefined) {
  expect(url).toBeDefined();
  const res = await open(new URL(url ?? '').pathname);
  const info = res.statusCode === 200 ? await sharp(res.rawPayload).metadata() : null;
  return {
    status: res.statusCode,
    type: res.headers['content-type'],
    format: info?.format,
    size: [info?.width, info?.height],
  };
}

describe('share previews', () => {
  it('name a public advert in its title, description and OpenGraph tags, with a JPEG of its first photo', async () => {
    const advert = await createAdvert(t.database.db, {
      userId: seller.id,
      price: 1250,
      comment: 'Ideal vəziyyətdə',
      imageKeys: [photoKey],
    });
    const res = await open(`/phone-preview/phone/${advert.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    const title = `Apple iPhone 128 GB, işlənmiş — 1 250 AZN, Bakı · № ${advert.id}`;
    expect(res.body).toContain(`<title>${title} — Zeng</title>`);
    expect(res.body.match(/<title>/g)).toHaveLength(1);
    expect(meta(res.body, 'description')).toBe('Apple iPhone — 1 250 AZN · Bakı · Ideal vəziyyətdə');
    expect(res.body.match(/<meta name="description"/g)).toHaveLength(1);
    expect(meta(res.body, 'og:type')).toBe('product');
    expect(meta(res.body, 'og:title')).toBe(title);
    expect(meta(res.body, 'og:description')).toBe('Apple iPhone — 1 250 AZN · Bakı · Ideal vəziyyətdə');
    expect(meta(res.body, 'og:url')).toBe(`http://localhost:8080/phone-preview/phone/${advert.id}`);
    expect(meta(res.body, 'twitter:card')).toBe('summary_large_image');
    // One place writes them: each tag once.
    expect(res.body.match(/property="og:title"/g)).toHaveLength(1);

    const image = meta(res.body, 'og:image');
    expect(image).toMatch(/^http:\/\/localhost:8080\/uploads\/.+\.jpg$/);
    expect(meta(res.body, 'og:image:type')).toBe('image/jpeg');
    expect(meta(res.body, 'og:image:alt')).toBe('Apple iPhone');
    expect(await fetchImage(image)).toEqual({ status: 200, type: 'image/jpeg', format: 'jpeg', size: [1200, 630] });
    // Made once: the second preview points at the same picture.
    expect(meta((await open(`/phone-preview/phone/${advert.id}`)).body, 'og:image')).toBe(image);
    // The gallery's first photo is fetched with the page, first in <head>, as the gallery asks for it:
    // a phone takes the medium rendition, a wide or dense screen the large one.
    const head = res.body.slice(0, res.body.indexOf('</head>'));
    expect(head).toContain(
      `<link rel="preload" as="image" imageSrcSet="/uploads/${photoKey}-medium.webp 800w, /uploads/${photoKey}-large.webp 1600w" imageSizes="(min-width: 1024px) 687px, 100vw" fetchPriority="high"/>`,
    );
    expect(head.indexOf('rel="preload" as="image"')).toBeLessThan(head.indexOf('<style>'));
    // After the viewport: read before it, the preload would pick the large photo for a 980 px page, and
    // a phone would fetch both renditions.
    expect(head.indexOf('rel="preload" as="image"')).toBeGreaterThan(head.indexOf('<meta name="viewport"'));
  });

  it('show a SIM number as the app writes it, with a PNG card of the number messengers show', async () => {
    const sim = await createAdvert(t.database.db, {
      category: 'sim',
      userId: seller.id,
      simNumber: '994557753235',
      simProviderId: REF.bakcell,
      price: 900,
    });
    const res = await open(`/phone-preview/sim/${sim.id}`);
    expect(res.statusCode).toBe(200);
    expect(meta(res.body, 'og:title')).toBe(`Bakcell 055 775 32 35 — 900 AZN, Bakı · № ${sim.id}`);
    expect(res.body).toContain(`<title>Bakcell 055 775 32 35 — 900 AZN, Bakı · № ${sim.id} — Zeng</title>`);
    expect(res.body).not.toContain('Bakcell 994557753235');
    expect(res.body).toMatch(
      /<link rel="preload" as="image" href="\/media\/providers\/bakcell\.\w+" fetchPriority="high"\/>/,
    );
    const image = meta(res.body, 'og:image');
    expect(meta(res.body, 'og:image:type')).toBe('image/png');
    expect(await fetchImage(image)).toEqual({ status: 200, type: 'image/png', format: 'png', size: [1200, 630] });
  });

  it("show the category's picture when an advert's photo is missing from the store", async () => {
    const advert = await createAdvert(t.database.db, {
      category: 'accessory',
      userId: seller.id,
      accessoryType: 'CASE',
      name: 'Spigen Tough Armor',
      imageKeys: ['notInTheStore'],
    });
    const res = await open(`/phone-preview/accessory/${advert.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(
      `<title>Qab Spigen Tough Armor, işlənmiş — 500 AZN, Bakı · № ${advert.id} — Zeng</title>`,
    );
    const image = meta(res.body, 'og:image');
    expect(image).toBe('http://localhost:8080/media/share/accessory.png');
    expect(await fetchImage(image)).toEqual({ status: 200, type: 'image/png', format: 'png', size: [1200, 630] });
  });

  it("answer 404 with the app's own message for an advert that does not exist or is not public", async () => {
    const pending = await createAdvert(t.database.db, { userId: seller.id, state: 'PENDING' });
    const phone = await createAdvert(t.database.db, { userId: seller.id });
    for (const url of [
      '/phone-preview/phone/2147483000',
      `/phone-preview/phone/${pending.id}`,
      `/phone-preview/tablet/${phone.id}`,
      `/phone-preview/car/${phone.id}`,
      '/phone-preview/phone/abc',
      '/phone-preview/phone/99999999999',
    ]) {
      const res = await open(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
      expect(res.body, url).toContain('<meta name="robots" content="noindex" />');
      expect(res.body, url).not.toContain('og:title');
    }
  });

  it('answer 410 for a deleted advert and 404 for an expired one, the page saying which', async () => {
    const deleted = await createAdvert(t.database.db, { userId: seller.id, deletedAt: NOW });
    const expired = await createAdvert(t.database.db, {
      userId: seller.id,
      publishedAt: new Date(NOW.getTime() - 31 * DAY),
    });
    for (const [advert, status, text] of [
      [deleted, 410, 'Bu elan silinib.'],
      [expired, 404, 'Bu elanın müddəti bitib.'],
    ] as const) {
      const res = await open(`/phone-preview/phone/${advert.id}`);
      expect(res.statusCode).toBe(status);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain(text);
      expect(res.body).not.toContain('og:title');
    }
  });

  it('never take the address from a Host or X-Forwarded-Host header, even in development', async () => {
    const advert = await createAdvert(t.database.db, { category: 'sim', userId: seller.id });
    const foreign: Record<string, string>[] = [
      { host: 'evil.example' },
      { host: 'evil.example:8080', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
    ];
    for (const headers of foreign) {
      const res = await open(`/phone-preview/sim/${advert.id}`, headers);
      expect(meta(res.body, 'og:url')).toBe(`http://localhost:8080/phone-preview/sim/${advert.id}`);
      expect(meta(res.body, 'og:image')).toMatch(/^http:\/\/localhost:8080\/uploads\//);
      expect(res.body).not.toContain('evil.example');
    }
  });

  it('use the configured public origin', async () => {
    const other = await createTestApp({ WEB_DIST_DIR, PUBLIC_ORIGIN: 'https://zeng.az/' }, { clock });
    try {
      const owner = await createUser(other.database.db);
      const advert = await createAdvert(other.database.db, { category: 'sim', userId: owner.id });
      const res = await other.app.inject({ url: `/phone-preview/sim/${advert.id}`, headers: { host: 'evil.example' } });
      expect(meta(res.body, 'og:image')).toMatch(/^https:\/\/zeng\.az\/uploads\//);
      expect(meta(res.body, 'og:url')).toBe(`https://zeng.az/phone-preview/sim/${advert.id}`);
      expect(res.body).not.toContain('evil.example');
    } finally {
      await other.close();
    }
  });

  it('escape what the seller wrote', async () => {
    const advert = await createAdvert(t.database.db, {
      category: 'accessory',
      userId: seller.id,
      name: '"><script>alert(1)</script>',
    });
    const res = await open(`/phone-preview/accessory/${advert.id}`);
    expect(res.body).not.toContain('<script>alert(1)');
    expect(res.body).toContain(
      `<title>Qulaqlıq &quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;, işlənmiş — 500 AZN, Bakı · № ${advert.id} — Zeng</title>`,
    );
    expect(res.body).toContain('&quot;&gt;&lt;script&gt;');
  });

  it("keep replacement patterns a seller typed ($& $' $`) as text", async () => {
    const advert = await createAdvert(t.database.db, {
      category: 'accessory',
      userId: seller.id,
      name: "Case $& $' $`",
    });
    const res = await open(`/phone-preview/accessory/${advert.id}`);
    expect(res.body.match(/<\/head>/g)).toHaveLength(1);
    const title = `Qulaqlıq Case $&amp; $&#39; $\`, işlənmiş — 500 AZN, Bakı · № ${advert.id}`;
    expect(res.body).toContain(`<meta property="og:title" content="${title}" />`);
    expect(res.body).toContain(`<title>${title} — Zeng</title>`);
  });
});
