import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { weakEtag } from '../../lib/not-modified.js';

/**
 * A sitemap made once and sent many times. Only its gzip form is kept: a full child is some 25 MB of
 * XML and 0.7 MB gzipped, and every crawler takes gzip.
 */
export interface SitemapDocument {
  gzipped: Buffer;
  /** Weak, since the same text goes out gzipped or not: a hash of the XML itself. */
  etag: string;
  lastModified: Date;
}

/**
 * The document whose XML `parts` yields, compressed as it comes (off the event loop, in zlib's
 * threads), so the whole text is never held at once.
 */
export async function sitemapDocument(
  parts: AsyncIterable<string> | Iterable<string>,
  lastModified: Date,
): Promise<SitemapDocument> {
  const hash = createHash('sha256');
  const chunks: Buffer[] = [];
  await pipeline(
    async function* hashed() {
      for await (const part of parts) {
        hash.update(part);
        yield part;
      }
    },
    createGzip(),
    async (compressed: AsyncIterable<Buffer>) => {
      for await (const chunk of compressed) chunks.push(chunk);
    },
  );
  return { gzipped: Buffer.concat(chunks), etag: weakEtag(hash), lastModified };
}

/** The XML again, unzipped on the way out, for a client that takes no gzip. */
export function inflated(document: SitemapDocument): Readable {
  const gunzip = createGunzip();
  gunzip.end(document.gzipped);
  return gunzip;
}
