import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import {
  assertValidKey,
  CACHE_FOREVER,
  type MediaStorage,
  type StoredObject,
  type StoredObjectInfo,
} from './media-storage.js';

export interface S3StorageOptions {
  /** The service's address; unset means AWS itself, found from the region. */
  endpoint?: string | undefined;
  bucket: string;
  region: string;
  /** Both or neither; neither means the SDK's own lookup (AWS_* variables, an instance role). */
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  /** `bucket` in the path rather than the host name, as MinIO and most self-hosted stores want. */
  forcePathStyle: boolean;
}

/** Objects in one bucket of an S3-compatible service (AWS S3, MinIO, R2, …), shared by every instance. */
export class S3Storage implements MediaStorage {
  private readonly client: S3Client;

  constructor(readonly options: S3StorageOptions) {
    // The SDK warns once on Node 20 that later releases will need Node 22; this is its documented
    // off switch (aws/aws-sdk-js-v3#7983), read when a client is created. Set explicitly, it stays.
    process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
    const { accessKeyId, secretAccessKey } = options;
    this.client = new S3Client({
      region: options.region,
      endpoint: options.endpoint,
      forcePathStyle: options.forcePathStyle,
      credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
      // Checksums only where S3 requires them: many S3-compatible services refuse the newer
      // default checksum headers.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      // A store that stops answering fails the request instead of holding it forever.
      requestHandler: { connectionTimeout: 5_000, socketTimeout: 30_000 },
    });
  }

  async put(key: string, data: Buffer, contentType: string): Promise<void> {
    assertValidKey(key);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.options.bucket,
        Key: key,
        Body: data,
        ContentType: contentType,
        // So a CDN or a browser reading the bucket directly caches it as /uploads/ answers do.
        CacheControl: CACHE_FOREVER,
      }),
    );
  }

  async delete(key: string): Promise<void> {
    assertValidKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.options.bucket, Key: key }));
  }

  async exists(key: string): Promise<boolean> {
    return (await this.stat(key)) !== null;
  }

  async get(key: string): Promise<Buffer | null> {
    const object = await this.getObject(key);
    if (!object?.Body) return null;
    const bytes = await object.Body.transformToByteArray();
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }

  async stat(key: string): Promise<StoredObjectInfo | null> {
    assertValidKey(key);
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.options.bucket, Key: key }));
      return infoOf(key, head);
    } catch (err) {
      // A HEAD answer has no body, so a missing key is known only by its status.
      if (err instanceof S3ServiceException && err.$metadata.httpStatusCode === 404) return null;
      throw err;
    }
  }

  async open(key: string): Promise<StoredObject | null> {
    const object = await this.getObject(key);
    if (!object?.Body) return null;
    if (!(object.Body instanceof Readable)) throw new Error(`S3 answered ${key} with a body that is not a stream`);
    return { ...infoOf(key, object), body: object.Body };
  }

  async close(): Promise<void> {
    this.client.destroy();
  }

  private async getObject(key: string) {
    assertValidKey(key);
    try {
      return await this.client.send(new GetObjectCommand({ Bucket: this.options.bucket, Key: key }));
    } catch (err) {
      // NoSuchKey only: a missing bucket or a refused key is a fault to report, not an absent image.
      if (err instanceof S3ServiceException && err.name === 'NoSuchKey') return null;
      throw err;
    }
  }
}

function infoOf(
  key: string,
  answer: { ContentLength?: number | undefined; ETag?: string | undefined; LastModified?: Date | undefined },
): StoredObjectInfo {
  if (answer.ContentLength === undefined || !answer.ETag || !answer.LastModified) {
    throw new Error(`S3 answered ${key} without its length, ETag or date`);
  }
  return { size: answer.ContentLength, etag: answer.ETag, lastModified: answer.LastModified };
}
