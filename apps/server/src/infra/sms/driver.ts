import type { Config } from '../../config.js';
import type { Clock } from '../clock.js';
import { ConsoleSmsSender } from './console.js';
import { HttpSmsSender } from './http.js';
import type { SmsSender } from './sms-sender.js';

type Log = { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };

/** The driver SMS_DRIVER names (config.ts already refuses console in production). */
export function createSmsSender(config: Config, log: Log, clock: Clock): SmsSender {
  if (config.SMS_DRIVER === 'console') return new ConsoleSmsSender(log, () => clock.now());
  if (!config.SMS_HTTP_URL) throw new Error('SMS_HTTP_URL is required with SMS_DRIVER=http');
  return new HttpSmsSender({
    url: config.SMS_HTTP_URL,
    method: config.SMS_HTTP_METHOD,
    bodyTemplate: config.SMS_HTTP_BODY,
    authHeader: config.SMS_HTTP_AUTH_HEADER,
    timeoutMs: config.SMS_HTTP_TIMEOUT_MS,
    retries: config.SMS_HTTP_RETRIES,
    log,
  });
}
