import { useQuery } from '@tanstack/react-query';
import { SIM_NUMBER_INPUT_MAX_LENGTH } from '@zeng/contract/constants';
import type { SimProvider } from '@zeng/contract/lookups';
import { providerOfNumber } from '@zeng/contract/sim-operator';
import { useEffect, useMemo } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { lookups } from '../../../lib/lookups-query';
import type { AdvertFormValues } from '../form/advert-form-values';
import { offeredValues, rowsToOptions } from '../form/options';
import { useDropStaleChoice } from '../form/use-drop-stale-choice';
import styles from './fields.module.css';
import { SelectField } from './SelectField';
import { TextField } from './TextField';

/**
 * SIM numbers: the number, then its operator (only those still offered), which the number's code
 * chooses as it is typed: 055 is Bakcell's (docs/decisions/0021). A code no operator holds (060) leaves
 * the choice to the seller.
 */
export function SimFields() {
  const { t } = useTranslation('post');
  const providers = useQuery(lookups.providers());
  const options = useMemo(() => rowsToOptions(providers.data), [providers.data]);
  // A closed provider (Naxtel) of an edited advert is not offered: the seller picks a current one.
  useDropStaleChoice(
    'simProviderId',
    useMemo(() => offeredValues(options, providers.isSuccess), [options, providers.isSuccess]),
  );
  useOperatorOfNumber(providers.data);
  return (
    <div className={styles.grid}>
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
      <SelectField
        name="simProviderId"
        label={t('fields.provider')}
        hint={providers.data && t('fields.providerHint', { codes: codesOf(providers.data) })}
        options={options}
        loading={providers.isPending}
      />
    </div>
  );
}

/** Each operator's codes as people write them: "050, 051, 010 Azercell; 055, 099 Bakcell". */
const codesOf = (providers: readonly SimProvider[]) =>
  providers.map((p) => `${p.prefixes.map((code) => `0${code}`).join(', ')} ${p.name}`).join('; ');

/**
 * Chooses the operator of the number's code whenever the number (or the list of operators) changes,
 * as the server will ask: a person who then picks another is told so when sending.
 */
function useOperatorOfNumber(providers: readonly SimProvider[] | undefined) {
  const { control, getValues, setValue } = useFormContext<AdvertFormValues>();
  const number = useWatch({ control, name: 'number' });
  useEffect(() => {
    const operator = providers ? providerOfNumber(number, providers) : undefined;
    if (operator && getValues('simProviderId') !== String(operator.id)) setValue('simProviderId', String(operator.id));
  }, [number, providers, getValues, setValue]);
}
