import type { Color, Grade, SimType } from '@zeng/contract/constants';
import {
  BOX_CONTENTS,
  type BoxContent,
  type Defect,
  IMEI_LENGTH,
  isImei,
  LOCKED_GRADE,
} from '@zeng/contract/device-condition';
import type { PhoneStyle } from './illustrations.js';
import type { Random } from './random.js';
import { sellerComment } from './texts.js';

/** A model row as the seed reads it from the reference tables. */
export interface DemoModel {
  id: number;
  brandId: number;
  brandSlug: string;
  brandName: string;
  name: string;
  releaseYear: number;
  launchPriceUsd: number;
}

export type DeviceKind = 'phone' | 'tablet';

const PHONE_BRAND_WEIGHTS: Record<string, number> = {
  apple: 28,
  samsung: 24,
  xiaomi: 16,
  poco: 3,
  huawei: 4,
  honor: 3.5,
  google: 2,
  oneplus: 2,
  oppo: 2,
  vivo: 2,
  tecno: 2.5,
  infinix: 2,
  motorola: 1,
  nokia: 1.2,
  sony: 0.4,
  nothing: 1,
  tcl: 0.4,
  asus: 0.4,
  itel: 0.5,
  blackview: 0.3,
};

const TABLET_BRAND_WEIGHTS: Record<string, number> = {
  apple: 45,
  samsung: 28,
  xiaomi: 9,
  lenovo: 6,
  huawei: 5,
  microsoft: 2,
  realme: 2,
  alcatel: 1,
  acer: 1,
  asus: 0.5,
};

/** Families people in Azerbaijan actually buy, per brand; the rest of a brand's list is rare. */
const FAMILY_WEIGHTS: Record<string, ReadonlyArray<readonly [RegExp, number]>> = {
  apple: [
    [/Pro Max/, 1.6],
    [/Pro/, 1.4],
    [/mini|SE|16e/, 0.6],
  ],
  samsung: [
    [/^Galaxy S\d/, 3],
    [/^Galaxy A\d/, 2.5],
    [/^Galaxy Z/, 1.2],
    [/^Galaxy Note/, 1],
    [/^Galaxy Tab S/, 2],
    [/^Galaxy Tab A/, 1.5],
    [/^Galaxy (M|F)\d/, 0.25],
    [/./, 0.3],
  ],
  xiaomi: [
    [/^Redmi Note/, 3],
    [/^Redmi \d/, 2],
    [/^Redmi A/, 1.2],
    [/^Redmi (K|Turbo)/, 0.2],
    [/Civi|Mix/, 0.2],
    [/^(Mi )?\d/, 1.4],
  ],
  huawei: [[/Mate X|Pocket|Pura X|RS/, 0.2]],
  honor: [[/Magic V|RSR/, 0.3]],
};

function familyWeight(model: DemoModel): number {
  const rules = FAMILY_WEIGHTS[model.brandSlug] ?? [];
  for (const [pattern, weight] of rules) if (pattern.test(model.name)) return weight;
  return /Fold|Flip|Porsche|Ultimate/.test(model.name) ? 0.3 : 1;
}

/** Years since release, counting from a September launch. */
export function ageInYears(releaseYear: number, now: Date): number {
  return Math.max(0, (now.getTime() - Date.UTC(releaseYear, 8, 15)) / (365.25 * 86_400_000));
}

function recencyWeight(age: number, kind: DeviceKind): number {
  if (kind === 'tablet') return age < 4 ? 3 : age < 7 ? 1.5 : age < 9 ? 0.4 : 0;
  if (age < 1) return 2.5;
  if (age < 3) return 3;
  if (age < 4) return 2.5;
  if (age < 5) return 2;
  if (age < 6) return 1.4;
  if (age < 7) return 0.8;
  return age < 10 ? 0.12 : 0;
}

/** Picks models the way a real marketplace lists them: popular brands, recent years, mainstream families. */
export function modelPicker(random: Random, models: readonly DemoModel[], kind: DeviceKind, now: Date) {
  const brandWeights = kind === 'phone' ? PHONE_BRAND_WEIGHTS : TABLET_BRAND_WEIGHTS;
  const byBrand = new Map<string, Array<readonly [DemoModel, number]>>();
  for (const model of models) {
    const weight = recencyWeight(ageInYears(model.releaseYear, now), kind) * familyWeight(model);
    if (weight <= 0) continue;
    const list = byBrand.get(model.brandSlug) ?? [];
    list.push([model, weight]);
    byBrand.set(model.brandSlug, list);
  }
  const brands = [...byBrand.keys()].map((slug) => [slug, brandWeights[slug] ?? 0.3] as const);
  return (): DemoModel => {
    const list = byBrand.get(random.weighted(brands));
    if (!list) throw new Error('no model to pick');
    return random.weighted(list);
  };
}

