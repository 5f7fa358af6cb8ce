import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const MAIN = fileURLToPath(new URL('../main.ts', import.meta.url));
const SERVER_DIR = fileURLToPath(new URL('../..', import.meta.url));

/**
 * What runs: the sources under tsx, as `npm run dev` does (the tests of this suite: no build needed), or
 * the bundle `npm start` runs (dist/main.js, built by buildServer() in web-build.ts: ADR 0027).
 */
const ENTRY = { source: ['--import', 'tsx', MAIN], bundle: ['dist/main.js'] } as const;

/** A free port on the loopback interface, as the kernel hands one out. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export interface ServerProcess {
  readonly url: string;
  readonly child: ChildProcess;
  /** What the process printed, for a failing test's message. */
  output(): string;
  /** SIGTERM and wait for the exit (SIGKILL after 10 s). */
  stop(): Promise<void>;
  /** SIGKILL: the machine losing power in the middle of a request. */
  kill(): Promise<void>;
}

/**
 * The real server as its own process (node itself, so a signal reaches the server), started from `entry`
 * with `env` on a free port and returned once /readyz answers.
 */
export async function startServerProcess(
  env: Record<string, string>,
  timeoutMs = 60_000,
  entry: keyof typeof ENTRY = 'source',
): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ENTRY[entry], {
    cwd: SERVER_DIR,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '/tmp',
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  const keep = (chunk: Buffer) => {
    printed = (printed + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;

  const ending = (signal: NodeJS.Signals) => async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill(signal);
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  };
  const server: ServerProcess = {
    url,
    child,
    output: () => printed,
    stop: ending('SIGTERM'),
    kill: ending('SIGKILL'),
  };

  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}:\n${printed}`);
    const ready = await fetch(`${url}/readyz`).then(
      (res) => res.ok,
      () => false,
    );
    if (ready) return server;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await server.kill();
  throw new Error(`the server did not become ready within ${timeoutMs} ms:\n${printed}`);
}
