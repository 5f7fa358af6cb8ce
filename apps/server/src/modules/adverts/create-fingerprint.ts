import { createHash } from 'node:crypto';
import type { ProductCategory } from '@zeng/contract/constants';

/** A value as JSON with every object's keys in order: two bodies that differ only in key order write the same text. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const fields = Object.entries(value)
      .filter(([, field]) => field !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, field]) => `${JSON.stringify(key)}:${canonicalJson(field)}`);
    return `{${fields.join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * What a create asks for, as a SHA-256 of its category and its body after the contract's schema
 * (docs/decisions/0009): the advert as the server reads it, so a body sent again is the same however
 * its JSON is spaced or ordered, its number written ("050 777 77 77" or "994507777777"), its comment
 * padded or its seller options ordered; a different price, number, photo or word is another body.
 */
export function createFingerprint({ category, body }: { category: ProductCategory; body: { id?: unknown } }): string {
  const { id: _create, ...advert } = body;
  return createHash('sha256').update(canonicalJson({ category, advert })).digest('hex');
}
