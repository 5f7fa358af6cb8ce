import { useQuery } from '@tanstack/react-query';
import { SEARCH_QUERY_MAX_LENGTH } from '@zeng/contract/constants';
import { localizedPath, PATHS } from '@zeng/contract/routes';
import type { Suggestion } from '@zeng/contract/search';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { currentLanguage } from '../../lib/i18n';
import { formatCount, suggestionsQuery } from '../../lib/search-query';
import { Icon } from '../Icon';
import styles from './SearchBox.module.css';
import { suggestionHref } from './suggestion-href';

const DEBOUNCE_MS = 150;
/** Fewer letters than this name too many things to suggest any. */
const SUGGEST_FROM = 2;

interface SearchBoxProps {
  /** The words already searched (the search screen's address); new words need a new box (a `key`). */
  initial?: string;
  /** The search screen's box: focused on arrival, the whole width. */
  autoFocus?: boolean;
  variant: 'bar' | 'screen';
}

/**
 * One search for everything: suggestions from every category while typing (brands, models, SIM
 * numbers, accessory types, in any script), arrows and Enter to take one; Enter alone searches the
 * words in every category (the search screen groups what each has). A plain form underneath: it
 * searches before the app's script has arrived.
 */
export function SearchBox({ initial = '', autoFocus, variant }: SearchBoxProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const listId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(initial);
  const [typed, setTyped] = useState(initial.trim());
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  useEffect(() => {
    const timer = setTimeout(() => setTyped(text.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const suggestions = useQuery({
    ...suggestionsQuery(typed, i18n.language),
    enabled: open && typed.length >= SUGGEST_FROM,
  }).data;
  const shown: Suggestion[] = open && typed.length >= SUGGEST_FROM ? (suggestions ?? []) : [];
  // biome-ignore lint/correctness/useExhaustiveDependencies: new suggestions, none chosen yet.
  useEffect(() => setActive(-1), [suggestions]);

  const go = (href: string) => {
    setOpen(false);
    input.current?.blur();
    navigate(href);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const words = text.trim();
    const chosen = shown[active];
    if (chosen) go(suggestionHref(chosen));
    else if (words) go(`${PATHS.search}?${new URLSearchParams({ q: words })}`);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      setOpen(false);
      return;
    }
    if (shown.length === 0 || (event.key !== 'ArrowDown' && event.key !== 'ArrowUp')) return;
    event.preventDefault();
    setOpen(true);
    setActive((current) =>
      event.key === 'ArrowDown' ? Math.min(current + 1, shown.length - 1) : Math.max(current - 1, -1),
    );
  };

  const optionId = (index: number) => `${listId}-${index}`;
  return (
    // A form with the search role rather than <search>: React and jsdom do not know that element yet.
    // biome-ignore lint/a11y/useSemanticElements: see above.
    <form
      role="search"
      className={variant === 'bar' ? `${styles.form} ${styles.bar}` : styles.form}
      action={localizedPath(PATHS.search, currentLanguage(i18n.resolvedLanguage))}
      onSubmit={submit}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      <label className={styles.field}>
        <Icon name="search" size={18} aria-hidden="true" />
        <input
          ref={input}
          name="q"
          type="search"
          role="combobox"
          aria-label={t('pages.search')}
          aria-expanded={shown.length > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={active >= 0 ? optionId(active) : undefined}
          autoComplete="off"
          className={styles.input}
          value={text}
          placeholder={t('search.placeholder')}
          maxLength={SEARCH_QUERY_MAX_LENGTH}
          enterKeyHint="search"
          // biome-ignore lint/a11y/noAutofocus: the search screen exists to type into.
          autoFocus={autoFocus}
          onFocus={() => setOpen(true)}
          onChange={(e) => {
            setText(e.target.value);
            setOpen(true);
          }}
          onKeyDown={onKeyDown}
        />
      </label>
      <div
        id={listId}
        role="listbox"
        aria-label={t('search.suggestions')}
        className={styles.list}
        hidden={!shown.length}
      >
        {shown.map((suggestion, index) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents: the input takes the keys (aria-activedescendant).
          <div
            key={`${suggestion.kind}-${suggestion.label}`}
            id={optionId(index)}
            role="option"
            tabIndex={-1}
            aria-selected={index === active}
            className={index === active ? `${styles.option} ${styles.active}` : styles.option}
            onPointerDown={(event) => event.preventDefault()}
            onClick={() => go(suggestionHref(suggestion))}
          >
            <span className={styles.label}>{suggestionLabel(suggestion, t)}</span>
            <span className={styles.where}>
              {t(`listing.titles.${suggestion.category}`)}
              {'adverts' in suggestion &&
                ` · ${t('search.adverts', { count: suggestion.adverts, shown: formatCount(suggestion.adverts) })}`}
            </span>
          </div>
        ))}
      </div>
    </form>
  );
}

/** A suggestion's name in the person's language: accessory types are named by the app. */
function suggestionLabel(suggestion: Suggestion, t: (key: string) => string): string {
  return suggestion.kind === 'accessoryType' && suggestion.accessoryType
    ? t(`accessoryTypes.${suggestion.accessoryType}`)
    : suggestion.label;
}
