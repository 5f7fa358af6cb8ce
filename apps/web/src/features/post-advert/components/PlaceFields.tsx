import { useQuery } from '@tanstack/react-query';
import { CONTACT_CHANNELS } from '@zeng/contract/contact';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n';
import { lookups } from '../../../lib/lookups-query';
import { offeredValues, rowsToOptions } from '../form/options';
import { useDropStaleChoice } from '../form/use-drop-stale-choice';
import styles from './fields.module.css';
import { PriceField } from './PriceField';
import { RadioChoices } from './RadioChoices';
import { SelectField } from './SelectField';
import { SellerOptionsField } from './SellerOptionsField';

/** Price and city, then what the seller offers besides the item and how buyers reach them: asked of every category. */
export function PlaceFields() {
  const { t, i18n } = useTranslation('post');
  const districts = useQuery(lookups.districts(currentLanguage(i18n.resolvedLanguage)));
  const options = useMemo(() => rowsToOptions(districts.data), [districts.data]);
  useDropStaleChoice(
    'districtId',
    useMemo(() => offeredValues(options, districts.isSuccess), [options, districts.isSuccess]),
  );
  return (
    <div className={styles.grid}>
      <PriceField />
      <SelectField name="districtId" label={t('fields.district')} options={options} loading={districts.isPending} />
      <div className={styles.wide}>
        <SellerOptionsField />
      </div>
      <div className={styles.wide}>
        <RadioChoices
          name="contactBy"
          label={t('fields.contactBy')}
          options={CONTACT_CHANNELS.map((value) => ({ value, label: t(`fields.contactChannels.${value}`) }))}
        />
      </div>
    </div>
  );
}
