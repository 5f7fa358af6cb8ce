import { type ReactNode, type RefObject, Suspense, useCallback, useId, useRef } from 'react';
import dropdown from '../../components/dropdown/Dropdown.module.css';
import { useDropdownOpen } from '../../components/dropdown/DropdownGroup';
import { Icon } from '../../components/Icon';
import type { IconName } from '../../components/icon/sprite-icons';

export interface OpenPanel {
  id: string;
  /** The dropdown's whole box: a press outside it closes the panel. */
  root: RefObject<HTMLDivElement | null>;
  close: () => void;
}

interface PanelDropdownProps {
  /** Its name among the toolbar's dropdowns, one open at a time. */
  name: string;
  label: string;
  /** What is chosen, as the button shows it; undefined: nothing. */
  chosen: string | undefined;
  /** The clear button's name, and what it does. */
  clearLabel: string;
  clear: () => void;
  icon?: IconName;
  /** Fetches the panel's code, as the person reaches for the button. */
  preload: () => unknown;
  /** The open panel (its code lazy): the dropdown gives it its id, its box and how to close. */
  panel: (open: OpenPanel) => ReactNode;
}

/**
 * A toolbar dropdown that opens a panel of fields rather than a list (the price's range, a SIM number's
 * mask): its button shows what is chosen, a × clears it, and the focus goes back to the button when
 * the panel closes from inside.
 */
export function PanelDropdown({ name, label, chosen, clearLabel, clear, icon, preload, panel }: PanelDropdownProps) {
  const [open, setOpen] = useDropdownOpen(name);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => {
    setOpen(false);
    if (root.current?.contains(document.activeElement)) trigger.current?.focus();
  }, [setOpen]);

  return (
    <div className={dropdown.root} ref={root}>
      <button
        ref={trigger}
        type="button"
        className={chosen ? `${dropdown.trigger} ${dropdown.active}` : dropdown.trigger}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-label={chosen ? `${label}: ${chosen}` : label}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => setOpen(!open)}
      >
        {icon && <Icon name={icon} size={16} aria-hidden="true" />}
        <span className={dropdown.value}>{chosen ?? label}</span>
        <Icon name="chevron-down" size={16} aria-hidden="true" />
      </button>
      {chosen && (
        <button type="button" className={dropdown.clear} aria-label={clearLabel} onClick={clear}>
          <Icon name="x" size={14} aria-hidden="true" />
        </button>
      )}
      {open && <Suspense fallback={null}>{panel({ id: panelId, root, close })}</Suspense>}
    </div>
  );
}
