import { type RefObject, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../Icon';
import styles from './Dropdown.module.css';
import type { DropdownOption } from './dropdown-option';

export interface DropdownPanelProps<V extends string | number> {
  id: string;
  /** The dropdown's whole box: a press outside it closes the panel. */
  root: RefObject<HTMLDivElement | null>;
  label: string;
  options: DropdownOption<V>[];
  value: V | undefined;
  blockedMessage?: string;
  choose: (value: V) => void;
  close: () => void;
}

const SEARCHABLE_FROM = 12;

/**
 * An open dropdown's list: what only a person who opens it needs, so its code loads then (or while the
 * browser is idle) and not with the page. Long lists get a search box.
 */
export default function DropdownPanel<V extends string | number>({
  id,
  root,
  label,
  options,
  value,
  blockedMessage,
  choose,
  close,
}: DropdownPanelProps<V>) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState('');

  useEffect(() => {
    const onPointer = (event: PointerEvent) => {
      if (!(event.target instanceof Node && root.current?.contains(event.target))) close();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
      if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
      const items = [...(root.current?.querySelectorAll<HTMLElement>('[role="option"]') ?? [])];
      if (items.length === 0) return;
      event.preventDefault();
      const { activeElement } = document;
      const index = activeElement instanceof HTMLElement ? items.indexOf(activeElement) : -1;
      const next = event.key === 'ArrowDown' ? Math.min(index + 1, items.length - 1) : Math.max(index - 1, 0);
      items[next]?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [root, close]);

  const needle = filter.trim().toLocaleLowerCase();
  const visible = needle ? options.filter((o) => o.label.toLocaleLowerCase().includes(needle)) : options;

  return (
    <div className={styles.panel} id={id}>
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
                {option.value === value && <Icon name="check" size={16} aria-hidden="true" className={styles.check} />}
              </div>
            ))}
            {visible.length === 0 && <p className={styles.message}>{t('common.noOptionsAvailable')}</p>}
          </div>
        </>
      )}
    </div>
  );
}
