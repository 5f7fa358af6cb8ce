import { nameMatches, spellingKey } from '@zeng/contract/spelling-key';

/** One choice of a picker: its value, its name, and what orders it (live adverts, release year). */
export interface PickerOption {
  value: string;
  label: string;
  image?: string;
  /** Live adverts that carry it: the most advertised come first. */
  adverts?: number;
  /** Release year: after the most advertised, the newest first. */
  year?: number;
}

/** A picker's choices as shown: a titled group of the most advertised, then the rest. */
export interface PickerGroups {
  popular: PickerOption[];
  rest: PickerOption[];
}

/** How many of the most advertised lead a long list. */
export const POPULAR_COUNT = 8;
/** A list longer than this has a search box: about a phone's screen of rows. */
export const SEARCHABLE_FROM = 9;

const byAdverts = (a: PickerOption, b: PickerOption) => (b.adverts ?? 0) - (a.adverts ?? 0);
const byYear = (a: PickerOption, b: PickerOption) => (b.year ?? 0) - (a.year ?? 0);

/**
 * A long list's order: its most advertised few, then the rest newest first when years are known, else
 * as given (cities keep their alphabetical order). Each choice once. A short list stays as given.
 */
export function pickerGroups(options: readonly PickerOption[]): PickerGroups {
  if (options.length < SEARCHABLE_FROM) return { popular: [], rest: [...options] };
  const advertised = options
    .filter((o) => (o.adverts ?? 0) > 0)
    .sort(byAdverts)
    .slice(0, POPULAR_COUNT);
  // Fewer than three is no group: the list reads better whole.
  const popular = advertised.length >= 3 ? advertised : [];
  const others = options.filter((o) => !popular.includes(o));
  const rest = others.some((o) => o.year !== undefined) ? others.sort(byYear) : others;
  return { popular, rest };
}

/**
 * The choices that answer what a person typed, in any script: those whose name starts with it first,
 * then by live adverts, so "s24" puts the Galaxy S24 before the S24 FE nobody sells.
 */
export function pickerMatches(options: readonly PickerOption[], typed: string): PickerOption[] {
  const wanted = spellingKey(typed);
  const strength = (o: PickerOption) => (spellingKey(o.label).startsWith(wanted) ? 0 : 1);
  return options
    .filter((o) => nameMatches(o.label, typed))
    .sort((a, b) => strength(a) - strength(b) || byAdverts(a, b));
}
