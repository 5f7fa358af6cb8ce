import { useId, useRef, useState } from 'react';
import type { ControllerRenderProps } from 'react-hook-form';
import form from '../../../components/form/form.module.css';
import { Icon } from '../../../components/Icon';
import { OptionPicker } from '../../../components/picker/OptionPicker';
import type { PickerOption } from '../../../components/picker/picker-order';
import { useDismiss } from '../../../lib/use-dismiss';
import type { AdvertFormValues } from '../form/advert-form-values';
import type { ControlProps } from './FieldShell';
import styles from './fields.module.css';

interface PickerFieldProps {
  control: ControlProps;
  field: ControllerRenderProps<AdvertFormValues, 'brandId' | 'modelId' | 'districtId'>;
  label: string;
  options: readonly PickerOption[];
  /** What the button reads before a choice ("Choose", "Select a brand name first."). */
  placeholder: string;
  disabled: boolean;
  onChosen?: (value: string) => void;
}

/**
 * A long list of the form (brands, a brand's models, cities) as a button that opens a picker under
 * it: a search box focused on open that finds a name in any script, the most advertised first. The
 * list opens in the page's flow, so it is never cut at a phone's edge.
 */
export function PickerField({ control, field, label, options, placeholder, disabled, onChosen }: PickerFieldProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement | null>(null);
  const chosen = options.find((o) => o.value === field.value);

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };

  useDismiss(root, (how) => close(how !== 'outside'), open);

  return (
    <div ref={root} className={styles.selectWrap}>
      <button
        {...control}
        ref={(element) => {
          button.current = element;
          field.ref(element);
        }}
        type="button"
        className={`${form.input} ${styles.select} ${styles.pickerButton}`}
        aria-label={chosen ? `${label}: ${chosen.label}` : label}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        disabled={disabled}
        onBlur={field.onBlur}
        onClick={() => setOpen(!open)}
      >
        <span className={chosen ? undefined : styles.pickerPlaceholder}>{chosen?.label ?? placeholder}</span>
      </button>
      <Icon name="chevron-down" size={18} aria-hidden="true" className={styles.chevron} />
      {open && (
        <div id={panelId} className={styles.pickerPanel}>
          <OptionPicker
            label={label}
            options={options}
            value={field.value || undefined}
            autoFocus
            maxHeight="min(320px, 50vh)"
            onChoose={(value) => {
              if (value !== undefined) {
                field.onChange(value);
                onChosen?.(value);
              }
              close(true);
            }}
          />
        </div>
      )}
    </div>
  );
}
