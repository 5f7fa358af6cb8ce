import './styles/global.css';
import { APP_SCRIPTS_META_NAME, SCREEN_SCRIPTS_META_NAME } from '@zeng/contract/page-rendering';

/** How long the app waits for the page's first pictures before it fetches its code anyway. */
const FIRST_PICTURES_WAIT_MS = 3000;

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
/** The next frame drawn: a task after the browser's frame callbacks. */
const painted = () => new Promise((resolve) => requestAnimationFrame(resolve)).then(nextTask);
const addresses = (name: string) =>
  (document.getElementsByName(name)[0] as HTMLMetaElement | undefined)?.content.split(' ').filter(Boolean) ?? [];

/**
 * The pictures the page shows first (high fetch priority: the first card, the advert's first photo)
 * loaded or failed, or the wait over: the app's code then takes none of a phone's bandwidth from them.
 */
function firstPictures(): Promise<unknown> {
  const images = document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]');
  const loading = [...images].filter((image) => !image.complete);
  const loaded = loading.map(
    (image) =>
      new Promise((resolve) => {
        image.addEventListener('load', resolve, { once: true });
        image.addEventListener('error', resolve, { once: true });
      }),
  );
  return Promise.race([Promise.all(loaded), new Promise((resolve) => setTimeout(resolve, FIRST_PICTURES_WAIT_MS))]);
}

/** Asks for every file at once, so none waits for the one that imports it. */
function fetchAll(files: string[]) {
  for (const file of files) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = file;
    document.head.append(link);
  }
}

/**
 * Imports the app's chunks in the order the page lists them (each after what it imports), one task
 * each: evaluating the whole app at once would hold a phone's main thread for one long task.
 */
async function importInTurn(files: string[]) {
  for (const file of files) {
    await import(/* @vite-ignore */ file);
    await nextTask();
  }
}

/**
 * The page arrives drawn by the server: the browser shows it and its first pictures first, and only
 * then fetches the app's code (app/entry.tsx, whose chunks the page names, and the screen's) and takes
 * the page over. The first paint shares a phone's bandwidth and CPU with nothing (docs/decisions/0012).
 */
async function startWhenDrawn() {
  await firstPictures();
  await painted();
  const app = addresses(APP_SCRIPTS_META_NAME);
  fetchAll([...app, ...addresses(SCREEN_SCRIPTS_META_NAME)]);
  await importInTurn(app);
}

// Vite's development server renders nothing: there the app is this module's own import.
if (import.meta.env.DEV) void import('./app/entry');
else void startWhenDrawn();
