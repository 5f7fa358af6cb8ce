import type { Language } from '@zeng/contract/constants';
import { PROMOTION_PAGE_SIZE, type PromotionKind } from '@zeng/contract/promotion-kinds';

const DAY_MS = 86_400_000;

import { canRemoveAny } from '@zeng/contract/permissions';
import type {
  AdvertPromotions,
  Promotion,
  PromotionGrant,
  PromotionQueue,
  PromotionQueueQuery,
  RequestedPromotion,
} from '@zeng/contract/promotions';
import type { ArrayRows } from '../../db/array-rows.js';
import { type Database, inTransaction } from '../../db/client.js';
import type { Clock } from '../../infra/clock.js';
import { badRequest, conflict, forbidden, invalidRequest, notFound } from '../../lib/errors.js';
import { changeIfShown } from '../adverts/advert-repository.js';
import { encodeCursor, readCursor } from '../adverts/cursor.js';
import { findByIds } from '../adverts/listing-repository.js';
import type { AdvertMapper } from '../adverts/mappers.js';
import type { AuthUser } from '../auth/access-tokens.js';
import * as repo from './promotions-repository.js';

// Paid placement (issue 38, docs/decisions/0038): a seller asks, an administrator grants with a period
// or refuses; a grant writes what holds onto the advert (its lists place it from then on) and the
// record keeps who granted what, when, for how long.

const noSuchAdvert = (id: number) => notFound(`There is no advert with id ${id}.`);
const notShown = () =>
  conflict(
    'Only an advert shown in the listings can be promoted: renew it, or wait for its review.',
    'ADVERT_NOT_SHOWN',
  );
const adminOnly = () => forbidden('Only an administrator grants or refuses paid placement.');
const decided = () =>
  conflict('This request was already decided: the tab shows what still waits.', 'PROMOTION_DECIDED');

/** How often a server clears the placements that ended (lists already leave them out by their time). */
const CLEAR_EVERY_MS = 10 * 60_000;

const iso = (at: Date | null) => at?.toISOString() ?? null;

function promotionOf(row: repo.PromotionRow): Promotion {
  return {
    id: row.id,
    advertId: row.advertId,
    kind: row.kind,
    status: row.status,
    requestedAt: row.requestedAt.toISOString(),
    decidedAt: iso(row.decidedAt),
    startsAt: iso(row.startsAt),
    endsAt: iso(row.endsAt),
  };
}

/** Reads a cursor of the tab; anything else is a 400. */
function positionOf(page: string): repo.QueuePosition {
  const { sort, key, id } = readCursor(page);
  if (sort !== 'DATE_ASC' || typeof key !== 'string') {
    throw badRequest('page is not a cursor of the requests; start again from the first page.');
  }
  return { at: new Date(key), id };
}

/** A VIP or Premium's period: from now, or from the end of the one that holds (a grant extends it). */
function periodOf(holds: Date | null, now: Date, days: number) {
  const startsAt = holds && holds > now ? holds : now;
  return { startsAt, endsAt: new Date(startsAt.getTime() + days * DAY_MS) };
}

