import type { Language, ProductCategory } from '@zeng/contract/constants';
import type { AdvertRequest, PendingCounts } from '@zeng/contract/moderation';
import { advertPermissions } from '@zeng/contract/permissions';
import { type Database, inTransaction } from '../../db/client.js';
import type { Clock } from '../../infra/clock.js';
import { badRequest, conflict } from '../../lib/errors.js';
import type { AdvertWithSellerRow } from '../adverts/advert-rows.js';
import { encodeCursor, readCursor } from '../adverts/cursor.js';
import { approvedAt, permissionSubject, rejected, released } from '../adverts/lifecycle.js';
import type { Detail } from '../adverts/mappers.js';
import type { AdvertsService } from '../adverts/service.js';
import type { AuthUser } from '../auth/access-tokens.js';
import { recordPriceChange } from '../liked/liked-repository.js';
import { photoMatches } from '../media/fingerprints-repository.js';
import { imageUrl } from '../media/urls.js';
import { decideOpenReports, reportedCount } from '../reports/reports-repository.js';
import { queueForSavedSearches } from '../saved-searches/alert-queue.js';
import { recordModerationEvent } from './moderation-events-repository.js';
import type { QueuePosition } from './review-queue-repository.js';
import * as reviewQueue from './review-queue-repository.js';

/** A request's place in the queue, to walk on from it either way. */
const positionOf = (row: AdvertWithSellerRow, backward: boolean): QueuePosition => ({
  submittedAt: row.submittedAt,
  id: row.id,
  backward,
});

/**
 * A position as an opaque cursor, in the listings' form (adverts/cursor.ts): the queue's order by
 * date, oldest first, forward; newest first, back.
 */
const queueCursor = ({ submittedAt, id, backward }: QueuePosition) =>
  encodeCursor({ sort: backward ? 'DATE_DESC' : 'DATE_ASC', key: submittedAt.toISOString(), id });

/** Reads a cursor of queueCursor; anything else is a 400 (a listing's cursor by price, say). */
function queuePosition(page: string): QueuePosition {
  const { sort, key, id } = readCursor(page);
  if (typeof key !== 'string') throw badRequest('page is not a cursor of this queue; start again from the first page.');
  return { submittedAt: new Date(key), id, backward: sort === 'DATE_DESC' };
}

const alreadyDecided = () => conflict('This advert is not waiting for a decision any more.', 'ADVERT_NOT_PENDING');
const changedSinceSeen = () =>
  conflict('The seller changed this advert after you opened it: review the new version.', 'ADVERT_CHANGED');

/** A decision, and the version of the request it was made on (the submittedAt the moderator saw). */
export interface Decision {
  moderator: AuthUser;
  seen: Date;
  lang: Language;
}

