import { describe, expect, it } from 'vitest';
import { type AdvertCounts, NO_COUNTS } from '../catalog/live-counts.js';
import { type KnownName, keyDistance, SearchVocabulary, wordsOfName } from './vocabulary.js';

const counted = (models: Record<number, number>): AdvertCounts => ({
  ...NO_COUNTS,
  models: new Map(Object.entries(models).map(([id, n]) => [Number(id), n])),
  countedAt: new Date(),
});

const model = (id: number, name: string): KnownName => ({ name, counter: (c) => c.models.get(id) ?? 0 });

const type = (type: 'CASE' | 'SELFIE_STICK' | 'HEADPHONES', name: string): KnownName => ({
  name,
  counter: (c) => c.accessoryTypes.get(type) ?? 0,
});

const NAMES: KnownName[] = [
  { name: 'Samsung', counter: (c) => c.brands.get(2) ?? 0 },
  { name: 'Apple', counter: (c) => c.brands.get(1) ?? 0 },
  model(1, 'iPhone 13'),
  model(2, 'Galaxy S24'),
  model(3, 'Redmi Note 13'),
  type('CASE', 'Qab'),
  type('CASE', 'Чехол'),
  type('SELFIE_STICK', 'Селфи-палка'),
  type('HEADPHONES', 'Qulaqlıq'),
  // A district and colours: found by their spellings, never guessed at.
  { name: 'Sumqayıt' },
  { name: 'Bakı' },
  { name: 'Qara' },
  { name: 'Gümüşü' },
];
const vocabulary = new SearchVocabulary(NAMES, [{ name: 'Galaxy', spellings: ['qalaksi'] }]);
const read = (words: string[], counts: AdvertCounts = NO_COUNTS) => vocabulary.rewrite(words, counts);

describe('the words of a name', () => {
  it('are its folded words without digits, and the runs of letters of a hyphenated one', () => {
    expect(wordsOfName('iPhone SE (2020)')).toEqual(['iphone', 'se']);
    expect(wordsOfName('Селфи-палка')).toEqual(['селфи-палка', 'селфи', 'палка']);
    expect(wordsOfName('Qulaqlıq')).toEqual(['qulaqliq']);
  });
});

describe('the distance of two keys', () => {
  it('counts insertions, deletions, substitutions and swapped neighbours, up to a bound', () => {
    expect(keyDistance('samsunk', 'samsunk', 1)).toBe(0);
    expect(keyDistance('samsun', 'samsunk', 1)).toBe(1);
    expect(keyDistance('smasunk', 'samsunk', 1)).toBe(1);
    expect(keyDistance('sansunk', 'samsunk', 2)).toBe(1);
    expect(keyDistance('abcdef', 'samsunk', 2)).toBe(3);
    expect(keyDistance('a', 'abcd', 2)).toBe(3);
  });
});

describe('a search word as the lists look for it', () => {
  it('becomes the term whose spelling key it shares, in any script', () => {
    expect(read(['ayfon'])).toEqual(['iphone']);
    expect(read(['айфон'])).toEqual(['iphone']);
    expect(read(['самсунг'])).toEqual(['samsung']);
    expect(read(['samsunq'])).toEqual(['samsung']);
    expect(read(['chexol'])).toEqual(['чехол']);
    expect(read(['çexol'])).toEqual(['чехол']);
    expect(read(['qulaqliq'])).toEqual(['qulaqliq']);
  });

  it("becomes the term an alias's key names", () => {
    expect(read(['qalaksi', 's24'])).toEqual(['galaxy', 's24']);
    expect(read(['галакси'])).toEqual(['galaxy']);
  });

  it('becomes the nearest term when one letter off (two from eight letters), only from five letters', () => {
    expect(read(['samsun'])).toEqual(['samsung']);
    expect(read(['smasung'])).toEqual(['samsung']);
    expect(read(['qulaqlig'])).toEqual(['qulaqliq']);
    expect(read(['kulaklikk'])).toEqual(['qulaqliq']);
    // Four letters: too short to be guessed at.
    expect(read(['apel'])).toEqual(['apel']);
  });

  it('guesses only at the names people look for, not at colours, conditions or districts', () => {
    // "its box", one letter off "gümüşü" (silver).
    expect(read(['qutusu'])).toEqual(['qutusu']);
    // The same key is no guess: "sumgayit" is how "Sumqayıt" is said.
    expect(read(['sumgayit'])).toEqual(['sumqayit']);
    expect(read(['sumqayid'])).toEqual(['sumqayid']);
  });

  it('keeps a term as it is, and words with digits, short words and words near no term', () => {
    // Search words arrive folded, as adverts' search text holds them (foldForSearch).
    expect(read(['iphone', 'qab', 'baki', 'чехол'])).toEqual(['iphone', 'qab', 'baki', 'чехол']);
    expect(read(['13', 's24', '(m1)', '050***77**'])).toEqual(['13', 's24', '(m1)', '050***77**']);
    expect(read(['ag', 'xr'])).toEqual(['ag', 'xr']);
    expect(read(['zaryadka', 'hediyye', 'ideal'])).toEqual(['zaryadka', 'hediyye', 'ideal']);
  });

  it('reads a word spelled as one part of a hyphenated name as that part', () => {
    expect(read(['palka'])).toEqual(['палка']);
    expect(read(['selfi-palka'])).toEqual(['селфи-палка']);
  });

  it('drops a word that reads as one before it', () => {
    expect(read(['ayfon', 'айфон', '13'])).toEqual(['iphone', '13']);
  });

  it('chooses, among equally near terms, the one with more shown adverts', () => {
    const names = [model(1, 'Nova'), model(2, 'Nora')];
    const near = new SearchVocabulary(names, []);
    // "novra" is one letter off both.
    expect(near.rewrite(['novra'], counted({ 1: 5, 2: 9 }))).toEqual(['nora']);
    expect(near.rewrite(['novra'], counted({ 1: 9, 2: 5 }))).toEqual(['nova']);
  });
});