export class PromotionsService {
  #timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Database,
    private readonly rows: ArrayRows,
    private readonly mapper: AdvertMapper,
    private readonly clock: Clock,
  ) {}

  /** The seller asks for `kind` for their shown advert; once while it waits. */
  async request(advertId: number, user: AuthUser, kind: PromotionKind): Promise<Promotion> {
    const now = this.clock.now();
    const advert = await repo.advertForPromotion(this.db, advertId, now);
    if (!advert || advert.deletedAt) throw noSuchAdvert(advertId);
    if (advert.userId !== user.id)
      throw forbidden("Only the advert's seller asks for its placement.", 'NOT_ADVERT_OWNER');
    if (!advert.shown) throw notShown();
    const added = await repo.addRequest(this.db, { advertId, kind, requestedBy: user.id, requestedAt: now });
    if (!added) {
      throw conflict('You have already asked for this: an administrator will answer soon.', 'PROMOTION_REQUESTED');
    }
    return promotionOf(added);
  }

  /** The advert's requests and grants, newest first: its seller's, and an administrator's to see. */
  async ofAdvert(advertId: number, user: AuthUser): Promise<AdvertPromotions> {
    const advert = await repo.advertForPromotion(this.db, advertId, this.clock.now());
    if (!advert || advert.deletedAt) throw noSuchAdvert(advertId);
    if (advert.userId !== user.id && !canRemoveAny(user)) {
      throw forbidden("Only the advert's seller sees its placement.", 'NOT_ADVERT_OWNER');
    }
    return { promotions: (await repo.requestsOf(this.db, advertId)).map(promotionOf) };
  }

  /** A page of the administrator's tab: open requests, oldest first. */
  async queue(query: PromotionQueueQuery, lang: Language, user: AuthUser): Promise<PromotionQueue> {
    if (!canRemoveAny(user)) throw adminOnly();
    const from = query.page ? positionOf(query.page) : null;
    const [page, total] = await Promise.all([
      repo.openPage(this.db, from, PROMOTION_PAGE_SIZE + 1),
      repo.openCount(this.db),
    ]);
    const shown = page.slice(0, PROMOTION_PAGE_SIZE);
    const cards = new Map(
      (await findByIds(this.rows, [...new Set(shown.map((entry) => entry.promotion.advertId))])).map((row) => [
        row.id,
        row,
      ]),
    );
    const promotions = shown.flatMap((entry): RequestedPromotion[] => {
      const card = cards.get(entry.promotion.advertId);
      if (!card) return [];
      return [
        {
          ...promotionOf(entry.promotion),
          category: entry.category,
          card: this.mapper.listItem(card, lang),
          sellerId: entry.sellerId,
          sellerName: `${entry.firstName} ${entry.lastName}`.trim(),
          vipUntil: iso(entry.vipUntil),
          premiumUntil: iso(entry.premiumUntil),
        },
      ];
    });
    const last = shown.at(-1)?.promotion;
    return {
      promotions,
      nextCursor:
        page.length > PROMOTION_PAGE_SIZE && last
          ? encodeCursor({ sort: 'DATE_ASC', key: last.requestedAt.toISOString(), id: last.id })
          : null,
      total,
    };
  }

  /**
   * Grants a request: a VIP or Premium for `days` (from the end of one that holds: it extends it), a
   * repost at once. The advert's lists place it from the commit (the listing trigger tells every server).
   */
  async grant(id: number, admin: AuthUser, grant: PromotionGrant): Promise<Promotion> {
    if (!canRemoveAny(admin)) throw adminOnly();
    return inTransaction(this.db, async (tx) => {
      const now = this.clock.now();
      const request = await this.#open(tx, id);
      const advert = await repo.lockAdvert(tx, request.advertId);
      if (!advert) throw noSuchAdvert(request.advertId);
      let period: { startsAt: Date; endsAt: Date | null };
      let placed: boolean;
      if (request.kind === 'REPOST') {
        // Milliseconds, as every published_at is: a cursor carries no finer time.
        const at = new Date(now.getTime());
        period = { startsAt: at, endsAt: null };
        placed = await changeIfShown(tx, request.advertId, { publishedAt: at }, now);
      } else {
        if (grant.days === undefined) throw invalidRequest([{ path: 'days', code: 'REQUIRED' }]);
        const vip = request.kind === 'VIP';
        const until = periodOf(vip ? advert.vipUntil : advert.premiumUntil, now, grant.days);
        period = until;
        placed = await changeIfShown(
          tx,
          request.advertId,
          vip ? { vipUntil: until.endsAt } : { premiumUntil: until.endsAt },
          now,
        );
      }
      if (!placed) throw notShown();
      const decision = { status: 'GRANTED' as const, decidedBy: admin.id, decidedAt: now, ...period };
      await repo.decide(tx, id, decision);
      return promotionOf({ ...request, ...decision });
    });
  }

  async refuse(id: number, admin: AuthUser): Promise<Promotion> {
    if (!canRemoveAny(admin)) throw adminOnly();
    return inTransaction(this.db, async (tx) => {
      const request = await this.#open(tx, id);
      const decision = {
        status: 'REFUSED' as const,
        decidedBy: admin.id,
        decidedAt: this.clock.now(),
        startsAt: null,
        endsAt: null,
      };
      await repo.decide(tx, id, decision);
      return promotionOf({ ...request, ...decision });
    });
  }

  async #open(tx: Database, id: number) {
    const request = await repo.lockRequest(tx, id);
    if (!request) throw notFound(`There is no request for paid placement with id ${id}.`);
    if (request.status !== 'REQUESTED') throw decided();
    return request;
  }

  /** Clears the placements that ended: once before the server answers, then every few minutes. */
  async start(warn: (err: unknown, message: string) => void): Promise<void> {
    const clear = () =>
      repo.clearEnded(this.db, this.clock.now()).then(
        () => undefined,
        (err: unknown) => warn(err, 'clearing ended paid placement failed'),
      );
    await clear();
    this.#timer = setInterval(() => void clear(), CLEAR_EVERY_MS);
    this.#timer.unref();
  }

  stop(): void {
    clearInterval(this.#timer);
  }
}