/** The review queue: moderators list pending adverts oldest first and approve or reject each, on the record. */
export class ModerationService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly adverts: AdvertsService,
    /** Told after an approval: the saved searches that find the advert are matched then (issue 38). */
    private readonly alerts: { wake(): void } = { wake() {} },
  ) {}

  private request(row: AdvertWithSellerRow, moderator: AuthUser, lang: Language, now: Date): AdvertRequest {
    return {
      ...this.adverts.view(row, moderator, lang),
      submittedAt: row.submittedAt.toISOString(),
      waitingSeconds: Math.max(0, Math.floor((now.getTime() - row.submittedAt.getTime()) / 1000)),
      sellerPhone: row.sellerPhone,
    };
  }

  /**
   * A page of a category's queue, oldest first, paged by key (docs/api.md): from the start (no `page`),
   * or from a cursor an answer gave, forward (nextCursor) or back (previousCursor). Each cursor is
   * null where nothing waits that way. A Previous page with nothing before it is the first page, whole.
   */
  async queue(
    category: ProductCategory,
    q: { limit: number; page?: string | undefined },
    moderator: AuthUser,
    lang: Language,
  ): Promise<{ items: AdvertRequest[]; nextCursor: string | null; previousCursor: string | null }> {
    const now = this.clock.now();
    const walk = (from: QueuePosition | null, limit: number) =>
      reviewQueue.pendingPage(this.db, category, limit, from, now);
    /** Whether any request waits past `from` (one row read). */
    const waits = async (from: QueuePosition) => (await walk(from, 0)).length > 0;
    const from = q.page ? queuePosition(q.page) : null;
    let rows = await walk(from, q.limit);
    if (from?.backward && rows.length <= q.limit) return this.queue(category, { limit: q.limit }, moderator, lang);
    const more = rows.length > q.limit;
    rows = rows.slice(0, q.limit);
    if (from?.backward) rows.reverse();
    const first = rows[0];
    const last = rows.at(-1);
    // The way the walk went says itself whether more wait; the other way is asked.
    const before = first ? positionOf(first, true) : from && { ...from, backward: true };
    const after = last ? positionOf(last, false) : from && { ...from, backward: false };
    const previous = from?.backward ? more : from !== null && before !== null && (await waits(before));
    const next = from?.backward ? after !== null && (await waits(after)) : more;
    return {
      items: rows.map((row) => this.request(row, moderator, lang, now)),
      nextCursor: next && after ? queueCursor(after) : null,
      previousCursor: previous && before ? queueCursor(before) : null,
    };
  }

  /** One request, whatever its state now (it may have been decided meanwhile: `state` says). */
  async requestOf(category: ProductCategory, id: number, moderator: AuthUser, lang: Language) {
    const row = await this.adverts.findUndeleted(category, id);
    const matches = await photoMatches(this.db, row.id);
    return {
      ...this.request(row, moderator, lang, this.clock.now()),
      photoMatches: matches.map((match) => ({
        imageUrl: imageUrl(match.ownKey, 'thumb'),
        advertId: match.advertId,
        category: match.category,
        sameSeller: match.userId === row.userId,
        matchUrl: imageUrl(match.theirKey, 'thumb'),
        identical: match.distance === 0,
      })),
    };
  }

  async pendingCounts(): Promise<PendingCounts> {
    const [pending, reported] = await Promise.all([
      reviewQueue.pendingCounts(this.db, this.clock.now()),
      reportedCount(this.db),
    ]);
    return { ...pending, reported };
  }

  /**
   * Published now, for 30 days; an advert its reports held goes back as it was (lifecycle.ts released).
   * Either way its open reports are closed: a moderator read the advert and found it fine.
   */
  approve(category: ProductCategory, id: number, decision: Decision): Promise<Detail> {
    return this.decide(
      category,
      id,
      decision,
      (now, row) => (row.heldAt ? released() : approvedAt(now)),
      'APPROVE',
      null,
    );
  }

  /** Sent back to its owner with the reason, when one is given; its open reports are closed with it. */
  reject(category: ProductCategory, id: number, decision: Decision, reason: string | undefined) {
    const text = reason?.trim() || null;
    return this.decide(category, id, decision, (now) => rejected(text, now), 'REJECT', text);
  }

  private async decide(
    category: ProductCategory,
    id: number,
    { moderator, seen, lang }: Decision,
    change: (now: Date, row: AdvertWithSellerRow) => Parameters<typeof reviewQueue.decidePending>[3],
    action: 'APPROVE' | 'REJECT',
    reason: string | null,
  ): Promise<Detail> {
    await inTransaction(this.db, async (tx) => {
      const now = this.clock.now();
      const row = await this.adverts.findUndeleted(category, id, tx);
      const permissions = advertPermissions(moderator, permissionSubject(row, now));
      if (!permissions.canModerate) throw alreadyDecided();
      if (row.submittedAt.getTime() !== seen.getTime()) throw changedSinceSeen();
      // The state change and its record are one write: neither exists without the other. The write
      // checks the state and version again, so an edit or a decision landing meanwhile wins.
      if (!(await reviewQueue.decidePending(tx, id, seen, change(now, row)))) {
        const current = await this.adverts.findUndeleted(category, id, tx);
        throw current.state === 'PENDING' ? changedSinceSeen() : alreadyDecided();
      }
      await decideOpenReports(tx, id, moderator.id, now);
      // An approved price is the one people see: those who liked the advert dearer are told.
      if (action === 'APPROVE') await recordPriceChange(tx, id, row.price, now);
      // Those whose saved searches find it are told once it is approved: queued here, matched after.
      if (action === 'APPROVE') await queueForSavedSearches(tx, id, now);
      await recordModerationEvent(tx, { advertId: id, moderatorId: moderator.id, action, reason, at: now });
    });
    if (action === 'APPROVE') this.alerts.wake();
    return this.adverts.view(await this.adverts.findUndeleted(category, id), moderator, lang);
  }
}
