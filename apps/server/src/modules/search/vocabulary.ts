import { spellingKey } from '@zeng/contract/spelling-key';
import type { SearchAlias } from '../../db/reference/search-aliases.js';
import { foldForSearch } from '../adverts/search-text.js';
import type { AdvertCounts } from '../catalog/live-counts.js';

/** How many shown adverts a name leads to, read from the latest counts. */
export type Counter = (counts: AdvertCounts) => number;

/** A name the search knows, and what its adverts are counted by (nothing for colours, districts…). */
export interface KnownName {
  name: string;
  counter?: Counter;
}

/** A word of the vocabulary: as adverts' search text holds it, and its spelling key. */
interface Term {
  spelling: string;
  key: string;
  counters: Counter[];
  /**
   * Whether a search word a letter or two off its key is read as it: the words of what people look
   * for by name (brands, models, providers, accessory types, the aliases' names). A colour, condition
   * or district is found by its spellings in any script, never guessed at: "qutusu" (its box, said of a
   * phone) is one letter off "gümüşü" (silver).
   */
  near: boolean;
}

/** Words shorter than this are left as typed: too many names share a key of two letters. */
const MIN_LETTERS = 3;
/** Words of this many letters may be one letter off a term's key; of FAR_LETTERS, two. */
const NEAR_LETTERS = 5;
const FAR_LETTERS = 8;
/** Words remembered with how they read, until the counts change (they break ties). */
const REMEMBERED = 10_000;

const letterCount = (word: string) => word.match(/\p{L}/gu)?.length ?? 0;
const hasDigit = (word: string) => /\p{N}/u.test(word);

/**
 * The words of a name as a search word may be: each whole word ("селфи-палка"), and each run of
 * letters in it ("селфи", "палка"), folded as the search text is. Words with digits ("s24", "(2020)")
 * are not terms: a search word with digits is read as typed.
 */
export function wordsOfName(name: string): string[] {
  const words = new Set<string>();
  for (const word of foldForSearch(name).split(' ')) {
    if (hasDigit(word)) continue;
    for (const part of [word, ...(word.match(/\p{L}+/gu) ?? [])]) if (letterCount(part) >= 2) words.add(part);
  }
  return [...words];
}

/**
 * The optimal string alignment distance of two keys (an insertion, deletion, substitution or swap of
 * neighbours each costs one), or `max + 1` as soon as it is known to be larger than `max`.
 */
export function keyDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let smallest = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min((previous[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, (before[j - 2] ?? 0) + 1);
      row.push(d);
      smallest = Math.min(smallest, d);
    }
    if (smallest > max) return max + 1;
    before = previous;
    previous = row;
  }
  return previous[b.length] ?? max + 1;
}

/**
 * The words the search knows, built from data: brand names, the words of model names (phones and
 * tablets), SIM providers, every language's names of accessory types, colours, conditions and
 * districts, and the spellings of db/reference/search-aliases.ts. A word of a search is read as one of
 * them when it is written another way (docs/decisions/0018):
 *
 * - a term exactly as adverts hold it, a word with digits ("s24", a SIM pattern) or one of fewer than
 *   three letters is kept as typed;
 * - a word whose spelling key is a term's (or an alias's) becomes that term ("айфон", "ayfon" →
 *   "iphone"; "chexol" → "чехол");
 * - a word of five letters or more within one change of a term's key (two from eight letters) becomes
 *   the nearest term ("samsunk", "qulaqliqi"); among equally near ones the one with more shown adverts;
 * - any other word is kept as typed (a word of a comment).
 */
export class SearchVocabulary {
  readonly #terms = new Map<string, Term>();
  /** Terms by their keys and their aliases' keys. */
  readonly #byKey = new Map<string, Term[]>();
  /** The keys of the terms found by nearness (and of their aliases), by length. */
  readonly #nearKeysByLength = new Map<number, string[]>();
  /** Alias keys of each term's spelling (the suggestions match them too). */
  readonly #aliasKeys = new Map<string, string[]>();
  #read = new Map<string, string>();
  #readWith: AdvertCounts | null = null;
  #advertsWith: AdvertCounts | null = null;
  #adverts = new Map<Term, number>();

