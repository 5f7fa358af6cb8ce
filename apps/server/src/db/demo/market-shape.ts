import type { AccessoryType } from '@zeng/contract/constants';

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
