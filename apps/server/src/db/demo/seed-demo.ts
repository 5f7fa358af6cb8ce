import { ACCESSORY_TYPES, ADVERT_LIFETIME_DAYS, type ProductCategory } from '@zeng/contract/constants';
import { eq, sql } from 'drizzle-orm';
import type { MediaStorage } from '../../infra/storage/media-storage.js';
import { approvedAt, rejected, sold, submitted } from '../../modules/adverts/lifecycle.js';
import { advertSearchText } from '../../modules/adverts/search-text.js';
import { optionColumns } from '../../modules/adverts/seller-options.js';
import { CatalogService } from '../../modules/catalog/service.js';
import type { StoredImage } from '../../modules/media/urls.js';
import { type Database, inTransaction } from '../client.js';
import * as schema from '../schema.js';
import {
  type DeviceKind,
  deviceAdvertColumns,
  modelPicker,
  nicePrice,
  phoneStyleOf,
  tabletStyleOf,
} from './devices.js';
import { DemoImagePool } from './image-pool.js';
import { ACCESSORY_TYPE_WEIGHTS, BAKU_OFFSET_MS, POSTING_HOURS, pickSellerOptions } from './market-shape.js';
import { DEMO_ADMIN_PHONE, type DemoSeller, makeSellers } from './people.js';
import { districtPicker } from './places.js';
import { type HistoryAdvert, priceHistory } from './price-history.js';
import { Random } from './random.js';
import { simNumberMaker } from './sim-numbers.js';
import { ACCESSORY_CATALOGUE, REJECTION_REASONS, sellerComment } from './texts.js';

/** How much of everything the demo marketplace holds. */
export const DEMO_PLAN = {
  sellers: 150,
  /** APPROVED and published within the last 30 days: what visitors see. */
  visible: 2200,
  /** APPROVED 31 to 60 days ago, so past their 30 days. */
  expired: 300,
  pending: 40,
  rejected: 15,
} as const;

const CATEGORY_SHARES: ReadonlyArray<readonly [ProductCategory, number]> = [
  ['phone', 0.55],
  ['tablet', 0.15],
  ['sim', 0.15],
  ['accessory', 0.15],
];

/** Today's lists (Asia/Baku) are never empty in a demo, whatever the hour it starts at. */
const TODAY_MINIMUM: Record<ProductCategory, number> = { phone: 40, tablet: 8, sim: 8, accessory: 8 };

/** Share of each category's adverts posted by shops that specialise in it. */
const SHOP_SHARE: Record<ProductCategory, number> = { phone: 0.3, tablet: 0.35, sim: 0.45, accessory: 0.5 };

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const SEED = 20_260_101;

type AdvertInsert = typeof schema.adverts.$inferInsert;
type State = 'VISIBLE' | 'EXPIRED' | 'PENDING' | 'REJECTED';

interface Draft {
  advert: Omit<AdvertInsert, 'userId'>;
  seller: DemoSeller;
  images: StoredImage[];
}

/**
 * Seeds a realistic marketplace into an empty database: the demo administrator, about 150 sellers
 * and some 2,500 adverts with images, the same on every run (a fixed seed). Does nothing when the
 * demo administrator exists already. Reference data must be seeded first.
 */
