import { isDevice } from '@zeng/contract/category-rules';
import type {
  AccessoryType,
  AccountType,
  Color,
  Grade,
  ProductCategory,
  SellerOption,
  UserGroup,
} from '@zeng/contract/constants';
import { conditionOfGrade, gradeOfCondition } from '@zeng/contract/device-condition';
import { providerOfNumber } from '@zeng/contract/sim-operator';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { simProviders } from '../db/reference/catalog.js';
import { advertImages, adverts, users } from '../db/schema.js';
import type { Clock } from '../infra/clock.js';
import { approvedAt, rejected, type StoredState, submitted } from '../modules/adverts/lifecycle.js';
import { advertSearchText } from '../modules/adverts/search-text.js';
import { optionColumns } from '../modules/adverts/seller-options.js';
import { signAccessToken } from '../modules/auth/access-tokens.js';
import { CatalogService } from '../modules/catalog/service.js';

/** A clock a test moves by hand. */
export class TestClock implements Clock {
  constructor(public current: Date) {}
  now() {
    return new Date(this.current);
  }
  /** Moves time on by `ms`. */
  advance(ms: number) {
    this.current = new Date(this.current.getTime() + ms);
  }
}

let phoneSeq = 0;
/** A fresh valid number for every call, so tests never share people. */
export function nextPhone(): string {
  phoneSeq += 1;
  return `99455${String(process.pid % 1000).padStart(3, '0')}${String(phoneSeq).padStart(4, '0')}`;
}

export async function createUser(
  db: Database,
  overrides: Partial<{
    phoneNumber: string;
    firstName: string;
    lastName: string;
    role: UserGroup;
    accountType: AccountType;
    createdAt: Date;
  }> = {},
) {
  const [user] = await db
    .insert(users)
    .values({
      phoneNumber: overrides.phoneNumber ?? nextPhone(),
      firstName: overrides.firstName ?? 'Aysel',
      lastName: overrides.lastName ?? 'Quliyeva',
      role: overrides.role ?? 'USER',
      ...(overrides.accountType && { accountType: overrides.accountType }),
      ...(overrides.createdAt && { createdAt: overrides.createdAt }),
    })
    .returning();
  if (!user) throw new Error('user not created');
  return user;
}

export async function tokenFor(secret: string, user: { id: number; role: UserGroup; phoneNumber: string }, now?: Date) {
  return signAccessToken(secret, { id: user.id, role: user.role, phoneNumber: user.phoneNumber }, { now });
}

/** Reference ids the seed guarantees (see db/reference). */
export const REF = {
  apple: 1,
  samsung: 2,
  iphone: 10_001,
  galaxyFirstModel: 20_001,
  storage128: 5,
  ram8: 26,
  baku: 7,
  ganja: 13,
  azercell: 1,
  bakcell: 2,
  nar: 3,
  tabletApple: 21,
  tabletAppleFirstModel: 210_001,
} as const;

export interface AdvertSeed {
  category?: ProductCategory;
  userId: number;
  state?: StoredState;
  rejectionReason?: string;
  price?: number;
  publishedAt?: Date;
  expiresAt?: Date | null;
  deletedAt?: Date | null;
  districtId?: number;
  brandId?: number;
  modelId?: number;
  /** A phone's or tablet's storage and RAM (components' ids): 128 GB and 8 GB unless told. */
  storageId?: number;
  ramId?: number;
  condition?: 'new' | 'used';
  /** A device's grade; its condition's (gradeOfCondition) unless told, and then the condition follows it. */
  grade?: Grade;
  batteryHealth?: number | null;
  imei?: string | null;
  imeiRegistered?: boolean | null;
  simNumber?: string;
  simProviderId?: number;
  name?: string;
  accessoryType?: AccessoryType;
  comment?: string;
  color?: Color;
  imageKeys?: string[];
  sellerOptions?: SellerOption[];
}

/** The columns the lifecycle writes for an advert in this state, sent (and decided) at `at`. */
function lifecycleAt(state: StoredState, at: Date, reason?: string) {
  const sent = submitted(at);
  if (state === 'PENDING') return sent;
  if (state === 'REJECTED') return { ...sent, ...rejected(reason, at) };
  return { ...sent, ...approvedAt(at) };
}

/** The catalog of each test database, loaded once: search text is made from its names. */
const catalogs = new WeakMap<Database, Promise<CatalogService>>();
function catalogOf(db: Database): Promise<CatalogService> {
  let catalog = catalogs.get(db);
  if (!catalog) {
    catalog = CatalogService.load(db);
    catalogs.set(db, catalog);
  }
  return catalog;
}

