import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ListParams } from '../../lib/adverts-query';
import { currentLanguage } from '../../lib/i18n';
import type { FilterName } from '../../lib/listing-params';
import { lookups } from '../../lib/lookups-query';
import type { ListingConfig } from './listing-config';

const LOADING = '…';

type Named = { id: number; name?: string; capacity?: string };

/**
 * The chosen value of each filter in the current language ("Samsung", "Bakı", "Qara"), "…" while its
 * reference list loads; a list is asked for only when its filter is set.
 */
export function useFilterLabels(config: ListingConfig, params: ListParams): (name: FilterName) => string {
  const { t, i18n } = useTranslation();
  const lng = currentLanguage(i18n.resolvedLanguage);
  const brandId = params.brandIds?.[0];
  const when = (value: unknown) => ({ enabled: value !== undefined });
  const brands = useQuery({ ...lookups.brands(config.brandKind ?? 'phone'), ...when(brandId) }).data;
  const models = useQuery({ ...lookups.models(brandId ?? 0), ...when(brandId && params.modelIds) }).data;
  const districts = useQuery({ ...lookups.districts(lng), ...when(params.districtId) }).data;
  const providers = useQuery({ ...lookups.providers(), ...when(params.providerId) }).data;
  const storage = useQuery({ ...lookups.storage(), ...when(params.storageId) }).data;
  const ram = useQuery({ ...lookups.ram(), ...when(params.ramId) }).data;

  /** Ids' names from a reference list; an id the list lacks is shown by the filter's own name. */
  const named = (list: Named[] | undefined, ids: number[] | number | undefined, fallback: string) =>
    list
      ? [ids ?? []]
          .flat()
          .map((id) => {
            const found = list.find((item) => item.id === id);
            return found?.name ?? found?.capacity ?? fallback;
          })
          .join(', ')
      : LOADING;

  return (name) => {
    switch (name) {
      case 'district':
        return named(districts, params.districtId, t('listing.city'));
      case 'brand':
        return named(brands, params.brandIds, t('listing.brand'));
      case 'model':
        return brandId ? named(models, params.modelIds, t('listing.model')) : t('listing.model');
      case 'storage':
        return named(storage, params.storageId, t('filters.rows.storage'));
      case 'ram':
        return named(ram, params.ramId, t('filters.rows.ram'));
      case 'provider':
        return named(providers, params.providerId, t('listing.provider'));
      case 'color':
        return t(`colors.${params.color}`);
      case 'condition':
        return t(`card.condition.${params.condition}`);
      case 'type':
        return t(`accessoryTypes.${params.type}`);
    }
  };
}
