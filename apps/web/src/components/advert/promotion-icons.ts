import type { PromotionKind } from '@zeng/contract/promotion-kinds';
import type { IconName } from '../icon/sprite-icons';

/** Each kind of paid placement's drawing: the seller's buttons and the administrators' tab alike. */
export const PROMOTION_ICONS: Record<PromotionKind, IconName> = {
  REPOST: 'rocket',
  PREMIUM: 'badge-check',
  VIP: 'crown',
};
