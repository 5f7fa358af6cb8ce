import type { ProductCategory } from '@zeng/contract/constants';
import { type AdvertContact, type AdvertStats, STATS_DAYS } from '@zeng/contract/contact';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../infra/clock.js';
import { forbidden, gone } from '../../lib/errors.js';
import { stateOf } from '../adverts/lifecycle.js';
import type { AdvertsService } from '../adverts/service.js';
import type { AuthUser } from '../auth/access-tokens.js';
import { type Asker, bakuDate, visitorKey } from './visitor.js';
import { dailyStats, forgetVisitsBefore, recordVisit, totalViews, type VisitAct } from './visits-repository.js';

/**
 * The seller's number, revealed on a visitor's tap (docs/decisions/0032): for an advert the caller may
 * see, as its detail would be refused otherwise. A shown advert's reveal counts once per visitor and
 * day; its seller's own never counts.
 */
export class ContactService {
  constructor(
    private readonly db: Database,
    private readonly adverts: AdvertsService,
    private readonly clock: Clock,
    private readonly secret: string,
  ) {}

  #purgedBefore = '';

  async reveal(category: ProductCategory, id: number, asker: Asker): Promise<AdvertContact> {
    const row = await this.adverts.shownTo(category, id, asker.user);
    // A sold advert's page stays for a while; its seller is no longer called about it.
    if (row.soldAt !== null && row.userId !== asker.user?.id) throw gone('This advert has been sold.', 'ADVERT_SOLD');
    await this.count(row, asker, 'revealed');
    return { phoneNumber: row.sellerPhone, contactBy: row.contactBy };
  }

  /** The advert's page was opened: a unique view of the visitor's day; answers its views of all time. */
  async view(category: ProductCategory, id: number, asker: Asker): Promise<{ views: number }> {
    const row = await this.adverts.shownTo(category, id, asker.user);
    await this.count(row, asker, 'viewed');
    return { views: await totalViews(this.db, row.id) };
  }

  /** A shown advert's visitor, once a day; its seller never counts, nor an advert nobody else sees. */
  private async count(
    row: { id: number; userId: number } & Parameters<typeof stateOf>[0],
    asker: Asker,
    act: VisitAct,
  ) {
    const now = this.clock.now();
    if (row.userId === asker.user?.id || stateOf(row, now) !== 'APPROVED') return;
    const day = bakuDate(now);
    // Yesterday's visitors are not needed to count today's: forgotten once a day, by whichever count comes first.
    if (this.#purgedBefore !== day) {
      this.#purgedBefore = day;
      await forgetVisitsBefore(this.db, day);
    }
    const visitor = visitorKey(this.secret, day, asker);
    await recordVisit(this.db, { advertId: row.id, day, visitor }, act);
  }

  /** Its seller's (or an administrator's) chart: views and reveals of each of the last STATS_DAYS days. */
  async stats(category: ProductCategory, id: number, user: AuthUser): Promise<AdvertStats> {
    const row = await this.adverts.findKnown(category, id, user);
    if (row.userId !== user.id && user.role !== 'ADMIN') {
      throw forbidden("Only the advert's seller sees its views.", 'NOT_ADVERT_OWNER');
    }
    const today = this.clock.now();
    const days = Array.from({ length: STATS_DAYS }, (_, i) =>
      bakuDate(new Date(today.getTime() - (STATS_DAYS - 1 - i) * 86_400_000)),
    );
    // One read of every day it was counted: the totals and the chart's days both come from it.
    const all = await dailyStats(this.db, row.id);
    const counted = new Map(all.map((d) => [d.day, d]));
    return {
      totalViews: all.reduce((sum, d) => sum + d.views, 0),
      totalReveals: all.reduce((sum, d) => sum + d.reveals, 0),
      days: days.map((day) => ({ day, views: counted.get(day)?.views ?? 0, reveals: counted.get(day)?.reveals ?? 0 })),
    };
  }
}
