import { execFile, execFileSync } from 'node:child_process';
import { chownSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './server-process.js';

/** Where Debian puts the PostgreSQL 15 programs; PG_BIN_DIR points elsewhere. */
const BIN_DIR = process.env.PG_BIN_DIR ?? '/usr/lib/postgresql/15/bin';

/**
 * A PostgreSQL cluster of the test's own (a temporary folder, its own port and socket folder) that the
 * test may stop, start and freeze without touching the shared server.
 */
export interface PrivateCluster {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  readonly url: string;
  /** A fast shutdown: sessions are ended, new connections refused. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** SIGSTOP to the postmaster and every child: the server hangs without closing a connection. */
  freeze(): void;
  thaw(): void;
  /** SIGSTOP to some processes only (one backend, say); `thaw` wakes them too. */
  freezePids(pids: number[]): void;
  /** Stops the server whatever state it is in and removes its folder. */
  destroy(): Promise<void>;
}

/** initdb refuses to run as root: as root, the cluster belongs to the postgres account. */
function runAs(): { prefix: string[]; uid?: number; gid?: number } {
  if (userInfo().uid !== 0) return { prefix: [] };
  const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
  return { prefix: ['runuser', '-u', 'postgres', '--'], uid, gid };
}

export async function startPrivateCluster(): Promise<PrivateCluster> {
  const owner = runAs();
  const dir = mkdtempSync(join(tmpdir(), 'zeng-pg-'));
  if (owner.uid !== undefined && owner.gid !== undefined) chownSync(dir, owner.uid, owner.gid);
  const dataDir = join(dir, 'data');
  const port = await freePort();
  // Asynchronous, so requests in flight keep running while the server stops or starts.
  const run = async (program: string, args: string[]) => {
    const [command, ...rest] = [...owner.prefix, join(BIN_DIR, program), ...args];
    await promisify(execFile)(command as string, rest, { timeout: 30_000 });
  };
  const frozen = new Set<number>();
  const signal = (pid: number, sig: NodeJS.Signals) => {
    try {
      process.kill(pid, sig);
    } catch {
      // The process is gone already.
    }
  };
  const postmasterPid = () => Number(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  const childrenOf = (pid: number) =>
    execFileSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { stdio: 'pipe' })
      .toString()
      .split('\n')
      .map((line) => Number(line.trim()))
      .filter((n) => n > 0);

  const start = async () => {
    // fsync off: the test measures behaviour, not durability, and the machine is shared.
    const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`;
    await run('pg_ctl', ['-D', dataDir, '-o', options, '-l', join(dir, 'server.log'), '-w', '-t', '30', 'start']);
  };

  try {
    await run('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C', '--no-sync']);
    await start();
  } catch (err) {
    rmSync(dir, { recursive: true, force: true });
    throw err;
  }

  const thaw = () => {
    for (const pid of frozen) signal(pid, 'SIGCONT');
    frozen.clear();
  };
  // Should the test process end without its cleanup (a crash, a killed worker), the server ends with it.
  const lastResort = () => {
    thaw();
    try {
      signal(postmasterPid(), 'SIGKILL');
    } catch {
      // Already stopped.
    }
    rmSync(dir, { recursive: true, force: true });
  };
  process.once('exit', lastResort);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: async () => {
      await run('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', '-t', '30', 'stop']);
    },
    start,
    freeze: () => {
      const postmaster = postmasterPid();
      // The postmaster first, so it forks no new child that would escape the freeze.
      signal(postmaster, 'SIGSTOP');
      frozen.add(postmaster);
      for (const child of childrenOf(postmaster)) {
        signal(child, 'SIGSTOP');
        frozen.add(child);
      }
    },
    freezePids: (pids) => {
      for (const pid of pids) {
        signal(pid, 'SIGSTOP');
        frozen.add(pid);
      }
    },
    thaw,
    destroy: async () => {
      process.removeListener('exit', lastResort);
      thaw();
      try {
        await run('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', '-t', '15', 'stop']);
      } catch {
        // Not running, or refusing: make sure nothing of it survives the test.
        try {
          signal(postmasterPid(), 'SIGKILL');
        } catch {
          // No pid file: it never started or has stopped.
        }
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
