import type { AdvertBatch, AdvertBatchEntry, UnavailableReason } from '@zeng/contract/advert-batch';
import type { Language } from '@zeng/contract/constants';
import type { ArrayRows } from '../../db/array-rows.js';
import type { Clock } from '../../infra/clock.js';
import { type PublicStanding, publicStanding } from './lifecycle.js';
import * as repo from './listing-repository.js';
import type { AdvertMapper, ListItem } from './mappers.js';

const REASONS: Record<Exclude<PublicStanding, 'SHOWN'>, UnavailableReason> = {
  DELETED: 'DELETED',
  SOLD: 'SOLD',
  EXPIRED: 'EXPIRED',
  HIDDEN: 'NOT_FOUND',
};

/**
 * Cards of adverts known by id alone (the liked page): each one as everybody sees it now, in the
 * caller's language, or why it is no longer shown. One query for all of them.
 */
export class AdvertBatchService {
  constructor(
    private readonly rows: ArrayRows,
    private readonly mapper: AdvertMapper,
    private readonly clock: Clock,
  ) {}

  async cards(ids: readonly number[], lang: Language): Promise<AdvertBatch> {
    const asked = [...new Set(ids)];
    const rows = new Map((await repo.findByIds(this.rows, asked)).map((row) => [row.id, row]));
    const now = this.clock.now();
    const entry = (id: number): AdvertBatchEntry => {
      const row = rows.get(id);
      if (!row) return { id, available: false, reason: 'NOT_FOUND' };
      const standing = publicStanding(row, now);
      if (standing !== 'SHOWN') return { id, available: false, reason: REASONS[standing] };
      return shownEntry(id, this.mapper.listItem(row, lang));
    };
    return { adverts: asked.map(entry) };
  }
}

/** A shown advert's entry: it travels under its item's own category, so each case is typed as its category's. */
function shownEntry(id: number, advert: ListItem): AdvertBatchEntry {
  switch (advert.category) {
    case 'phone':
      return { id, available: true, productCategory: advert.category, advert };
    case 'tablet':
      return { id, available: true, productCategory: advert.category, advert };
    case 'sim':
      return { id, available: true, productCategory: advert.category, advert };
    case 'accessory':
      return { id, available: true, productCategory: advert.category, advert };
  }
}
