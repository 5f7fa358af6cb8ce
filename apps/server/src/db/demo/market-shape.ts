import type { AccessoryType, ProductCategory, SellerOption } from '@zeng/contract/constants';
import type { Random } from './random.js';

/** How often each kind of accessory is offered (the demo seed and the load benchmark's seed). */
export const ACCESSORY_TYPE_WEIGHTS: Record<AccessoryType, number> = {
  HEADPHONES: 20,
  CASE: 18,
  SCREEN_PROTECTOR: 8,
  CABLE: 8,
  POWER_BANK: 10,
  ADAPTER: 10,
  SELFIE_STICK: 4,
  MAGSAFE: 6,
  SD_CARD: 6,
  TRIPOD: 4,
  GAMEPAD: 6,
};

/** When people post, by hour of the day in Baku (09:00 to 23:00, busiest in the evening). */
export const POSTING_HOURS = [9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22].map(
  (hour, i) => [hour, [3, 5, 6, 6, 6, 6, 6, 6, 7, 8, 9, 9, 8, 6][i] ?? 5] as const,
);

const HOUR = 3_600_000;
/** Asia/Baku is UTC+4 all year (no daylight saving since 2016). */
export const BAKU_OFFSET_MS = 4 * HOUR;

/**
 * What a seller offers besides the item (SELLER_OPTIONS), about as often as on tap.az: a quarter of the
 * adverts call the price negotiable, a sixth take a swap, a tenth offer credit or instalments and a
 * fifth deliver. Shops offer credit and delivery far more than people do and haggle less; phones and
 * tablets are swapped more than anything else. The demo seed and the load benchmark's seed both use it.
 */
export function pickSellerOptions(random: Random, category: ProductCategory, isShop: boolean): SellerOption[] {
  const device = category === 'phone' || category === 'tablet';
  const chances: Record<SellerOption, number> = {
    barter: device ? (isShop ? 0.08 : 0.22) : category === 'sim' ? 0.08 : 0.05,
    credit: device ? (isShop ? 0.7 : 0.06) : category === 'accessory' && isShop ? 0.2 : 0,
    delivery: isShop ? 0.7 : category === 'accessory' ? 0.25 : category === 'sim' ? 0.15 : 0.08,
    negotiable: isShop ? 0.12 : 0.3,
  };
  const options: SellerOption[] = [];
  for (const option of ['barter', 'credit', 'delivery', 'negotiable'] as const) {
    if (random.chance(chances[option])) options.push(option);
  }
  return options;
}
