import { useQuery } from '@tanstack/react-query';
import type { SortType } from '@zeng/contract/constants';
import { useTranslation } from 'react-i18next';
import { Dropdown } from '../../components/dropdown/Dropdown';
import { currentLanguage } from '../../lib/i18n';
import { lookups } from '../../lib/lookups-query';

/**
 * Newest, oldest, cheapest or dearest first; the names come from the server in the current language.
 * There is always an order: the list's own (newest first when the URL names none, as the server sorts).
 */
export function SortMenu({ value, onChange }: { value: SortType; onChange: (sort: SortType) => void }) {
  const { t, i18n } = useTranslation();
  const { data = [] } = useQuery(lookups.sort(currentLanguage(i18n.resolvedLanguage)));
  return (
    <Dropdown
      id="sort"
      label={t('listing.sort')}
      options={data.map((o) => ({ value: o.type, label: o.name }))}
      value={value}
      onChange={(sort) => sort && onChange(sort)}
      clearable={false}
    />
  );
}
