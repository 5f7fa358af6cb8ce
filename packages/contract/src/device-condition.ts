import type { Condition, Grade } from './constants.js';

// A device's condition as data (issue 37). The grades and the battery filter's steps are in constants.ts,
// which the first screen's script carries; the rest stays with the screens that use it.

/** SPEC.md's condition of a grade: only a sealed device is new. */
export const conditionOfGrade = (grade: Grade): Condition => (grade === 'new_sealed' ? 'new' : 'used');

/**
 * The grade of an advert that names only SPEC.md's condition (an API client that predates grades, and
 * migration 0015's adverts): a used device is taken as "good", the grade most used phones are sold at.
 */
export const gradeOfCondition = (condition: Condition): Grade => (condition === 'new' ? 'new_sealed' : 'good');

/** A device locked to an account (iCloud, Google) works for nobody else: it is sold only for parts. */
export const LOCKED_GRADE: Grade = 'for_parts';

/** Visible faults the seller ticks, the screen's then the body's. */
export const DEFECTS = [
  'screen_scratches',
  'screen_cracked',
  'screen_dead_pixels',
  'screen_burn_in',
  'body_scratches',
  'body_dents',
  'back_cracked',
] as const;
export type Defect = (typeof DEFECTS)[number];

/** What comes with the device. */
export const BOX_CONTENTS = ['box', 'charger', 'cable', 'earphones', 'case', 'documents'] as const;
export type BoxContent = (typeof BOX_CONTENTS)[number];

/** Battery health in per cent (the maximum capacity iOS and Android report); a sealed device's is 100. */
export const BATTERY_HEALTH_MIN = 1;
export const BATTERY_HEALTH_MAX = 100;
/** Remaining warranty in whole months; three years covers every maker's and seller's warranty sold here. */
export const WARRANTY_MONTHS_MAX = 36;

export const IMEI_LENGTH = 15;
/** The first 8 digits, the Type Allocation Code, name the model; visitors see only those. */
export const IMEI_SHOWN_DIGITS = 8;
/**
 * Azerbaijan's mobile device registration system (the Ministry of Digital Development and Transport):
 * anyone can check there whether an IMEI is registered. A phone brought in from abroad must be
 * registered within 30 days of its first call on a local network, or the networks cut it off.
 */
export const IMEI_STATUS_CHECK_URL = 'https://imei.az/';

/** 15 digits whose last is the Luhn check digit of the first 14 (3GPP TS 23.003). */
export function isImei(digits: string): boolean {
  if (!/^\d{15}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < IMEI_LENGTH; i += 1) {
    let digit = Number(digits[IMEI_LENGTH - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The IMEI as a visitor sees it: the model's type code, the rest hidden ("35391110•••••••"). */
export const maskImei = (imei: string): string =>
  imei.slice(0, IMEI_SHOWN_DIGITS) + '•'.repeat(Math.max(0, imei.length - IMEI_SHOWN_DIGITS));
