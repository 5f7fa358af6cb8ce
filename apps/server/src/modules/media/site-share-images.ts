import { readFile } from 'node:fs/promises';
import type { ProductCategory } from '@zeng/contract/constants';
import { SHARE_IMAGE, SHARE_IMAGE_FILES } from '@zeng/contract/share-images';
import { entriesOf } from '@zeng/contract/typed';
import sharp from 'sharp';
import { serverPath } from '../../package-root.js';
import { placed, STRIPE } from './share-images.js';

/**
 * The server's own share pictures (@zeng/contract/share-images): one that stands for each category
 * (its listings, its landing pages) and the site's (About Us, terms). They never change while the
 * server runs, so they are files kept with its other images (apps/server/assets/share, served under
 * /media/share/) rather than made at run time: drawn here from the web app's logo and colours, and
 * written by `npm run share-images -w @zeng/server` when either changes (a test fails until they are).
 * No words: the drawing reads the same on a server without fonts, and in every language.
 */

export const SHARE_DIR = serverPath('assets', 'share');

/** The web app's sources the pictures are drawn from: its logo and its design tokens. */
const LOGO = serverPath('..', 'web', 'public', 'logo.svg');
const TOKENS = serverPath('..', 'web', 'src', 'styles', 'tokens.css');

interface Design {
  /** The logo's SVG document (its mark and its name as paths, no text). */
  logo: string;
  primary: string;
  primarySoft: string;
}

/**
 * The category's drawing on lucide's 24 × 24 grid, as the app's shortcut tiles draw them (ISC
 * licence): a SIM card and headphones as lucide draws them; a phone narrower and a tablet on its side
 * than lucide's, which are told apart only side by side.
 */
const ICONS: Record<ProductCategory, string> = {
  phone: '<rect width="11" height="20" x="6.5" y="2" rx="2.2"/><path d="M10.5 4.8h3"/><path d="M12 18.6h.01"/>',
  tablet: '<rect width="20" height="15" x="2" y="4.5" rx="2.2"/><path d="M18.6 12h.01"/>',
  sim: '<path d="M12 14v4"/><path d="M14.172 2a2 2 0 0 1 1.414.586l3.828 3.828A2 2 0 0 1 20 7.828V20a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2z"/><path d="M8 14h8"/><rect x="8" y="10" width="8" height="8" rx="2"/>',
  accessory:
    '<path d="M3 14h3a2 2 0 0 1 2 2v3a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-7a9 9 0 0 1 18 0v7a2 2 0 0 1-2 2h-1a2 2 0 0 1-2-2v-3a2 2 0 0 1 2-2h3"/>',
};

const { width: W, height: H } = SHARE_IMAGE;
/** The white above the stripe, where everything is centred. */
const FIELD = H - STRIPE;

/** An icon `size` px wide centred on (x, y) inside a soft disc of radius `r`. */
function badge(category: ProductCategory, design: Design, x: number, y: number, r: number, size: number): string {
  const scale = size / 24;
  return `<circle cx="${x}" cy="${y}" r="${r}" fill="${design.primarySoft}"/>
<g transform="translate(${x - size / 2} ${y - size / 2}) scale(${scale})" fill="none" stroke="${design.primary}" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round">${ICONS[category]}</g>`;
}

const frame = (design: Design, content: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<rect width="${W}" height="${H}" fill="#ffffff"/>
${content}
<rect y="${FIELD}" width="${W}" height="${STRIPE}" fill="${design.primary}"/>
</svg>`;

/** The category's drawing on the left, the logo on the right. */
export function categoryShareSvg(category: ProductCategory, design: Design): string {
  const logo = { width: 480, height: 160 };
  return frame(
    design,
    `${badge(category, design, 330, FIELD / 2, 210, 300)}
${placed(design.logo, { x: 620, y: FIELD / 2 - logo.height / 2, ...logo })}`,
  );
}

/** The logo large, the four categories in a row under it. */
export function siteShareSvg(design: Design): string {
  const logo = { width: 672, height: 224 };
  const categories = (['phone', 'tablet', 'sim', 'accessory'] as const).map((category, i) =>
    badge(category, design, W / 2 + (i - 1.5) * 180, 458, 64, 76),
  );
  return frame(design, `${placed(design.logo, { x: (W - logo.width) / 2, y: 90, ...logo })}\n${categories.join('\n')}`);
}

/** A colour of tokens.css, by its custom property's name. */
function token(css: string, name: string): string {
  const value = new RegExp(`--${name}:\\s*(#[0-9a-fA-F]{3,8})\\s*;`).exec(css)?.[1];
  if (!value) throw new Error(`tokens.css has no colour --${name}`);
  return value;
}

/** Every share picture of the server's own, by its file name, as PNG. */
export async function drawSiteShareImages(): Promise<Record<string, Buffer>> {
  const [logo, css] = await Promise.all([readFile(LOGO, 'utf8'), readFile(TOKENS, 'utf8')]);
  const design: Design = { logo, primary: token(css, 'color-primary'), primarySoft: token(css, 'color-primary-soft') };
  const pictures: Record<string, Buffer> = {};
  for (const [key, file] of entriesOf(SHARE_IMAGE_FILES)) {
    const svg = key === 'site' ? siteShareSvg(design) : categoryShareSvg(key, design);
    pictures[file] = await sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true }).toBuffer();
  }
  return pictures;
}
