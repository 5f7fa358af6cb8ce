import { createHash, type Hash } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

/**
 * A weak validator (RFC 9110 §8.8.1) of a text or a file's bytes, or of the hash a caller fed them as
 * they came: weak, since the same bytes go out compressed or not. The same bytes, wherever and whenever
 * made, have the same one.
 */
export function weakEtag(content: string | Buffer | Hash): string {
  const hash = typeof content === 'string' || Buffer.isBuffer(content) ? createHash('sha256').update(content) : content;
  return `W/"${hash.digest('base64url')}"`;
}

/**
 * Whether a conditional GET may be answered 304 (RFC 9110 §13.1.2, §13.2.2): If-None-Match, compared
 * weakly, wins; If-Modified-Since is read only without it, and only for an answer with a date.
 */
export function isNotModified(
  headers: IncomingHttpHeaders,
  validators: { etag: string; lastModified?: Date | undefined },
): boolean {
  const ifNoneMatch = headers['if-none-match'];
  if (ifNoneMatch !== undefined) {
    if (ifNoneMatch.trim() === '*') return true;
    const ours = opaqueTag(validators.etag);
    return ifNoneMatch.split(',').some((tag) => opaqueTag(tag.trim()) === ours);
  }
  const since = Date.parse(headers['if-modified-since'] ?? '');
  if (!validators.lastModified || Number.isNaN(since)) return false;
  // HTTP dates have whole seconds.
  return Math.floor(validators.lastModified.getTime() / 1000) * 1000 <= since;
}

const opaqueTag = (tag: string) => (tag.startsWith('W/') ? tag.slice(2) : tag);
