import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { REVEALS_PER_ADDRESS_PER_HOUR } from '@zeng/contract/contact';
import { normalizePhone } from '@zeng/contract/phone';
import { z } from 'zod';
import { JSON_BODY_LIMIT_BYTES, MIN_JSON_BODY_LIMIT_BYTES } from './lib/body-limits.js';

const booleanString = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const phoneList = z
  .string()
  .transform((value, ctx) => {
    const phones: string[] = [];
    for (const raw of value.split(',').map((p) => p.trim())) {
      if (raw === '') continue;
      const phone = normalizePhone(raw);
      if (!phone) {
        ctx.addIssue({ code: 'custom', message: `"${raw}" is not an Azerbaijani mobile number (994XXXXXXXXX)` });
        return z.NEVER;
      }
      phones.push(phone);
    }
    return phones;
  })
  .default([]);

/** Every environment variable the server reads, in one place (README lists them). */
const envSchema = z.object({
  NODE_ENV: z
    .enum(['development', 'production', 'test'], { error: 'must be development, production or test' })
    .optional(),
  PORT: z.coerce.number({ error: 'must be a port number' }).int().min(0).max(65535).default(8080),
  /** Unset: every interface in production (behind a load balancer or in a container), else this machine only. */
  HOST: z.string().min(1).optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { error: 'must be a postgres:// or postgresql:// connection string' })
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(4),
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce
    .number({ error: 'must be milliseconds' })
    .int()
    .min(100)
    .max(60_000)
    .default(3000),
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce
    .number({ error: 'must be milliseconds' })
    .int()
    .min(100)
    .max(600_000)
    .default(5000),
  /** Embedded database only: statements that may wait for it; one more answers 503 (db/embedded-queue.ts). */
  EMBEDDED_DATABASE_MAX_WAITING: z.coerce.number({ error: 'must be a number' }).int().min(1).max(100_000).default(32),
  /** Pages that may wait while one is rendered; one more answers a 503 page (lib/turn-queue.ts). */
  PAGE_RENDERS_MAX_WAITING: z.coerce.number({ error: 'must be a number' }).int().min(1).max(100_000).default(16),
  /** One client address's pages in that queue at once; its further ones wait in a line of their own (lib/keyed-lines.ts). */
  PAGE_RENDERS_PER_ADDRESS_AT_ONCE: z.coerce.number({ error: 'must be a number' }).int().min(1).max(10_000).default(4),
  DEMO_DATA: booleanString.optional(),
  /** First pages of the public lists kept in memory, forgotten on every change (adverts/public-answers.ts). */
  FIRST_PAGE_CACHE: booleanString.default(true),
  /** Per client address and minute, the reads no cache answers (docs/decisions/0014-read-limits.md). */
  SEARCHES_PER_ADDRESS_PER_MINUTE: z.coerce
    .number({ error: 'must be a number' })
    .int()
    .min(1)
    .max(10_000_000)
    .default(120),
  ADVERT_READS_PER_ADDRESS_PER_MINUTE: z.coerce
    .number({ error: 'must be a number' })
    .int()
    .min(1)
    .max(10_000_000)
    .default(300),
  PAGE_RENDERS_PER_ADDRESS_PER_MINUTE: z.coerce
    .number({ error: 'must be a number' })
    .int()
    .min(1)
    .max(10_000_000)
    .default(300),
  /** Sellers' numbers one client address may reveal in an hour (docs/decisions/0032). */
  CONTACT_REVEALS_PER_ADDRESS_PER_HOUR: z.coerce
    .number({ error: 'must be a number' })
    .int()
    .min(1)
    .max(10_000_000)
    .default(REVEALS_PER_ADDRESS_PER_HOUR),
  /** Sitemaps built (none kept) for one client address in a minute (docs/decisions/0024-sitemaps-kept.md). */
  SITEMAP_BUILDS_PER_ADDRESS_PER_MINUTE: z.coerce
    .number({ error: 'must be a number' })
    .int()
    .min(1)
    .max(10_000_000)
    .default(30),
  /** Megabytes of built sitemaps kept in memory, gzip-compressed; the least recently read go first. */
  SITEMAP_MEMORY_MB: z.coerce.number({ error: 'must be a number of megabytes' }).int().min(1).max(100_000).default(64),
  /** The largest JSON body, in bytes; never below the largest request the contract accepts (lib/body-limits.ts). */
  JSON_BODY_LIMIT_BYTES: z.coerce
    .number({ error: 'must be a number of bytes' })
    .int()
    .min(MIN_JSON_BODY_LIMIT_BYTES, {
      error: `must be at least ${MIN_JSON_BODY_LIMIT_BYTES}, or posting an advert with long texts is refused`,
    })
    .max(100 * 1024 * 1024)
    .default(JSON_BODY_LIMIT_BYTES),
  /** The longest a request may take to arrive, headers and body: an upload's photos too (ADR 0026). */
  REQUEST_TIMEOUT_MS: z.coerce
    .number({ error: 'must be milliseconds' })
    .int()
    .min(1000)
    .max(3_600_000)
    .default(300_000),
  SMS_DRIVER: z.enum(['console', 'http'], { error: 'must be console or http' }).default('console'),
  SMS_HTTP_URL: z.url({ error: 'must be a URL' }).optional(),
  SMS_HTTP_METHOD: z.enum(['POST', 'GET', 'PUT']).default('POST'),
  SMS_HTTP_BODY: z.string().default('{"to":"{{phone}}","text":"{{text}}"}'),
  SMS_HTTP_AUTH_HEADER: z.string().optional(),
  SMS_HTTP_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  SMS_HTTP_RETRIES: z.coerce.number().int().min(0).max(5).default(2),
  ADMIN_PHONES: phoneList,
  CODE_REQUESTS_PER_ADDRESS_PER_HOUR: z.coerce
    .number({ error: 'must be a number' })
    .int()
    .min(1)
    .max(100_000)
    .default(20),
  /** New adverts one account may send (docs/decisions/0013-posting-limits.md); edits are not counted. */
  ADVERTS_PER_ACCOUNT_PER_HOUR: z.coerce.number({ error: 'must be a number' }).int().min(1).max(100_000).default(30),
  ADVERTS_PER_ACCOUNT_PER_DAY: z.coerce.number({ error: 'must be a number' }).int().min(1).max(1_000_000).default(100),
  /** An account's adverts waiting for review in one category at once. */
  PENDING_ADVERTS_PER_CATEGORY: z.coerce.number({ error: 'must be a number' }).int().min(1).max(100_000).default(30),
  JWT_SECRET: z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
  STORAGE_DRIVER: z.enum(['disk', 's3'], { error: 'must be disk or s3' }).default('disk'),
  S3_ENDPOINT: z.url({ error: 'must be the URL of the S3-compatible service, e.g. https://s3.example.com' }).optional(),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, {
      error: 'must be a bucket name: 3 to 63 lowercase letters, digits, dots and hyphens',
    })
    .optional(),
  S3_REGION: z.string().min(1).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: booleanString.default(false),
  /** Uploads decoding photos at once; unset: by cores and memory (modules/media/image-queue.ts). */
  IMAGE_DECODES: z.coerce.number({ error: 'must be a number' }).int().min(1).max(256).optional(),
  /** Uploads waiting for a decode beyond those; one more answers 503 with Retry-After. */
  IMAGE_QUEUE: z.coerce.number({ error: 'must be a number' }).int().min(0).max(10_000).default(10),
  /** The fewest bytes a second an upload's body must bring over each UPLOAD_RATE_WINDOW_MS (media/upload-pace.ts). */
  UPLOAD_MIN_BYTES_PER_SECOND: z.coerce.number({ error: 'must be a number of bytes' }).int().min(1).default(2048),
  UPLOAD_RATE_WINDOW_MS: z.coerce.number({ error: 'must be milliseconds' }).int().min(500).max(600_000).default(30_000),
  /** One account's uploads being received or decoded at once, on one instance; one more answers 429. */
  UPLOADS_IN_PROGRESS_PER_ACCOUNT: z.coerce.number({ error: 'must be a number' }).int().min(1).max(1000).default(5),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, { error: 'must be a redis:// URL' })
    .optional(),
  /** Before every Redis key and channel, so several sites (or test runs) can share one Redis. */
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9:._-]{1,64}$/, { error: 'must be 1–64 letters, digits, ":", ".", "_" or "-"' })
    .default('zeng:'),
  TRUST_PROXY: z
    .string()
    .transform((value, ctx) => {
      const v = value.trim();
      if (v === '' || v === 'false' || v === '0') return false;
      if (/^\d+$/.test(v)) return Number(v);
      if (v === 'true' || v === '1' || v === 'yes') {
        ctx.addIssue({
          code: 'custom',
          message:
            'trusting every proxy lets clients forge their address; give the number of proxies in front (e.g. 1) or their addresses (10.0.0.0/8,127.0.0.1)',
        });
        return z.NEVER;
      }
      return v.split(',').map((a) => a.trim());
    })
    .default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().optional(),
  PUBLIC_ORIGIN: z
    .url({ error: 'must be the public address of the site, e.g. https://zeng.az' })
    .transform((u) => new URL(u).origin)
    .optional(),
  CONTACT_PHONE: z.string().default('+994 12 555 00 00'),
  CONTACT_MAP_URL: z.url().default('https://maps.google.com/?q=28+May+street+Baku'),
  CONTACT_TAX_ID: z.string().default('1234567891'),
});

