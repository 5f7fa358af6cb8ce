import { setTimeout as sleep } from 'node:timers/promises';
import { SmsDeliveryError, type SmsMessage, type SmsSender } from './sms-sender.js';

export interface HttpSmsOptions {
  /** Gateway address; {{phone}} and {{text}} in it are replaced URL-encoded (for GET gateways). */
  url: string;
  method: 'POST' | 'GET' | 'PUT';
  /** Request body with {{phone}} and {{text}} replaced JSON-escaped; not sent with GET. */
  bodyTemplate: string;
  /** Sent as the Authorization header, e.g. "Bearer abc" or "Basic dXNlcjpwYXNz". */
  authHeader?: string | undefined;
  /** Time allowed to each attempt. */
  timeoutMs: number;
  /** Attempts after the first one, on network errors and 5xx answers. */
  retries: number;
  /** Pause before the first retry; it doubles with each further one. */
  backoffMs?: number;
  log?: { warn(obj: object, msg: string): void };
}

const jsonEscaped = (value: string) => JSON.stringify(value).slice(1, -1);

/** Production driver: one HTTP request per message to a configurable SMS gateway. */
export class HttpSmsSender implements SmsSender {
  readonly driver = 'http';
  private readonly backoffMs: number;

  constructor(private readonly options: HttpSmsOptions) {
    this.backoffMs = options.backoffMs ?? 250;
  }

  async send(message: SmsMessage): Promise<void> {
    const { method, timeoutMs, retries, authHeader, log } = this.options;
    const fill = (template: string, encode: (v: string) => string) =>
      template.replaceAll('{{phone}}', encode(message.phoneNumber)).replaceAll('{{text}}', encode(message.text));
    const url = fill(this.options.url, encodeURIComponent);
    const body = method === 'GET' ? undefined : fill(this.options.bodyTemplate, jsonEscaped);
    const headers: Record<string, string> = {};
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (authHeader) headers.authorization = authHeader;

    let lastProblem = '';
    for (let attempt = 0; attempt <= retries; attempt++) {
      if (attempt > 0) await sleep(this.backoffMs * 2 ** (attempt - 1));
      let status: number;
      let answer: string;
      try {
        const res = await fetch(url, { method, headers, body, signal: AbortSignal.timeout(timeoutMs) });
        status = res.status;
        // Read the answer in full so the connection goes back to the pool; keep a little for the log.
        answer = (await res.text()).slice(0, 200);
      } catch (err) {
        lastProblem =
          err instanceof Error && err.name === 'TimeoutError' ? `no answer in ${timeoutMs} ms` : String(err);
        log?.warn({ err, attempt: attempt + 1, phoneNumber: message.phoneNumber }, 'SMS gateway unreachable');
        continue;
      }
      if (status >= 200 && status < 300) return;
      lastProblem = `HTTP ${status}: ${answer}`;
      log?.warn({ status, answer, attempt: attempt + 1, phoneNumber: message.phoneNumber }, 'SMS gateway refused');
      // A 4xx says our request is wrong (credentials, number, template); sending it again will not help.
      if (status < 500) break;
    }
    throw new SmsDeliveryError(`The SMS gateway did not accept the message (${lastProblem}).`);
  }
}