export async function seedDemoData(
  db: Database,
  storage: MediaStorage,
  now = new Date(),
): Promise<{ seeded: boolean }> {
  const existing = await db
    .select({ id: schema.users.id })
    .from(schema.users)
    .where(eq(schema.users.phoneNumber, DEMO_ADMIN_PHONE));
  if (existing.length > 0) return { seeded: false };

  const [reference, catalog, pool] = await Promise.all([
    loadReference(db),
    CatalogService.load(db),
    DemoImagePool.build(storage),
  ]);
  const random = new Random(SEED);
  // The seller options from a generator of their own: every other pick stays what it was before them.
  const optionsRandom = new Random(SEED + 21);
  // A device's condition (issue 37) from one of its own, for the same reason.
  const conditionRandom = new Random(SEED + 37);
  const contactRandom = new Random(SEED + 41);
  // Which ended adverts their sellers marked sold (issue 37), from a sequence of its own as well.
  const soldRandom = new Random(SEED + 43);
  const nowMs = now.getTime();
  const pickDistrict = districtPicker(random);

  const sellers = makeSellers(random, DEMO_PLAN.sellers, now, pickDistrict, new Set([DEMO_ADMIN_PHONE]));
  const admin = {
    phoneNumber: DEMO_ADMIN_PHONE,
    firstName: 'Admin',
    lastName: 'Zeng',
    accountType: 'INDIVIDUAL' as const,
    role: 'ADMIN' as const,
    createdAt: new Date(nowMs - 1000 * DAY),
  };

  const times = publicationTimes(random, nowMs);
  const pickSeller = sellerPicker(random, sellers);
  const pickPhone = modelPicker(random, reference.phoneModels, 'phone', now);
  const pickTablet = modelPicker(random, reference.tabletModels, 'tablet', now);
  const nextSimNumber = simNumberMaker(random);

  const drafts: Draft[] = [];
  const historyRandom = new Random(SEED + 38);
  const history = priceHistory(
    historyRandom,
    modelPicker(historyRandom, reference.phoneModels, 'phone', now),
    sellers,
    {
      now,
      componentId: reference.componentId,
      conditionRandom: historyRandom,
    },
  ).map((preset): Slot => {
    const createdAt = preset.publishedAt - historyRandom.int(20 * MINUTE, 20 * HOUR);
    const ended = preset.publishedAt + ADVERT_LIFETIME_DAYS * DAY <= nowMs;
    const state = ended ? 'EXPIRED' : 'VISIBLE';
    return {
      state,
      category: 'phone',
      createdAt,
      updatedAt: preset.publishedAt,
      publishedAt: preset.publishedAt,
      preset,
    };
  });
  for (const slot of [...plannedSlots(random, times, nowMs), ...history]) {
    const seller = slot.preset?.seller ?? pickSeller(slot.category);
    const isShop = seller.accountType === 'BUSINESS';
    const districtId = random.chance(0.9) ? seller.districtId : pickDistrict();
    const base = {
      category: slot.category,
      districtId,
      createdAt: new Date(slot.createdAt),
      publishedAt: new Date(slot.publishedAt),
      ...lifecycleOf(slot, random),
      // About half of the ended adverts were sold within their 30 days: they ended then, as the mark does.
      ...(slot.state === 'EXPIRED' &&
        soldRandom.chance(0.5) &&
        sold(new Date(slot.publishedAt + soldRandom.int(1, 29) * 86_400_000))),
    } satisfies Partial<AdvertInsert>;

    let draft: Draft;
    if (slot.category === 'phone' || slot.category === 'tablet') {
      const kind: DeviceKind = slot.category;
      const model = slot.preset?.model ?? (kind === 'phone' ? pickPhone() : pickTablet());
      const columns =
        slot.preset?.columns ??
        deviceAdvertColumns(random, model, kind, {
          now,
          isShop,
          componentId: reference.componentId,
          conditionRandom,
        });
      const count = random.weighted([
        [1, 12],
        [2, 22],
        [3, 30],
        [4, 20],
        [5, 16],
      ] as const);
      draft = {
        advert: { ...base, ...columns },
        seller,
        images:
          kind === 'phone'
            ? pool.phone(random, phoneStyleOf(model.brandSlug), columns.color, count)
            : pool.tablet(random, tabletStyleOf(model.brandSlug), columns.color, count),
      };
    } else if (slot.category === 'sim') {
      const sim = nextSimNumber(reference.providers);
      const comment = sellerComment(random, { kind: 'sim', isNew: false, isShop, batteryHealth: false });
      draft = {
        advert: {
          ...base,
          simNumber: sim.number,
          simProviderId: sim.provider.id,
          condition: null,
          price: sim.price,
          comment,
        },
        seller,
        images: [],
      };
    } else {
      const type = random.weighted(ACCESSORY_TYPES.map((t) => [t, ACCESSORY_TYPE_WEIGHTS[t]] as const));
      const [name, priceNew] = random.pick(ACCESSORY_CATALOGUE[type]);
      const isNew = random.chance(isShop ? 0.9 : 0.45);
      const comment = sellerComment(random, { kind: 'accessory', isNew, isShop, batteryHealth: false });
      const count = random.weighted([
        [1, 35],
        [2, 40],
        [3, 25],
      ] as const);
      draft = {
        advert: {
          ...base,
          name,
          accessoryType: type,
          condition: isNew ? 'new' : 'used',
          price: nicePrice(priceNew * (isNew ? 1 : random.between(0.5, 0.75)) * random.between(0.9, 1.1), 5),
          comment,
        },
        seller,
        images: pool.accessory(random, type, name, count),
      };
    }
    Object.assign(draft.advert, optionColumns(pickSellerOptions(optionsRandom, slot.category, isShop)));
    // Most sellers here take calls, many WhatsApp too; a few WhatsApp only (issue 37).
    draft.advert.contactBy = contactRandom.weighted([
      ['calls', 50],
      ['both', 40],
      ['whatsapp', 10],
    ] as const);
    // Found by the same words as a posted advert: the one rule in search-text.ts.
    draft.advert.searchText = advertSearchText(draft.advert, catalog);
    drafts.push(draft);
  }
  // Ids grow with creation time, as they would have.
  drafts.sort((a, b) => (a.advert.createdAt?.getTime() ?? 0) - (b.advert.createdAt?.getTime() ?? 0));

  await inTransaction(db, async (t) => {
    const users = await t
      .insert(schema.users)
      .values([
        admin,
        ...sellers.map(({ phoneNumber, firstName, lastName, accountType, createdAt, business }) => ({
          phoneNumber,
          firstName,
          lastName,
          accountType,
          createdAt,
          businessName: business?.name ?? null,
          businessAddress: business?.address ?? null,
          businessHours: business?.hours ?? null,
        })),
      ])
      .returning({ id: schema.users.id, phoneNumber: schema.users.phoneNumber });
    const userIds = new Map(users.map((u) => [u.phoneNumber, u.id]));
    const adminId = userIds.get(DEMO_ADMIN_PHONE) ?? 0;

    // Ids reserved up front, so images and moderation events can point at their adverts.
    const ids = await t
      .select({ id: sql<number>`nextval(pg_get_serial_sequence('adverts', 'id'))::int` })
      .from(sql`generate_series(1, ${drafts.length})`);
    const adverts = drafts.map((d, i) => ({
      ...d.advert,
      id: ids[i]?.id,
      userId: userIds.get(d.seller.phoneNumber) ?? 0,
    }));
    for (const chunk of chunks(adverts, 500)) await t.insert(schema.adverts).values(chunk);
    const images = drafts.flatMap((d, i) =>
      d.images.map((image, position) => ({ advertId: ids[i]?.id ?? 0, position, ...image })),
    );
    for (const chunk of chunks(images, 2000)) await t.insert(schema.advertImages).values(chunk);
    const events = adverts
      .filter((a) => a.state !== 'PENDING')
      .map((a) => ({
        advertId: a.id ?? 0,
        moderatorId: adminId,
        action: a.state === 'REJECTED' ? ('REJECT' as const) : ('APPROVE' as const),
        reason: a.rejectionReason ?? null,
        at: a.state === 'REJECTED' ? (a.updatedAt ?? now) : (a.publishedAt ?? now),
      }));
    for (const chunk of chunks(events, 2000)) await t.insert(schema.moderationEvents).values(chunk);
  });
  // PGlite has no autovacuum: without fresh statistics the planner ignores the GIN indexes.
  await db.execute(sql`ANALYZE users, adverts, advert_images, moderation_events`);
  return { seeded: true };
}

