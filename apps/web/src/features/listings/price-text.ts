import { formatPrice } from '@zeng/contract/price';
import type { TFunction } from 'i18next';
import type { PriceBounds } from '../../components/filters/PriceRange';

/** A chosen price range in words: "500–1 500 AZN", "from 500 AZN", "to 1 500 AZN"; none when open. */
export function priceRangeText({ priceMin, priceMax }: PriceBounds, t: TFunction): string | undefined {
  const min = priceMin === undefined ? undefined : formatPrice(priceMin);
  const max = priceMax === undefined ? undefined : formatPrice(priceMax);
  if (min && max) return t('filters.priceRange.between', { min, max });
  if (min) return t('filters.priceRange.from', { value: min });
  if (max) return t('filters.priceRange.to', { value: max });
  return undefined;
}
