import { z } from 'zod';
import { advertBatchEntrySchema } from './advert-batch.js';
import { isoDate } from './common.js';
import { NOTIFICATION_KINDS } from './constants.js';
import { text } from './text.js';

// What Zeng tells a signed-in person (issue 38): the bell's count and the notifications page.

/**
 * One notification: a liked advert's price went down (PRICE_DROP, with both prices), or a saved search
 * found an advert just approved (SAVED_SEARCH, with the search). `advert` is the advert as everybody
 * sees it now, or why it is no longer shown.
 */
export const notificationSchema = z.object({
  id: z.number().int(),
  kind: z.enum(NOTIFICATION_KINDS),
  createdAt: isoDate,
  read: z.boolean(),
  advert: advertBatchEntrySchema,
  oldPrice: z.number().nullable(),
  newPrice: z.number().nullable(),
  savedSearch: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** GET /auth/notifications: a page, newest first; `page` is absent for the first, else a nextCursor. */
export const notificationsQuerySchema = z.object({
  page: text().max(200).optional().describe('absent: the first page; else the nextCursor of an answer'),
});
export type NotificationsQuery = z.infer<typeof notificationsQuerySchema>;

export const notificationPageSchema = z.object({
  notifications: z.array(notificationSchema),
  nextCursor: z.string().nullable(),
});
export type NotificationPage = z.infer<typeof notificationPageSchema>;

/** GET /auth/notifications/unread: the bell's count (at most UNREAD_CAP: the bell says "99+"). */
export const unreadCountSchema = z.object({ unread: z.number().int() });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

/** PUT /auth/notifications/read: every notification up to this one (the newest seen) is read. */
export const notificationsReadSchema = z.object({ upTo: z.number().int().positive() });
export type NotificationsRead = z.infer<typeof notificationsReadSchema>;
