import { LANGUAGES, type Language } from '@zeng/contract/constants';
import type { Suggestion } from '@zeng/contract/search';
import { spellingKey } from '@zeng/contract/spelling-key';
import { fromKeys } from '@zeng/contract/typed';
import { foldForSearch } from '../adverts/search-text.js';
import { simNumberPatterns } from '../adverts/sim-number-search.js';
import type { AdvertCounts } from '../catalog/live-counts.js';
import type { Counter } from './vocabulary.js';

/** A suggestion whose label and shown adverts are read when it is answered. */
type Counted<S> = S extends { adverts: number } ? Omit<S, 'adverts' | 'label'> : never;
export type SuggestionTarget = Counted<Suggestion>;

/** Something the search box may offer: what it leads to, its names (one per language for types), how it is counted. */
export interface SuggestionSource {
  target: SuggestionTarget;
  /** The label in each language. */
  label: Readonly<Record<Language, string>>;
  /**
   * The ways it is written, each matched on its own: a model as "Samsung Galaxy S24" and as "Galaxy
   * S24"; an accessory type in each language.
   */
  names: readonly string[];
  counter: Counter;
}

/** One way of writing an entry: each word's keys (its own and its aliases'), and the whole key. */
interface Form {
  key: string;
  /** The keys without blanks, for "iphone15". */
  compact: string;
  /** Where each word's key starts in `compact`. */
  starts: readonly number[];
  words: ReadonlyArray<readonly string[]>;
}

interface Entry {
  source: SuggestionSource;
  forms: readonly Form[];
}

/** How closely an entry answers what was typed: lower is closer. */
const EXACT = 0;
const FROM_THE_START = 1;
const ANY_WORDS = 2;

const startsAny = (keys: readonly string[], typed: string) => keys.some((key) => key.startsWith(typed));

/**
 * The key of text written without its blanks ("iphone15", "galaxys24"), letters and digits read apart
 * as a name's words are, blanks dropped: "iphone15" → "ifon15", as "iPhone 15" is.
 */
const compactKey = (text: string) =>
  spellingKey(
    foldForSearch(text)
      .replace(/(\p{L})(\p{N})/gu, '$1 $2')
      .replace(/(\p{N})(\p{L})/gu, '$1 $2'),
  ).replaceAll(' ', '');

/** How closely a way of writing answers the typed keys, or undefined when it does not. */
function closeness(form: Form, typedKey: string, tokens: readonly string[], compactTyped: string): number | undefined {
  if (form.key === typedKey) return EXACT;
  let inOrder = true;
  let anywhere = true;
  for (let i = 0; i < tokens.length && anywhere; i++) {
    const token = tokens[i] ?? '';
    if (inOrder && !startsAny(form.words[i] ?? [], token)) inOrder = false;
    if (!inOrder) {
      let some = false;
      for (const keys of form.words) if (startsAny(keys, token)) some = true;
      anywhere = some;
    }
  }
  if (inOrder) return FROM_THE_START;
  if (anywhere) return ANY_WORDS;
  // Written without its blanks ("iphone15", "galaxys24"): from the start of a word.
  if (compactTyped.length >= 3)
    for (const at of form.starts) if (form.compact.startsWith(compactTyped, at)) return ANY_WORDS;
  return undefined;
}

/**
 * A SIM number or a pattern of one in what was typed: digits, blanks, +, *, brackets and dashes with at
 * least three digits or stars besides a country code, searched as typed, as the SIM list reads a search
 * (adverts/sim-number-search.ts: "077 6" from the start, "0728" where it stands). A whole number is
 * shown the national way ("050 *** 77 **").
 */
export function simNumberSuggestion(typed: string): Suggestion | undefined {
  if (!simNumberPatterns(typed)) return undefined;
  let digits = typed.replace(/[^\d*]/g, '');
  if (digits.startsWith('00994')) digits = digits.slice(5);
  else if (digits.startsWith('994') && digits.length > 9) digits = digits.slice(3);
  else if (digits.startsWith('0')) digits = digits.slice(1);
  if (digits.length < 3 || digits.length > 9) return undefined;
  const searchQuery = typed.trim().replace(/\s+/g, ' ');
  const label =
    digits.length === 9
      ? `0${digits.slice(0, 2)} ${digits.slice(2, 5)} ${digits.slice(5, 7)} ${digits.slice(7)}`
      : searchQuery;
  return { kind: 'simNumber', category: 'sim', label, searchQuery };
}

