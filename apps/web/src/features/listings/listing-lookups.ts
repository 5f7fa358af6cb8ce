import type { ProductCategory } from '@zeng/contract/constants';
import type { ScreenLoadArgs } from '../../app/screen-entry';
import type { ListParams } from '../../lib/adverts-query';
import { LISTINGS } from '../../lib/listing-config';
import { lookups } from '../../lib/lookups-query';
import { landingQuery } from './landing-query';

/**
 * The lookups a listing's page names, from the server's services: the sort, the brands of its row,
 * the cities only when the address has chosen one (the city menu's list comes when it is opened).
 */
export function seedListingLookups(
  { queryClient, data, language }: ScreenLoadArgs,
  category: ProductCategory,
  params: ListParams,
): void {
  if (!data) return;
  const config = LISTINGS[category];
  queryClient.setQueryData(lookups.sort(language).queryKey, data.sort());
  if (params.districtId !== undefined) queryClient.setQueryData(lookups.districts(language).queryKey, data.districts());
  if (config.brandKind)
    queryClient.setQueryData(lookups.brands(config.brandKind).queryKey, data.brands(config.brandKind));
  if (category === 'sim') queryClient.setQueryData(lookups.providers().queryKey, data.providers());
  if (category === 'accessory') queryClient.setQueryData(lookups.accessoryTypes().queryKey, data.accessoryTypes());
}

/** The category's landing pages its plain list links to at its end, from the server's counts. */
export async function seedHubLinks({ queryClient, data }: ScreenLoadArgs, category: ProductCategory): Promise<void> {
  if (!data) return;
  const query = landingQuery(category, '');
  await queryClient.prefetchQuery({ ...query, queryFn: () => data.landing(category, '') });
}

/**
 * A filtered list's nearest landing page: its model's, else its brand's, operator's, type's or city's,
 * where one holds shown adverts. Search engines are pointed there rather than at the whole category.
 */
export function nearestLanding({ data }: ScreenLoadArgs, category: ProductCategory, params: ListParams) {
  if (!data) return undefined;
  const [brand] = params.brandIds ?? [];
  const [model] = params.modelIds ?? [];
  const single = (ids: readonly number[] | undefined) => ids?.length === 1;
  const candidates = [
    single(params.modelIds) && `modelIds=${model}`,
    single(params.brandIds) && `brandIds=${brand}`,
    params.providerId !== undefined && `providerId=${params.providerId}`,
    params.simPrefix !== undefined && `simPrefix=${params.simPrefix}`,
    params.type !== undefined && `type=${params.type}`,
    params.districtId !== undefined && `districtId=${params.districtId}`,
  ];
  for (const query of candidates) {
    const path = query ? data.landingOfQuery(category, `?${query}`) : null;
    if (path) return path;
  }
  return undefined;
}