  constructor(names: readonly KnownName[], aliases: readonly SearchAlias[]) {
    for (const { name, counter } of names) {
      for (const word of wordsOfName(name)) {
        const term = this.#term(word);
        if (counter && !term.counters.includes(counter)) term.counters.push(counter);
        if (counter) term.near = true;
      }
    }
    for (const alias of aliases) {
      const term = this.#term(foldForSearch(alias.name));
      term.near = true;
      for (const spelling of alias.spellings) {
        const key = spellingKey(foldForSearch(spelling));
        this.#index(key, term);
        this.#aliasKeys.set(term.spelling, [...(this.#aliasKeys.get(term.spelling) ?? []), key]);
      }
    }
    for (const [key, terms] of this.#byKey) {
      if (!terms.some((term) => term.near)) continue;
      this.#nearKeysByLength.set(key.length, [...(this.#nearKeysByLength.get(key.length) ?? []), key]);
    }
  }

  #term(spelling: string): Term {
    let term = this.#terms.get(spelling);
    if (!term) {
      term = { spelling, key: spellingKey(spelling), counters: [], near: false };
      this.#terms.set(spelling, term);
      this.#index(term.key, term);
    }
    return term;
  }

  #index(key: string, term: Term) {
    if (key === '') return;
    const terms = this.#byKey.get(key);
    if (terms) {
      if (!terms.includes(term)) terms.push(term);
      return;
    }
    this.#byKey.set(key, [term]);
  }

  /** Whether adverts' search text may hold this folded word as a term. */
  has(spelling: string): boolean {
    return this.#terms.has(spelling);
  }

  /** The keys a folded word is found by: its own, and its aliases' when it is a term. */
  keysOf(word: string): string[] {
    return [spellingKey(word), ...(this.#aliasKeys.get(word) ?? [])].filter((key) => key !== '');
  }

  /** The search's folded words as the lists look for them, each read once (repeated ones dropped). */
  rewrite(words: readonly string[], counts: AdvertCounts): string[] {
    return [...new Set(words.map((word) => this.read(word, counts)))];
  }

  /** One folded search word as the lists look for it. */
  read(word: string, counts: AdvertCounts): string {
    if (this.#readWith !== counts) {
      this.#read = new Map();
      this.#readWith = counts;
    }
    let read = this.#read.get(word);
    if (read === undefined) {
      read = this.#readAfresh(word, counts);
      if (this.#read.size >= REMEMBERED) this.#read.clear();
      this.#read.set(word, read);
    }
    return read;
  }

  #readAfresh(word: string, counts: AdvertCounts): string {
    const letters = letterCount(word);
    if (letters < MIN_LETTERS || hasDigit(word) || this.#terms.has(word)) return word;
    const key = spellingKey(word);
    if (key === '') return word;
    const same = this.#byKey.get(key);
    if (same) return this.#best(same, counts).spelling;
    if (letters < NEAR_LETTERS) return word;
    const max = letters >= FAR_LETTERS ? 2 : 1;
    let nearest: Term[] = [];
    let distance = max + 1;
    for (let length = key.length - max; length <= key.length + max; length++) {
      for (const other of this.#nearKeysByLength.get(length) ?? []) {
        const d = keyDistance(key, other, Math.min(max, distance));
        if (d > max || d > distance) continue;
        if (d < distance) {
          distance = d;
          nearest = [];
        }
        nearest.push(...(this.#byKey.get(other) ?? []).filter((term) => term.near));
      }
    }
    return nearest.length > 0 ? this.#best(nearest, counts).spelling : word;
  }

  /** The term with the most shown adverts; then the shorter spelling, then the first in code-point order. */
  #best(terms: readonly Term[], counts: AdvertCounts): Term {
    let best: Term | undefined;
    for (const term of terms) {
      if (!best) {
        best = term;
        continue;
      }
      const more = this.adverts(term, counts) - this.adverts(best, counts);
      const shorter = best.spelling.length - term.spelling.length;
      if (more > 0 || (more === 0 && (shorter > 0 || (shorter === 0 && term.spelling < best.spelling)))) best = term;
    }
    if (!best) throw new Error('no term to choose from');
    return best;
  }

  /** The shown adverts a term leads to: of every brand, model, provider or accessory type it names. */
  adverts(term: Term, counts: AdvertCounts): number {
    if (this.#advertsWith !== counts) {
      this.#adverts = new Map();
      this.#advertsWith = counts;
    }
    let n = this.#adverts.get(term);
    if (n === undefined) {
      n = term.counters.reduce((sum, counter) => sum + counter(counts), 0);
      this.#adverts.set(term, n);
    }
    return n;
  }
}
