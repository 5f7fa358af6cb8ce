import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, sep } from 'node:path';
import react from '@vitejs/plugin-react';
import { minifySync, type Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { homeScreen } from './build/home-screen';
import { keepEarlyTaps } from './src/early-taps';

const api = process.env.ZENG_API ?? 'http://localhost:8080';

const packageDir = (name: string) => dirname(createRequire(import.meta.url).resolve(`${name}/package.json`));

// React Router's package exports name only its development build (remix-run/react-router#14102):
// builds, the browser's and the server renderer's, take the production build it ships beside it.
const productionReactRouter = [
  { find: /^react-router$/, replacement: join(packageDir('react-router'), 'dist', 'production', 'index.mjs') },
  {
    find: /^react-router\/dom$/,
    replacement: join(packageDir('react-router'), 'dist', 'production', 'dom-export.mjs'),
  },
  // react-i18next reaches useSyncExternalStore through the shim written for React 17 and older; React 19
  // has it, and the shim's only work is to hand React's own over (~370 bytes of every page's script).
  {
    find: /^use-sync-external-store\/shim(\/index\.js)?$/,
    replacement: join(import.meta.dirname, 'src', 'lib', 'use-sync-external-store.ts'),
  },
];

/**
 * A module class's name in the builds: its place among every module class of the app (each module file
 * read in path order, its classes in the order they first appear), written in one or two characters
 * after an underscore, the same in the browser's build and the server's, which both read the same files.
 * A page repeats a class on every element that has it (each card has about ten) and the script carries
 * each module's map of names, so the development names (`_price_1vctz_68`) would cost a listing's HTML
 * kilobytes, and even six characters of a hash, which compress poorly, half a kilobyte of home's script.
 * A class the reading missed (none should be) takes eight characters of a hash, which no place can be.
 */
const MODULE_CLASSES = (() => {
  const src = join(import.meta.dirname, 'src');
  const places = new Map<string, number>();
  const files = readdirSync(src, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.module.css'))
    .map((file) => file.split(sep).join('/'))
    .sort();
  for (const file of files) {
    // Anything that reads as a class selector; a word of a comment or a file name too, which costs nothing.
    for (const [, name] of readFileSync(join(src, file), 'utf8').matchAll(/\.(-?[_a-zA-Z][\w-]*)/g))
      if (!places.has(`src/${file}:${name}`)) places.set(`src/${file}:${name}`, places.size);
  }
  return places;
})();
const FIRST_CHARACTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const NEXT_CHARACTERS = `${FIRST_CHARACTERS}0123456789_-`;
const shortClassName = (name: string, filename: string) => {
  const key = `${relative(import.meta.dirname, filename.split('?')[0] ?? filename)
    .split(sep)
    .join('/')}:${name}`;
  const place = MODULE_CLASSES.get(key);
  if (place === undefined || place >= FIRST_CHARACTERS.length * NEXT_CHARACTERS.length)
    return `_${createHash('sha256').update(key).digest('base64url').slice(0, 8)}`;
  const first = FIRST_CHARACTERS[place % FIRST_CHARACTERS.length];
  const next = place < FIRST_CHARACTERS.length ? '' : NEXT_CHARACTERS[Math.floor(place / FIRST_CHARACTERS.length) - 1];
  return `_${first}${next}`;
};

/**
 * The libraries the app starts with, in chunks of their own (a module goes to the first group that
 * matches): React DOM, then the router, translations and query cache. Two rather than one per library:
 * each boundary between chunks costs bytes. A group takes every module its test matches, and what
 * those import, wherever they are used: the modules only later screens use stay with those screens
 * (react-i18next's <Trans> and its HTML parser, the posting form's terms; TanStack's mutations, the
 * forms' sends), not in the chunks every page fetches.
 */
const LATER_SCREENS_ONLY =
  /[\\/]node_modules[\\/](react-i18next[\\/]dist[\\/]es[\\/](Trans|TransWithoutContext|unescape)\.js|@tanstack[\\/](react-query[\\/]build[\\/]modern[\\/]useMutation|query-core[\\/]build[\\/]modern[\\/]mutationObserver)\.js)$/;
const VENDOR_CHUNKS = [
  { name: 'react-dom', test: /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/, priority: 2 },
  {
    name: 'libraries',
    test: (id: string) =>
      /[\\/]node_modules[\\/](react-router|i18next|react-i18next|@tanstack)[\\/]/.test(id) &&
      !LATER_SCREENS_ONLY.test(id),
    priority: 1,
  },
];

/**
 * Every translation file the browser may load, each a chunk of the browser's build of its own: nothing in
 * the app's script imports them (lib/i18n.ts loads each from the address its page names), so each is
 * emitted here, its export kept, and named in the manifest by its path, where the server finds it.
 */
function translationChunks(): Plugin {
  return {
    name: 'zeng-translation-chunks',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    buildStart() {
      const locales = join(import.meta.dirname, 'src', 'locales');
      for (const language of readdirSync(locales, { withFileTypes: true })) {
        if (!language.isDirectory() || language.name === 'terms') continue;
        for (const file of readdirSync(join(locales, language.name))) {
          // The head's words and what a page says without JavaScript are only the server's.
          if (!file.endsWith('.json') || file === 'head.json' || file === 'noscript.json') continue;
          this.emitFile({
            type: 'chunk',
            id: join(locales, language.name, file),
            name: `${file.slice(0, -'.json'.length)}-${language.name}`,
            preserveSignature: 'strict',
          });
        }
      }
    },
  };
}

/**
 * The page's one inline script, first in its <head>: it keeps the taps made before the app is live
 * (src/early-taps.ts, docs/decisions/0019). Written from the function itself, which uses nothing outside
 * it; the server allows it by its hash (apps/server/src/modules/pages/document.ts).
 */
function inlineEarlyTaps(): Plugin {
  const { code, errors } = minifySync('early-taps.js', `(${keepEarlyTaps.toString()})(document)`);
  if (errors.length > 0) throw new Error(`early-taps.ts: ${errors.map((e) => e.message).join('; ')}`);
  return {
    name: 'zeng-inline-early-taps',
    transformIndexHtml: () => [{ tag: 'script', children: code.trim(), injectTo: 'head' }],
  };
}

/**
 * Two builds (docs/decisions/0012-react-rendered-on-the-server.md): `vite build` makes the browser's
 * app in dist/ with a manifest (the server names a screen's chunks and styles from it), and
 * `vite build --ssr` makes dist/server/entry-server.js, the same screens for the server to render.
 */
export default defineConfig(({ command, isSsrBuild }) => {
  // A build is always the production one, whatever NODE_ENV the caller runs with (`NODE_ENV=development
  // npm start` serves it): Vite reads NODE_ENV after this config, for `process.env.NODE_ENV` and
  // import.meta.env.PROD in the bundle.
  if (command === 'build') process.env.NODE_ENV = 'production';
  return {
    plugins: [react(), inlineEarlyTaps(), homeScreen(), translationChunks()],
    resolve: { alias: command === 'build' ? productionReactRouter : [] },
    css: { modules: command === 'build' ? { generateScopedName: shortClassName } : {} },
    server: { port: 5173, proxy: { '/api': api, '/media': api, '/uploads': api } },
    // The server's renderer carries its libraries (React's production server renderer, React Router's
    // production build through the alias above): one file that runs wherever the build is put.
    ssr: { noExternal: true },
    // Like the browser's, the server's renderer is always the production build, whatever NODE_ENV the
    // server runs with: the same React renders both sides of a page.
    ...(isSsrBuild && { define: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
    build: isSsrBuild
      ? {
          outDir: 'dist/server',
          sourcemap: false,
          target: 'node20',
          copyPublicDir: false,
          emptyOutDir: true,
          rolldownOptions: {
            onwarn(warning, warn) {
              // The server reads every translation at start (ssr/server-i18n.ts); the browser loads them on demand.
              if (warning.code === 'INEFFECTIVE_DYNAMIC_IMPORT' && /\/locales\//.test(warning.message)) return;
              warn(warning);
            },
          },
        }
      : {
          outDir: 'dist',
          sourcemap: false,
          rolldownOptions: {
            // index.html's small script, and the app it imports once the page is painted (src/main.tsx):
            // an entry of its own, bundled as what loads at once rather than split around lazy screens.
            // The server finds it in the manifest by this name (contract: APP_ENTRY_MODULE).
            input: { index: 'index.html', app: 'src/app/entry.tsx' },
            // The app's libraries in chunks of their own: the page evaluates its chunks one task each
            // (main.tsx), so a phone's main thread is never held for the whole app's start at once.
            output: {
              codeSplitting: { groups: VENDOR_CHUNKS },
              // V8's explicit compile hint: a chunk whose functions nearly all run as the app starts is
              // compiled whole while it streams in, off the main thread, not function by function as
              // each is first called (https://v8.dev/blog/explicit-compile-hints).
              postBanner: (chunk) => (chunk.name === 'react-dom' ? '//# allFunctionsCalledOnLoad\n' : ''),
            },
          },
          target: 'es2022',
          manifest: true,
          // Every browser the app supports knows <link rel="modulepreload">: no polyfill in the entry.
          modulePreload: { polyfill: false },
          // One stylesheet for every screen: a page arrives drawn, so the styles of whatever the server
          // rendered (a lazy screen, the footer) must be there before the first paint, not after a script.
          cssCodeSplit: false,
        },
    test: {
      name: 'web',
      environment: 'jsdom',
      setupFiles: ['./src/testing/setup.ts'],
      include: ['src/**/*.test.{ts,tsx}'],
      css: { modules: { classNameStrategy: 'non-scoped' } },
    },
  };
});
