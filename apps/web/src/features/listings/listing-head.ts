import type { ProductCategory } from '@zeng/contract/constants';
import { categoryShareImage } from '@zeng/contract/share-images';
import type { ScreenHead } from '../../app/screen-entry';
import { LISTINGS } from '../../lib/listing-config';

/** A listing's description names what it lists; a shared link of it shows its category's picture. */
export const listingHead =
  (category: ProductCategory): ScreenHead =>
  (_data, { t }) => ({
    description: t('head:listing', { title: t(LISTINGS[category].titleKey) }),
    share: { image: categoryShareImage(category) },
  });
