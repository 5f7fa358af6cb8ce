import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

const base = { DATA_DIR: '/tmp/zeng-config-test', JWT_SECRET: 'x'.repeat(40) };

describe('configuration', () => {
  it('defaults to the embedded database with demo data on port 8080', () => {
    const config = loadConfig(base);
    expect(config).toMatchObject({ PORT: 8080, DEMO_DATA: true, SMS_DRIVER: 'console', STORAGE_DRIVER: 'disk' });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('turns demo data off by default on a PostgreSQL server', () => {
    expect(loadConfig({ ...base, NODE_ENV: 'development', DATABASE_URL: 'postgres://localhost/zeng' }).DEMO_DATA).toBe(
      false,
    );
  });

  it('treats a PostgreSQL server as production unless told otherwise, so the code outbox never leaks', () => {
    expect(() => loadConfig({ ...base, DATABASE_URL: 'postgres://localhost/zeng' })).toThrow(/SMS_DRIVER/);
    const deployed = loadConfig({
      ...base,
      DATABASE_URL: 'postgres://localhost/zeng',
      SMS_DRIVER: 'http',
      SMS_HTTP_URL: 'https://sms.example/send',
      PUBLIC_ORIGIN: 'https://zeng.az',
    });
    expect(deployed.NODE_ENV).toBe('production');
    expect(loadConfig(base).NODE_ENV).toBe('development');
  });

  it('listens on this machine only outside production unless HOST says otherwise', () => {
    const prod = {
      ...base,
      NODE_ENV: 'production',
      SMS_DRIVER: 'http',
      SMS_HTTP_URL: 'https://sms.example/send',
      PUBLIC_ORIGIN: 'https://zeng.az',
    };
    // Development and tests: loopback (both 127.0.0.1 and ::1, as Fastify binds "localhost").
    expect(loadConfig(base).HOST).toBe('localhost');
    expect(loadConfig({ ...base, NODE_ENV: 'test' }).HOST).toBe('localhost');
    // Production runs behind a load balancer or in a container: every interface.
    expect(loadConfig(prod).HOST).toBe('0.0.0.0');
    // An explicit HOST wins either way.
    expect(loadConfig({ ...base, HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
    expect(loadConfig({ ...prod, HOST: '127.0.0.1' }).HOST).toBe('127.0.0.1');
  });

  it('generates the development secret into an owner-only data directory', () => {
    const root = mkdtempSync(join(tmpdir(), 'zeng-config-'));
    try {
      const dataDir = join(root, 'data');
      const config = loadConfig({ DATA_DIR: dataDir });
      expect(config.JWT_SECRET.length).toBeGreaterThanOrEqual(32);
      expect(statSync(dataDir).mode & 0o777).toBe(0o700);
      expect(statSync(join(dataDir, 'jwt-secret')).mode & 0o777).toBe(0o600);
      expect(loadConfig({ DATA_DIR: dataDir }).JWT_SECRET).toBe(config.JWT_SECRET);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('trusts a given number of proxies or given addresses, never every sender', () => {
    expect(loadConfig(base).TRUST_PROXY).toBe(false);
    expect(loadConfig({ ...base, TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ ...base, TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
    ]);
    expect(() => loadConfig({ ...base, TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY.*forge/s);
  });

  it('names the variable that has a wrong value', () => {
    expect(() => loadConfig({ ...base, PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ ...base, DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ ...base, ADMIN_PHONES: '994501234567,12345' })).toThrow(/ADMIN_PHONES.*12345/s);
  });

  it('gives an upload a time limit and a minimum rate over windows shorter than it', () => {
    expect(loadConfig(base)).toMatchObject({
      REQUEST_TIMEOUT_MS: 300_000,
      UPLOAD_MIN_BYTES_PER_SECOND: 2048,
      UPLOAD_RATE_WINDOW_MS: 30_000,
      UPLOADS_IN_PROGRESS_PER_ACCOUNT: 5,
    });
    expect(loadConfig({ ...base, REQUEST_TIMEOUT_MS: '5000', UPLOAD_RATE_WINDOW_MS: '1000' })).toMatchObject({
      REQUEST_TIMEOUT_MS: 5000,
      UPLOAD_RATE_WINDOW_MS: 1000,
    });
    // A window as long as the time limit never ends before it: the rate would never be checked.
    expect(() => loadConfig({ ...base, REQUEST_TIMEOUT_MS: '20000' })).toThrow(
      /UPLOAD_RATE_WINDOW_MS: must be shorter than REQUEST_TIMEOUT_MS \(20000\)/,
    );
    expect(() => loadConfig({ ...base, UPLOAD_MIN_BYTES_PER_SECOND: '0' })).toThrow(/UPLOAD_MIN_BYTES_PER_SECOND/);
    expect(() => loadConfig({ ...base, UPLOADS_IN_PROGRESS_PER_ACCOUNT: 'few' })).toThrow(
      /UPLOADS_IN_PROGRESS_PER_ACCOUNT/,
    );
  });

  it('bounds the sitemaps one address may have built in a minute, and the memory that keeps them', () => {
    expect(loadConfig(base)).toMatchObject({ SITEMAP_BUILDS_PER_ADDRESS_PER_MINUTE: 30, SITEMAP_MEMORY_MB: 64 });
    expect(loadConfig({ ...base, SITEMAP_BUILDS_PER_ADDRESS_PER_MINUTE: '5', SITEMAP_MEMORY_MB: '16' })).toMatchObject({
      SITEMAP_BUILDS_PER_ADDRESS_PER_MINUTE: 5,
      SITEMAP_MEMORY_MB: 16,
    });
    expect(() => loadConfig({ ...base, SITEMAP_BUILDS_PER_ADDRESS_PER_MINUTE: '0' })).toThrow(
      /SITEMAP_BUILDS_PER_ADDRESS_PER_MINUTE/,
    );
    expect(() => loadConfig({ ...base, SITEMAP_MEMORY_MB: 'lots' })).toThrow(/SITEMAP_MEMORY_MB/);
  });

  it('normalises the administrator phones', () => {
    expect(loadConfig({ ...base, ADMIN_PHONES: '+994 50 000 00 01, 0551234567' }).ADMIN_PHONES).toEqual([
      '994500000001',
      '994551234567',
    ]);
  });

  it('needs the public address in production, and takes localhost:PORT without it in development', () => {
    const prod = {
      ...base,
      NODE_ENV: 'production',
      SMS_DRIVER: 'http',
      SMS_HTTP_URL: 'https://sms.example/send',
    };
    expect(() => loadConfig(prod)).toThrow(/PUBLIC_ORIGIN: production needs the site's public address/);
    expect(loadConfig({ ...prod, PUBLIC_ORIGIN: 'https://zeng.az/some/path' }).PUBLIC_ORIGIN).toBe('https://zeng.az');
    expect(() => loadConfig({ ...prod, PUBLIC_ORIGIN: 'zeng.az' })).toThrow(/PUBLIC_ORIGIN/);
    expect(loadConfig({ ...base, PORT: '3000' }).PUBLIC_ORIGIN).toBe('http://localhost:3000');
  });

  it('refuses the development conveniences in production', () => {
    const prod = {
      DATA_DIR: base.DATA_DIR,
      NODE_ENV: 'production',
      SMS_HTTP_URL: 'https://sms.example/send',
      PUBLIC_ORIGIN: 'https://zeng.az',
    };
    expect(() => loadConfig({ ...prod, SMS_DRIVER: 'http' })).toThrow(/JWT_SECRET/);
    expect(() => loadConfig({ ...prod, JWT_SECRET: 'x'.repeat(40) })).toThrow(/SMS_DRIVER/);
    expect(() => loadConfig({ ...prod, JWT_SECRET: 'x'.repeat(40), SMS_DRIVER: 'http', DEMO_DATA: 'true' })).toThrow(
      /DEMO_DATA/,
    );
    expect(loadConfig({ ...prod, JWT_SECRET: 'x'.repeat(40), SMS_DRIVER: 'http' }).DEMO_DATA).toBe(false);
  });
});
