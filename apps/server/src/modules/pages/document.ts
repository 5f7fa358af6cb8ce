import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  APP_ENTRY_MODULE,
  APP_SCRIPTS_META_NAME,
  PAGE_STATE_ELEMENT_ID,
  type RenderedPage,
  type RenderPage,
  SCREEN_SCRIPTS_META_NAME,
  TRANSLATION_FILE,
  TRANSLATIONS_META_NAME,
  type WebRenderer,
  webManifestPath,
} from '@zeng/contract/page-rendering';
import { isRecord } from '@zeng/contract/typed';
import { criticalCss } from './critical-css.js';

/** One entry of Vite's build manifest (apps/web/dist/.vite/manifest.json). */
interface ManifestChunk {
  file: string;
  imports?: string[];
}

/** The built web app: the browser's index.html, its manifest, and the server renderer built beside it. */
export interface WebBuild extends WebRenderer {
  render: RenderPage;
  /** The page around the app's markup: index.html with this page's language, head, markup and state. */
  document(page: RenderedPage): string;
  /**
   * The content security policy's sources for the page's inline scripts (`'sha256-…'`): index.html's own,
   * which keeps taps made before the app is live (apps/web/src/early-taps.ts). No other inline script runs.
   */
  inlineScriptSources: string[];
}

const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g;

/** A source expression allowing exactly this inline script's text. */
const hashSource = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

