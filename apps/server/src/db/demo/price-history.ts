import type { Grade } from '@zeng/contract/constants';
import { type ComponentIdOf, type DemoModel, deviceAdvertColumns, nicePrice } from './devices.js';
import type { DemoSeller } from './people.js';
import type { Random } from './random.js';

/** The popular phones whose last three months the demo holds, and how many sellers priced each. */
const MODELS = 6;
const SELLERS: readonly [number, number] = [12, 20];
/** The grade most of them are sold in; every third model in the grade above it. */
const GRADES: readonly Grade[] = ['good', 'good', 'like_new'];
const DAY_MS = 86_400_000;

export interface HistoryAdvert {
  seller: DemoSeller;
  model: DemoModel;
  columns: ReturnType<typeof deviceAdvertColumns>;
  /** When it was published: within the shown month for some, 31 to 88 days ago for most. */
  publishedAt: number;
}

/**
 * What the demo's most asked-for phones sold for over the last three months (issue 38): for a few
 * popular models, one storage and grade each, a dozen to twenty people each priced one, most of those
 * adverts ended since, a few still shown. A real marketplace has that history; the demo's
 * month of adverts alone spreads too thin for a price guide (ADR 0037), so without it no advert would
 * show one. From a generator of its own: every other pick of the demo stays what it was.
 */
export function priceHistory(
  random: Random,
  pickModel: () => DemoModel,
  sellers: readonly DemoSeller[],
  options: { now: Date; componentId: ComponentIdOf; conditionRandom: Random },
): HistoryAdvert[] {
  const people = sellers.filter((seller) => seller.accountType === 'INDIVIDUAL');
  const models = new Map<number, DemoModel>();
  while (models.size < MODELS) {
    const model = pickModel();
    models.set(model.id, model);
  }
  const adverts: HistoryAdvert[] = [];
  [...models.values()].forEach((model, i) => {
    const grade = GRADES[i % GRADES.length] ?? 'good';
    const count = random.int(SELLERS[0], SELLERS[1]);
    // Distinct people: the first `count` of a shuffle.
    const chosen = [...people];
    for (let j = chosen.length - 1; j > 0; j--) {
      const k = random.int(0, j);
      [chosen[j], chosen[k]] = [chosen[k] as DemoSeller, chosen[j] as DemoSeller];
    }
    chosen.length = Math.min(count, chosen.length);
    let storageId: number | null = null;
    for (const seller of chosen) {
      // The model as people post it, until one comes in the group's storage and grade.
      for (let tries = 0; tries < 500; tries++) {
        const columns = deviceAdvertColumns(random, model, 'phone', { ...options, isShop: false });
        storageId ??= columns.storageId;
        if (columns.grade !== grade || columns.storageId !== storageId) continue;
        const daysAgo = random.chance(0.25) ? random.int(1, 29) : random.int(31, 88);
        const publishedAt = options.now.getTime() - daysAgo * DAY_MS - random.int(0, 10 * 60) * 60_000;
        // People price the same phone further apart than the demo's ±10 %: some want it gone.
        adverts.push({
          seller,
          model,
          columns: { ...columns, price: nicePrice(columns.price * random.between(0.86, 1.12), 15) },
          publishedAt,
        });
        break;
      }
    }
  });
  return adverts;
}
