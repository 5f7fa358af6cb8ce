import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server package's folder (apps/server/), from this module's place: one folder below it both as
 * source (src/package-root.ts, which tests and `npm run dev` run) and bundled (dist/main.js, ADR 0027).
 * What the server reads from disk at run time (its migrations, its images, the web app's build) is named
 * from here, never from the reading module's own place, which the bundle does not keep.
 */
export const SERVER_ROOT = fileURLToPath(new URL('..', import.meta.url));

/** Under SERVER_ROOT: where the files a path names live, whichever way the server was started. */
export const serverPath = (...segments: string[]): string => join(SERVER_ROOT, ...segments);

// A bundle written one folder deeper would read its migrations from somewhere else: say so at start.
const { name } = JSON.parse(readFileSync(serverPath('package.json'), 'utf8')) as { name?: unknown };
if (name !== '@zeng/server') throw new Error(`${SERVER_ROOT} is not the server's package folder (found ${name})`);
