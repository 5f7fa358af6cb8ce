import { describe, expect, it } from 'vitest';
import { nameMatches, spellingKey } from './spelling-key.js';

describe('spelling key', () => {
  it.each([
    ['айфон', 'iPhone'],
    ['ayfon', 'iPhone'],
    ['самсунг', 'Samsung'],
    ['samsunk', 'Samsung'],
    ['chexol', 'чехол'],
    ['хуавей', 'Huawei'],
    ['Şəki', 'Шеки'],
    ['Sumqayıt', 'Сумгайыт'],
  ])('gives %s and %s one key', (typed, name) => {
    expect(spellingKey(typed)).toBe(spellingKey(name));
  });

  it('keeps what tells models apart: digits and the other letters', () => {
    expect(spellingKey('Galaxy S24')).not.toBe(spellingKey('Galaxy S23'));
    expect(spellingKey('Redmi Note 13')).not.toBe(spellingKey('Redmi Note 12'));
    expect(spellingKey('Nokia')).not.toBe(spellingKey('Honor'));
  });
});

describe('a name answers what was typed', () => {
  it('by the start of each typed word, in any script', () => {
    expect(nameMatches('Galaxy S24 Ultra', 'gal ultra')).toBe(true);
    expect(nameMatches('Galaxy S24 Ultra', 'гал с24')).toBe(true);
    expect(nameMatches('iPhone 15 Pro Max', 'айф 15')).toBe(true);
    expect(nameMatches('Bakı', 'baku')).toBe(false);
    expect(nameMatches('Bakı', 'bak')).toBe(true);
  });

  it('not by letters that only appear inside other words', () => {
    expect(nameMatches('Galaxy S24', 'xs')).toBe(false);
    expect(nameMatches('iPhone XS', 'xs')).toBe(true);
    expect(nameMatches('Galaxy S24', 'iphone')).toBe(false);
  });
});
