import type { ReactNode } from 'react';
import { type ControllerRenderProps, useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import form from '../../../components/form/form.module.css';
import { Icon } from '../../../components/Icon';
import { type PickerOption, SEARCHABLE_FROM } from '../../../components/picker/picker-order';
import type { AdvertFormValues } from '../form/advert-form-values';
import { FieldShell } from './FieldShell';
import styles from './fields.module.css';
import { PickerField } from './PickerField';

/** A choice of the form; brands and models also carry their live adverts and year (picker-order). */
export type Option = PickerOption;

/** The fields whose value is one text. */
type ChoiceName = {
  [K in keyof AdvertFormValues]: AdvertFormValues[K] extends string ? K : never;
}[Exclude<keyof AdvertFormValues, 'category'>];
/** The fields whose lists can be longer than a screen: they get a picker with a search box. */
const PICKED = ['brandId', 'modelId', 'districtId'] as const;
type PickedName = (typeof PICKED)[number];
const isPicked = (name: ChoiceName): name is PickedName => PICKED.some((picked) => picked === name);

interface SelectFieldProps {
  name: ChoiceName;
  label: string;
  options: readonly Option[];
  optional?: boolean;
  hint?: ReactNode;
  /** Why there is nothing to choose yet ("Select a brand name first."). */
  disabledText?: string;
  loading?: boolean;
  /** After the person chooses (a brand clears its model). */
  onChosen?: (value: string) => void;
}

/**
 * A labelled choice bound to the form: a native select (the phone's own picker on mobile), or, for a
 * list longer than a screen, a picker that searches it. Controlled, so a value restored before its
 * options arrive shows as soon as they do.
 */
export function SelectField({
  name,
  label,
  options,
  optional,
  hint,
  disabledText,
  loading,
  onChosen,
}: SelectFieldProps) {
  const { t } = useTranslation('post');
  const { control } = useFormContext<AdvertFormValues>();
  const { field } = useController({ name, control });
  const disabled = disabledText !== undefined;
  const placeholder = disabled
    ? disabledText
    : loading
      ? t('fields.loading')
      : options.length === 0
        ? t('fields.noOptions')
        : t('fields.choose');
  return (
    <FieldShell field={name} label={label} optional={optional} hint={hint}>
      {(aria) =>
        isPicked(name) && options.length >= SEARCHABLE_FROM ? (
          <PickerField
            control={aria}
            // Narrowed by isPicked: the controller of one of the picked fields.
            field={field as ControllerRenderProps<AdvertFormValues, PickedName>}
            label={label}
            options={options}
            placeholder={placeholder}
            disabled={disabled}
            onChosen={onChosen}
          />
        ) : (
          <div className={styles.selectWrap}>
            <select
              {...aria}
              ref={field.ref}
              name={field.name}
              className={`${form.input} ${styles.select}`}
              value={field.value}
              disabled={disabled}
              onBlur={field.onBlur}
              onChange={(event) => {
                field.onChange(event.target.value);
                onChosen?.(event.target.value);
              }}
            >
              <option value="">{placeholder}</option>
              {options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
            <Icon name="chevron-down" size={18} aria-hidden="true" className={styles.chevron} />
          </div>
        )
      }
    </FieldShell>
  );
}
