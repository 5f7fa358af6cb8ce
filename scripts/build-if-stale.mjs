/**
 * Builds what `npm start` runs when it is missing or out of date, and reuses it otherwise (ADR 0027):
 * the web app (apps/web/dist) and the server's bundle (apps/server/dist/main.js). A build is current
 * when the stamp written after its last success holds the hash of its inputs as they are now and its
 * outputs are there; a build that fails, or is stopped, leaves no stamp.
 *
 *   node scripts/build-if-stale.mjs [web] [server]   those (default: both), when out of date
 *   node scripts/build-if-stale.mjs --force          both, whatever their stamps say (`npm run build`)
 *
 * ZENG_WEB_BUILT=1 trusts apps/web/dist as it is: the web app is neither checked nor built.
 * Plain JavaScript, so that it runs before anything is built and without a TypeScript loader.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  realpathSync,
  renameSync,
  rmSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * @typedef {object} BuildTarget
 * @property {string} name What the messages call it.
 * @property {string[]} inputs Files and folders, from the root, whose contents make the build: a change
 *   in any of them makes it out of date. Folders are read whole but for what NOT_AN_INPUT names.
 * @property {string[]} command What builds it, run from the root.
 * @property {string[]} outputs Files, from the root, that a build makes: one missing makes it out of date.
 * @property {string} stamp The file, from the root, holding the inputs' hash after a build succeeded. It
 *   lives in the build's output folder, which the build empties first (Vite does; the server's build
 *   script too): a build run any other way removes it, and the next check builds again rather than
 *   trust what it cannot vouch for.
 */

/** The repository's root: the targets' paths are read from here. */
export const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** Read by every build: the resolved packages and the shared compiler settings. */
const SHARED_INPUTS = [
  'packages/contract/src',
  'packages/contract/package.json',
  'package-lock.json',
  'tsconfig.base.json',
];

/** @type {Record<'web' | 'server', BuildTarget>} */
export const TARGETS = {
  web: {
    name: 'web app',
    inputs: [
      'apps/web/src',
      'apps/web/build',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/package.json',
      'apps/web/vite.config.ts',
      'apps/web/tsconfig.json',
      ...SHARED_INPUTS,
    ],
    command: ['npm', 'run', 'build', '-w', '@zeng/web'],
    outputs: ['apps/web/dist/index.html', 'apps/web/dist/.vite/manifest.json', 'apps/web/dist/server/entry-server.js'],
    // Beside Vite's manifest, out of what the server serves from dist (its top-level files and assets/).
    stamp: 'apps/web/dist/.vite/build-stamp.json',
  },
  server: {
    name: 'server',
    inputs: ['apps/server/src', 'apps/server/package.json', 'apps/server/tsconfig.json', ...SHARED_INPUTS],
    command: ['npm', 'run', 'build', '-w', '@zeng/server'],
    outputs: ['apps/server/dist/main.js'],
    stamp: 'apps/server/dist/build-stamp.json',
  },
};

/** Inside an input folder, what no build reads: tests and their snapshots, packages, builds. */
const NOT_AN_INPUT = /(^|\/)(node_modules|dist|__snapshots__)$|\.test\.tsx?$/;

/** How long to wait for another process's build of the same target before giving up. */
const LOCK_WAIT_MS = 10 * 60_000;

/**
 * The hash of a target's inputs: every file's path and contents, in a fixed order. Contents rather than
 * times, so a checkout or a copy that keeps the files keeps the build, and any edit is seen.
 * @param {string} root
 * @param {readonly string[]} inputs
 * @returns {string}
 */
export function inputsHash(root, inputs) {
  const hash = createHash('sha256');
  for (const file of inputs.flatMap((input) => filesUnder(root, input)).sort()) {
    const contents = readFileSync(join(root, file));
    hash.update(`${file}\0${contents.length}\0`).update(contents);
  }
  return hash.digest('hex');
}

/**
 * The files of one input, from the root; a missing input counts as nothing (a folder not made yet).
 * @param {string} root
 * @param {string} path
 * @returns {string[]}
 */
function filesUnder(root, path) {
  /** @type {import('node:fs').Dirent[]} */
  let entries;
  try {
    entries = readdirSync(join(root, path), { withFileTypes: true });
  } catch (err) {
    const code = /** @type {NodeJS.ErrnoException} */ (err).code;
    if (code === 'ENOTDIR') return [path];
    if (code === 'ENOENT') return [];
    throw err;
  }
  return entries
    .map((entry) => ({ entry, child: `${path}/${entry.name}` }))
    .filter(({ child }) => !NOT_AN_INPUT.test(child))
    .flatMap(({ entry, child }) => (entry.isDirectory() ? filesUnder(root, child) : entry.isFile() ? [child] : []));
}

/**
 * Whether the target's last build was made from inputs with this hash and its outputs are all there.
 * @param {string} root
 * @param {BuildTarget} target
 * @param {string} hash
 */
export function isCurrent(root, target, hash) {
  if (!target.outputs.every((output) => existsSync(join(root, output)))) return false;
  try {
    return JSON.parse(readFileSync(join(root, target.stamp), 'utf8')).inputs === hash;
  } catch {
    return false;
  }
}

