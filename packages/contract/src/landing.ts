import { z } from 'zod';
import {
  ACCESSORY_TYPES,
  type AccessoryType,
  PRODUCT_CATEGORIES,
  type ProductCategory,
  SIM_PREFIXES,
} from './constants.js';
import { text } from './text.js';

/**
 * Landing pages (issue 36): one indexable list per thing people search for — a brand, a model, a city,
 * a SIM operator, a SIM prefix, an accessory type — each at an address of its own under its category's:
 *
 *     /phones/apple                 /tablets/samsung/galaxy-tab-s9     /simCards/operator/azercell
 *     /phones/apple/iphone-15-pro   /tablets/city/baku                 /simCards/prefix/055
 *     /accessories/type/headphones
 *
 * The server answers what each holds (GET /landing, catalog/landing-pages.ts), the web app draws it as a
 * listing. The router's paths for them (`PATHS.phoneLanding`…) are these bases with a splat.
 */

/** Where a category's landing pages live (the phones' plain list is home, `/`). */
export const LANDING_BASES = {
  phone: '/phones',
  tablet: '/tablets',
  sim: '/simCards',
  accessory: '/accessories',
} as const satisfies Record<ProductCategory, string>;

export const LANDING_KINDS = ['brand', 'model', 'city', 'operator', 'prefix', 'type'] as const;
export type LandingKind = (typeof LANDING_KINDS)[number];

/** The kinds of landing page each category has. */
export const LANDING_KINDS_OF: Record<ProductCategory, readonly LandingKind[]> = {
  phone: ['brand', 'model', 'city'],
  tablet: ['brand', 'model', 'city'],
  sim: ['operator', 'prefix', 'city'],
  accessory: ['type', 'city'],
};

/** A slug as addresses write it: lower-case letters and digits in words joined by hyphens. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A name as a slug: "iPhone 15 Pro Max" → "iphone-15-pro-max", "Galaxy S24+" → "galaxy-s24-plus". */
export function slugOf(name: string): string {
  return name
    .toLowerCase()
    .replaceAll('+', ' plus ')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replaceAll('ə', 'e')
    .replaceAll('ı', 'i')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** An accessory type's slug: HEADPHONES → "headphones", SCREEN_PROTECTOR → "screen-protector". */
export const accessoryTypeSlug = (type: AccessoryType) => type.toLowerCase().replaceAll('_', '-');

/** One landing page as its address names it: its category, its kind and its slugs (a model's: brand, model). */
export interface LandingAddress {
  category: ProductCategory;
  kind: LandingKind;
  slugs: readonly string[];
}

/** The segment a kind's address starts with, after its category's base; a brand and a model have none. */
const KIND_SEGMENT: Partial<Record<LandingKind, string>> = {
  city: 'city',
  operator: 'operator',
  prefix: 'prefix',
  type: 'type',
};

/** A landing page's path, without a language prefix. */
export function landingPath({ category, kind, slugs }: LandingAddress): string {
  const segment = KIND_SEGMENT[kind];
  return [LANDING_BASES[category], ...(segment ? [segment] : []), ...slugs].join('/');
}

/**
 * The landing page a path under a category's base names (`apple/iphone-15`, `city/baki`), or null when
 * it names none that category has. Whether the slugs name anything is the server's to say.
 */
export function parseLanding(category: ProductCategory, rest: string): LandingAddress | null {
  const segments = rest.split('/');
  if (!segments.every((s) => SLUG.test(s))) return null;
  const [first = '', ...slugs] = segments;
  const kinds = LANDING_KINDS_OF[category];
  const named = kinds.find((kind) => KIND_SEGMENT[kind] === first);
  if (named) return slugs.length === 1 ? { category, kind: named, slugs } : null;
  if (!kinds.includes('brand') || segments.length > 2) return null;
  return { category, kind: segments.length === 2 ? 'model' : 'brand', slugs: segments };
}

/**
 * The landing pages that list an advert and hold shown adverts now, by kind: its brand's and model's
 * (a phone, a tablet), its operator's and its prefix's (a SIM number), its type's (an accessory) and its city's. The
 * advert page links its rows to them.
 */
export const advertLandingsSchema = z.object({
  brand: z.string().optional(),
  model: z.string().optional(),
  operator: z.string().optional(),
  prefix: z.string().optional(),
  type: z.string().optional(),
  city: z.string().optional(),
});
export type AdvertLandings = z.infer<typeof advertLandingsSchema>;

/** A page the landing page links to: a breadcrumb or a neighbour, with its shown adverts. */
export const landingLinkSchema = z.object({
  kind: z.enum(LANDING_KINDS),
  /** What it is called in the language asked; an accessory type's code (the app names it). */
  name: z.string(),
  /** Its path without a language prefix. */
  path: z.string(),
  adverts: z.number().int(),
});
export type LandingLink = z.infer<typeof landingLinkSchema>;

/**
 * GET /landing?category={category}&path={rest}: what one landing page holds; without a path, the
 * category's own list, whose neighbours are its landing pages (brands, cities…).
 */
export const landingQuerySchema = z.object({
  category: z.enum(PRODUCT_CATEGORIES),
  path: text().max(200).default(''),
});

export const landingSchema = z.object({
  category: z.enum(PRODUCT_CATEGORIES),
  /** `category`: the category's own list. */
  kind: z.enum([...LANDING_KINDS, 'category']),
  /** Its one address, without a language prefix. */
  path: z.string(),
  /** What it lists, as a listing's filters. */
  filters: z.object({
    brandIds: z.array(z.number().int()).optional(),
    modelIds: z.array(z.number().int()).optional(),
    districtId: z.number().int().optional(),
    providerId: z.number().int().optional(),
    simPrefix: z.enum(SIM_PREFIXES).optional(),
    type: z.enum(ACCESSORY_TYPES).optional(),
  }),
  /** What it is called in the language asked: "Apple iPhone 15 Pro", "Bakı", "Azercell"; an accessory type's code. */
  name: z.string(),
  /** Its shown adverts, and their lowest and highest price (AZN), as last counted. */
  adverts: z.number().int(),
  priceMin: z.number().nullable(),
  priceMax: z.number().nullable(),
  /** The pages above it, after its category's list: a model's brand. */
  trail: z.array(landingLinkSchema),
  /**
   * Pages beside or below it, most advertised first: a brand's models, a model's siblings, other
   * cities; a category's brands, operators or types, and its cities.
   */
  neighbours: z.array(landingLinkSchema),
});
export type Landing = z.infer<typeof landingSchema>;
