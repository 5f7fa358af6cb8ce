import styles from './FlagChecks.module.css';

interface FlagChecksProps {
  legend: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  chosen: readonly string[];
  /** The chosen values, in the options' order. */
  onChange: (chosen: string[]) => void;
}

/** Check boxes of which any may hold, each one a condition every shown advert meets (barter, delivery). */
export function FlagChecks({ legend, options, chosen, onChange }: FlagChecksProps) {
  const toggle = (value: string, on: boolean) =>
    onChange(options.map((o) => o.value).filter((v) => (v === value ? on : chosen.includes(v))));
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className={styles.check}>
          <input
            type="checkbox"
            checked={chosen.includes(option.value)}
            onChange={(event) => toggle(option.value, event.target.checked)}
          />
          <span>{option.label}</span>
        </label>
      ))}
    </fieldset>
  );
}
