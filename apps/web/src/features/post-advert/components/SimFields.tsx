import { useQuery } from '@tanstack/react-query';
import { SIM_NUMBER_INPUT_MAX_LENGTH } from '@zeng/contract/constants';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { lookups } from '../../../lib/lookups-query';
import { offeredValues, rowsToOptions } from '../form/options';
import { useDropStaleChoice } from '../form/use-drop-stale-choice';
import styles from './fields.module.css';
import { SelectField } from './SelectField';
import { TextField } from './TextField';

/** SIM numbers: the provider (only those still offered) and the number itself. */
export function SimFields() {
  const { t } = useTranslation('post');
  const providers = useQuery(lookups.providers());
  const options = useMemo(() => rowsToOptions(providers.data), [providers.data]);
  // A closed provider (Naxtel) of an edited advert is not offered: the seller picks a current one.
  useDropStaleChoice(
    'simProviderId',
    useMemo(() => offeredValues(options, providers.isSuccess), [options, providers.isSuccess]),
  );
  return (
    <div className={styles.grid}>
      <SelectField name="simProviderId" label={t('fields.provider')} options={options} loading={providers.isPending} />
      <TextField
        name="number"
        label={t('fields.number')}
        hint={t('fields.numberHint')}
        type="tel"
        inputMode="tel"
        autoComplete="off"
        maxLength={SIM_NUMBER_INPUT_MAX_LENGTH}
        placeholder="050 123 45 67"
      />
    </div>
  );
}
