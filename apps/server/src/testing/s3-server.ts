import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

export interface S3TestServer {
  endpoint: string;
  bucket: string;
  /** The variables that point a server (STORAGE_DRIVER=s3) at this store. */
  env: Record<string, string>;
  /** Stops the server and removes everything it stored. */
  close(): Promise<void>;
}

/**
 * A real S3-protocol server (s3rver) on a free local port, with one empty bucket, storing into a
 * temporary folder: tests exercise the S3 driver over HTTP exactly as against AWS or MinIO.
 */
export async function startS3Server(): Promise<S3TestServer> {
  const directory = mkdtempSync(join(tmpdir(), 'zeng-s3-'));
  // 3–63 lowercase characters; a fresh name per server so nothing leaks between runs.
  const bucket = `zeng-test-${randomBytes(4).toString('hex')}`;
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
  });
  let address: Awaited<ReturnType<S3rver['run']>>;
  try {
    address = await server.run();
  } catch (err) {
    rmSync(directory, { recursive: true, force: true });
    throw err;
  }
  const endpoint = `http://127.0.0.1:${address.port}`;
  return {
    endpoint,
    bucket,
    env: {
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      // s3rver's fixed credentials; it checks request signatures made with them.
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      // The bucket in the path: a vhost name like bucket.127.0.0.1 does not resolve.
      S3_FORCE_PATH_STYLE: 'true',
    },
    close: async () => {
      // A client's kept-alive sockets would otherwise hold the close open.
      server.httpServer?.closeAllConnections();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
