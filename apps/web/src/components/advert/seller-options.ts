import type { SellerOption } from '@zeng/contract/constants';
import type { IconName } from '../icon/sprite-icons';

/**
 * Each seller option's drawing, the same on a card, on the advert's page and in the posting form: a
 * swap, a card, a van, a handshake. Their names are the `common` namespace's `sellerOptions.*`.
 */
export const SELLER_OPTION_ICONS: Record<SellerOption, IconName> = {
  barter: 'arrow-left-right',
  credit: 'credit-card',
  delivery: 'truck',
  negotiable: 'handshake',
};
