import { SELLER_OPTIONS, type SellerOption } from '@zeng/contract/constants';
import { adverts } from '../../db/schema.js';

/** Each seller option's column (migration 0011): true when the advert offers it. */
export const SELLER_OPTION_COLUMNS = {
  barter: adverts.barter,
  credit: adverts.credit,
  delivery: adverts.delivery,
  negotiable: adverts.negotiable,
} as const satisfies Record<SellerOption, unknown>;

/**
 * Every set of options in SELLER_OPTIONS' order, by a bit per option (barter 1, credit 2, delivery 4,
 * negotiable 8): each listed row of every page takes one of these sixteen instead of a new object and
 * list of its own (the uncached page's profile spends a sixth of its time collecting garbage). Frozen,
 * as they are shared.
 */
const OPTION_SETS: readonly SellerOption[][] = Array.from({ length: 1 << SELLER_OPTIONS.length }, (_, bits) =>
  Object.freeze(SELLER_OPTIONS.filter((_, i) => (bits & (1 << i)) !== 0)),
) as SellerOption[][];

/** The options whose columns hold, in SELLER_OPTIONS' order (the answers' order); never to be changed. */
export function heldOptions(columns: Record<SellerOption, boolean>): SellerOption[] {
  return heldOptionsOf(columns.barter, columns.credit, columns.delivery, columns.negotiable);
}

/** heldOptions of the four columns as they stand in a row, without an object to carry them. */
export function heldOptionsOf(
  barter: boolean,
  credit: boolean,
  delivery: boolean,
  negotiable: boolean,
): SellerOption[] {
  const bits = (barter ? 1 : 0) | (credit ? 2 : 0) | (delivery ? 4 : 0) | (negotiable ? 8 : 0);
  return OPTION_SETS[bits] ?? [];
}

/** The option columns of an advert offering exactly these. */
export function optionColumns(chosen: readonly SellerOption[]): Record<SellerOption, boolean> {
  return {
    barter: chosen.includes('barter'),
    credit: chosen.includes('credit'),
    delivery: chosen.includes('delivery'),
    negotiable: chosen.includes('negotiable'),
  };
}
