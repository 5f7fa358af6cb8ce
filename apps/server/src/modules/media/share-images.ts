import { escapeHtml } from '@zeng/contract/html';
import { SHARE_IMAGE, type ShareImage } from '@zeng/contract/share-images';
import sharp from 'sharp';
import type { MediaStorage } from '../../infra/storage/media-storage.js';
import { imageObjectKey } from './urls.js';

/**
 * An advert's own share picture (og:image). Messengers show JPEG and PNG but not WebP or SVG, so a
 * photo gets a JPEG rendition and a SIM number a generated PNG card. Each is made the first time its
 * advert's page is drawn and stored beside the other renditions, where /uploads/ serves it like any
 * image. The pictures of categories and of the site are the server's own files (site-share-images.ts).
 */

/**
 * Part of every share picture's key: a new design gets new keys, as stored keys are cached for good.
 * Each kind has its own, so a new SIM card does not make every photo's picture again.
 */
const VERSION = { photo: 'share1', sim: 'share2' } as const;

const served = (objectKey: string, type: ShareImage['type']): ShareImage => ({
  url: `/uploads/${objectKey}`,
  type,
  ...SHARE_IMAGE,
});

/**
 * The JPEG share picture of a stored photo, made from its large rendition: the whole photo on a
 * light background (a product cut in half by a crop would not say much), metadata-free like the
 * rest. Null when the photo is not in the store.
 */
export async function photoShareImage(storage: MediaStorage, imageKey: string): Promise<ShareImage | null> {
  const objectKey = `${imageKey}-${VERSION.photo}.jpg`;
  if (await storage.exists(objectKey)) return served(objectKey, 'image/jpeg');
  const large = await storage.get(imageObjectKey(imageKey, 'large'));
  if (!large) return null;
  const jpeg = await sharp(large)
    .resize(SHARE_IMAGE.width, SHARE_IMAGE.height, { fit: 'contain', background: PAPER })
    .flatten({ background: PAPER })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
  await storage.put(objectKey, jpeg, 'image/jpeg');
  return served(objectKey, 'image/jpeg');
}

const PAPER = '#f3f4f6';
/** --color-primary of apps/web/src/styles/tokens.css: the stripe under every share picture. */
const BRAND = '#d63d20';
/** The brand stripe's height along the bottom of every share picture. */
export const STRIPE = 24;

/**
 * The PNG card of a SIM number: the provider's badge (or a SIM card) and name above the number in large
 * figures. The figures are drawn as strokes (digitPaths), so the number reads the same whether or not
 * the machine has fonts installed. Made once per number and provider.
 */
export async function simShareImage(
  storage: MediaStorage,
  sim: {
    providerId: number;
    providerName: string;
    number: string;
    formatted: string;
    /** Read only when the card is made, not each time its advert's page is drawn. */
    providerBadgeSvg: () => Promise<string | null>;
  },
): Promise<ShareImage> {
  const objectKey = `sim-${sim.providerId}-${sim.number}-${VERSION.sim}.png`;
  if (await storage.exists(objectKey)) return served(objectKey, 'image/png');
  const svg = simCardSvg(sim.formatted, sim.providerName, await sim.providerBadgeSvg());
  const png = await sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true }).toBuffer();
  await storage.put(objectKey, png, 'image/png');
  return served(objectKey, 'image/png');
}

/** Figures drawn in a 60 × 100 box as centre lines, stroked round: 0-9 and +. */
const GLYPHS: Record<string, string> = {
  '0': 'M30 5C16 5 6 22 6 50C6 78 16 95 30 95C44 95 54 78 54 50C54 22 44 5 30 5Z',
  '1': 'M14 22L34 5V95',
  '2': 'M8 25C8 13 18 5 30 5C43 5 52 14 52 27C52 40 44 48 33 58L8 95H54',
  '3': 'M8 15C13 8 21 5 30 5C43 5 51 13 51 26C51 39 42 47 28 47C44 47 54 56 54 70C54 85 43 95 29 95C19 95 11 91 6 84',
  '4': 'M42 95V5L6 66H56',
  '5': 'M51 5H14L10 45C16 41 22 39 30 39C45 39 54 50 54 66C54 83 43 95 29 95C19 95 11 91 6 84',
  '6': 'M48 12C43 7 37 5 31 5C14 5 6 24 6 52C6 79 15 95 30 95C45 95 54 84 54 68C54 52 44 42 30 42C18 42 9 50 6 60',
  '7': 'M6 5H54C40 30 30 60 24 95',
  '8': 'M30 47C18 47 10 39 10 27C10 14 18 5 30 5C42 5 50 14 50 27C50 39 42 47 30 47C16 47 6 57 6 71C6 85 16 95 30 95C44 95 54 85 54 71C54 57 44 47 30 47Z',
  '9': 'M12 88C17 93 23 95 29 95C46 95 54 76 54 48C54 21 45 5 30 5C15 5 6 16 6 32C6 48 16 58 30 58C42 58 51 50 54 40',
  '+': 'M30 28V72M8 50H52',
};
const ADVANCE = 76;
const SPACE = 34;

