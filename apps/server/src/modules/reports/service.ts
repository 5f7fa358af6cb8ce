import type { Language, ProductCategory } from '@zeng/contract/constants';
import { REPORTS_TO_HOLD } from '@zeng/contract/report-reasons';
import type { AdvertReport, ReportedAdvert, ReportedQueue, ReportedQueueQuery } from '@zeng/contract/reports';
import type { ArrayRows } from '../../db/array-rows.js';
import { type Database, inTransaction } from '../../db/client.js';
import type { Clock } from '../../infra/clock.js';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.js';
import { changeIfShown } from '../adverts/advert-repository.js';
import { encodeCursor, readCursor } from '../adverts/cursor.js';
import { held, rejected, released, stateOf } from '../adverts/lifecycle.js';
import { findByIds } from '../adverts/listing-repository.js';
import type { AdvertMapper } from '../adverts/mappers.js';
import type { AdvertsService } from '../adverts/service.js';
import type { AuthUser } from '../auth/access-tokens.js';
import { type Asker, reporterKey } from '../contact/visitor.js';
import { recordModerationEvent } from '../moderation/moderation-events-repository.js';
import * as repo from './reports-repository.js';

export const REPORTED_PAGE_SIZE = 20;

const alreadyReported = () =>
  conflict('You have already reported this advert: a moderator will look at it.', 'ALREADY_REPORTED');
const noOpenReports = () =>
  conflict('These reports were already decided: the tab shows what is still open.', 'NO_OPEN_REPORTS');

/** Reads a cursor of the tab; anything else is a 400. */
function positionOf(page: string): repo.ReportedPosition {
  const { sort, key, id } = readCursor(page);
  if (sort !== 'DATE_ASC' || typeof key !== 'string') {
    throw badRequest('page is not a cursor of the reports; start again from the first page.');
  }
  return { at: new Date(key), advertId: id };
}

/**
 * Reports of adverts (issue 37, docs/decisions/0033): anyone reports an advert they may see, once; an
 * advert REPORTS_TO_HOLD signed-in people reported leaves the listings until a moderator decides;
 * moderators read the open reports oldest first and remove the advert or dismiss them, on the record.
 */
export class ReportsService {
  constructor(
    private readonly db: Database,
    private readonly rows: ArrayRows,
    private readonly mapper: AdvertMapper,
    private readonly adverts: AdvertsService,
    private readonly clock: Clock,
    private readonly secret: string,
  ) {}

  async report(category: ProductCategory, id: number, asker: Asker, report: AdvertReport) {
    const row = await this.adverts.shownTo(category, id, asker.user);
    if (row.userId === asker.user?.id) throw forbidden('You cannot report your own advert.', 'OWN_ADVERT');
    await inTransaction(this.db, async (tx) => {
      const now = this.clock.now();
      await repo.lockAdvert(tx, row.id);
      const added = await repo.addReport(tx, {
        advertId: row.id,
        reporterKey: reporterKey(this.secret, asker),
        userId: asker.user?.id ?? null,
        reason: report.reason,
        note: report.note?.trim() || null,
        at: now,
      });
      if (!added) throw alreadyReported();
      if (asker.user !== null && (await repo.openSignedInReporters(tx, row.id)) >= REPORTS_TO_HOLD) {
        await changeIfShown(tx, row.id, held(now), now);
      }
    });
    return { message: 'Thank you: a moderator will look at this advert.' };
  }

  /** A page of the tab: adverts by their first open report, oldest first. */
  async queue(query: ReportedQueueQuery, lang: Language): Promise<ReportedQueue> {
    const from = query.page ? positionOf(query.page) : null;
    const [page, total] = await Promise.all([
      repo.reportedPage(this.db, from, REPORTED_PAGE_SIZE + 1),
      repo.reportedCount(this.db),
    ]);
    const shown = page.slice(0, REPORTED_PAGE_SIZE);
    const ids = shown.map((entry) => entry.advertId);
    const [cards, advertRows, reports] = await Promise.all([
      findByIds(this.rows, ids),
      repo.advertsWithSellers(this.db, ids),
      repo.openReportsOf(this.db, ids),
    ]);
    const cardOf = new Map(cards.map((row) => [row.id, row]));
    const advertOf = new Map(advertRows.map((row) => [row.id, row]));
    const now = this.clock.now();
    const reported = shown.flatMap(({ advertId, firstAt }): ReportedAdvert[] => {
      const card = cardOf.get(advertId);
      const advert = advertOf.get(advertId);
      if (!card || !advert) return [];
      return [
        {
          advertId,
          category: advert.category,
          card: this.mapper.listItem(card, lang),
          state: stateOf(advert, now),
          held: advert.heldAt !== null && advert.state === 'PENDING',
          sellerId: advert.userId,
          sellerName: `${advert.firstName} ${advert.lastName}`.trim(),
          firstReportedAt: firstAt.toISOString(),
          reports: reports
            .filter((r) => r.advertId === advertId)
            .map((r) => ({ reason: r.reason, note: r.note, at: r.at.toISOString(), signedIn: r.userId !== null })),
        },
      ];
    });
    const last = shown.at(-1);
    return {
      reported,
      nextCursor:
        page.length > REPORTED_PAGE_SIZE && last
          ? encodeCursor({ sort: 'DATE_ASC', key: last.firstAt.toISOString(), id: last.advertId })
          : null,
      total,
    };
  }

  /** The reports were unfounded: closed; an advert they held is shown again as it was. */
  async dismiss(advertId: number, moderator: AuthUser) {
    await this.decide(advertId, moderator, async (tx, now) => {
      await repo.changeIfHeld(tx, advertId, released());
      await recordModerationEvent(tx, { advertId, moderatorId: moderator.id, action: 'DISMISS', at: now });
    });
    return { message: 'The reports were dismissed.' };
  }

  /** The reports were right: the advert goes back to its seller, rejected with the reason they read. */
  async remove(advertId: number, moderator: AuthUser, reason: string) {
    await this.decide(advertId, moderator, async (tx, now) => {
      await repo.changeAdvert(tx, advertId, rejected(reason, now));
      await recordModerationEvent(tx, { advertId, moderatorId: moderator.id, action: 'REMOVE', reason, at: now });
    });
    return { message: 'The advert was removed.' };
  }

  private async decide(advertId: number, moderator: AuthUser, change: (tx: Database, now: Date) => Promise<void>) {
    await inTransaction(this.db, async (tx) => {
      const now = this.clock.now();
      await repo.lockAdvert(tx, advertId);
      if (!(await repo.undeletedAdvert(tx, advertId))) throw notFound(`There is no advert with id ${advertId}.`);
      if ((await repo.decideOpenReports(tx, advertId, moderator.id, now)) === 0) throw noOpenReports();
      await change(tx, now);
    });
  }
}