/** Inserts an advert as the services would have left it; approved ones live 30 days from publication. */
export async function createAdvert(db: Database, seed: AdvertSeed) {
  const category = seed.category ?? 'phone';
  const publishedAt = seed.publishedAt ?? new Date();
  const state = seed.state ?? 'APPROVED';
  const lifecycle = lifecycleAt(state, publishedAt, seed.rejectionReason);
  const device = isDevice(category);
  const grade = device ? (seed.grade ?? gradeOfCondition(seed.condition ?? 'used')) : null;
  const columns = {
    districtId: seed.districtId ?? REF.baku,
    comment: seed.comment ?? '',
    condition: category === 'sim' ? null : grade ? conditionOfGrade(grade) : (seed.condition ?? 'used'),
    brandId: device ? (seed.brandId ?? (category === 'tablet' ? REF.tabletApple : REF.apple)) : null,
    modelId: device ? (seed.modelId ?? (category === 'tablet' ? REF.tabletAppleFirstModel : REF.iphone)) : null,
    color: device ? (seed.color ?? 'Black') : null,
    simNumber: category === 'sim' ? (seed.simNumber ?? nextPhone()) : null,
    simProviderId: category === 'sim' ? (seed.simProviderId ?? REF.azercell) : null,
    name: category === 'accessory' ? (seed.name ?? 'AirPods Pro 2') : null,
    accessoryType: category === 'accessory' ? (seed.accessoryType ?? 'HEADPHONES') : null,
  };
  const [row] = await db
    .insert(adverts)
    .values({
      ...lifecycle,
      ...columns,
      category,
      userId: seed.userId,
      price: seed.price ?? 500,
      storageId: device ? (seed.storageId ?? REF.storage128) : null,
      ramId: device ? (seed.ramId ?? REF.ram8) : null,
      simType: category === 'phone' ? 'DUAL SIM' : null,
      grade,
      batteryHealth: grade === 'new_sealed' ? 100 : (seed.batteryHealth ?? null),
      imei: seed.imei ?? null,
      imeiRegistered: seed.imeiRegistered ?? null,
      // Through the one rule posting uses, so tests search what people would find.
      searchText: advertSearchText(columns, await catalogOf(db)),
      createdAt: publishedAt,
      publishedAt,
      ...(seed.expiresAt !== undefined && { expiresAt: seed.expiresAt }),
      deletedAt: seed.deletedAt ?? null,
      ...optionColumns(seed.sellerOptions ?? []),
    })
    .returning();
  if (!row) throw new Error('advert not created');
  if (seed.imageKeys?.length) {
    await db
      .insert(advertImages)
      .values(seed.imageKeys.map((key, position) => ({ advertId: row.id, position, key, width: 1200, height: 900 })));
  }
  return row;
}

/**
 * The provider a SIM advert of this number must name (its code's: docs/decisions/0021), by the reference
 * data; Azercell for a number whose code no provider holds (060, or no mobile number at all).
 */
export function simProviderOf(number: string): number {
  return providerOfNumber(number, simProviders)?.id ?? REF.azercell;
}

/**
 * `n` copies of an accessory advert, each published a second before the one before it, in one statement:
 * the thousand-odd adverts a capped count needs.
 */
export async function copyAccessory(db: Database, id: number, n: number) {
  await db.execute(sql`
    INSERT INTO adverts (category, user_id, state, price, district_id, comment, condition, name, accessory_type,
                         search_text, submitted_at, updated_at, published_at, expires_at)
    SELECT category, user_id, state, price, district_id, comment, condition, name, accessory_type,
           search_text, submitted_at, updated_at, published_at - (g * interval '1 second'), expires_at
      FROM adverts, generate_series(1, ${n}) AS g WHERE id = ${id}`);
}

/**
 * A complete, valid submission of the category (POST /{category}): a new advert, or with `id` the
 * owner's edit of one. SIM cards get a fresh number unless one is given.
 */
export function validSubmission(
  category: ProductCategory,
  options: { imageUrls: string[]; id?: number | null; simNumber?: string | null; comment?: string },
): Record<string, unknown> {
  const { imageUrls } = options;
  const common = { id: options.id ?? null, price: 450, districtId: REF.baku, comment: options.comment ?? '' };
  const device = {
    imageUrls,
    color: 'Black',
    condition: 'used',
    mainMemory: { id: REF.storage128, type: 'STORAGE', capacity: '128GB' },
    ram: { id: REF.ram8, type: 'RAM', capacity: '8GB' },
  };
  switch (category) {
    case 'phone':
      return { ...common, ...device, brandId: REF.apple, modelId: REF.iphone, simType: 'DUAL SIM' };
    case 'tablet':
      return { ...common, ...device, brandId: REF.tabletApple, modelId: REF.tabletAppleFirstModel, simType: null };
    case 'sim': {
      const number = options.simNumber ?? nextPhone();
      return { ...common, simProviderId: simProviderOf(number), number };
    }
    case 'accessory':
      return { ...common, imageUrls, name: 'AirPods Pro 2', type: 'HEADPHONES', condition: 'new' };
  }
}