/**
 * Builds the target unless its build is current; 'reused' or 'built'. Another process building the same
 * target (a second `npm start`, a test run) is waited for, and its build reused when it is current.
 * @param {BuildTarget} target
 * @param {{ root?: string, force?: boolean, quiet?: boolean, onBuild?: () => void }} [options] quiet: the
 *   build's own output is kept, and shown only if it fails; onBuild: called as the build starts.
 * @returns {'reused' | 'built'}
 */
export function ensureBuilt(target, { root = ROOT, force = false, quiet = false, onBuild } = {}) {
  if (!force && isCurrent(root, target, inputsHash(root, target.inputs))) return 'reused';
  return withLock(root, target, () => {
    // Hashed before the build: an edit made while it runs makes the next check build again.
    const hash = inputsHash(root, target.inputs);
    if (!force && isCurrent(root, target, hash)) return 'reused';
    const stamp = join(root, target.stamp);
    rmSync(stamp, { force: true });
    onBuild?.();
    const [command = '', ...args] = target.command;
    const result = spawnSync(command, args, {
      cwd: root,
      stdio: quiet ? 'pipe' : 'inherit',
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    if (result.status !== 0) {
      const printed = quiet ? `\n${result.stdout}${result.stderr}`.trimEnd() : '';
      const how = result.error?.message ?? (result.signal ? `stopped by ${result.signal}` : `exit ${result.status}`);
      throw new Error(`the ${target.name}'s build failed (${target.command.join(' ')}: ${how})${printed}`);
    }
    const missing = target.outputs.filter((output) => !existsSync(join(root, output)));
    if (missing.length > 0) throw new Error(`the ${target.name}'s build made no ${missing.join(', ')}`);
    mkdirSync(dirname(stamp), { recursive: true });
    // Written whole or not at all: a reader never sees half a stamp.
    writeFileSync(`${stamp}.tmp`, `${JSON.stringify({ inputs: hash, builtAt: new Date().toISOString() })}\n`);
    renameSync(`${stamp}.tmp`, stamp);
    return 'built';
  });
}

/**
 * Runs `fn` holding the target's build lock (a file created exclusively, holding the owner's pid), so
 * two processes never build into the same folder at once. A lock whose owner has died is taken over.
 * @template T
 * @param {string} root
 * @param {BuildTarget} target
 * @param {() => T} fn
 * @returns {T}
 */
function withLock(root, target, fn) {
  // Outside the output folder, which the build empties.
  const lock = join(root, 'node_modules', '.cache', 'zeng-build', `${target.stamp.replaceAll('/', '_')}.lock`);
  mkdirSync(dirname(lock), { recursive: true });
  const deadline = Date.now() + LOCK_WAIT_MS;
  for (;;) {
    try {
      const fd = openSync(lock, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      break;
    } catch (err) {
      if (/** @type {NodeJS.ErrnoException} */ (err).code !== 'EEXIST') throw err;
    }
    if (!ownerAlive(lock)) {
      rmSync(lock, { force: true });
      continue;
    }
    if (Date.now() > deadline)
      throw new Error(`another process has been building the ${target.name} too long (${lock})`);
    sleep(250);
  }
  try {
    return fn();
  } finally {
    rmSync(lock, { force: true });
  }
}

/**
 * Whether the process named in the lock still runs; a lock just created, its pid not written yet, is alive.
 * @param {string} lock
 */
function ownerAlive(lock) {
  let pid;
  try {
    pid = Number(readFileSync(lock, 'utf8'));
  } catch {
    return false;
  }
  if (!Number.isInteger(pid) || pid <= 0) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return /** @type {NodeJS.ErrnoException} */ (err).code === 'EPERM';
  }
}

/** @param {number} ms */
function sleep(ms) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/**
 * The command line: checks (and builds) the targets named, in order, and says what it did.
 * @param {string[]} args
 */
function main(args) {
  const force = args.includes('--force');
  const quiet = args.includes('--quiet');
  const named = args.filter((arg) => !arg.startsWith('--'));
  const unknown = named.filter((name) => !(name in TARGETS));
  if (unknown.length > 0) {
    console.error(`build-if-stale: no target ${unknown.join(', ')} (targets: ${Object.keys(TARGETS).join(', ')})`);
    process.exit(2);
  }
  const names = /** @type {(keyof typeof TARGETS)[]} */ (named.length > 0 ? named : Object.keys(TARGETS));
  for (const name of names) {
    const target = TARGETS[name];
    if (name === 'web' && process.env.ZENG_WEB_BUILT === '1') {
      if (!quiet) console.warn(`${target.name}: ZENG_WEB_BUILT=1, apps/web/dist is used as it is`);
      continue;
    }
    const say = quiet ? () => {} : (/** @type {string} */ line) => console.warn(`${target.name}: ${line}`);
    const started = Date.now();
    const outcome = ensureBuilt(target, {
      force,
      quiet,
      onBuild: () => say(force ? 'building' : 'missing or out of date, building'),
    });
    say(
      outcome === 'reused'
        ? 'its build is current, reused'
        : `built in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === realpathSync(process.argv[1])) {
  try {
    main(process.argv.slice(2));
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  }
}
