import { describe, expect, it } from 'vitest';
import { type AdvertCounts, NO_COUNTS } from '../catalog/live-counts.js';
import { everyLanguage, SuggestionIndex, type SuggestionSource, simNumberSuggestion } from './suggestions.js';
import { SearchVocabulary } from './vocabulary.js';

const counts = (models: Record<number, number>, brands: Record<number, number> = {}): AdvertCounts => ({
  ...NO_COUNTS,
  brands: new Map(Object.entries(brands).map(([id, n]) => [Number(id), n])),
  models: new Map(Object.entries(models).map(([id, n]) => [Number(id), n])),
  countedAt: new Date(),
});

const brand = (id: number, name: string): SuggestionSource => ({
  target: { kind: 'brand', category: 'phone', brandId: id },
  label: everyLanguage(name),
  names: [name],
  counter: (c) => c.brands.get(id) ?? 0,
});
const model = (id: number, brandId: number, brandName: string, name: string): SuggestionSource => ({
  target: { kind: 'model', category: 'phone', brandId, modelId: id },
  label: everyLanguage(`${brandName} ${name}`),
  names: [`${brandName} ${name}`, name],
  counter: (c) => c.models.get(id) ?? 0,
});

const SOURCES: SuggestionSource[] = [
  brand(1, 'Apple'),
  brand(2, 'Samsung'),
  brand(4, 'Xiaomi'),
  model(11, 1, 'Apple', 'iPhone'),
  model(12, 1, 'Apple', 'iPhone 15'),
  model(13, 1, 'Apple', 'iPhone 15 Pro'),
  model(21, 2, 'Samsung', 'Galaxy S24'),
  model(22, 2, 'Samsung', 'Galaxy S23'),
  model(23, 2, 'Samsung', 'Galaxy A15'),
  model(41, 4, 'Xiaomi', 'Redmi Note 13'),
  {
    target: { kind: 'accessoryType', category: 'accessory', accessoryType: 'CASE' },
    label: { az: 'Qab', en: 'Case', ru: 'Чехол' },
    names: ['Qab', 'Case', 'Чехол'],
    counter: (c) => c.accessoryTypes.get('CASE') ?? 0,
  },
];
const vocabulary = new SearchVocabulary([], [{ name: 'Xiaomi', spellings: ['şaomi'] }]);
const index = new SuggestionIndex(SOURCES, (word) => vocabulary.keysOf(word));
const COUNTS = counts({ 11: 0, 12: 40, 13: 70, 21: 90, 22: 30, 23: 5, 41: 12 }, { 1: 110, 2: 125, 4: 12 });
const labels = (typed: string, limit = 8, c = COUNTS) => index.suggest(typed, limit, 'en', c).map((s) => s.label);

describe('suggestions while typing', () => {
  it('find models by the start of their words, in any script, the most advertised first', () => {
    expect(labels('ayf')).toEqual(['Apple iPhone 15 Pro', 'Apple iPhone 15', 'Apple iPhone']);
    expect(labels('айф')).toEqual(labels('ayf'));
    expect(labels('gal s2')).toEqual(['Samsung Galaxy S24', 'Samsung Galaxy S23']);
    expect(labels('гал с2')).toEqual(labels('gal s2'));
    expect(labels('samsung s24')).toEqual(['Samsung Galaxy S24']);
  });

  it('put the whole name first, then names starting with the typed words, then the words anywhere', () => {
    expect(labels('samsung').slice(0, 2)).toEqual(['Samsung', 'Samsung Galaxy S24']);
    expect(labels('s24 galaxy')).toEqual(['Samsung Galaxy S24']);
    expect(labels('iphone15')).toEqual(['Apple iPhone 15 Pro', 'Apple iPhone 15']);
  });

  it('find a name by its aliases', () => {
    expect(labels('şao')).toEqual(['Xiaomi', 'Xiaomi Redmi Note 13']);
    expect(labels('shao')).toEqual(labels('şao'));
  });

  it("name accessory types in the caller's language and find them by any language's name", () => {
    const c = { ...COUNTS, accessoryTypes: new Map([['CASE', 3]] as const) };
    for (const typed of ['чех', 'chex', 'case', 'qab']) {
      expect(index.suggest(typed, 8, 'ru', c)).toEqual([
        { kind: 'accessoryType', category: 'accessory', accessoryType: 'CASE', label: 'Чехол', adverts: 3 },
      ]);
    }
    expect(index.suggest('chexol', 8, 'az', c)[0]?.label).toBe('Qab');
  });

  it('answer the counts with each suggestion and keep within the limit', () => {
    expect(index.suggest('gal', 2, 'en', COUNTS)).toEqual([
      { kind: 'model', category: 'phone', brandId: 2, modelId: 21, label: 'Samsung Galaxy S24', adverts: 90 },
      { kind: 'model', category: 'phone', brandId: 2, modelId: 22, label: 'Samsung Galaxy S23', adverts: 30 },
    ]);
  });

  it('follow the counts as they change', () => {
    expect(labels('gal', 8, counts({ 21: 1, 22: 2, 23: 3 }))).toEqual([
      'Samsung Galaxy A15',
      'Samsung Galaxy S23',
      'Samsung Galaxy S24',
    ]);
  });

  it('offer nothing for nothing, or for words no name starts with', () => {
    expect(labels('')).toEqual([]);
    expect(labels('zzz')).toEqual([]);
    expect(labels('alaxy')).toEqual([]);
  });
});

describe('a SIM number while typing', () => {
  it('reads digits and patterns as the SIM list searches them', () => {
    expect(simNumberSuggestion('7777')).toEqual({
      kind: 'simNumber',
      category: 'sim',
      label: '7777',
      searchQuery: '7777',
    });
    expect(simNumberSuggestion('050***77**')).toEqual({
      kind: 'simNumber',
      category: 'sim',
      label: '050 *** 77 **',
      searchQuery: '050***77**',
    });
    expect(simNumberSuggestion('+994 55 123 45 67')?.label).toBe('055 123 45 67');
    // Searched as typed: a code written apart names the start, a group of digits is found where it stands.
    expect(simNumberSuggestion('055  12')).toMatchObject({ label: '055 12', searchQuery: '055 12' });
    expect(simNumberSuggestion('0728')).toMatchObject({ label: '0728', searchQuery: '0728' });
  });

  it('is not offered for words, too few digits or more than a number holds', () => {
    for (const typed of ['s24', 'iphone 13', '77', '0', '***', '0501234567890']) {
      expect(simNumberSuggestion(typed), typed).toBeUndefined();
    }
  });

  it('comes first among the suggestions', () => {
    expect(index.suggest('050 77', 3, 'en', COUNTS)[0]).toMatchObject({ kind: 'simNumber', searchQuery: '050 77' });
  });
});