export type Env = z.infer<typeof envSchema>;

export interface Config
  extends Omit<Env, 'DEMO_DATA' | 'JWT_SECRET' | 'DATA_DIR' | 'NODE_ENV' | 'PUBLIC_ORIGIN' | 'HOST'> {
  NODE_ENV: 'development' | 'production' | 'test';
  /**
   * The listen address: HOST, else 0.0.0.0 in production and `localhost` (127.0.0.1 and ::1)
   * otherwise, so a development server and its code outbox are not on the network by default.
   */
  HOST: string;
  /**
   * The site's address in links the server writes (share previews): PUBLIC_ORIGIN, required in
   * production; http://localhost:PORT in development. Never the request's Host header, which is
   * the client's to choose.
   */
  PUBLIC_ORIGIN: string;
  DATA_DIR: string;
  DEMO_DATA: boolean;
  JWT_SECRET: string;
  isProduction: boolean;
}

export class ConfigError extends Error {}

/**
 * Parses the environment once. A wrong value stops start-up with a message naming the variable,
 * and production refuses the development conveniences (console SMS, demo data, generated secret).
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  // A server database means a real deployment: production unless told otherwise, so a forgotten
  // NODE_ENV fails loudly (console SMS, no secret) instead of serving the development code outbox.
  const e = {
    ...parsed.data,
    NODE_ENV: parsed.data.NODE_ENV ?? (parsed.data.DATABASE_URL ? 'production' : 'development'),
  };
  const isProduction = e.NODE_ENV === 'production';
  const problems: string[] = [];
  if (isProduction && e.SMS_DRIVER === 'console') problems.push('SMS_DRIVER: production needs the http driver');
  if (isProduction && !e.JWT_SECRET) problems.push('JWT_SECRET: production needs a secret of at least 32 characters');
  if (isProduction && e.DEMO_DATA) problems.push('DEMO_DATA: production refuses demo data');
  if (isProduction && !e.PUBLIC_ORIGIN) {
    problems.push(
      "PUBLIC_ORIGIN: production needs the site's public address (e.g. https://zeng.az) for the links in share previews",
    );
  }
  if (e.SMS_DRIVER === 'http' && !e.SMS_HTTP_URL) problems.push('SMS_HTTP_URL: required with SMS_DRIVER=http');
  // A window as long as the whole time limit would never be measured: the rate would go unchecked.
  if (e.UPLOAD_RATE_WINDOW_MS >= e.REQUEST_TIMEOUT_MS) {
    problems.push(
      `UPLOAD_RATE_WINDOW_MS: must be shorter than REQUEST_TIMEOUT_MS (${e.REQUEST_TIMEOUT_MS}), or an upload's rate is never checked`,
    );
  }
  if (e.STORAGE_DRIVER === 's3') {
    if (!e.S3_BUCKET) problems.push('S3_BUCKET: required with STORAGE_DRIVER=s3');
    if (!e.S3_REGION) problems.push('S3_REGION: required with STORAGE_DRIVER=s3 (any name, e.g. us-east-1, for MinIO)');
    // One key without the other is a typo, not a choice to use the platform's credentials.
    if (!e.S3_ACCESS_KEY_ID !== !e.S3_SECRET_ACCESS_KEY) {
      problems.push(
        'S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both, or neither to use the AWS_* variables or an instance role',
      );
    }
  }
  if (problems.length > 0) throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);

  const dataDir = resolve(e.DATA_DIR);
  return {
    ...e,
    HOST: e.HOST ?? (isProduction ? '0.0.0.0' : 'localhost'),
    DATA_DIR: dataDir,
    DEMO_DATA: e.DEMO_DATA ?? (!e.DATABASE_URL && !isProduction),
    PUBLIC_ORIGIN: e.PUBLIC_ORIGIN ?? `http://localhost:${e.PORT}`,
    JWT_SECRET: e.JWT_SECRET ?? readOrCreateSecret(dataDir),
    isProduction,
  };
}

/** Development convenience: a secret generated once and kept beside the embedded database. */
function readOrCreateSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
