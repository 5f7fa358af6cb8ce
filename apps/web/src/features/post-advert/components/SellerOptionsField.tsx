import { SELLER_OPTIONS, type SellerOption } from '@zeng/contract/constants';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SELLER_OPTION_ICONS } from '../../../components/advert/seller-options';
import { Icon } from '../../../components/Icon';
import type { AdvertFormValues } from '../form/advert-form-values';
import { ChipFieldset } from './ChipFieldset';
import styles from './fields.module.css';

/**
 * What the seller offers besides the item, any of them, for every category: four check boxes in a
 * fieldset, drawn as the usage's chips are. Kept in the draft and prefilled when editing.
 */
export function SellerOptionsField() {
  const { t } = useTranslation(['post', 'common']);
  const { control } = useFormContext<AdvertFormValues>();
  const { field } = useController({ name: 'sellerOptions', control });
  const chosen: readonly SellerOption[] = field.value;
  const toggle = (option: SellerOption, on: boolean) =>
    field.onChange(on ? [...chosen.filter((o) => o !== option), option] : chosen.filter((o) => o !== option));
  return (
    <ChipFieldset
      field="sellerOptions"
      legend={
        <>
          {t('fields.sellerOptions')} <span className={styles.optional}>({t('fields.optional')})</span>
        </>
      }
    >
      {(control) =>
        SELLER_OPTIONS.map((option, index) => (
          <label key={option} className={styles.chip}>
            <input
              type="checkbox"
              id={index === 0 ? control.id : undefined}
              name={field.name}
              value={option}
              checked={chosen.includes(option)}
              aria-invalid={control['aria-invalid']}
              onChange={(event) => toggle(option, event.target.checked)}
              onBlur={field.onBlur}
              ref={index === 0 ? field.ref : undefined}
            />
            <Icon name={SELLER_OPTION_ICONS[option]} size={16} aria-hidden="true" />
            <span>{t(`sellerOptions.${option}`, { ns: 'common' })}</span>
          </label>
        ))
      }
    </ChipFieldset>
  );
}
