import { ACCESSORY_TYPES, ADVERT_LIFETIME_DAYS, MAX_IMAGES, type ProductCategory } from '@zeng/contract/constants';
import {
  type DemoModel,
  deviceAdvertColumns,
  modelPicker,
  nicePrice,
} from '../../../apps/server/src/db/demo/devices.js';
import {
  ACCESSORY_TYPE_WEIGHTS,
  BAKU_OFFSET_MS,
  POSTING_HOURS,
  pickSellerOptions,
} from '../../../apps/server/src/db/demo/market-shape.js';
import { type DemoSeller, makeSellers } from '../../../apps/server/src/db/demo/people.js';
import { districtPicker } from '../../../apps/server/src/db/demo/places.js';
import { Random } from '../../../apps/server/src/db/demo/random.js';
import { type DemoProvider, simNumberMaker } from '../../../apps/server/src/db/demo/sim-numbers.js';
import { ACCESSORY_CATALOGUE, sellerComment } from '../../../apps/server/src/db/demo/texts.js';
import type { advertImages, adverts } from '../../../apps/server/src/db/schema.js';
import { approvedAt, submitted } from '../../../apps/server/src/modules/adverts/lifecycle.js';
import { advertSearchText, type SearchNameSource } from '../../../apps/server/src/modules/adverts/search-text.js';
import { optionColumns } from '../../../apps/server/src/modules/adverts/seller-options.js';

/**
 * A marketplace of N approved adverts over the last 30 days, made with the demo seed's own pickers
 * (models, prices, colours, SIM numbers, accessory names, comments: apps/server/src/db/demo), with
 * search_text written by the app's one rule (advertSearchText). Deterministic for a given size and day.
 */

/** The share of each category among the adverts (phones lead, as on every such marketplace). */
export const CATEGORY_SHARES: ReadonlyArray<readonly [ProductCategory, number]> = [
  ['phone', 45],
  ['sim', 25],
  ['accessory', 20],
  ['tablet', 10],
];

/** Share of each category's adverts posted by the shops that specialise in it. */
const SHOP_SHARE: Record<ProductCategory, number> = { phone: 0.12, tablet: 0.15, sim: 0.25, accessory: 0.3 };

/** The large renditions' sizes people's photos end up with (images.ts fits them inside 1600 × 1600). */
const IMAGE_SIZES: ReadonlyArray<readonly [readonly [number, number], number]> = [
  [[1200, 1600], 50],
  [[1600, 1200], 20],
  [[1600, 1600], 15],
  [[900, 1600], 15],
];

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export interface Reference {
  phoneModels: DemoModel[];
  tabletModels: DemoModel[];
  providers: DemoProvider[];
  componentId(type: 'STORAGE' | 'RAM', gigabytes: number): number;
}

export type AdvertRow = typeof adverts.$inferInsert & { id: number };
export type ImageRow = typeof advertImages.$inferInsert;

export interface Batch {
  adverts: AdvertRow[];
  images: ImageRow[];
}

export interface SellerRow {
  id: number;
  phoneNumber: string;
  firstName: string;
  lastName: string;
  accountType: 'INDIVIDUAL' | 'BUSINESS';
  createdAt: Date;
}

export interface MarketplacePlan {
  adverts: number;
  now: Date;
  seed: number;
}

/** About one seller per hundred adverts, within 2,000 to 20,000. */
export const sellerCount = (adverts: number) => Math.min(20_000, Math.max(2_000, Math.round(adverts / 100)));

/** Picks by weight in O(log n): the demo's linear pick is too slow for thousands of sellers a million times. */
function cumulativePicker<T>(random: Random, items: ReadonlyArray<readonly [T, number]>): () => T {
  const sums = new Float64Array(items.length);
  let total = 0;
  items.forEach(([, w], i) => {
    total += w;
    sums[i] = total;
  });
  return () => {
    const r = random.next() * total;
    let lo = 0;
    let hi = sums.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((sums[mid] ?? 0) > r) hi = mid;
      else lo = mid + 1;
    }
    const item = items[lo];
    if (!item) throw new Error('pick from an empty list');
    return item[0];
  };
}

/** Publication moments over the last 30 days, recent days denser, oldest first (ids then grow with them). */
function publicationTimes(random: Random, count: number, nowMs: number): Float64Array {
  const todayStart = Math.floor((nowMs + BAKU_OFFSET_MS) / DAY) * DAY - BAKU_OFFSET_MS;
  const openedToday = todayStart + 9 * HOUR;
  const todayElapsed = Math.min(1, Math.max(0, (nowMs - openedToday) / (14 * HOUR)));
  const pickDay = cumulativePicker(
    random,
    Array.from({ length: ADVERT_LIFETIME_DAYS }, (_, day) => {
      const weight = Math.exp(-day / 11);
      return [day, day === 0 ? weight * Math.max(0.15, todayElapsed) : weight] as const;
    }),
  );
  const pickHour = cumulativePicker(random, POSTING_HOURS);
  // Early in the morning the day's adverts are the night owls'.
  const todayFrom = nowMs - openedToday >= 30 * MINUTE ? openedToday : todayStart;
  const todayTo = Math.max(todayFrom, Math.min(nowMs, todayStart + 23 * HOUR));
  const times = new Float64Array(count);
  for (let i = 0; i < count; i++) {
    const day = pickDay();
    times[i] =
      day === 0
        ? Math.floor(random.between(todayFrom, todayTo))
        : todayStart - day * DAY + pickHour() * HOUR + random.int(0, HOUR - 1000);
  }
  return times.sort();
}

