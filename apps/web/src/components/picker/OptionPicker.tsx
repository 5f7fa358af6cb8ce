import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../Icon';
import styles from './OptionPicker.module.css';
import { type PickerOption, pickerGroups, pickerMatches, SEARCHABLE_FROM } from './picker-order';

export interface OptionPickerProps {
  /** The list's accessible name ("Model"). */
  label: string;
  options: readonly PickerOption[];
  value: string | undefined;
  /** Undefined: the "Any" row, which clears the choice. */
  onChoose: (value: string | undefined) => void;
  /** The name of a first row that clears the choice; none when a choice is required. */
  anyLabel?: string;
  /** Focus the search box (or the list) once shown: the picker opened because the person wants to choose. */
  autoFocus?: boolean;
  /** Typed before the picker was shown (at the button that opened it): its search box starts with it. */
  initialTyped?: string | undefined;
  /** Enter was pressed with `initialTyped`: the first match is chosen as soon as it is shown. */
  chooseAtOnce?: boolean | undefined;
  /** Tall lists scroll inside this height (CSS length); the overlay's own list fills its screen instead. */
  maxHeight?: string;
}

interface Row {
  id: string;
  option: PickerOption | undefined;
  /** A group's title drawn before this row. */
  heading?: string;
}

/**
 * Choose one of a list, by touch or keyboard: a search box for lists longer than a screen that finds a
 * name written in any script, the most advertised first, "Any" to clear. The search box keeps the
 * focus while arrows move through the list (aria-activedescendant); Enter chooses.
 */
export function OptionPicker({
  label,
  options,
  value,
  onChoose,
  anyLabel,
  autoFocus,
  initialTyped = '',
  chooseAtOnce,
  maxHeight,
}: OptionPickerProps) {
  const { t } = useTranslation();
  const listId = useId();
  const searchable = options.length >= SEARCHABLE_FROM;
  // A short list has no search box to show what was typed.
  const [typed, setTyped] = useState(searchable ? initialTyped : '');
  const search = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLDivElement>(null);

  const rows = useMemo<Row[]>(() => {
    const rowId = (group: string, option: PickerOption) => `${listId}-${group}-${option.value}`;
    if (typed.trim()) return pickerMatches(options, typed).map((option) => ({ id: rowId('m', option), option }));
    const { popular, rest } = pickerGroups(options);
    const any: Row[] = anyLabel ? [{ id: `${listId}-any`, option: undefined }] : [];
    return [
      ...any,
      ...popular.map((option, i) => ({
        id: rowId('p', option),
        option,
        heading: i === 0 ? t('picker.popular') : undefined,
      })),
      ...rest.map((option, i) => ({
        id: rowId('a', option),
        option,
        heading: i === 0 && popular.length > 0 ? t('picker.all') : undefined,
      })),
    ];
  }, [options, typed, anyLabel, listId, t]);

  const chosenIndex = rows.findIndex((row) => row.option?.value === value);
  const [active, setActive] = useState(Math.max(chosenIndex, 0));
  // New words, new first match.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the typed text is the reason to start over.
  useEffect(() => setActive(0), [typed]);
  const activeRow = rows[Math.min(active, rows.length - 1)];

  useEffect(() => {
    if (!autoFocus) return;
    (search.current ?? list.current)?.focus({ preventScroll: true });
  }, [autoFocus]);

  // Only once, as it is shown: the Enter was pressed before it was.
  // biome-ignore lint/correctness/useExhaustiveDependencies: later renders are not that Enter.
  useEffect(() => {
    if (chooseAtOnce && typed && rows[0]) onChoose(rows[0].option?.value);
  }, []);

  // The active row stays in view as arrows move it.
  useEffect(() => {
    if (!activeRow) return;
    document.getElementById(activeRow.id)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeRow]);

  const onKeyDown = (event: KeyboardEvent) => {
    const last = rows.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: Math.min(active + 1, last),
      ArrowUp: Math.max(active - 1, 0),
      Home: 0,
      End: last,
      PageDown: Math.min(active + 8, last),
      PageUp: Math.max(active - 8, 0),
    };
    const move = moves[event.key];
    // Home and End move the caret in a search box that holds text.
    if (move !== undefined && !((event.key === 'Home' || event.key === 'End') && typed)) {
      event.preventDefault();
      setActive(move);
    } else if (event.key === 'Enter' && activeRow) {
      event.preventDefault();
      onChoose(activeRow.option?.value);
    }
  };

  // Whichever holds the focus (the search box, or a short list itself) names the active row.
  const keys = { 'aria-activedescendant': activeRow?.id, onKeyDown };

  return (
    <div className={styles.picker}>
      {searchable && (
        <label className={styles.searchField}>
          <Icon name="search" size={16} aria-hidden="true" />
          <input
            ref={search}
            {...keys}
            role="combobox"
            aria-controls={listId}
            aria-expanded
            className={styles.search}
            type="search"
            value={typed}
            placeholder={t('listing.searchOptions')}
            aria-label={`${t('listing.searchOptions')}: ${label}`}
            aria-autocomplete="list"
            autoComplete="off"
            enterKeyHint="done"
            onChange={(e) => setTyped(e.target.value)}
          />
        </label>
      )}
      <div
        ref={list}
        id={listId}
        role="listbox"
        aria-label={label}
        className={styles.options}
        style={maxHeight ? { maxHeight } : undefined}
        {...(searchable ? {} : { ...keys, tabIndex: 0 })}
      >
        {rows.map((row, index) => (
          <div key={row.id} role="presentation">
            {row.heading && (
              <div role="presentation" className={styles.heading}>
                {row.heading}
              </div>
            )}
            {/* biome-ignore lint/a11y/useKeyWithClickEvents: the search box or the list takes the keys (aria-activedescendant). */}
            <div
              id={row.id}
              role="option"
              // Reached by the arrows (aria-activedescendant), not by Tab.
              tabIndex={-1}
              aria-selected={row.option?.value === value}
              className={index === active ? `${styles.option} ${styles.active}` : styles.option}
              onPointerMove={() => index !== active && setActive(index)}
              onClick={() => onChoose(row.option?.value)}
            >
              {row.option?.image && <img src={row.option.image} alt="" width={20} height={20} />}
              <span className={styles.name}>{row.option ? row.option.label : anyLabel}</span>
              {row.option?.value === value && (
                <Icon name="check" size={16} aria-hidden="true" className={styles.check} />
              )}
            </div>
          </div>
        ))}
        {rows.length === 0 && <p className={styles.message}>{t('picker.noMatch', { typed: typed.trim() })}</p>}
      </div>
    </div>
  );
}
