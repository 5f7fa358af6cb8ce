import { fork, type Serializable } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/**
 * A worker process takes one job from its parent, sends back the answer and exits. The load runs in
 * a process of its own so that its CPU is not counted as the server's (issue 10).
 */
export function serveOneJob<Job, Answer>(work: (job: Job) => Promise<Answer>): void {
  process.once('message', (job: Job) => {
    work(job).then(
      (answer) => process.send?.({ answer }, () => process.exit(0)),
      (err: unknown) =>
        process.send?.({ error: String(err instanceof Error ? err.stack : err) }, () => process.exit(1)),
    );
  });
}

/** Runs `worker` (a file of this folder, without extension) in a new Node process with one job. */
export function runJob<Job extends Serializable, Answer>(
  worker: 'http-load' | 'sql-load' | 'flood-load' | 'probe-load',
  job: Job,
): Promise<Answer> {
  const file = fileURLToPath(new URL(`./${worker}.ts`, import.meta.url));
  const child = fork(file, { execArgv: ['--import', 'tsx'], serialization: 'advanced' });
  return new Promise((resolve, reject) => {
    let settled = false;
    child.once('message', (message: { answer?: Answer; error?: string }) => {
      settled = true;
      if (message.error !== undefined) reject(new Error(`${worker} worker: ${message.error}`));
      else resolve(message.answer as Answer);
    });
    child.once('exit', (code) => {
      if (!settled) reject(new Error(`${worker} worker exited with ${code} before answering`));
    });
    child.send(job);
  });
}
