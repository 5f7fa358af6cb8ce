import './styles/global.css';
import { APP_SCRIPT_ELEMENT_ID } from '@zeng/contract/page-rendering';

/**
 * The page arrives drawn by the server: the browser shows it first, and only then fetches the app's
 * code and takes the page over (app/entry.tsx, which the page names). The first paint shares a phone's
 * bandwidth and CPU with nothing (docs/decisions/0012).
 */
requestAnimationFrame(() =>
  setTimeout(() => {
    const app = document.getElementById(APP_SCRIPT_ELEMENT_ID)?.getAttribute('content');
    // Vite's development server renders nothing: there the app is this module's own import.
    if (import.meta.env.DEV) void import('./app/entry');
    else if (app) void import(/* @vite-ignore */ app);
  }),
);
