import { useQuery } from '@tanstack/react-query';
import { COLORS, SIM_TYPES } from '@zeng/contract/constants';
import { BOX_CONTENTS, DEFECTS, IMEI_SHOWN_DIGITS } from '@zeng/contract/device-condition';
import { useMemo } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import form from '../../../components/form/form.module.css';
import { lookups } from '../../../lib/lookups-query';
import type { AdvertFormValues } from '../form/advert-form-values';
import { offeredValues, rowsToOptions, sortedOptions } from '../form/options';
import { useDropStaleChoice } from '../form/use-drop-stale-choice';
import { CheckChips } from './CheckChips';
import styles from './fields.module.css';
import { AccountLockField, GradeField } from './GradeField';
import { RadioChoices } from './RadioChoices';
import { SelectField } from './SelectField';
import { TextField } from './TextField';

const capacities = (rows: readonly { id: number; capacity: string }[] | undefined) =>
  (rows ?? []).map((row) => ({ value: String(row.id), label: row.capacity }));

/**
 * Phones and tablets: brand, then the brand's models, colour, SIM type, storage and RAM, then the
 * condition as data (issue 37): grade, account lock, battery, defects, box, warranty, IMEI and its
 * registration. A sealed device is not asked for its battery or defects.
 */
export function DeviceFields({ category }: { category: 'phone' | 'tablet' }) {
  const { t, i18n } = useTranslation(['post', 'advert']);
  const { control, setValue } = useFormContext<AdvertFormValues>();
  const brandId = useWatch({ control, name: 'brandId' });
  const sealed = useWatch({ control, name: 'grade' }) === 'new_sealed';
  const optional = (label: string) => (
    <>
      {label} <span className={styles.optional}>({t('fields.optional')})</span>
    </>
  );

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
        <GradeField />
      </div>
      <div className={styles.wide}>
        <AccountLockField />
      </div>
      {!sealed && (
        <>
          <TextField
            name="batteryHealth"
            label={t('fields.batteryHealth')}
            hint={t('fields.batteryHealthHint')}
            optional
            inputMode="numeric"
            autoComplete="off"
            maxLength={3}
          />
          <div className={styles.wide}>
            <CheckChips
              name="defects"
              legend={optional(t('fields.defects'))}
              values={DEFECTS}
              label={(defect) => <span>{t(`defects.${defect}`, { ns: 'advert' })}</span>}
            />
          </div>
        </>
      )}
      <div className={styles.wide}>
        <CheckChips
          name="inBox"
          legend={optional(t('fields.inBox'))}
          values={BOX_CONTENTS}
          label={(item) => <span>{t(`inBox.${item}`, { ns: 'advert' })}</span>}
        />
      </div>
      <TextField
        name="warrantyMonths"
        label={t('fields.warrantyMonths')}
        optional
        inputMode="numeric"
        autoComplete="off"
        maxLength={2}
      />
      <TextField
        name="imei"
        label={t('fields.imei')}
        hint={t('fields.imeiHint', { digits: IMEI_SHOWN_DIGITS })}
        optional
        inputMode="numeric"
        autoComplete="off"
        maxLength={24}
      />
      <div className={styles.wide}>
        <RadioChoices
          name="imeiRegistered"
          label={optional(t('fields.imeiRegistered'))}
          options={[
            { value: 'yes', label: t('fields.registration.yes') },
            { value: 'no', label: t('fields.registration.no') },
          ]}
        />
        <p className={form.hint}>{t('fields.imeiRegisteredHint')}</p>
      </div>
    </div>
  );
}
