import { useQuery } from '@tanstack/react-query';
import { ACCESSORY_NAME_MAX_LENGTH, CONDITIONS } from '@zeng/contract/constants';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { lookups } from '../../../lib/lookups-query';
import { offeredValues, sortedOptions } from '../form/options';
import { useDropStaleChoice } from '../form/use-drop-stale-choice';
import styles from './fields.module.css';
import { RadioChoices } from './RadioChoices';
import { SelectField } from './SelectField';
import { TextField } from './TextField';

/** Accessories: a name, a type and usage. */
export function AccessoryFields() {
  const { t, i18n } = useTranslation(['post', 'advert', 'common']);
  const types = useQuery(lookups.accessoryTypes());
  const language = i18n.language;
  const options = useMemo(
    () =>
      sortedOptions(
        types.data ?? [],
        (type) => t(`accessoryTypes.${type}`, { ns: 'common', defaultValue: type }),
        language,
      ),
    [types.data, t, language],
  );
  useDropStaleChoice(
    'accessoryType',
    useMemo(() => offeredValues(options, types.isSuccess), [options, types.isSuccess]),
  );
  return (
    <div className={styles.grid}>
      <TextField
        name="name"
        label={t('fields.name')}
        hint={t('fields.nameHint')}
        autoComplete="off"
        maxLength={ACCESSORY_NAME_MAX_LENGTH}
        counted
      />
      <SelectField name="accessoryType" label={t('fields.accessoryType')} options={options} loading={types.isPending} />
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
