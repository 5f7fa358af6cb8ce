import { useEffect } from 'react';
import { useFormContext } from 'react-hook-form';
import type { AdvertFormValues } from './advert-form-values';

type ChoiceName = 'brandId' | 'modelId' | 'simProviderId' | 'districtId' | 'storageId' | 'ramId' | 'accessoryType';

/**
 * A choice its list no longer offers (a phone brand after switching to tablets, a closed SIM provider
 * of an edited advert, a stale draft) is cleared once the list has arrived, so it is asked for again.
 */
export function useDropStaleChoice(name: ChoiceName, values: readonly string[] | undefined) {
  const { getValues, setValue } = useFormContext<AdvertFormValues>();
  useEffect(() => {
    if (!values) return;
    const current = getValues(name);
    if (current !== '' && !values.includes(current)) setValue(name, '');
  }, [name, values, getValues, setValue]);
}
