import { useQuery } from '@tanstack/react-query';
import { COLORS, CONDITIONS } from '@zeng/contract/constants';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../lib/i18n';
import { lookups } from '../../lib/lookups-query';
import type { FilterRow, FilterScreenConfig } from './filter-screen-config';

export interface Option {
  value: string;
  label: string;
}

/** The options of every row of a filter screen, in the current language. */
export function useFilterOptions(config: FilterScreenConfig, brandId: number | undefined): Record<FilterRow, Option[]> {
  const { t, i18n } = useTranslation();
  const lng = currentLanguage(i18n.resolvedLanguage);
  const districts = useQuery(lookups.districts(lng)).data ?? [];
  const brands = useQuery(lookups.brands(config.category)).data ?? [];
  const models = useQuery({ ...lookups.models(brandId ?? 0), enabled: brandId !== undefined }).data ?? [];
  const storage = useQuery(lookups.storage()).data ?? [];
  const ram = useQuery(lookups.ram()).data ?? [];
  const sorts = useQuery(lookups.sort(lng)).data ?? [];
  return {
    district: districts.map((d) => ({ value: String(d.id), label: d.name })),
    brand: brands.map((b) => ({ value: String(b.id), label: b.name })),
    model: brandId ? models.map((m) => ({ value: String(m.id), label: m.name })) : [],
    color: COLORS.map((c) => ({ value: c, label: t(`colors.${c}`) })),
    storage: storage.map((c) => ({ value: String(c.id), label: c.capacity })),
    ram: ram.map((c) => ({ value: String(c.id), label: c.capacity })),
    condition: CONDITIONS.map((c) => ({ value: c, label: t(`card.condition.${c}`) })),
    sort: sorts.map((s) => ({ value: s.type, label: s.name })),
  };
}
