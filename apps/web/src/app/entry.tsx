import { start } from './start';

/**
 * The app's own entry (vite.config.ts builds it as one): index.html's script (main.tsx) imports it once
 * the server's page is painted. As an entry, its graph is bundled as what loads at once, in a few
 * files, rather than split around every screen that shares a module with it (docs/decisions/0012).
 * The app starts in a task after this module's evaluation, so the phone's main thread is free between
 * the two.
 */
setTimeout(() => void start(), 0);
