import http from 'node:http';
import { procStatusKb } from './proc.js';

/**
 * The observer of an upload run, in a process of its own so the uploads' client cannot delay it:
 * samples the server's resident memory and asks for /healthz at a fixed rate, each request on its
 * own (a stalled server shows as every request sent while it stalled waiting, not as one late one).
 */

export interface ObserverStart {
  origin: string;
  pid: number;
  everyMs: number;
}

export interface Observations {
  /** [time (ms since the epoch), VmRSS in kB] */
  rss: Array<[number, number]>;
  /** [sent at (ms since the epoch), milliseconds to the whole answer, status (0: no answer)] */
  healthz: Array<[number, number, number]>;
}

function observe({ origin, pid, everyMs }: ObserverStart) {
  const observations: Observations = { rss: [], healthz: [] };
  const agent = new http.Agent({ keepAlive: true });
  const url = `${origin}/healthz`;
  const timer = setInterval(() => {
    const now = Date.now();
    try {
      observations.rss.push([now, procStatusKb(pid, 'VmRSS')]);
    } catch {
      // the server has gone; its absence shows in /healthz
    }
    const sent = performance.now();
    const entry: [number, number, number] = [now, 0, 0];
    observations.healthz.push(entry);
    const failed = () => {
      entry[1] = performance.now() - sent;
    };
    const request = http.get(url, { agent, timeout: 60_000 }, (res) => {
      res.resume();
      res.on('error', failed);
      res.once('end', () => {
        entry[1] = performance.now() - sent;
        entry[2] = res.statusCode ?? 0;
      });
    });
    request.once('timeout', () => request.destroy());
    request.on('error', failed);
  }, everyMs);
  process.once('message', () => {
    clearInterval(timer);
    // Answers still on their way get a second to arrive.
    setTimeout(() => process.send?.(observations, () => process.exit(0)), 1000);
  });
  process.send?.('observing');
}

if (process.send) {
  process.once('message', (start: ObserverStart) => observe(start));
  // The run has ended, however: nothing is left behind.
  process.once('disconnect', () => process.exit(0));
}
