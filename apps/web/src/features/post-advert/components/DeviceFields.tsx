import { useQuery } from '@tanstack/react-query';
import { COLORS, CONDITIONS, SIM_TYPES } from '@zeng/contract/constants';
import { useMemo } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { lookups } from '../../../lib/lookups-query';
import type { AdvertFormValues } from '../form/advert-form-values';
import { offeredValues, rowsToOptions, sortedOptions } from '../form/options';
import { useDropStaleChoice } from '../form/use-drop-stale-choice';
import styles from './fields.module.css';
import { RadioChoices } from './RadioChoices';
import { SelectField } from './SelectField';

const capacities = (rows: readonly { id: number; capacity: string }[] | undefined) =>
  (rows ?? []).map((row) => ({ value: String(row.id), label: row.capacity }));

/** Phones and tablets: brand, then the brand's models, colour, usage, storage, RAM and SIM type. */
export function DeviceFields({ category }: { category: 'phone' | 'tablet' }) {
  const { t, i18n } = useTranslation(['post', 'advert']);
  const { control, setValue } = useFormContext<AdvertFormValues>();
  const brandId = useWatch({ control, name: 'brandId' });

  const brands = useQuery(lookups.brands(category));
  const models = useQuery({ ...lookups.models(Number(brandId)), enabled: brandId !== '' });
  const storage = useQuery(lookups.storage());
  const ram = useQuery(lookups.ram());

  const brandOptions = useMemo(() => rowsToOptions(brands.data), [brands.data]);
  const modelOptions = useMemo(() => rowsToOptions(brandId ? models.data : []), [brandId, models.data]);
  useDropStaleChoice(
    'brandId',
    useMemo(() => offeredValues(brandOptions, brands.isSuccess), [brandOptions, brands.isSuccess]),
  );
  useDropStaleChoice(
    'modelId',
    useMemo(
      () => offeredValues(modelOptions, brandId === '' || models.isSuccess),
      [modelOptions, brandId, models.isSuccess],
    ),
  );

  const language = i18n.language;
  const colorOptions = useMemo(
    () => sortedOptions(COLORS, (color) => t(`colors.${color}`, { ns: 'advert' }), language),
    [t, language],
  );

  return (
    <div className={styles.grid}>
      <SelectField
        name="brandId"
        label={t('fields.brand')}
        options={brandOptions}
        loading={brands.isPending}
        onChosen={() => setValue('modelId', '')}
      />
      <SelectField
        name="modelId"
        label={t('fields.model')}
        options={modelOptions}
        loading={brandId !== '' && models.isPending}
        disabledText={brandId === '' ? t('fields.selectBrandFirst') : undefined}
      />
      <SelectField name="color" label={t('fields.color')} options={colorOptions} />
      <SelectField
        name="simType"
        label={t('fields.simType')}
        optional={category === 'tablet'}
        options={SIM_TYPES.map((value) => ({ value, label: t(`simTypes.${value}`, { ns: 'advert' }) }))}
      />
      <SelectField
        name="storageId"
        label={t('fields.storage')}
        options={capacities(storage.data)}
        loading={storage.isPending}
      />
      <SelectField name="ramId" label={t('fields.ram')} options={capacities(ram.data)} loading={ram.isPending} />
      <div className={styles.wide}>
        <RadioChoices
          name="condition"
          label={t('fields.condition')}
          options={CONDITIONS.map((value) => ({ value, label: t(`usage.${value}`, { ns: 'advert' }) }))}
        />
      </div>
    </div>
  );
}
