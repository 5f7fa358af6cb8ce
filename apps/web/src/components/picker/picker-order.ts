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

/** A word as a match compares it: its spelling key, and its signs ("S24+" is not "S24"). */
const wordForm = (word: string) =>
  spellingKey(word.replace(/[^\p{L}\p{N}]/gu, '')) + word.replace(/[\p{L}\p{N}]/gu, '');
const wordsOf = (text: string) => text.trim().split(/\s+/).filter(Boolean).map(wordForm);

/**
 * How closely a name answers what was typed (its words' forms `want`, its keys' `parts`): 0 when it is
 * the name, or the name's last words ("s24" is the Galaxy S24, "bakı" Bakı); 1 when every typed word
 * starts one of its words ("s24": the S24 Ultra, the S24+); 2 for the rest that match (the typed text
 * inside a word).
 */
function closeness(label: string, want: readonly string[], parts: readonly string[]): number {
  const words = wordsOf(label);
  const last = words.slice(words.length - want.length);
  if (want.length > 0 && last.length === want.length && last.every((word, i) => word === want[i])) return 0;
  const keys = spellingKey(label).split(' ');
  return parts.every((part) => keys.some((key) => key.startsWith(part))) ? 1 : 2;
}

/**
 * The choices that answer what a person typed, in any script: the one it names exactly first ("s24":
 * the Galaxy S24, before the S24 Ultra more people sell), then those whose words it starts, then the
 * rest; each by live adverts, then the shorter name.
 */
export function pickerMatches(options: readonly PickerOption[], typed: string): PickerOption[] {
  const want = wordsOf(typed);
  const parts = spellingKey(typed).split(' ');
  return options
    .filter((o) => nameMatches(o.label, typed))
    .map((option) => ({ option, closeness: closeness(option.label, want, parts) }))
    .sort(
      (a, b) =>
        a.closeness - b.closeness || byAdverts(a.option, b.option) || a.option.label.length - b.option.label.length,
    )
    .map(({ option }) => option);
}