/** The columns the lifecycle's transitions would have written for this slot's history. */
function lifecycleOf(slot: Slot, random: Random) {
  const sent = submitted(new Date(slot.createdAt));
  switch (slot.state) {
    case 'PENDING':
      return sent;
    case 'REJECTED':
      return { ...sent, ...rejected(random.pick(REJECTION_REASONS), new Date(slot.updatedAt)) };
    case 'VISIBLE':
    case 'EXPIRED':
      return { ...sent, ...approvedAt(new Date(slot.publishedAt)), updatedAt: new Date(slot.updatedAt) };
  }
}

/** Multi-row inserts of `size` rows (PostgreSQL allows 65,535 parameters a statement). */
function chunks<T>(rows: readonly T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(rows.length / size) }, (_, i) => rows.slice(i * size, (i + 1) * size));
}

async function loadReference(db: Database) {
  const [modelRows, componentRows, providerRows] = await Promise.all([
    db
      .select({
        id: schema.models.id,
        brandId: schema.models.brandId,
        name: schema.models.name,
        releaseYear: schema.models.releaseYear,
        launchPriceUsd: schema.models.launchPriceUsd,
        brandSlug: schema.brands.slug,
        brandName: schema.brands.name,
        category: schema.brands.category,
      })
      .from(schema.models)
      .innerJoin(schema.brands, eq(schema.models.brandId, schema.brands.id)),
    db.select().from(schema.components),
    db.select().from(schema.simProviders).where(eq(schema.simProviders.active, true)),
  ]);
  if (modelRows.length === 0 || providerRows.length === 0) throw new Error('seed the reference data first');
  const componentIds = new Map(componentRows.map((c) => [`${c.type}/${c.megabytes}`, c.id]));
  return {
    phoneModels: modelRows.filter((m) => m.category === 'PHONE'),
    tabletModels: modelRows.filter((m) => m.category === 'TABLET'),
    providers: providerRows,
    componentId(type: 'STORAGE' | 'RAM', gigabytes: number): number {
      const id = componentIds.get(`${type}/${gigabytes * 1024}`);
      if (id === undefined) throw new Error(`no ${type} component of ${gigabytes} GB`);
      return id;
    },
  };
}

