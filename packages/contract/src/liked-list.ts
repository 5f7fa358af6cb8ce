import { z } from 'zod';
import { idParam, isoDate } from './common.js';
import { MAX_LIKED } from './constants.js';

// Liked adverts that follow the account (issue 38): a signed-in person's list is kept on the server as
// well as on the device, merged at sign-in, so it is the same on every device. A visitor's stays on the
// device alone.

/** PUT and DELETE /auth/liked/{id}: the advert. */
export const likedPathSchema = z.object({ id: idParam });

/** One advert of the list: its id, and when it was liked. */
export const likedEntrySchema = z.object({ id: z.number().int(), likedAt: isoDate });
export type LikedEntry = z.infer<typeof likedEntrySchema>;

/** GET /auth/liked, and the merge's answer: the whole list, the newest like first. */
export const likedListSchema = z.object({ liked: z.array(likedEntrySchema) });
export type LikedList = z.infer<typeof likedListSchema>;

/**
 * POST /auth/liked/merge: the ids a device holds, the newest like first. Those still shown join the
 * account's list; those gone (sold, removed, expired) are left out. At most MAX_LIKED: the list keeps
 * its newest.
 */
export const likedMergeSchema = z.object({
  ids: z
    .array(z.number().int().positive())
    .max(MAX_LIKED, { error: `at most ${MAX_LIKED} ids` })
    .describe('the device’s liked adverts, the newest first'),
});
export type LikedMerge = z.infer<typeof likedMergeSchema>;
