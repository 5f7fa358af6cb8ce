import { type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import type { ProductCategory } from '@zeng/contract/constants';
import {
  type ChoiceFilter,
  type FilterName,
  type FlagsFilter,
  filterOf,
  type ListFilterValues,
  prerequisiteOf,
} from '@zeng/contract/filters';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../lib/i18n';
import { chosenText } from '../../lib/listing-params';
import type { lookups as referenceLists } from '../../lib/lookups-query';
import type { PickerOption } from '../picker/picker-order';

/**
 * One choice of a filter: its value as the address writes it, its name, a logo when it has one, and
 * what orders a long list (live adverts, release year).
 */
export type FilterOption = PickerOption;

/** A choice's or a flag's name in the current language: its translation, or the value when it is its own name ("055"). */
export const choiceName = (t: TFunction, filter: ChoiceFilter | FlagsFilter, value: string): string =>
  filter.valueLabels === undefined ? value : t(`${filter.valueLabels}.${value}`);

interface FilterChoicesProps {
  name: FilterName;
  /** The listing's category: a tablet listing offers tablet brands. */
  category: ProductCategory;
  /** The chosen filters: a model's choices are the chosen brand's. */
  params: ListFilterValues;
  /**
   * The reference lists' queries (lib/lookups-query's `lookups`), handed in rather than imported: a
   * module of the home route's script that the lazy chips and filter screen import must not import
   * them itself, or the bundler splits the API client out of that script (rolldown#10731), 0.7 kB more.
   */
  lookups: typeof referenceLists;
  /** Draws the choices, undefined while they load. */
  children: (options: FilterOption[] | undefined) => ReactNode;
}

/** A reference list's entry; brands and models also count their live adverts, models know their year. */
type Named = { id: number; name: string; adverts?: number; year?: number; logoUrl?: string };
const named = (list: Named[]) =>
  list.map(({ id, name, adverts, year, logoUrl }) => ({
    value: String(id),
    label: name,
    adverts,
    year,
    image: logoUrl,
  }));
const capacities = (list: Array<{ id: number; capacity: string }>) =>
  list.map((item) => ({ value: String(item.id), label: item.capacity }));

/**
 * A filter's choices in the current language, from the reference list its description in the contract
 * names, or from its own values. A component, not a hook: each reference list is a query of its own
 * type, and only the one this filter needs is asked for.
 */
export function FilterChoices({ name, category, params, lookups, children }: FilterChoicesProps) {
  const { t, i18n } = useTranslation();
  const filter = filterOf(name);
  // A number (a price's end) is typed, not chosen; flags are chosen among their own values.
  if (filter.kind === 'number') return children([]);
  if (filter.kind === 'flags') {
    return children(filter.values.map((value) => ({ value, label: choiceName(t, filter, value) })));
  }
  switch (filter.lookup) {
    case 'districts':
      return (
        <Listed query={lookups.districts(currentLanguage(i18n.resolvedLanguage))} toOptions={named} draw={children} />
      );
    case 'brands':
      return (
        <Listed query={lookups.brands(category === 'tablet' ? 'tablet' : 'phone')} toOptions={named} draw={children} />
      );
    case 'models': {
      const prerequisite = prerequisiteOf(name);
      const brandId = prerequisite && chosenText(params, prerequisite);
      if (!brandId) return children([]);
      return <Listed query={lookups.models(Number(brandId))} toOptions={named} draw={children} />;
    }
    case 'providers':
      return (
        <Listed
          query={lookups.providers()}
          toOptions={(providers) => providers.map((p) => ({ value: String(p.id), label: p.name, image: p.imageUrl }))}
          draw={children}
        />
      );
    case 'storage':
      return <Listed query={lookups.storage()} toOptions={capacities} draw={children} />;
    case 'ram':
      return <Listed query={lookups.ram()} toOptions={capacities} draw={children} />;
    case 'accessoryTypes': {
      return (
        <Listed
          query={lookups.accessoryTypes()}
          toOptions={(types) => types.map((type) => ({ value: type, label: choiceName(t, filter, type) }))}
          draw={children}
        />
      );
    }
    case undefined:
      return children(filter.values.map((value) => ({ value, label: choiceName(t, filter, value) })));
  }
}

/** A reference list's query, its entries as choices. */
function Listed<T, K extends QueryKey>({
  query,
  toOptions,
  draw,
}: {
  query: UseQueryOptions<T, Error, T, K>;
  toOptions: (list: T) => FilterOption[];
  draw: (options: FilterOption[] | undefined) => ReactNode;
}) {
  const { data } = useQuery(query);
  return draw(data === undefined ? undefined : toOptions(data));
}
