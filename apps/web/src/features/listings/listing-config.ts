import type { ProductCategory } from '@zeng/contract/constants';
import { PATHS } from '@zeng/contract/routes';

export type FilterKind = 'brand' | 'model' | 'district' | 'provider' | 'type';

export interface ListingConfig {
  category: ProductCategory;
  path: string;
  todayPath: string;
  /** Translation key of the page heading. */
  titleKey: string;
  todayTitleKey: string;
  /** Filters are data: each listing names its own, rendered by one component per kind. */
  filters: FilterKind[];
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
    filters: ['brand', 'model', 'district'],
    brandKind: 'phone',
    filterScreen: PATHS.filters,
  },
  tablet: {
    category: 'tablet',
    path: PATHS.tablets,
    todayPath: PATHS.todayTablets,
    titleKey: 'listing.titles.tablet',
    todayTitleKey: 'pages.todayTablets',
    filters: ['brand', 'model', 'district'],
    brandKind: 'tablet',
    filterScreen: PATHS.tabletFilters,
  },
  sim: {
    category: 'sim',
    path: PATHS.simCards,
    todayPath: PATHS.todaySim,
    titleKey: 'listing.titles.sim',
    todayTitleKey: 'pages.todaySIM',
    filters: ['provider', 'district'],
  },
  accessory: {
    category: 'accessory',
    path: PATHS.accessories,
    todayPath: PATHS.todayAccessories,
    titleKey: 'listing.titles.accessory',
    todayTitleKey: 'pages.todayAcc',
    filters: ['type', 'district'],
  },
};
