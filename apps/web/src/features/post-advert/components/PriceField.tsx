import { PRICE_MAX, PRICE_MIN } from '@zeng/contract/constants';
import { formatPrice } from '@zeng/contract/price';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { acceptTyped } from '../../../components/form/accept-typed';
import form from '../../../components/form/form.module.css';
import type { AdvertFormValues } from '../form/advert-form-values';
import { FieldShell } from './FieldShell';
import styles from './fields.module.css';

/** Letters never belong in a price; a decimal point stays, so "12.5" is refused as not whole, not read as 125. */
const priceCharacters = (value: string) => value.replace(/[^\d\s.,]/g, '').slice(0, 16);

/** The price in whole manat; the hint states the real rule (an earlier "1-10000azn" hint was wrong). */
export function PriceField() {
  const { t } = useTranslation('post');
  const { control } = useFormContext<AdvertFormValues>();
  const { field } = useController({ name: 'price', control });
  const hint = t('fields.priceHint', {
    min: formatPrice(PRICE_MIN),
    max: formatPrice(PRICE_MAX),
    currency: t('common.azn', { ns: 'common' }),
  });
  return (
    <FieldShell field="price" label={t('fields.price')} hint={hint}>
      {(aria) => (
        <div className={styles.withUnit}>
          <input
            {...aria}
            ref={field.ref}
            name={field.name}
            className={`${form.input} ${styles.input}`}
            inputMode="decimal"
            autoComplete="off"
            placeholder={`${PRICE_MIN} – ${formatPrice(PRICE_MAX)}`}
            value={field.value}
            onBlur={field.onBlur}
            onChange={(event) => field.onChange(acceptTyped(event, priceCharacters))}
          />
          <span className={styles.unit} aria-hidden="true">
            {t('common.azn', { ns: 'common' })}
          </span>
        </div>
      )}
    </FieldShell>
  );
}
