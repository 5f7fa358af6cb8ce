import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { PAGE_STATE_ELEMENT_ID, type RenderedPage, type RenderPage } from '@zeng/contract/page-rendering';

/** One entry of Vite's build manifest (apps/web/dist/.vite/manifest.json). */
interface ManifestChunk {
  file: string;
  imports?: string[];
}

/** The built web app: the browser's index.html, its manifest, and the server renderer built beside it. */
export interface WebBuild {
  render: RenderPage;
  /** The page around the app's markup: index.html with this page's language, head, markup and state. */
  document(page: RenderedPage, extraHead?: string): string;
}

const TITLE = /<title>[\s\S]*?<\/title>/i;
const DESCRIPTION = /<meta\s+name=["']description["'][^>]*>\s*/i;
const CHARSET = /<meta\s+charset=["']?[\w-]+["']?\s*\/?>/i;
const HTML_LANG = /<html lang="[a-z]{2}">/;
const ROOT = '<div id="root"></div>';

/**
 * Loads the web app's build (`npm run build -w @zeng/web`): null when it is missing, so the API still
 * runs on its own (the server's tests, a deployment serving the web app elsewhere).
 */
export async function loadWebBuild(distDir: string): Promise<WebBuild | null> {
  const indexFile = join(distDir, 'index.html');
  const rendererFile = join(distDir, 'server', 'entry-server.js');
  if (!existsSync(indexFile) || !existsSync(rendererFile)) return null;
  const template = readFileSync(indexFile, 'utf8');
  if (!template.includes(ROOT)) throw new Error(`${indexFile} has no ${ROOT}`);
  const manifestFile = join(distDir, '.vite', 'manifest.json');
  const manifest: Record<string, ManifestChunk> = existsSync(manifestFile)
    ? JSON.parse(readFileSync(manifestFile, 'utf8'))
    : {};
  const { render } = (await import(pathToFileURL(rendererFile).href)) as { render: RenderPage };
  const preloaded = new Set([...template.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]));

  /** The chunks a lazy screen needs that the page does not load already, each once. */
  const modulePreloads = (modules: string[]) => {
    const files = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || files.has(chunk.file)) return;
      files.add(chunk.file);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    for (const module of modules) visit(module);
    return [...files]
      .filter((file) => !preloaded.has(file))
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
      .join('');
  };

  return {
    render,
    document(page, extraHead = '') {
      // Every replacement is a function: the values hold what sellers wrote, and "$&" in a string
      // replacement would be read as a pattern.
      const head = page.head + extraHead + modulePreloads(page.modules);
      let html = template
        .replace(HTML_LANG, () => `<html lang="${page.language}">`)
        .replace(DESCRIPTION, () => '')
        .replace(TITLE, () => head);
      // A picture the page shows first goes first in line, before the app's stylesheet and modules.
      if (page.preload) html = html.replace(CHARSET, (tag) => `${tag}${page.preload}`);
      return html.replace(
        ROOT,
        () =>
          `<div id="root">${page.body}</div><script type="application/json" id="${PAGE_STATE_ELEMENT_ID}">${page.state}</script>`,
      );
    },
  };
}
