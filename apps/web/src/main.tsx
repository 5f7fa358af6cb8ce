import './styles/global.css';
import { APP_SCRIPT_ELEMENT_ID } from '@zeng/contract/page-rendering';

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

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
 * The page arrives drawn by the server: the browser shows it first, and only then fetches the app's
 * code and takes the page over (app/entry.tsx, whose chunks the page names). The first paint shares a
 * phone's bandwidth and CPU with nothing (docs/decisions/0012).
 */
requestAnimationFrame(() =>
  setTimeout(() => {
    const files = document.getElementById(APP_SCRIPT_ELEMENT_ID)?.getAttribute('content')?.split(' ');
    // Vite's development server renders nothing: there the app is this module's own import.
    if (import.meta.env.DEV) void import('./app/entry');
    else if (files) void importInTurn(files);
  }),
);