const KEY_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** 22 URL-safe characters, the shape of an upload's content key (media/urls.ts, contentKey). */
function imageKey(random: Random): string {
  let key = '';
  for (let i = 0; i < 22; i++) key += KEY_ALPHABET[Math.floor(random.next() * 64)];
  return key;
}

export function makeMarketplace(plan: MarketplacePlan, reference: Reference, names: SearchNameSource) {
  const random = new Random(plan.seed);
  // The seller options from a generator of their own: every other pick stays what it was before them.
  const optionsRandom = new Random(plan.seed + 21);
  // A device's condition (issue 37) from one of its own, for the same reason.
  const conditionRandom = new Random(plan.seed + 37);
  const { now } = plan;
  const pickDistrict = districtPicker(random);
  const people = makeSellers(random, sellerCount(plan.adverts), now, pickDistrict, new Set());
  const sellers: Array<SellerRow & DemoSeller> = people.map((s, i) => ({ ...s, id: i + 1 }));

  // Some people sell far more than others; shops sell mostly their own category.
  const pickPerson = cumulativePicker(
    random,
    sellers
      .filter((s) => s.accountType === 'INDIVIDUAL')
      .map((s) => [s, random.chance(0.12) ? random.between(1.5, 2.5) : random.between(0.3, 1.2)] as const),
  );
  const shopsOf = new Map(CATEGORY_SHARES.map(([c]) => [c, sellers.filter((s) => s.speciality === c)]));
  const pickSeller = (category: ProductCategory) => {
    const shops = shopsOf.get(category) ?? [];
    return shops.length > 0 && random.chance(SHOP_SHARE[category]) ? random.pick(shops) : pickPerson();
  };
  const pickCategory = cumulativePicker(random, CATEGORY_SHARES);
  const pickPhone = modelPicker(random, reference.phoneModels, 'phone', now);
  const pickTablet = modelPicker(random, reference.tabletModels, 'tablet', now);
  const nextSimNumber = simNumberMaker(random);
  const pickAccessoryType = cumulativePicker(
    random,
    ACCESSORY_TYPES.map((t) => [t, ACCESSORY_TYPE_WEIGHTS[t]] as const),
  );
  const pickImageSize = cumulativePicker(random, IMAGE_SIZES);
  const times = publicationTimes(random, plan.adverts, now.getTime());
  /** How many adverts each model got: the rare search word comes from the rarest. */
  const modelCounts = new Map<number, number>();

  const images = (advertId: number, count: number, into: ImageRow[]) => {
    for (let position = 0; position < count; position++) {
      const [width, height] = pickImageSize();
      into.push({ advertId, position, key: imageKey(random), width, height });
    }
  };

  function advert(id: number, publishedAtMs: number, imageRows: ImageRow[]): AdvertRow {
    const category = pickCategory();
    const seller = pickSeller(category);
    const isShop = seller.accountType === 'BUSINESS';
    const createdAt = new Date(publishedAtMs - random.int(20 * MINUTE, 20 * HOUR));
    const base = {
      id,
      category,
      userId: seller.id,
      districtId: random.chance(0.9) ? seller.districtId : pickDistrict(),
      createdAt,
      ...submitted(createdAt),
      ...approvedAt(new Date(publishedAtMs)),
    };
    let row: AdvertRow;
    if (category === 'phone' || category === 'tablet') {
      const model = category === 'phone' ? pickPhone() : pickTablet();
      modelCounts.set(model.id, (modelCounts.get(model.id) ?? 0) + 1);
      row = {
        ...base,
        ...deviceAdvertColumns(random, model, category, {
          now,
          isShop,
          componentId: reference.componentId,
          conditionRandom,
        }),
      };
      images(id, random.int(1, MAX_IMAGES), imageRows);
    } else if (category === 'sim') {
      const sim = nextSimNumber(reference.providers);
      row = {
        ...base,
        simNumber: sim.number,
        simProviderId: sim.provider.id,
        condition: null,
        price: sim.price,
        comment: sellerComment(random, { kind: 'sim', isNew: false, isShop, batteryHealth: false }),
      };
    } else {
      const type = pickAccessoryType();
      const [name, priceNew] = random.pick(ACCESSORY_CATALOGUE[type]);
      const isNew = random.chance(isShop ? 0.9 : 0.45);
      row = {
        ...base,
        name,
        accessoryType: type,
        condition: isNew ? 'new' : 'used',
        price: nicePrice(priceNew * (isNew ? 1 : random.between(0.5, 0.75)) * random.between(0.9, 1.1), 5),
        comment: sellerComment(random, { kind: 'accessory', isNew, isShop, batteryHealth: false }),
      };
      images(id, random.int(1, 3), imageRows);
    }
    Object.assign(row, optionColumns(pickSellerOptions(optionsRandom, category, isShop)));
    // Found by the same words as a posted advert: the one rule in search-text.ts.
    row.searchText = advertSearchText(row, names);
    return row;
  }

  /** The adverts in batches, oldest first, each with its images. */
  function* batches(size: number): Generator<Batch> {
    for (let start = 0; start < plan.adverts; start += size) {
      const batch: Batch = { adverts: [], images: [] };
      for (let i = start; i < Math.min(plan.adverts, start + size); i++) {
        batch.adverts.push(advert(i + 1, times[i] ?? now.getTime(), batch.images));
      }
      yield batch;
    }
  }

  return { sellers, batches, modelCounts };
}
