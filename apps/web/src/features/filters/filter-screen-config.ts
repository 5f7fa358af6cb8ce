import type { ProductCategory } from '@zeng/contract/constants';
import { PATHS } from '@zeng/contract/routes';

/**
 * The filter screens of phones and tablets. Their rows are the filters the contract's table gives the
 * category (@zeng/contract/filters), then the sort: only what our data can answer, applied to the
 * listing (docs/decisions/0002-filter-screens.md).
 */
export interface FilterScreenConfig {
  category: Extract<ProductCategory, 'phone' | 'tablet'>;
  titleKey: string;
  listingPath: string;
}

export const PHONE_FILTER_SCREEN: FilterScreenConfig = {
  category: 'phone',
  titleKey: 'pages.filters',
  listingPath: PATHS.home,
};

export const TABLET_FILTER_SCREEN: FilterScreenConfig = {
  category: 'tablet',
  titleKey: 'pages.tabletFilters',
  listingPath: PATHS.tablets,
};
