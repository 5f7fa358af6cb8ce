import type { ProductCategory } from '@zeng/contract/constants';
import { PATHS } from '@zeng/contract/routes';

/**
 * The categories of the filter screens that our data can answer; the screens apply their
 * selection to the listing. Other categories (display, processor, camera, battery, NFC, …) have no data
 * behind them yet, so they are not offered: see docs/decisions/0002-filter-screens.md.
 */
export type FilterRow = 'district' | 'brand' | 'model' | 'color' | 'storage' | 'ram' | 'condition' | 'sort';

export interface FilterScreenConfig {
  category: Extract<ProductCategory, 'phone' | 'tablet'>;
  titleKey: string;
  listingPath: string;
  rows: FilterRow[];
}

export const PHONE_FILTER_SCREEN: FilterScreenConfig = {
  category: 'phone',
  titleKey: 'pages.filters',
  listingPath: PATHS.home,
  rows: ['district', 'brand', 'model', 'color', 'storage', 'ram', 'condition', 'sort'],
};

export const TABLET_FILTER_SCREEN: FilterScreenConfig = {
  category: 'tablet',
  titleKey: 'pages.tabletFilters',
  listingPath: PATHS.tablets,
  rows: ['district', 'brand', 'model', 'color', 'storage', 'ram', 'condition', 'sort'],
};
