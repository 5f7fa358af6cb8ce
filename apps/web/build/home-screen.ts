import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
// By path, not by package name: Vite loads its config as one bundle whose packages Node imports as they
// are, and the contract's are TypeScript sources (ADR 0001), which only a bundle can read.
import { LANGUAGES, type Language } from '../../../packages/contract/src/constants';
import { webManifestPath } from '../../../packages/contract/src/page-rendering';
import { localizedPath, PATHS } from '../../../packages/contract/src/routes';

/** The manifest's icons: as drawn, and full-bleed for a launcher that crops to its own shape. */
const MANIFEST_ICONS = [
  { file: 'icon-192.png', size: 192, purpose: 'any' },
  { file: 'icon-512.png', size: 512, purpose: 'any' },
  // Android's adaptive icons keep the middle 80 % circle: the letter, 28 of 64 wide, stays inside it.
  { file: 'icon-maskable-512.png', size: 512, purpose: 'maskable', opaque: true },
] as const;
/** iOS draws its own rounded corners, and fills a transparent one with black: opaque. */
const APPLE_TOUCH_ICON = { file: 'apple-touch-icon.png', size: 180, opaque: true } as const;
/** The sizes browsers and Windows pick from in favicon.ico. */
const FAVICON_SIZES = [16, 32, 48];
/** The page's background (styles/tokens.css, --color-surface): the splash screen a launched app opens on. */
const BACKGROUND = '#ffffff';

type Sharp = typeof import('sharp').default;

/** The picture at `size` pixels square, as PNG; on its own colour where it must be opaque. */
async function drawn(sharp: Sharp, svg: Buffer, size: number, background?: string): Promise<Buffer> {
  // Rasterised at the size wanted (its viewBox is 64 units), not scaled up from a small bitmap.
  const image = sharp(svg, { density: (72 * size) / 64 }).resize(size, size);
  return (background ? image.flatten({ background }) : image).png().toBuffer();
}

/**
 * An ICO file holding PNG images (read since Windows Vista and by every browser): a six-byte header,
 * a sixteen-byte entry per image, then the images.
 */
function icoFile(images: { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(1, 2); // an icon
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, png }, i) => {
    const entry = 6 + 16 * i;
    header.writeUInt8(size % 256, entry); // 0 means 256
    header.writeUInt8(size % 256, entry + 1);
    header.writeUInt16LE(1, entry + 4); // colour planes
    header.writeUInt16LE(32, entry + 6); // bits per pixel
    header.writeUInt32LE(png.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += png.length;
  });
  return Buffer.concat([header, ...images.map((image) => image.png)]);
}

/** The web app manifest of the pages in `language`: Zeng, started at and kept to that language's home. */
function webManifest(language: Language, description: string, themeColor: string) {
  const home = localizedPath(PATHS.home, language);
  return {
    name: 'Zeng',
    short_name: 'Zeng',
    description,
    lang: language,
    dir: 'ltr',
    start_url: home,
    scope: home,
    display: 'standalone',
    theme_color: themeColor,
    background_color: BACKGROUND,
    icons: MANIFEST_ICONS.map(({ file, size, purpose }) => ({
      src: `/${file}`,
      sizes: `${size}x${size}`,
      type: 'image/png',
      purpose,
    })),
  };
}

const THEME_COLOR = /<meta\s+name="theme-color"\s+content="(#[0-9a-f]{6})"/i;

/**
 * What a browser, a crawler and a phone's home screen ask a site for besides its pages (issue 36):
 * /favicon.ico, /apple-touch-icon.png, the web app manifest's icons and a manifest per language, its
 * start at that language's home. Made by each browser build from public/favicon.svg (with sharp), the
 * translations and index.html, so none of them is a file of its own to keep in step by hand.
 */
export function homeScreen(): Plugin {
  let root = '';
  return {
    name: 'zeng-home-screen',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    configResolved(config) {
      root = config.root;
    },
    async generateBundle() {
      // Loaded when a browser build runs, not with the config: the web app's tests read the config too.
      const sharp = (await import('sharp')).default;
      const svg = readFileSync(join(root, 'public', 'favicon.svg'));
      const emit = (fileName: string, source: Buffer | string) => this.emitFile({ type: 'asset', fileName, source });

      const favicons = await Promise.all(
        FAVICON_SIZES.map(async (size) => ({ size, png: await drawn(sharp, svg, size) })),
      );
      emit('favicon.ico', icoFile(favicons));
      // The colour behind the drawing's rounded corners where it must be opaque: the drawing's own.
      const brand = /<rect[^>]*fill="(#[0-9a-f]{6})"/i.exec(svg.toString('utf8'))?.[1];
      if (!brand) throw new Error('public/favicon.svg has no filled <rect> to draw opaque icons on');
      for (const icon of [...MANIFEST_ICONS, APPLE_TOUCH_ICON]) {
        emit(icon.file, await drawn(sharp, svg, icon.size, 'opaque' in icon ? brand : undefined));
      }

      const themeColor = THEME_COLOR.exec(readFileSync(join(root, 'index.html'), 'utf8'))?.[1];
      if (!themeColor) throw new Error('index.html has no <meta name="theme-color"> for the web app manifest');
      for (const language of LANGUAGES) {
        // The site's description, as each page's head says it.
        const head = JSON.parse(readFileSync(join(root, 'src', 'locales', language, 'head.json'), 'utf8'));
        const manifest = webManifest(language, head.description, themeColor);
        emit(webManifestPath(language).slice(1), `${JSON.stringify(manifest, null, 2)}\n`);
      }
    },
  };
}
