import { AppError, waitFor } from '../../lib/errors.js';
import { KeyedLines } from '../../lib/keyed-lines.js';

/**
 * An upload in progress (its body arriving, its photos waiting or decoding) costs a connection, files
 * on disk and soon a place in the image queue; one account may have only so many at once
 * (UPLOADS_IN_PROGRESS_PER_ACCOUNT, ADR 0026). The posting form sends each photo on its own, all at
 * once: the default, five, is the most photos an advert has.
 *
 * Counted in this process's memory: an upload lasts seconds to minutes, and a count shared through
 * Redis would outlive an instance that stopped mid-upload. With several instances an account may have
 * that many on each.
 */

/** Uploads in progress end within seconds as a rule; the person's next try comes after that. */
const RETRY_AFTER_SECONDS = 5;

export const tooManyUploadsInProgress = (perAccount: number) =>
  new AppError(
    429,
    'RATE_LIMITED',
    `You already have ${perAccount} photo upload${perAccount === 1 ? '' : 's'} in progress. ` +
      `Wait until one is done, then try again in ${RETRY_AFTER_SECONDS} seconds.`,
    waitFor(RETRY_AFTER_SECONDS),
  );

/** One account's uploads in progress, each run through `run(userId, upload)`; one past the limit is refused. */
export const uploadsInProgress = (perAccount: number) =>
  new KeyedLines<number>({ atOnce: perAccount, maxWaiting: 0, refusal: () => tooManyUploadsInProgress(perAccount) });