/** The figures of a written number as one group of strokes, `height` tall, and its width. */
export function digitPaths(text: string, height: number): { svg: string; width: number } {
  const scale = height / 100;
  let x = 0;
  const parts: string[] = [];
  for (const char of text) {
    const glyph = GLYPHS[char];
    if (glyph) {
      parts.push(`<path transform="translate(${x} 0)" d="${glyph}"/>`);
      x += ADVANCE;
    } else x += SPACE;
  }
  const width = Math.max(0, x - (ADVANCE - 60)) * scale;
  const svg = `<g transform="scale(${scale})" fill="none" stroke-width="11" stroke-linecap="round" stroke-linejoin="round">${parts.join('')}</g>`;
  return { svg, width };
}

/** The type the provider's name is written in (tokens.css's --font-family, as a server may have it). */
const SANS = 'system-ui, -apple-system, Segoe UI, Roboto, Noto Sans, DejaVu Sans, Arial, sans-serif';

function simCardSvg(formatted: string, providerName: string, badgeSvg: string | null): string {
  const { width: W, height: H } = SHARE_IMAGE;
  const margin = 96;
  const badgeSize = 104;
  const figures = 112;
  const gap = 64;
  // Left-aligned, so the provider's name needs no measuring: badge and name, then the number under them,
  // the whole centred top to bottom in the white above the brand stripe.
  const top = Math.round((H - STRIPE - (badgeSize + gap + figures)) / 2);
  // The provider's badge (a square SVG of its own), or a SIM card without one.
  const badge = badgeSvg
    ? placed(badgeSvg, { x: margin, y: top, width: badgeSize, height: badgeSize })
    : `<g transform="translate(${margin + 10} ${top})">${simIcon(84, badgeSize)}</g>`;
  const nameSize = 56;
  const name = `<text x="${margin + badgeSize + 32}" y="${top + badgeSize / 2 + nameSize * 0.36}" font-family="${SANS}" font-size="${nameSize}" font-weight="700" fill="#1c1f23">${escapeHtml(providerName)}</text>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<rect width="${W}" height="${H}" fill="#ffffff"/>
${badge}
${name}
<g transform="translate(${margin} ${top + badgeSize + gap})" stroke="#1c1f23">${digitPaths(formatted, figures).svg}</g>
<rect y="${H - STRIPE}" width="${W}" height="${STRIPE}" fill="${BRAND}"/>
</svg>`;
}

/** A whole SVG document drawn inside a box of the card: its root's own size gives way to the box. */
export function placed(svg: string, box: { x: number; y: number; width: number; height: number }): string {
  const root = svg.replace(/<\?xml[^>]*>\s*/, '');
  return root.replace(
    /^<svg\b([^>]*)>/,
    (_, attributes: string) =>
      `<svg${attributes.replace(/\s(?:x|y|width|height)="[^"]*"/g, '')} x="${box.x}" y="${box.y}" width="${box.width}" height="${box.height}">`,
  );
}

/** A SIM card outline with its chip, width × height. */
function simIcon(width: number, height: number): string {
  const cut = width * 0.28;
  return `<path d="M8 0H${width - cut}L${width} ${cut}V${height - 8}Q${width} ${height} ${width - 8} ${height}H8Q0 ${height} 0 ${height - 8}V8Q0 0 8 0Z" fill="${BRAND}"/>
<rect x="${width * 0.22}" y="${height * 0.42}" width="${width * 0.56}" height="${height * 0.36}" rx="${width * 0.06}" fill="#f6d48b"/>`;
}
