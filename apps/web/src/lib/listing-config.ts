import type { ProductCategory } from '@zeng/contract/constants';
import type { FilterName } from '@zeng/contract/filters';
import { PATHS } from '@zeng/contract/routes';

export interface ListingConfig {
  category: ProductCategory;
  path: string;
  todayPath: string;
  /** Translation key of the page heading. */
  titleKey: string;
  todayTitleKey: string;
  /**
   * The filters drawn as dropdowns in the toolbar, in order (the contract's table describes each);
   * the others a listing offers are chosen on its filter screen and shown as chips.
   */
  filters: FilterName[];
  brandKind?: 'phone' | 'tablet';
  filterScreen?: string;
}

export const LISTINGS: Record<ProductCategory, ListingConfig> = {
  phone: {
    category: 'phone',
    path: PATHS.home,
    todayPath: PATHS.todayAdverts,
    titleKey: 'listing.titles.phone',
    todayTitleKey: 'pages.todayAdverts',
    filters: ['brandIds', 'modelIds', 'grade', 'districtId'],
    brandKind: 'phone',
    filterScreen: PATHS.filters,
  },
  tablet: {
    category: 'tablet',
    path: PATHS.tablets,
    todayPath: PATHS.todayTablets,
    titleKey: 'listing.titles.tablet',
    todayTitleKey: 'pages.todayTablets',
    filters: ['brandIds', 'modelIds', 'grade', 'districtId'],
    brandKind: 'tablet',
    filterScreen: PATHS.tabletFilters,
  },
  sim: {
    category: 'sim',
    path: PATHS.simCards,
    todayPath: PATHS.todaySim,
    titleKey: 'listing.titles.sim',
    todayTitleKey: 'pages.todaySIM',
    filters: ['providerId', 'simPrefix', 'simPattern', 'districtId'],
  },
  accessory: {
    category: 'accessory',
    path: PATHS.accessories,
    todayPath: PATHS.todayAccessories,
    titleKey: 'listing.titles.accessory',
    todayTitleKey: 'pages.todayAcc',
    filters: ['type', 'districtId'],
  },
};
