import { spellingKey } from '@zeng/contract/spelling-key';
import { describe, expect, it } from 'vitest';
import { foldForSearch } from '../../modules/adverts/search-text.js';
import { SEARCH_ALIASES } from './search-aliases.js';

describe("the search's aliases", () => {
  it('name one word each', () => {
    for (const { name } of SEARCH_ALIASES) expect(foldForSearch(name), name).toMatch(/^\p{L}+$/u);
  });

  it('add a key the spelling key does not already give: a Cyrillic or mark-less form needs no entry', () => {
    for (const { name, spellings } of SEARCH_ALIASES) {
      const keys = [name, ...spellings].map((s) => spellingKey(foldForSearch(s)));
      expect(new Set(keys).size, `${name}: ${spellings.join(', ')} → ${keys.join(', ')}`).toBe(keys.length);
      for (const spelling of spellings) expect(spelling, name).toMatch(/^[a-zəöüçşğı]+$/);
    }
  });

  it('name each name once', () => {
    const names = SEARCH_ALIASES.map((a) => foldForSearch(a.name));
    expect(new Set(names).size).toBe(names.length);
  });
});
