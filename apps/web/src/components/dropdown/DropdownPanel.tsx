import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useDismiss } from '../../lib/use-dismiss';
import { OptionPicker } from '../picker/OptionPicker';
import styles from './Dropdown.module.css';
import type { DropdownOption } from './dropdown-option';

export interface DropdownPanelProps<V extends string> {
  id: string;
  /** The dropdown's whole box: a press outside it closes the panel. */
  root: RefObject<HTMLDivElement | null>;
  label: string;
  options: DropdownOption<V>[];
  value: V | undefined;
  blockedMessage?: string;
  /** The name of the row that clears the choice; none when there is always a choice (the sort). */
  anyLabel?: string;
  /** Typed at the dropdown's button before this list came; `enter`: Enter was pressed too. */
  typedEarly?: { text: string; enter: boolean };
  choose: (value: V | undefined) => void;
  close: () => void;
}

/**
 * An open dropdown's list: what only a person who opens it needs, so its code loads then (or while the
 * browser is idle) and not with the page. It opens with the focus in its search box (or its list).
 */
export default function DropdownPanel<V extends string>({
  id,
  root,
  label,
  options,
  value,
  blockedMessage,
  anyLabel,
  typedEarly,
  choose,
  close,
}: DropdownPanelProps<V>) {
  const { t } = useTranslation();

  useDismiss(root, close);

  return (
    <div className={styles.panel} id={id}>
      {blockedMessage ? (
        <p className={styles.message}>{blockedMessage}</p>
      ) : options.length === 0 ? (
        <p className={styles.message}>{t('common.noOptionsAvailable')}</p>
      ) : (
        <OptionPicker
          label={label}
          options={options}
          value={value}
          anyLabel={anyLabel}
          autoFocus
          initialTyped={typedEarly?.text}
          chooseAtOnce={typedEarly?.enter}
          // The picker hands back a name it was given: one of this list's values.
          onChoose={(chosen) => choose(options.find((o) => o.value === chosen)?.value)}
        />
      )}
    </div>
  );
}
