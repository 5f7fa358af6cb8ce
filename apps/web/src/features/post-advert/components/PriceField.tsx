import { PRICE_MAX, PRICE_MIN } from '@zeng/contract/constants';
import { formatPrice } from '@zeng/contract/price';
import { type ClipboardEvent, useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { acceptTyped } from '../../../components/form/accept-typed';
import { FieldError } from '../../../components/form/FieldError';
import form from '../../../components/form/form.module.css';
import type { AdvertFormValues } from '../form/advert-form-values';
import { FieldShell } from './FieldShell';
import styles from './fields.module.css';

/**
 * What a price may hold: digits, spaces grouping them ("1 250"), and a decimal point or comma, kept so
 * "12.5" is refused as not whole instead of read as 125. Nothing else, so "-5" or "1e6" never quietly
 * turn into another price: a typed "-" or "e" is not shown, and said so; a paste holding one is refused.
 */
const NOT_PRICE_CHARACTERS = /[^\d\s.,]/g;
const priceCharacters = (value: string) => value.replace(NOT_PRICE_CHARACTERS, '').slice(0, 16);
/** The characters of `text` a price does not take, each once, in order ("" when none). */
const refusedIn = (text: string) => [...new Set(text.match(NOT_PRICE_CHARACTERS))].join(' ');

/** A character the field did not take: typed (not shown, said until the field is left) or pasted (the paste refused). */
interface Refusal {
  pasted: boolean;
  characters: string;
}

/** The price in whole manat; the hint states the real rule (an earlier "1-10000azn" hint was wrong). */
export function PriceField() {
  const { t } = useTranslation('post');
  const { control } = useFormContext<AdvertFormValues>();
  const { field } = useController({ name: 'price', control });
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const hint = t('fields.priceHint', {
    min: formatPrice(PRICE_MIN),
    max: formatPrice(PRICE_MAX),
    currency: t('common.azn', { ns: 'common' }),
  });
  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const characters = refusedIn(event.clipboardData.getData('text'));
    if (!characters) return;
    event.preventDefault();
    setRefusal({ pasted: true, characters });
  };
  const refused =
    refusal &&
    (refusal.pasted ? (
      <FieldError announce>{t('fields.pricePasteRefused', { characters: refusal.characters })}</FieldError>
    ) : (
      <p className={styles.notTaken} role="status">
        {t('fields.priceNotTyped', { characters: refusal.characters })}
      </p>
    ));
  return (
    <FieldShell field="price" label={t('fields.price')} hint={hint} after={refused}>
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
            onBlur={() => {
              field.onBlur();
              setRefusal((current) => (current?.pasted ? current : null));
            }}
            onPaste={onPaste}
            onChange={(event) => {
              const characters = refusedIn(event.currentTarget.value);
              field.onChange(acceptTyped(event, priceCharacters));
              // A typed refusal stays while the person types on; a change that took everything ends a paste's.
              setRefusal((current) => (characters ? { pasted: false, characters } : current?.pasted ? null : current));
            }}
          />
          <span className={styles.unit} aria-hidden="true">
            {t('common.azn', { ns: 'common' })}
          </span>
        </div>
      )}
    </FieldShell>
  );
}