const TITLE = /<title>[\s\S]*?<\/title>/i;
const DESCRIPTION = /<meta\s+name=["']description["'][^>]*>\s*/i;
const VIEWPORT = /<meta\s+name=["']viewport["'][^>]*>/i;
const HTML_LANG = /<html lang="[a-z]{2}">/;
/** index.html's link to the web app manifest, named for the page's language (its start is that home). */
const MANIFEST_LINK = /<link rel="manifest" href="[^"]*"/;
const ROOT = '<div id="root"></div>';

const STYLESHEET = /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/;

/** What a page draws with: the styles its markup needs, written into the page (critical-css.ts). */
type PageStyles = (markup: string) => string;

/**
 * The app's stylesheet, split in two: each page carries the rules its own markup needs in a <style>, so
 * its first paint waits for nothing but the page (a linked stylesheet is a request the first paint
 * waits for, sharing a phone's bandwidth with the page's picture). The whole stylesheet is linked after
 * the markup, before the scripts: it never holds up the paint, the app's scripts wait for it (so a menu
 * opened after hydration is styled), and it is cached across pages. Null when nothing can be split.
 */
function splitStylesheet(html: string, distDir: string): { template: string; styles: PageStyles | null } {
  const linked = STYLESHEET.exec(html);
  if (!linked?.[1]) return { template: html, styles: null };
  const css = readFileSync(join(distDir, linked[1]), 'utf8');
  // No `</style` can end the block early: the build writes none, and the check keeps it so.
  if (/<\/style/i.test(css)) return { template: html, styles: null };
  const link = linked[0];
  return {
    template: html.replace(link, '').replace('</body>', () => `${link}</body>`),
    styles: criticalCss(css),
  };
}

const SCRIPTS = /<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>/g;

/**
 * The app's module scripts after the page's markup rather than in <head>: they run after the markup is
 * read either way (modules are deferred), and found last they leave a phone's bandwidth to the page and
 * its first picture until the page is drawn.
 */
function scriptsAfterMarkup(html: string): string {
  const scripts = html.match(SCRIPTS) ?? [];
  if (scripts.length === 0) return html;
  return html.replace(SCRIPTS, '').replace('</body>', () => `${scripts.join('')}</body>`);
}

/**
 * A chunk's files with every file it imports before the files that import it, the chunk's own last:
 * the order in which importing them one at a time evaluates each once, on its own.
 */
export function inEvaluationOrder(manifest: Record<string, ManifestChunk>, key: string): string[] {
  const files: string[] = [];
  const seen = new Set<string>();
  const visit = (name: string) => {
    const chunk = manifest[name];
    if (!chunk || seen.has(name)) return;
    seen.add(name);
    for (const imported of chunk.imports ?? []) visit(imported);
    files.push(chunk.file);
  };
  visit(key);
  return files;
}

/** A `<meta>` naming script files by their addresses, for the page's small script (main.tsx) to fetch. */
const scriptsMeta = (name: string, files: readonly string[]) =>
  `<meta name="${name}" content="${files.map((file) => `/${file}`).join(' ')}">`;

/** Whether the built renderer module exports its entry point and its route table (contract's WebRenderer). */
const isRenderer = (module: unknown): module is WebRenderer =>
  isRecord(module) &&
  typeof module.render === 'function' &&
  typeof module.matchScreen === 'function' &&
  Array.isArray(module.screens);

/**
 * Loads the web app's build (`npm run build -w @zeng/web`): null when it is missing, so the API still
 * runs on its own (the server's tests, a deployment serving the web app elsewhere).
 */
export async function loadWebBuild(distDir: string): Promise<WebBuild | null> {
  const indexFile = join(distDir, 'index.html');
  const rendererFile = join(distDir, 'server', 'entry-server.js');
  if (!existsSync(indexFile) || !existsSync(rendererFile)) return null;
  const manifestFile = join(distDir, '.vite', 'manifest.json');
  const manifest: Record<string, ManifestChunk> = existsSync(manifestFile)
    ? JSON.parse(readFileSync(manifestFile, 'utf8'))
    : {};
  if (!manifest[APP_ENTRY_MODULE]) {
    throw new Error(`${manifestFile} names no ${APP_ENTRY_MODULE}: the page could not start the app`);
  }
  const appChunks = inEvaluationOrder(manifest, APP_ENTRY_MODULE);
  const split = splitStylesheet(readFileSync(indexFile, 'utf8'), distDir);
  const styles = split.styles;
  // The page's own small script fetches the app's chunks from these addresses once the page and its
  // first pictures are drawn, and imports them one task each (main.tsx).
  const template = scriptsAfterMarkup(split.template).replace(
    '</head>',
    () => `${scriptsMeta(APP_SCRIPTS_META_NAME, appChunks)}</head>`,
  );
  if (!template.includes(ROOT)) throw new Error(`${indexFile} has no ${ROOT}`);
  if (!VIEWPORT.test(template)) throw new Error(`${indexFile} has no <meta name="viewport">`);
  if (!MANIFEST_LINK.test(template)) throw new Error(`${indexFile} has no <link rel="manifest">`);
  const renderer: unknown = await import(pathToFileURL(rendererFile).href);
  if (!isRenderer(renderer)) throw new Error(`${rendererFile} exports no render function and route table`);
  const { render, screens, matchScreen } = renderer;
  const fetchedByPage = new Set([
    ...appChunks,
    ...[...template.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]),
  ]);

  /**
   * The chunks a lazy screen needs beyond the app's own, each once, for the page's small script to fetch
   * with the app's (main.tsx); worked out once per screen.
   */
  const screenScriptsByModules = new Map<string, string>();
  const screenScripts = (modules: string[]) => {
    const key = modules.join('|');
    let tag = screenScriptsByModules.get(key);
    if (tag === undefined) {
      const files = new Set(modules.flatMap((module) => inEvaluationOrder(manifest, module)));
      tag = scriptsMeta(
        SCREEN_SCRIPTS_META_NAME,
        [...files].filter((file) => !fetchedByPage.has(file)),
      );
      screenScriptsByModules.set(key, tag);
    }
    return tag;
  };

  /** Each language's translation files, named by namespace, for the app to load on demand (lib/i18n.ts). */
  const translations = new Map<string, string[]>();
  for (const [key, chunk] of Object.entries(manifest)) {
    const [, language, namespace] = TRANSLATION_FILE.exec(key) ?? [];
    if (language && namespace)
      translations.set(language, [...(translations.get(language) ?? []), `${namespace}=/${chunk.file}`]);
  }
  const translationsMeta = new Map(
    [...translations].map(([language, files]) => [
      language,
      `<meta name="${TRANSLATIONS_META_NAME}" content="${files.sort().join(' ')}">`,
    ]),
  );

  return {
    render,
    screens,
    matchScreen,
    inlineScriptSources: [...template.matchAll(INLINE_SCRIPT)].map((m) => hashSource(m[1] ?? '')),
    document(page) {
      // Every replacement is a function: the values hold what sellers wrote, and "$&" in a string
      // replacement would be read as a pattern.
      const { head } = page;
      let html = template
        .replace(HTML_LANG, () => `<html lang="${page.language}">`)
        .replace(MANIFEST_LINK, () => `<link rel="manifest" href="${webManifestPath(page.language)}"`)
        .replace(DESCRIPTION, () => '')
        .replace(TITLE, () => head);
      // A picture the page shows first goes first in line, before the app's stylesheet and modules, but
      // after the viewport: a preload read before it picks its rendition for a 980 px page, and a
      // phone would fetch the large photo and then the one its <img> picks.
      if (page.preload) html = html.replace(VIEWPORT, (tag) => `${tag}${page.preload}`);
      const style = styles ? `<style>${styles(page.body)}</style>` : '';
      const translationFiles = translationsMeta.get(page.language) ?? '';
      html = html.replace('</head>', () => `${translationFiles}${screenScripts(page.modules)}${style}</head>`);
      return html.replace(
        ROOT,
        () =>
          `<div id="root">${page.body}</div><script type="application/json" id="${PAGE_STATE_ELEMENT_ID}">${page.state}</script>`,
      );
    },
  };
}