type Tier = 'budget' | 'mid' | 'flagship';
const tierOf = (usd: number): Tier => (usd < 250 ? 'budget' : usd < 600 ? 'mid' : 'flagship');

/** RAM in GB that fits the model's year, tier and maker (no 12 GB in a 2014 phone). */
export function ramOptions(model: DemoModel, kind: DeviceKind): number[] {
  const y = model.releaseYear;
  const pro = /Pro|Air|Max/.test(model.name);
  if (model.brandSlug === 'apple') {
    if (kind === 'tablet')
      return pro || /mini \(A17/.test(model.name) ? (y >= 2021 ? [8] : [4]) : y >= 2022 ? [4] : [3];
    if (/SE/.test(model.name)) return y <= 2020 ? [3] : [4];
    if (y <= 2017) return [3];
    if (y <= 2019) return [4];
    if (y <= 2021) return pro ? [6] : [4];
    if (y === 2022) return [6];
    if (y === 2023) return pro ? [8] : [6];
    if (y === 2024) return [8];
    return pro || /Air/.test(model.name) ? [12] : [8];
  }
  if (model.brandSlug === 'microsoft') return [8, 16];
  const tier = tierOf(model.launchPriceUsd);
  if (kind === 'tablet') return tier === 'budget' ? [3, 4] : tier === 'mid' ? [4, 6, 8] : [8, 12];
  if (tier === 'budget') return y <= 2019 ? [2, 3] : y <= 2021 ? [3, 4] : y <= 2023 ? [4, 6] : [4, 6, 8];
  if (tier === 'mid') return y <= 2019 ? [4, 6] : y <= 2021 ? [4, 6, 8] : [6, 8, 12];
  return y <= 2019 ? [6, 8] : y <= 2021 ? [8, 12] : [8, 12, 16];
}

/** Storage in GB the model was sold with, smallest first. */
export function storageOptions(model: DemoModel, kind: DeviceKind): number[] {
  const y = model.releaseYear;
  const pro = /Pro/.test(model.name);
  if (model.brandSlug === 'apple') {
    if (kind === 'tablet') {
      if (pro) return y >= 2024 ? [256, 512, 1024] : [128, 256, 512, 1024];
      return y <= 2020 ? [32, 64, 128] : y <= 2023 ? [64, 256] : [128, 256, 512];
    }
    if (/SE/.test(model.name)) return [64, 128, 256];
    if (y <= 2017) return [64, 256];
    if (y <= 2020) return pro ? (y === 2020 ? [128, 256, 512] : [64, 256, 512]) : [64, 128, 256];
    if (y <= 2024 || /16e/.test(model.name)) return pro ? [128, 256, 512, 1024] : [128, 256, 512];
    return pro ? [256, 512, 1024] : [256, 512];
  }
  if (model.brandSlug === 'microsoft') return [128, 256, 512];
  const tier = tierOf(model.launchPriceUsd);
  if (kind === 'tablet') return tier === 'budget' ? [32, 64, 128] : tier === 'mid' ? [64, 128, 256] : [128, 256, 512];
  if (tier === 'budget') return y <= 2019 ? [32, 64] : y <= 2021 ? [32, 64, 128] : y <= 2023 ? [64, 128] : [128, 256];
  if (tier === 'mid') return y <= 2019 ? [64, 128] : y <= 2021 ? [64, 128, 256] : [128, 256];
  return y <= 2019 ? [128, 256] : y <= 2021 ? [128, 256, 512] : [256, 512, 1024];
}

/** Index into an option list, the smaller configurations being the common ones. */
export function pickOptionIndex(random: Random, count: number): number {
  const weights = [3, 3, 1.4, 0.5].slice(0, count).map((w, i) => [i, w] as const);
  return random.weighted(weights);
}

/** The colours each maker sells, with how often they turn up. */
const PHONE_PALETTES: Record<PhoneStyle, ReadonlyArray<readonly [Color, number]>> = {
  iphone: [
    ['Black', 30],
    ['White', 12],
    ['Silver', 8],
    ['Blue', 12],
    ['Gold', 6],
    ['Purple', 6],
    ['Green', 6],
    ['Gray', 6],
    ['Pink', 5],
    ['Red', 4],
    ['Yellow', 2],
  ],
  galaxy: [
    ['Black', 35],
    ['Gray', 10],
    ['Green', 10],
    ['Violet', 8],
    ['Lavender', 6],
    ['White', 10],
    ['Silver', 6],
    ['Blue', 8],
    ['Cyan', 3],
  ],
  xiaomi: [
    ['Black', 35],
    ['Blue', 18],
    ['Green', 14],
    ['White', 10],
    ['Gray', 8],
    ['Purple', 8],
    ['Silver', 5],
  ],
  round: [
    ['Black', 35],
    ['Blue', 15],
    ['Green', 10],
    ['White', 10],
    ['Silver', 8],
    ['Gold', 7],
    ['Gray', 8],
    ['Purple', 5],
    ['Orange', 2],
  ],
};

export type TabletStyle = 'ipad' | 'android';

const TABLET_PALETTES: Record<TabletStyle, ReadonlyArray<readonly [Color, number]>> = {
  ipad: [
    ['Gray', 30],
    ['Silver', 25],
    ['Blue', 15],
    ['Purple', 10],
    ['Pink', 8],
    ['Gold', 5],
    ['Yellow', 3],
  ],
  android: [
    ['Gray', 40],
    ['Silver', 25],
    ['Black', 20],
    ['Blue', 10],
    ['Green', 5],
  ],
};

export function phoneStyleOf(brandSlug: string): PhoneStyle {
  if (brandSlug === 'apple') return 'iphone';
  if (brandSlug === 'samsung') return 'galaxy';
  if (brandSlug === 'xiaomi' || brandSlug === 'poco') return 'xiaomi';
  return 'round';
}

export const tabletStyleOf = (brandSlug: string): TabletStyle => (brandSlug === 'apple' ? 'ipad' : 'android');

export function phonePalette(style: PhoneStyle): ReadonlyArray<readonly [Color, number]> {
  return PHONE_PALETTES[style];
}

export function tabletPalette(style: TabletStyle): ReadonlyArray<readonly [Color, number]> {
  return TABLET_PALETTES[style];
}

export function pickColor(random: Random, model: DemoModel, kind: DeviceKind): Color {
  if (kind === 'tablet') return random.weighted(TABLET_PALETTES[tabletStyleOf(model.brandSlug)]);
  // Rose Gold was an iPhone colour until 2017.
  if (model.brandSlug === 'apple' && model.releaseYear <= 2017 && random.chance(0.2)) return 'Rose Gold';
  return random.weighted(PHONE_PALETTES[phoneStyleOf(model.brandSlug)]);
}

export function pickSimType(random: Random, model: DemoModel): SimType {
  if (model.brandSlug === 'apple') {
    if (model.name === 'iPhone Air') return random.chance(0.85) ? 'eSIM' : 'DUAL SIM';
    if (model.releaseYear <= 2017) return 'Single SIM';
    if (model.releaseYear >= 2022 && random.chance(0.3)) return 'eSIM';
    return random.chance(0.75) ? 'DUAL SIM' : 'Single SIM';
  }
  if (model.releaseYear >= 2022 && model.launchPriceUsd >= 600 && random.chance(0.05)) return 'eSIM';
  return random.chance(0.9) ? 'DUAL SIM' : 'Single SIM';
}

/** Most phones on sale are used; new ones are mostly recent models. */
export function pickIsNew(random: Random, model: DemoModel, now: Date, shop: boolean): boolean {
  const age = ageInYears(model.releaseYear, now);
  const base = age < 1.5 ? 0.42 : age < 3 ? 0.24 : 0.07;
  return random.chance(shop ? Math.min(0.9, base * 2.2) : base);
}

/** A price "as people write it": to 5 below 100, to 10 below 1,000, to 50 above. */
export function nicePrice(value: number, min = 1, max = 10_000_000): number {
  const step = value < 100 ? 5 : value < 1000 ? 10 : 50;
  return Math.min(max, Math.max(min, Math.round(value / step) * step));
}

/**
 * Launch price in USD × 1.7 (AZN with import margin), less 15 % in the first year and 18 % a year after
 * (phones here hold their value: most are imported), new stock a little dearer, less 15 % used, more
 * for larger storage, ±10 % noise.
 */
export function devicePrice(random: Random, model: DemoModel, now: Date, isNew: boolean, storageIndex: number): number {
  const age = ageInYears(model.releaseYear, now);
  const depreciation = age < 1 ? 1 - 0.15 * age : 0.85 * 0.82 ** (age - 1);
  const condition = isNew ? Math.max(depreciation * 1.15, 0.35) : depreciation * 0.85;
  const value = model.launchPriceUsd * 1.7 * condition * (1 + 0.09 * storageIndex) * random.between(0.9, 1.1);
  return nicePrice(value, 15);
}

/** Finds a storage or RAM size's row in the components table (sizes in GB). */
export type ComponentIdOf = (type: 'STORAGE' | 'RAM', gigabytes: number) => number;

/** A used device's grade as people sell them: mostly good, a few for parts. */
const USED_GRADES: ReadonlyArray<readonly [Grade, number]> = [
  ['like_new', 28],
  ['good', 46],
  ['fair', 19],
  ['for_parts', 7],
];
/** The battery health a used device of each grade has, in per cent. */
const BATTERY_RANGE: Record<Grade, readonly [number, number]> = {
  new_sealed: [100, 100],
  like_new: [90, 100],
  good: [81, 94],
  fair: [70, 86],
  for_parts: [55, 82],
};
/** Faults that go with each grade. */
const GRADE_DEFECTS: Record<Grade, readonly Defect[]> = {
  new_sealed: [],
  like_new: [],
  good: ['screen_scratches', 'body_scratches'],
  fair: ['screen_scratches', 'body_scratches', 'body_dents', 'screen_dead_pixels'],
  for_parts: ['screen_cracked', 'back_cracked', 'screen_burn_in', 'body_dents'],
};
/** How often a used device comes with each thing. */
const USED_BOX_SHARE: Record<BoxContent, number> = {
  box: 0.45,
  charger: 0.3,
  cable: 0.55,
  earphones: 0.05,
  case: 0.2,
  documents: 0.15,
};

/**
 * A 15-digit IMEI with its check digit: the brand's reporting body ("35", "86") and six digits make the
 * type code, then a serial. Made up, never a real device's.
 */
function makeImei(random: Random, brandSlug: string): string {
  const body = ['apple', 'samsung', 'google'].includes(brandSlug) ? '35' : '86';
  let digits = body;
  while (digits.length < IMEI_LENGTH - 1) digits += String(random.int(0, 9));
  for (let check = 0; check <= 9; check++) if (isImei(`${digits}${check}`)) return `${digits}${check}`;
  throw new Error('no check digit');
}

/**
 * A device's condition as its seller states it (issue 37): a sealed one is new with its box; a used one
 * has a grade, the battery its comment quotes (else one of its grade's), the faults of its grade, what
 * it comes with, maybe some warranty left, and most sellers give the IMEI and say it is registered.
 * From a generator of its own, so the demo's other picks stay what they were before grades.
 */
export function deviceCondition(random: Random, model: DemoModel, isNew: boolean, isShop: boolean, comment: string) {
  const grade: Grade = isNew ? 'new_sealed' : random.weighted(USED_GRADES);
  const quoted = /Batareya (\d+)%/.exec(comment)?.[1];
  const [low, high] = BATTERY_RANGE[grade];
  // Android phones show no battery health: about half their sellers leave it out.
  const knowsBattery = isNew || quoted !== undefined || model.brandSlug === 'apple' || random.chance(0.5);
  const batteryHealth = knowsBattery ? (quoted ? Number(quoted) : random.int(low, high)) : null;
  const defects = GRADE_DEFECTS[grade].filter(() => random.chance(0.45));
  const inBox = isNew
    ? BOX_CONTENTS.filter((item) => item !== 'case' && item !== 'earphones')
    : BOX_CONTENTS.filter((item) => random.chance(USED_BOX_SHARE[item]));
  const warrantyMonths = isNew
    ? isShop
      ? 12
      : random.pick([null, 12, 24])
    : grade === 'like_new' && random.chance(0.25)
      ? random.int(1, 11)
      : null;
  const imei = random.chance(isShop ? 0.8 : 0.55) ? makeImei(random, model.brandSlug) : null;
  const imeiRegistered = imei
    ? random.chance(0.92)
    : random.weighted([
        [true, 70],
        [false, 8],
        [null, 22],
      ] as const);
  return {
    grade,
    batteryHealth,
    defects,
    accountLocked: grade === LOCKED_GRADE && random.chance(0.3),
    inBox,
    warrantyMonths,
    imei,
    imeiRegistered,
  };
}

/**
 * A phone or tablet advert's own columns as people post them: options the model came in, new or used,
 * its colour, SIM type, price and the seller's words. The demo seed and the load benchmark's seed
 * both post devices through it.
 */
export function deviceAdvertColumns(
  random: Random,
  model: DemoModel,
  kind: DeviceKind,
  options: { now: Date; isShop: boolean; componentId: ComponentIdOf; conditionRandom: Random },
) {
  const storages = storageOptions(model, kind);
  const storageIndex = pickOptionIndex(random, storages.length);
  const rams = ramOptions(model, kind);
  const isNew = pickIsNew(random, model, options.now, options.isShop);
  const color = pickColor(random, model, kind);
  const comment = sellerComment(random, {
    kind: 'device',
    isNew,
    isShop: options.isShop,
    batteryHealth: model.brandSlug === 'apple',
  });
  return {
    brandId: model.brandId,
    modelId: model.id,
    color,
    storageId: options.componentId('STORAGE', storages[storageIndex] ?? 64),
    ramId: options.componentId('RAM', rams[pickOptionIndex(random, rams.length)] ?? 4),
    simType: kind === 'phone' ? pickSimType(random, model) : null,
    condition: isNew ? ('new' as const) : ('used' as const),
    price: devicePrice(random, model, options.now, isNew, storageIndex),
    comment,
    ...deviceCondition(options.conditionRandom, model, isNew, options.isShop, comment),
  };
}
