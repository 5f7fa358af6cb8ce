import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type HttpSmsOptions, HttpSmsSender } from './http.js';
import { SmsDeliveryError } from './sms-sender.js';

interface Received {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A real SMS gateway on 127.0.0.1 that answers the statuses a test lines up ('hang' never answers). */
let server: Server;
let base: string;
let received: Received[] = [];
let answers: (number | 'hang')[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      received.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      const answer = answers.shift() ?? 200;
      if (answer === 'hang') return;
      res.writeHead(answer, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  received = [];
  answers = [];
});

const sender = (options: Partial<HttpSmsOptions> = {}) =>
  new HttpSmsSender({
    url: `${base}/send`,
    method: 'POST',
    bodyTemplate: '{"to":"{{phone}}","text":"{{text}}"}',
    timeoutMs: 2000,
    retries: 2,
    backoffMs: 1,
    ...options,
  });

const message = { phoneNumber: '994501234567', text: 'Zeng: your code is 123456.\n"Quoted" \\ text', code: '123456' };

describe('the http SMS driver', () => {
  it('posts the message as the body template says, JSON-escaped, with the Authorization header', async () => {
    await sender({ authHeader: 'Bearer gateway-key' }).send(message);
    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/send');
    expect(request?.headers.authorization).toBe('Bearer gateway-key');
    expect(request?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(request?.body ?? '')).toEqual({ to: '994501234567', text: message.text });
  });

  it('puts the message in the address for a GET gateway, URL-encoded, without a body', async () => {
    await sender({ method: 'GET', url: `${base}/get?to={{phone}}&msg={{text}}` }).send(message);
    const [request] = received;
    expect(request?.method).toBe('GET');
    expect(request?.body).toBe('');
    const query = new URL(request?.url ?? '', base).searchParams;
    expect(query.get('to')).toBe('994501234567');
    expect(query.get('msg')).toBe(message.text);
  });

  it('tries again after a 5xx answer and succeeds', async () => {
    answers = [503, 500, 200];
    await sender().send(message);
    expect(received).toHaveLength(3);
  });

  it('gives up after the configured retries with a delivery error', async () => {
    answers = [500, 500, 500, 500];
    await expect(sender({ retries: 2 }).send(message)).rejects.toBeInstanceOf(SmsDeliveryError);
    expect(received).toHaveLength(3);
  });

  it('does not repeat a request the gateway refused with a 4xx', async () => {
    answers = [401];
    await expect(sender().send(message)).rejects.toThrow(/HTTP 401/);
    expect(received).toHaveLength(1);
  });

  it('stops waiting after the timeout and counts it as a failed attempt', async () => {
    answers = ['hang', 200];
    await sender({ timeoutMs: 100, retries: 1 }).send(message);
    expect(received).toHaveLength(2);
  });

  it('fails when the gateway cannot be reached at all', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    await expect(sender({ url: `http://127.0.0.1:${port}/send`, retries: 1 }).send(message)).rejects.toThrow(
      SmsDeliveryError,
    );
  });
});
