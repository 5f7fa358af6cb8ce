import { queryOptions } from '@tanstack/react-query';
import type { Brand, Component, District, Model, SimProvider, SortOption } from '@zeng/contract/lookups';
import { apiRequest } from './api-client';

const forever = { staleTime: Number.POSITIVE_INFINITY, gcTime: 60 * 60_000 };

/**
 * Reference lists: fetched once per language and kept; a failure is logged and the dropdown stays empty.
 * Answers are typed by the contract and checked by the server's response schemas (ADR 0006).
 */
export const lookups = {
  districts: (lng: string) =>
    queryOptions({
      queryKey: ['lookups', 'districts', lng],
      queryFn: ({ signal }) => apiRequest<District[]>('/district', { signal }),
      ...forever,
    }),
  brands: (kind: 'phone' | 'tablet') =>
    queryOptions({
      queryKey: ['lookups', 'brands', kind],
      queryFn: ({ signal }) => apiRequest<Brand[]>(`/brand/${kind}`, { signal }),
      ...forever,
    }),
  models: (brandId: number) =>
    queryOptions({
      queryKey: ['lookups', 'models', brandId],
      queryFn: ({ signal }) => apiRequest<Model[]>(`/model/${brandId}`, { signal }),
      ...forever,
    }),
  sort: (lng: string) =>
    queryOptions({
      queryKey: ['lookups', 'sort', lng],
      queryFn: ({ signal }) => apiRequest<SortOption[]>('/sort', { signal }),
      ...forever,
    }),
  providers: () =>
    queryOptions({
      queryKey: ['lookups', 'providers'],
      queryFn: ({ signal }) => apiRequest<SimProvider[]>('/sim/providers', { signal }),
      ...forever,
    }),
  accessoryTypes: () =>
    queryOptions({
      queryKey: ['lookups', 'accessory-types'],
      queryFn: ({ signal }) => apiRequest<string[]>('/accessory/type', { signal }),
      ...forever,
    }),
  storage: () =>
    queryOptions({
      queryKey: ['lookups', 'storage'],
      queryFn: ({ signal }) => apiRequest<Component[]>('/component/storage', { signal }),
      ...forever,
    }),
  ram: () =>
    queryOptions({
      queryKey: ['lookups', 'ram'],
      queryFn: ({ signal }) => apiRequest<Component[]>('/component/ram', { signal }),
      ...forever,
    }),
};
