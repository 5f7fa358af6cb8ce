import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The SMS gateway of the production servers the floods run (SMS_DRIVER=http): it keeps every message
 * it is sent, so the bench can sign accounts in with their codes as a person reads them off a phone.
 * The server's default body is `{"to":"{{phone}}","text":"{{text}}"}`.
 */
export interface SmsInbox {
  /** For SMS_HTTP_URL. */
  url: string;
  /** The code last sent to `phoneNumber`, waited for up to `withinMs`. */
  code(phoneNumber: string, withinMs?: number): Promise<string>;
  close(): Promise<void>;
}

export async function startSmsInbox(): Promise<SmsInbox> {
  const messages: Array<{ to: string; text: string }> = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      try {
        const { to, text } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { to?: unknown; text?: unknown };
        if (typeof to === 'string' && typeof text === 'string') messages.push({ to, text });
      } catch {
        // Not a message: answered all the same, as a gateway that ignores it.
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/sms`,
    async code(phoneNumber, withinMs = 10_000) {
      const deadline = Date.now() + withinMs;
      for (;;) {
        const text = messages.findLast((m) => m.to.replace(/\D/g, '') === phoneNumber)?.text;
        const code = text && /\b(\d{6})\b/.exec(text)?.[1];
        if (code) return code;
        if (Date.now() > deadline) throw new Error(`no code was sent to ${phoneNumber} within ${withinMs / 1000} s`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
