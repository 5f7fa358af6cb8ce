import { connect, type Socket } from 'node:net';

export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  /** The body parsed as JSON (every answer of the API is). */
  body: unknown;
}

/** The first complete HTTP/1.1 answer in `bytes` (Content-Length bodies only), or null while incomplete. */
function parseAnswer(bytes: Buffer): RawAnswer | null {
  const end = bytes.indexOf('\r\n\r\n');
  if (end < 0) return null;
  const [statusLine = '', ...lines] = bytes.subarray(0, end).toString('latin1').split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const length = Number(headers['content-length'] ?? 0);
  if (bytes.length < end + 4 + length) return null;
  const text = bytes.subarray(end + 4, end + 4 + length).toString('utf8');
  return { status: Number(statusLine.split(' ')[1]), headers, body: text ? JSON.parse(text) : null };
}

/**
 * An HTTP/1.1 request written by hand on a connection of its own, as slowly as a test likes (a phone
 * on a bad network, or a client holding the server's places on purpose), or cut by a reset.
 */
export class RawRequest {
  /** The server's answer, or null when the connection ended without one. */
  readonly answer: Promise<RawAnswer | null>;
  private trickling: NodeJS.Timeout | null = null;

  private constructor(private readonly socket: Socket) {
    let received = Buffer.alloc(0);
    this.answer = new Promise((resolve) => {
      socket.on('data', (chunk: Buffer) => {
        received = Buffer.concat([received, chunk]);
        const answer = parseAnswer(received);
        if (answer) resolve(answer);
      });
      // Writing to a connection the server has closed fails; the answer (or its absence) is what counts.
      socket.on('error', () => {});
      socket.on('close', () => {
        this.stopTrickling();
        resolve(parseAnswer(received));
      });
    });
  }

  /** Connects to `origin` (http://host:port) and writes the request line and headers. */
  static open(origin: string, method: string, path: string, headers: Record<string, string>): Promise<RawRequest> {
    const { hostname, port } = new URL(origin);
    return new Promise((resolve, reject) => {
      const socket = connect({ host: hostname, port: Number(port) }, () => {
        const head = Object.entries({ host: `${hostname}:${port}`, ...headers })
          .map(([name, value]) => `${name}: ${value}\r\n`)
          .join('');
        socket.write(`${method} ${path} HTTP/1.1\r\n${head}\r\n`);
        resolve(new RawRequest(socket));
      });
      socket.once('error', reject);
    });
  }

  /** Sends these bytes now. */
  write(bytes: Buffer): void {
    if (!this.socket.destroyed) this.socket.write(bytes);
  }

  /** Sends `bytes` `size` at a time, one piece every `everyMs`, until all are sent or the connection ends. */
  trickle(bytes: Buffer, size: number, everyMs: number): void {
    let offset = 0;
    this.trickling = setInterval(() => {
      if (offset >= bytes.length || this.socket.destroyed) return this.stopTrickling();
      this.write(bytes.subarray(offset, offset + size));
      offset += size;
    }, everyMs);
  }

  /** Cuts the connection with a TCP reset, as a phone dropping its upload does. */
  reset(): void {
    this.stopTrickling();
    this.socket.resetAndDestroy();
  }

  /** Closes the connection, whatever is under way. */
  destroy(): void {
    this.stopTrickling();
    this.socket.destroy();
  }

  private stopTrickling(): void {
    if (this.trickling) clearInterval(this.trickling);
    this.trickling = null;
  }
}
