import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { log } from './settings.js';

const SERVER_DIR = fileURLToPath(new URL('../../apps/server/', import.meta.url));
const BUILD_IF_STALE = fileURLToPath(new URL('../../scripts/build-if-stale.mjs', import.meta.url));

export interface RunningServer {
  /** http://127.0.0.1:PORT */
  origin: string;
  /** The server's process id (its memory is read from /proc/<pid>/status). */
  pid: number;
  stop(): Promise<void>;
  /** The lines the server logged at warn or above (its log is kept in a file, read afterwards). */
  warnings(): string[];
}

/** The variables a shell passes on that the server does not read: nothing else leaks into its config. */
function baseEnv(): NodeJS.ProcessEnv {
  const { PATH, HOME, TMPDIR, LANG } = process.env;
  return Object.fromEntries(Object.entries({ PATH, HOME, TMPDIR, LANG }).filter(([, v]) => v !== undefined));
}

function exited(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });
}

/**
 * What apps/server's start script sets before node: glibc's malloc with two arenas instead of eight
 * per core, which keeps what sharp's threads free from staying resident (bench/README.md, "Uploads").
 */
export const START_SCRIPT_ENV = { MALLOC_ARENA_MAX: '2' };

/**
 * The server as its own process, started the way `npm start` starts it (node on the bundle, dist/main.js,
 * built first when the sources changed: ADR 0027; from the server's folder, with START_SCRIPT_ENV unless
 * `env` says otherwise) with exactly `env`, ready once /readyz answers 200.
 */
export async function startServer(options: {
  env: Record<string, string>;
  port: number;
  logFile: string;
  readyWithinMs: number;
  /** Node options before the server's script (the profile passes --cpu-prof). */
  nodeOptions?: readonly string[];
}): Promise<RunningServer> {
  const origin = `http://127.0.0.1:${options.port}`;
  // Another process on the port (a server an interrupted run left) would answer /readyz for this one
  // and be measured instead.
  const taken = await fetch(`${origin}/healthz`).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`something already answers on ${origin}: stop it, or choose another BENCH_PORT`);
  execFileSync(process.execPath, [BUILD_IF_STALE, 'server'], { stdio: ['ignore', 'inherit', 'inherit'] });
  // The log goes to a file, not through this process, which would spend CPU the server needs.
  const out = openSync(options.logFile, 'w');
  const child = spawn(process.execPath, [...(options.nodeOptions ?? []), 'dist/main.js'], {
    cwd: SERVER_DIR,
    env: { ...START_SCRIPT_ENV, ...baseEnv(), ...options.env, PORT: String(options.port), HOST: '127.0.0.1' },
    stdio: ['ignore', out, 'inherit'],
  });
  closeSync(out);
  const warnings = () =>
    readFileSync(options.logFile, 'utf8')
      .split('\n')
      .filter((line) => {
        if (line.trim() === '') return false;
        try {
          return ((JSON.parse(line) as { level?: number }).level ?? 40) >= 40;
        } catch {
          return true;
        }
      });
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited(child);
    clearTimeout(timer);
  };
  const deadline = Date.now() + options.readyWithinMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode} before it was ready`);
    const ready = await fetch(`${origin}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) {
      log(`server ready at ${origin} (pid ${child.pid})`);
      return { origin, pid: child.pid ?? 0, stop, warnings };
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  await stop();
  throw new Error(`the server was not ready within ${options.readyWithinMs / 1000} s`);
}
