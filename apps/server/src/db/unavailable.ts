/**
 * Whether a failed query means the database cannot answer at all (down, restarting, frozen,
 * unreachable, out of connections), as opposed to a bug or a refused statement. Such a failure is
 * the client's to retry: it answers 503 with Retry-After instead of 500.
 */

import { isRecord } from '@zeng/contract/typed';

/** What a request that found the database away answers. */
export const DATABASE_UNAVAILABLE = {
  retryAfterSeconds: 5,
  message: 'The database is not answering right now. Please try again in a few seconds.',
} as const;

/** Socket and DNS failures of node-postgres reaching the server. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EHOSTDOWN',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs of a server going away or refusing work for now: shutdown (57P01-57P03), a statement
 * or idle transaction cut by its timeout (57014, 25P03), no connection slot left (53300).
 * Class 08 (connection exception) is matched by its prefix.
 */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '57014', '25P03', '53300']);

/** node-postgres and its pool say these in words only (no code). */
const DRIVER_MESSAGES = [
  'Connection terminated',
  'timeout expired',
  'timeout exceeded when trying to connect',
  'Query read timeout',
  'is not queryable',
];

const MAX_DEPTH = 6;

/**
 * A short reason (a code or the driver's own words, never the SQL) when `error` or one of its causes
 * says the database is away; null otherwise. Drizzle wraps the driver's error in `cause`.
 */
export function databaseUnavailableReason(error: unknown, depth = 0): string | null {
  if (depth > MAX_DEPTH || !isRecord(error)) return null;
  const { code, message, cause } = error;
  if (typeof code === 'string') {
    if (NETWORK_CODES.has(code)) return code;
    if (/^[0-9A-Z]{5}$/.test(code) && (code.startsWith('08') || UNAVAILABLE_SQLSTATES.has(code))) {
      return typeof message === 'string' ? `${code} ${message}` : code;
    }
  }
  // Drizzle's own message quotes the SQL, so only the driver's (the innermost) words count.
  const isDrizzleWrapper = typeof message === 'string' && message.startsWith('Failed query:');
  if (typeof message === 'string' && !isDrizzleWrapper && DRIVER_MESSAGES.some((m) => message.includes(m))) {
    return message;
  }
  // Connecting to a name with several addresses fails with one error per address.
  if (error instanceof AggregateError) {
    for (const inner of error.errors) {
      const reason = databaseUnavailableReason(inner, depth + 1);
      if (reason) return reason;
    }
  }
  return databaseUnavailableReason(cause, depth + 1);
}
