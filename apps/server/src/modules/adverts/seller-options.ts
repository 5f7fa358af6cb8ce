import { SELLER_OPTIONS, type SellerOption } from '@zeng/contract/constants';
import { adverts } from '../../db/schema.js';

/** Each seller option's column (migration 0011): true when the advert offers it. */
export const SELLER_OPTION_COLUMNS = {
  barter: adverts.barter,
  credit: adverts.credit,
  delivery: adverts.delivery,
  negotiable: adverts.negotiable,
} as const satisfies Record<SellerOption, unknown>;

/** The options whose columns hold, in SELLER_OPTIONS' order (the answers' order). */
export function heldOptions(columns: Record<SellerOption, boolean>): SellerOption[] {
  return SELLER_OPTIONS.filter((option) => columns[option]);
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
