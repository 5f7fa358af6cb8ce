import type { SortType } from '@zeng/contract/constants';

/**
 * Every reference row carries its id here, for good: adverts and addresses point at it, so an id is
 * never renumbered, reused or removed (issued-ids.ts keeps the names they were given). Brands are
 * listed in the order lists show them; a new one takes the next free id of its kind (phones 1–20,
 * tablets 21–30, then on from 31).
 */
export interface BrandSeed {
  readonly id: number;
  readonly slug: string;
  readonly name: string;
}

export const phoneBrands = [
  { id: 1, slug: 'apple', name: 'Apple' },
  { id: 2, slug: 'samsung', name: 'Samsung' },
  { id: 3, slug: 'google', name: 'Google' },
  { id: 4, slug: 'xiaomi', name: 'Xiaomi' },
  { id: 5, slug: 'huawei', name: 'Huawei' },
  { id: 6, slug: 'oneplus', name: 'OnePlus' },
  { id: 7, slug: 'sony', name: 'Sony' },
  { id: 8, slug: 'nokia', name: 'Nokia' },
  { id: 9, slug: 'oppo', name: 'OPPO' },
  { id: 10, slug: 'poco', name: 'Poco' },
  { id: 11, slug: 'nothing', name: 'Nothing' },
  { id: 12, slug: 'tcl', name: 'TCL' },
  { id: 13, slug: 'motorola', name: 'Motorola' },
  { id: 14, slug: 'infinix', name: 'Infinix' },
  { id: 15, slug: 'tecno', name: 'Tecno' },
  { id: 16, slug: 'asus', name: 'ASUS' },
  { id: 17, slug: 'vivo', name: 'Vivo' },
  { id: 18, slug: 'itel', name: 'Itel' },
  { id: 19, slug: 'honor', name: 'HONOR' },
  { id: 20, slug: 'blackview', name: 'Blackview' },
] as const satisfies readonly BrandSeed[];

export const tabletBrands = [
  { id: 21, slug: 'apple', name: 'Apple' },
  { id: 22, slug: 'samsung', name: 'Samsung' },
  { id: 23, slug: 'huawei', name: 'Huawei' },
  { id: 24, slug: 'lenovo', name: 'Lenovo' },
  { id: 25, slug: 'xiaomi', name: 'Xiaomi' },
  { id: 26, slug: 'microsoft', name: 'Microsoft' },
  { id: 27, slug: 'asus', name: 'Asus' },
  { id: 28, slug: 'acer', name: 'Acer' },
  { id: 29, slug: 'alcatel', name: 'Alcatel' },
  { id: 30, slug: 'realme', name: 'Realme' },
] as const satisfies readonly BrandSeed[];

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
