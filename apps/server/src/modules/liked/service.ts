import type { LikedList } from '@zeng/contract/liked-list';
import { type Database, inTransaction } from '../../db/client.js';
import type { Clock } from '../../infra/clock.js';
import { forbidden, notFound } from '../../lib/errors.js';
import type { AuthUser } from '../auth/access-tokens.js';
import * as repo from './liked-repository.js';

/**
 * A signed-in person's liked adverts kept with the account (issue 38, docs/product.md "Liked adverts"):
 * liked and unliked one by one from any device, merged from a device's own list at sign-in. Only
 * adverts shown now join it, never one's own; each keeps the price the person saw.
 */
export class LikedService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  async list(user: AuthUser): Promise<LikedList> {
    const rows = await repo.likedOf(this.db, user.id);
    return { liked: rows.map((row) => ({ id: row.advertId, likedAt: row.likedAt.toISOString() })) };
  }

  async like(user: AuthUser, advertId: number) {
    const now = this.clock.now();
    const [advert] = await repo.shownAdverts(this.db, [advertId], now);
    if (!advert) throw notFound('This advert is not shown now: it cannot be liked.');
    if (advert.userId === user.id) throw forbidden('You cannot like your own advert.', 'OWN_ADVERT');
    await inTransaction(this.db, (tx) =>
      repo.addLikes(tx, user.id, [{ advertId, likedAt: now, seenPrice: advert.price }]),
    );
    return { message: 'Liked.' };
  }

  async unlike(user: AuthUser, advertId: number) {
    await repo.removeLike(this.db, user.id, advertId);
    return { message: 'Removed from liked adverts.' };
  }

  /**
   * The device's list, newest first, joins the account's: each shown advert not the person's own, liked
   * a millisecond apart so the device's order holds; ones already there keep their date.
   */
  async merge(user: AuthUser, ids: readonly number[]): Promise<LikedList> {
    const now = this.clock.now();
    const distinct = [...new Set(ids)];
    const shown = new Map(
      (await repo.shownAdverts(this.db, distinct, now))
        .filter((advert) => advert.userId !== user.id)
        .map((advert) => [advert.id, advert]),
    );
    const likes = distinct.flatMap((advertId, i) => {
      const advert = shown.get(advertId);
      return advert ? [{ advertId, likedAt: new Date(now.getTime() - i), seenPrice: advert.price }] : [];
    });
    await inTransaction(this.db, (tx) => repo.addLikes(tx, user.id, likes));
    return this.list(user);
  }
}
