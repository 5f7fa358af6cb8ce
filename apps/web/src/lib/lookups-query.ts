import { queryOptions } from '@tanstack/react-query';
import * as api from '@zeng/contract/endpoints/lookups';
import { call } from './api-client';
import { queryKeys } from './query-keys';

const forever = { staleTime: Number.POSITIVE_INFINITY, gcTime: 60 * 60_000 };

/**
 * Reference lists: fetched once per language and kept; a failure is logged and the dropdown stays empty.
 * Answers are typed by the contract and checked by the server's response schemas (ADR 0006).
 */
export const lookups = {
  districts: (lng: string) =>
    queryOptions({
      queryKey: queryKeys.districts(lng),
      queryFn: ({ signal }) => call(api.districts, {}, { signal }),
      ...forever,
    }),
  brands: (kind: 'phone' | 'tablet') =>
    queryOptions({
      queryKey: queryKeys.brands(kind),
      queryFn: ({ signal }) => call(kind === 'phone' ? api.phoneBrands : api.tabletBrands, {}, { signal }),
      ...forever,
    }),
  models: (brandId: number) =>
    queryOptions({
      queryKey: queryKeys.models(brandId),
      queryFn: ({ signal }) => call(api.models, { params: { brandId } }, { signal }),
      ...forever,
    }),
  sort: (lng: string) =>
    queryOptions({
      queryKey: queryKeys.sortOptions(lng),
      queryFn: ({ signal }) => call(api.sortOptions, {}, { signal }),
      ...forever,
    }),
  providers: () =>
    queryOptions({
      queryKey: queryKeys.simProviders,
      queryFn: ({ signal }) => call(api.simProviders, {}, { signal }),
      ...forever,
    }),
  accessoryTypes: () =>
    queryOptions({
      queryKey: queryKeys.accessoryTypes,
      queryFn: ({ signal }) => call(api.accessoryTypes, {}, { signal }),
      ...forever,
    }),
  storage: () =>
    queryOptions({
      queryKey: queryKeys.storageOptions,
      queryFn: ({ signal }) => call(api.storageOptions, {}, { signal }),
      ...forever,
    }),
  ram: () =>
    queryOptions({
      queryKey: queryKeys.ramOptions,
      queryFn: ({ signal }) => call(api.ramOptions, {}, { signal }),
      ...forever,
    }),
};
