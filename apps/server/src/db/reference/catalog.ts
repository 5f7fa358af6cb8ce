import type { SortType } from '@zeng/contract/constants';

/** Brand ids are stable: phones 1–20, tablets 21–30, in the order lists show them. Model ids derive from them. */
export const phoneBrands = [
  ['apple', 'Apple'],
  ['samsung', 'Samsung'],
  ['google', 'Google'],
  ['xiaomi', 'Xiaomi'],
  ['huawei', 'Huawei'],
  ['oneplus', 'OnePlus'],
  ['sony', 'Sony'],
  ['nokia', 'Nokia'],
  ['oppo', 'OPPO'],
  ['poco', 'Poco'],
  ['nothing', 'Nothing'],
  ['tcl', 'TCL'],
  ['motorola', 'Motorola'],
  ['infinix', 'Infinix'],
  ['tecno', 'Tecno'],
  ['asus', 'ASUS'],
  ['vivo', 'Vivo'],
  ['itel', 'Itel'],
  ['honor', 'HONOR'],
  ['blackview', 'Blackview'],
] as const;

export const tabletBrands = [
  ['apple', 'Apple'],
  ['samsung', 'Samsung'],
  ['huawei', 'Huawei'],
  ['lenovo', 'Lenovo'],
  ['xiaomi', 'Xiaomi'],
  ['microsoft', 'Microsoft'],
  ['asus', 'Asus'],
  ['acer', 'Acer'],
  ['alcatel', 'Alcatel'],
  ['realme', 'Realme'],
] as const;

export const PHONE_BRAND_ID_BASE = 1;
export const TABLET_BRAND_ID_BASE = 21;

/**
 * A model's id is its brand id × 10,000 plus its position in the brand's list, so ids survive
 * re-seeding. New models are appended at the end of a brand's list, never inserted.
 */
export const modelId = (brandId: number, position: number) => brandId * 10_000 + position + 1;

/** Providers offered for new SIM adverts (Naxtel closed in December 2025: docs/product.md). */
export const simProviders = [
  { id: 1, slug: 'azercell', name: 'Azercell', prefixes: ['50', '51', '10'] },
  { id: 2, slug: 'bakcell', name: 'Bakcell', prefixes: ['55', '99'] },
  { id: 3, slug: 'nar', name: 'Nar', prefixes: ['70', '77'] },
] as const;

export const storageComponents = [
  [1, '8GB', 8 * 1024],
  [2, '16GB', 16 * 1024],
  [3, '32GB', 32 * 1024],
  [4, '64GB', 64 * 1024],
  [5, '128GB', 128 * 1024],
  [6, '256GB', 256 * 1024],
  [7, '512GB', 512 * 1024],
  [8, '1TB', 1024 * 1024],
  [9, '2TB', 2048 * 1024],
] as const;

export const ramComponents = [
  [21, '1GB', 1024],
  [22, '2GB', 2 * 1024],
  [23, '3GB', 3 * 1024],
  [24, '4GB', 4 * 1024],
  [25, '6GB', 6 * 1024],
  [26, '8GB', 8 * 1024],
  [27, '12GB', 12 * 1024],
  [28, '16GB', 16 * 1024],
] as const;

export const sortOptions: ReadonlyArray<{ id: number; type: SortType; name: Record<'az' | 'en' | 'ru', string> }> = [
  { id: 1, type: 'DATE_DESC', name: { az: 'Əvvəlcə yenilər', en: 'Newest first', ru: 'Сначала новые' } },
  { id: 2, type: 'DATE_ASC', name: { az: 'Əvvəlcə köhnələr', en: 'Oldest first', ru: 'Сначала старые' } },
  { id: 3, type: 'PRICE_ASC', name: { az: 'Əvvəlcə ucuzlar', en: 'Cheapest first', ru: 'Сначала дешёвые' } },
  { id: 4, type: 'PRICE_DESC', name: { az: 'Əvvəlcə bahalar', en: 'Most expensive first', ru: 'Сначала дорогие' } },
];
