import { queryOptions } from '@tanstack/react-query';
import {
  accessoryTypeListSchema,
  brandListSchema,
  componentListSchema,
  districtListSchema,
  modelListSchema,
  simProviderListSchema,
  sortOptionListSchema,
} from '@zeng/contract/lookups';
import { apiRequest } from './api-client';

const forever = { staleTime: Number.POSITIVE_INFINITY, gcTime: 60 * 60_000 };

/** Reference lists: fetched once per language and kept; a failure is logged and the dropdown stays empty. */
export const lookups = {
  districts: (lng: string) =>
    queryOptions({
      queryKey: ['lookups', 'districts', lng],
      queryFn: ({ signal }) => apiRequest('/district', { schema: districtListSchema, signal }),
      ...forever,
    }),
  brands: (kind: 'phone' | 'tablet') =>
    queryOptions({
      queryKey: ['lookups', 'brands', kind],
      queryFn: ({ signal }) => apiRequest(`/brand/${kind}`, { schema: brandListSchema, signal }),
      ...forever,
    }),
  models: (brandId: number) =>
    queryOptions({
      queryKey: ['lookups', 'models', brandId],
      queryFn: ({ signal }) => apiRequest(`/model/${brandId}`, { schema: modelListSchema, signal }),
      ...forever,
    }),
  sort: (lng: string) =>
    queryOptions({
      queryKey: ['lookups', 'sort', lng],
      queryFn: ({ signal }) => apiRequest('/sort', { schema: sortOptionListSchema, signal }),
      ...forever,
    }),
  providers: () =>
    queryOptions({
      queryKey: ['lookups', 'providers'],
      queryFn: ({ signal }) => apiRequest('/sim/providers', { schema: simProviderListSchema, signal }),
      ...forever,
    }),
  accessoryTypes: () =>
    queryOptions({
      queryKey: ['lookups', 'accessory-types'],
      queryFn: ({ signal }) => apiRequest('/accessory/type', { schema: accessoryTypeListSchema, signal }),
      ...forever,
    }),
  storage: () =>
    queryOptions({
      queryKey: ['lookups', 'storage'],
      queryFn: ({ signal }) => apiRequest('/component/storage', { schema: componentListSchema, signal }),
      ...forever,
    }),
  ram: () =>
    queryOptions({
      queryKey: ['lookups', 'ram'],
      queryFn: ({ signal }) => apiRequest('/component/ram', { schema: componentListSchema, signal }),
      ...forever,
    }),
};
