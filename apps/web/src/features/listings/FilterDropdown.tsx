import { type FilterName, filterOf, prerequisiteOf } from '@zeng/contract/filters';
import { useTranslation } from 'react-i18next';
import { Dropdown } from '../../components/dropdown/Dropdown';
import { FilterChoices } from '../../components/filters/FilterChoices';
import type { ListParams } from '../../lib/adverts-query';
import type { ListingConfig } from '../../lib/listing-config';
import { chosenText, filterChange } from '../../lib/listing-params';
import { lookups } from '../../lib/lookups-query';

export interface FilterProps {
  config: ListingConfig;
  params: ListParams;
  update: (change: Partial<ListParams>) => void;
}

/** One filter as a dropdown, named and filled as the contract's table describes it. */
export function FilterDropdown({ name, config, params, update }: FilterProps & { name: FilterName }) {
  const { t } = useTranslation();
  const { label, after } = filterOf(name);
  const prerequisite = prerequisiteOf(name);
  const blocked = after && prerequisite && params[prerequisite] === undefined ? t(after.blockedLabel) : undefined;
  return (
    <FilterChoices lookups={lookups} name={name} category={config.category} params={params}>
      {(options = []) => (
        <Dropdown
          id={name}
          label={t(label)}
          options={options}
          value={chosenText(params, name)}
          onChange={(text) => update(filterChange(name, text))}
          blockedMessage={blocked}
        />
      )}
    </FilterChoices>
  );
}
