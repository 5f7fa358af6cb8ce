import type { PriceGuide } from '@zeng/contract/adverts';
import type { Grade } from '@zeng/contract/constants';

/** One model, storage and grade's guide, as modules/price-guide/rebuild.ts computed it. */
export interface GuideRow {
  modelId: number;
  storageKey: number;
  grade: Grade;
  sellers: number;
  low: number;
  median: number;
  high: number;
  good: number;
  bait: number;
  computedAt: Date;
}

/** What an advert is weighed by: its model, storage (null for a tablet posted without one) and grade. */
export interface PricedDevice {
  modelId: number | null;
  storageId: number | null;
  grade: Grade | null;
  price: number;
}

const keyOf = (modelId: number, storageKey: number, grade: string) => `${modelId}:${storageKey}:${grade}`;

/**
 * The price guides every server keeps in memory (a few thousand rows at most: models × storages ×
 * grades), read from price_guides at start and again whenever a rebuild is announced. A card or an
 * advert page asks them without a query; nothing here is computed on a page view but a comparison.
 */
export class PriceGuides {
  #guides = new Map<string, GuideRow>();

  replace(rows: readonly GuideRow[]): void {
    this.#guides = new Map(rows.map((row) => [keyOf(row.modelId, row.storageKey, row.grade), row]));
  }

  get size(): number {
    return this.#guides.size;
  }

  private guideOf(device: PricedDevice): GuideRow | undefined {
    if (device.modelId === null || device.grade === null) return undefined;
    return this.#guides.get(keyOf(device.modelId, device.storageId ?? 0, device.grade));
  }

  /** Where the advert's price sits among its group's, or null while the group has no guide. */
  verdict(device: PricedDevice): PriceGuide | null {
    const guide = this.guideOf(device);
    if (!guide) return null;
    return { position: positionOf(device.price, guide), low: guide.low, high: guide.high, sellers: guide.sellers };
  }

  /** A card's "good price": clearly below its group's prices, yet not so low it looks like bait. */
  isGoodPrice(device: PricedDevice): boolean {
    const guide = this.guideOf(device);
    return guide !== undefined && device.price <= guide.good && device.price >= guide.bait;
  }
}

/** Below the middle half of the group's prices, within it, or above it. */
export function positionOf(price: number, guide: { low: number; high: number }): PriceGuide['position'] {
  if (price < guide.low) return 'below';
  if (price > guide.high) return 'above';
  return 'fair';
}
