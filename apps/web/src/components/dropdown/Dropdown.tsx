import { Check, ChevronDown, X } from 'lucide';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../Icon';
import styles from './Dropdown.module.css';
import { useDropdownOpen } from './DropdownGroup';

export interface DropdownOption<V extends string | number> {
  value: V;
  label: string;
  icon?: ReactNode;
}

export interface DropdownProps<V extends string | number> {
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

const SEARCHABLE_FROM = 12;

/** A filter dropdown: choose one option or clear it; long lists get a search box. */
export function Dropdown<V extends string | number>({
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
  const [filter, setFilter] = useState('');
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const selected = options.find((o) => o.value === value);
  const canClear = clearable && selected !== undefined;

  useEffect(() => {
    if (!open) {
      setFilter('');
      return;
    }
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
      if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
      const items = [...(root.current?.querySelectorAll<HTMLElement>('[role="option"]') ?? [])];
      if (items.length === 0) return;
      event.preventDefault();
      const index = items.indexOf(document.activeElement as HTMLElement);
      const next = event.key === 'ArrowDown' ? Math.min(index + 1, items.length - 1) : Math.max(index - 1, 0);
      items[next]?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, setOpen]);

  const choose = (next: V | undefined) => {
    onChange(next);
    setOpen(false);
  };

  const needle = filter.trim().toLocaleLowerCase();
  const visible = needle ? options.filter((o) => o.label.toLocaleLowerCase().includes(needle)) : options;

  return (
    <div className={styles.root} ref={root}>
      <button
        type="button"
        className={canClear ? `${styles.trigger} ${styles.active}` : styles.trigger}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={selected ? `${label}: ${selected.label}` : label}
        onClick={() => setOpen(!open)}
      >
        <span className={styles.value}>{selected?.label ?? label}</span>
        <Icon node={ChevronDown} size={16} aria-hidden="true" />
      </button>
      {canClear && (
        <button
          type="button"
          className={styles.clear}
          aria-label={t('listing.clearOne', { label })}
          onClick={() => choose(undefined)}
        >
          <Icon node={X} size={14} aria-hidden="true" />
        </button>
      )}
      {open && (
        <div className={styles.panel} id={panelId}>
          {blockedMessage ? (
            <p className={styles.message}>{blockedMessage}</p>
          ) : options.length === 0 ? (
            <p className={styles.message}>{t('common.noOptionsAvailable')}</p>
          ) : (
            <>
              {options.length >= SEARCHABLE_FROM && (
                <input
                  className={styles.search}
                  type="search"
                  value={filter}
                  placeholder={t('listing.searchOptions')}
                  aria-label={t('listing.searchOptions')}
                  onChange={(e) => setFilter(e.target.value)}
                />
              )}
              <div role="listbox" aria-label={label} className={styles.options}>
                {visible.map((option) => (
                  <div
                    key={option.value}
                    role="option"
                    tabIndex={0}
                    aria-selected={option.value === value}
                    className={styles.option}
                    onClick={() => choose(option.value)}
                    onKeyDown={(e) => {
                      if (e.key === 'Enter' || e.key === ' ') {
                        e.preventDefault();
                        choose(option.value);
                      }
                    }}
                  >
                    {option.icon}
                    <span>{option.label}</span>
                    {option.value === value && (
                      <Icon node={Check} size={16} aria-hidden="true" className={styles.check} />
                    )}
                  </div>
                ))}
                {visible.length === 0 && <p className={styles.message}>{t('common.noOptionsAvailable')}</p>}
              </div>
            </>
          )}
        </div>
      )}
    </div>
  );
}