/** Sellers by category: specialised shops take a share, people the rest, some people far more active. */
function sellerPicker(random: Random, sellers: readonly DemoSeller[]) {
  const people = sellers
    .filter((s) => s.accountType === 'INDIVIDUAL')
    .map((s) => [s, random.chance(0.12) ? random.between(1.5, 2.5) : random.between(0.3, 1.2)] as const);
  return (category: ProductCategory): DemoSeller => {
    const shops = sellers.filter((s) => s.speciality === category);
    if (shops.length > 0 && random.chance(SHOP_SHARE[category])) return random.pick(shops);
    return random.weighted(people);
  };
}

/** Moments in Baku's calendar: day 0 is today, day 1 yesterday... */
function publicationTimes(random: Random, nowMs: number) {
  const todayStart = Math.floor((nowMs + BAKU_OFFSET_MS) / DAY) * DAY - BAKU_OFFSET_MS;
  const openedToday = todayStart + 9 * HOUR;
  return {
    todayStart,
    /** A moment on that day at a realistic hour; today's are before now. */
    on(day: number): number {
      const start = todayStart - day * DAY;
      if (day > 0) return start + random.weighted(POSTING_HOURS) * HOUR + random.int(0, HOUR - 1000);
      // Early in the morning the day's adverts are the night owls'.
      const from = nowMs - openedToday >= 30 * MINUTE ? openedToday : todayStart;
      const to = Math.min(nowMs, todayStart + 23 * HOUR);
      return Math.floor(random.between(from, Math.max(from, to)));
    },
    /** How much of today's posting hours have passed (0 to 1). */
    todayElapsed: Math.min(1, Math.max(0, (nowMs - openedToday) / (14 * HOUR))),
  };
}

interface Slot {
  state: State;
  category: ProductCategory;
  createdAt: number;
  updatedAt: number;
  publishedAt: number;
  /** A phone of the price history (price-history.ts): its seller and columns chosen beforehand. */
  preset?: HistoryAdvert;
}

function countsByCategory(total: number): Array<[ProductCategory, number]> {
  const counts = CATEGORY_SHARES.map(([category, share]): [ProductCategory, number] => [
    category,
    Math.round(total * share),
  ]);
  const first = counts[0];
  if (first) first[1] += total - counts.reduce((n, [, c]) => n + c, 0);
  return counts;
}

/** Every advert's state, category and timestamps. */
function plannedSlots(random: Random, times: ReturnType<typeof publicationTimes>, nowMs: number): Slot[] {
  const slots: Slot[] = [];
  const reviewDelay = () => random.int(20 * MINUTE, 20 * HOUR);

  // Visible: the last 30 days, recent days denser; today at least the minimum of each category.
  const dayWeights = Array.from({ length: ADVERT_LIFETIME_DAYS }, (_, day) => {
    const weight = Math.exp(-day / 11);
    return [day, day === 0 ? weight * Math.max(0.15, times.todayElapsed) : weight] as const;
  });
  for (const [category, count] of countsByCategory(DEMO_PLAN.visible)) {
    const days = Array.from({ length: count }, (_, i) =>
      i < TODAY_MINIMUM[category] ? 0 : random.weighted(dayWeights),
    );
    for (const day of days) {
      const publishedAt = Math.min(times.on(day), nowMs);
      slots.push({
        state: 'VISIBLE',
        category,
        createdAt: publishedAt - reviewDelay(),
        updatedAt: publishedAt,
        publishedAt,
      });
    }
  }
  // Expired: published 31 to 60 days ago.
  for (const [category, count] of countsByCategory(DEMO_PLAN.expired)) {
    for (let i = 0; i < count; i++) {
      const publishedAt = times.on(random.int(ADVERT_LIFETIME_DAYS + 1, 2 * ADVERT_LIFETIME_DAYS));
      slots.push({
        state: 'EXPIRED',
        category,
        createdAt: publishedAt - reviewDelay(),
        updatedAt: publishedAt,
        publishedAt,
      });
    }
  }
  // Pending: waiting for review, most from the last 24 hours.
  for (const [category, count] of countsByCategory(DEMO_PLAN.pending)) {
    for (let i = 0; i < count; i++) {
      const age = random.chance(0.65) ? random.int(2 * MINUTE, 24 * HOUR) : random.int(24 * HOUR, 72 * HOUR);
      const createdAt = nowMs - age;
      slots.push({ state: 'PENDING', category, createdAt, updatedAt: createdAt, publishedAt: createdAt });
    }
  }
  // Rejected: sent back in the last three weeks.
  for (const [category, count] of countsByCategory(DEMO_PLAN.rejected)) {
    for (let i = 0; i < count; i++) {
      const createdAt = nowMs - random.int(1 * DAY, 20 * DAY);
      slots.push({
        state: 'REJECTED',
        category,
        createdAt,
        updatedAt: createdAt + reviewDelay(),
        publishedAt: createdAt,
      });
    }
  }
  return slots;
}