/**
 * What the search box offers while a person types, from memory: brands, models labelled with their
 * brand, accessory types and SIM providers whose words start with the typed words, in any script
 * (their spelling keys: "ayf", "айф" → iPhone; "gal s2" → Galaxy S2x), and a SIM number or pattern
 * for digits. The closest first (the whole name, then the typed words in the name's order from its
 * start, then anywhere), those with shown adverts before those without, then the most adverts. No
 * statement runs: the counts are the latest background count's.
 */
export class SuggestionIndex {
  /**
   * Entries by the first letter, and the first two, of each of their words' keys (and of their keys
   * without blanks from each word on): an entry answers typed words only when the first one starts
   * one of these.
   */
  readonly #byStart = new Map<string, Entry[]>();

  constructor(sources: readonly SuggestionSource[], keysOf: (word: string) => readonly string[]) {
    for (const source of sources) {
      const forms = source.names.map((name): Form => {
        const words = foldForSearch(name)
          .split(' ')
          .map((word) => keysOf(word))
          .filter((keys) => keys.length > 0);
        const own = words.map((keys) => keys[0] ?? '');
        const starts: number[] = [];
        let at = 0;
        for (const key of own) {
          starts.push(at);
          at += key.replaceAll(' ', '').length;
        }
        return { key: own.join(' '), compact: own.join('').replaceAll(' ', ''), starts, words };
      });
      const entry = { source, forms };
      const starts = new Set<string>();
      for (const form of forms) {
        for (const keys of form.words) for (const key of keys) starts.add(key.slice(0, 1)).add(key.slice(0, 2));
        for (const at of form.starts) starts.add(form.compact.slice(at, at + 2));
      }
      for (const start of starts) {
        const list = this.#byStart.get(start);
        if (list) list.push(entry);
        else this.#byStart.set(start, [entry]);
      }
    }
  }

  /** At most `limit` suggestions for what was typed, labelled in `lang`. */
  suggest(typed: string, limit: number, lang: Language, counts: AdvertCounts): Suggestion[] {
    const sim = simNumberSuggestion(typed);
    const typedKey = spellingKey(foldForSearch(typed));
    const tokens = typedKey.split(' ').filter((t) => t !== '');
    const found: Array<{ entry: Entry; closeness: number; adverts: number }> = [];
    const compactTyped = compactKey(typed);
    const first = tokens[0]?.slice(0, 2);
    for (const entry of first ? (this.#byStart.get(first) ?? []) : []) {
      let best: number | undefined;
      for (const form of entry.forms) {
        const c = closeness(form, typedKey, tokens, compactTyped);
        if (c !== undefined && (best === undefined || c < best)) best = c;
      }
      if (best !== undefined) found.push({ entry, closeness: best, adverts: entry.source.counter(counts) });
    }
    found.sort((a, b) => {
      const order =
        Number(a.adverts === 0) - Number(b.adverts === 0) ||
        a.closeness - b.closeness ||
        b.adverts - a.adverts ||
        a.entry.source.label[lang].length - b.entry.source.label[lang].length;
      if (order !== 0) return order;
      const [x, y] = [a.entry.source.label[lang], b.entry.source.label[lang]];
      return x < y ? -1 : x > y ? 1 : 0;
    });
    const suggestions: Suggestion[] = sim ? [sim] : [];
    for (const { entry, adverts } of found) {
      if (suggestions.length >= limit) break;
      suggestions.push({ ...entry.source.target, label: entry.source.label[lang], adverts });
    }
    return suggestions.slice(0, limit);
  }
}

/** The same label in every language (a brand's, a model's). */
export const everyLanguage = (label: string): Record<Language, string> => fromKeys(LANGUAGES, () => label);
