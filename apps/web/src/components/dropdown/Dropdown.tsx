import { type KeyboardEvent, lazy, type ReactNode, Suspense, useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../Icon';
import styles from './Dropdown.module.css';
import { useDropdownOpen } from './DropdownGroup';
import type { DropdownPanelProps } from './DropdownPanel';
import type { DropdownOption } from './dropdown-option';

export interface DropdownProps<V extends string> {
  /** Stable name within its group, e.g. "brand". */
  id: string;
  /** Shown when nothing is chosen, and as the accessible name. */
  label: string;
  options: DropdownOption<V>[];
  value: V | undefined;
  onChange: (value: V | undefined) => void;
  /** Shown instead of the options, e.g. 'Select a brand name first.' */
  blockedMessage?: string;
  /** False when there is always a choice (the sort order): no clear button, and the choice looks plain. */
  clearable?: boolean;
}

const loadPanel = () => import('./DropdownPanel');
// lazy() forgets that the panel is generic (its props become those of string | number, which a panel of
// one value type does not take): the one assertion gives it back its own signature.
const DropdownPanel = lazy(loadPanel) as <V extends string>(props: DropdownPanelProps<V>) => ReactNode;
const NOTHING_TYPED = { text: '', enter: false };

/**
 * A filter dropdown: choose one option, or "Any" to clear it; its list's code comes when it is about to
 * open. Choosing or closing gives the focus back to its button.
 */
export function Dropdown<V extends string>({
  id,
  label,
  options,
  value,
  onChange,
  blockedMessage,
  clearable = true,
}: DropdownProps<V>) {
  const { t } = useTranslation();
  const [open, setOpen] = useDropdownOpen(id);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  // What was typed at the button before the list came (its code or its options, on a slow line).
  const [early, setEarly] = useState(NOTHING_TYPED);
  const selected = options.find((o) => o.value === value);
  const canClear = clearable && selected !== undefined;
  const close = useCallback(() => {
    setOpen(false);
    // Only when the focus was inside: a press elsewhere on the page keeps the focus it gave.
    if (root.current?.contains(document.activeElement)) trigger.current?.focus();
  }, [setOpen]);

  const choose = (next: V | undefined) => {
    onChange(next);
    close();
  };

  // Keys typed before the list is there wait for its search box, and Enter then chooses the first
  // match; a space or Enter alone still closes the list.
  const keepEarlyKeys = (event: KeyboardEvent) => {
    const { text } = early;
    if (!open || event.ctrlKey || event.metaKey || event.altKey) return;
    if (root.current?.querySelector('[role="listbox"]')) return;
    if (event.key.length === 1 && (text || event.key !== ' ')) setEarly({ text: text + event.key, enter: false });
    else if (event.key === 'Enter' && text) setEarly({ text, enter: true });
    else return;
    event.preventDefault();
  };

  return (
    <div className={styles.root} ref={root}>
      <button
        ref={trigger}
        type="button"
        className={canClear ? `${styles.trigger} ${styles.active}` : styles.trigger}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={selected ? `${label}: ${selected.label}` : label}
        onPointerEnter={loadPanel}
        onFocus={loadPanel}
        onKeyDown={keepEarlyKeys}
        onClick={() => {
          setEarly(NOTHING_TYPED);
          setOpen(!open);
        }}
      >
        <span className={styles.value}>{selected?.label ?? label}</span>
        <Icon name="chevron-down" size={16} aria-hidden="true" />
      </button>
      {canClear && (
        <button
          type="button"
          className={styles.clear}
          aria-label={t('listing.clearOne', { label })}
          onClick={() => choose(undefined)}
        >
          <Icon name="x" size={14} aria-hidden="true" />
        </button>
      )}
      {open && (
        <Suspense fallback={null}>
          <DropdownPanel
            id={panelId}
            root={root}
            label={label}
            options={options}
            value={value}
            blockedMessage={blockedMessage}
            anyLabel={clearable ? t('filters.any') : undefined}
            typedEarly={early}
            choose={choose}
            close={close}
          />
        </Suspense>
      )}
    </div>
  );
}
