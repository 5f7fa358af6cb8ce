import type { ProductCategory } from '@zeng/contract/constants';
import type { ScreenHead } from '../../app/screen-entry';
import { LISTINGS } from './listing-config';

/** A listing's description names what it lists. */
export const listingHead =
  (category: ProductCategory): ScreenHead =>
  (_data, { t }) => ({ description: t('head:listing', { title: t(LISTINGS[category].titleKey) }) });
