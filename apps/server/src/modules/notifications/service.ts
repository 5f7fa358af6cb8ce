import { type Language, NOTIFICATIONS_PAGE_SIZE } from '@zeng/contract/constants';
import type { NotificationPage, NotificationsQuery, UnreadCount } from '@zeng/contract/notifications';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../infra/clock.js';
import { badRequest } from '../../lib/errors.js';
import type { AdvertBatchService } from '../adverts/batch-service.js';
import type { AuthUser } from '../auth/access-tokens.js';
import * as repo from './notifications-repository.js';

/** A page's cursor: the id of the last notification it showed. */
function beforeOf(page: string | undefined): number | undefined {
  if (page === undefined) return undefined;
  if (!/^[1-9]\d{0,9}$/.test(page))
    throw badRequest('page is not a cursor of the notifications; start again from the first page.');
  return Number(page);
}

/** What Zeng tells a signed-in person (issue 38): their notifications, the bell's count, read marks. */
export class NotificationsService {
  constructor(
    private readonly db: Database,
    private readonly batch: AdvertBatchService,
    private readonly clock: Clock,
  ) {}

  async page(user: AuthUser, query: NotificationsQuery, lang: Language): Promise<NotificationPage> {
    const rows = await repo.pageOf(this.db, user.id, beforeOf(query.page));
    const shown = rows.slice(0, NOTIFICATIONS_PAGE_SIZE);
    const adverts = new Map(
      (
        await this.batch.cards(
          shown.map((row) => row.advertId),
          lang,
        )
      ).adverts.map((entry) => [entry.id, entry]),
    );
    return {
      notifications: shown.map((row) => ({
        id: row.id,
        kind: row.kind,
        createdAt: row.createdAt.toISOString(),
        read: row.readAt !== null,
        advert: adverts.get(row.advertId) ?? { id: row.advertId, available: false, reason: 'NOT_FOUND' },
        oldPrice: row.oldPrice,
        newPrice: row.newPrice,
        savedSearch:
          row.savedSearchId !== null && row.savedSearchName !== null
            ? { id: row.savedSearchId, name: row.savedSearchName }
            : null,
      })),
      nextCursor: rows.length > NOTIFICATIONS_PAGE_SIZE ? String(shown.at(-1)?.id) : null,
    };
  }

  async unread(user: AuthUser): Promise<UnreadCount> {
    return { unread: await repo.unreadCount(this.db, user.id) };
  }

  async markRead(user: AuthUser, upTo: number) {
    await repo.markRead(this.db, user.id, upTo, this.clock.now());
    return { message: 'Read.' };
  }
}
