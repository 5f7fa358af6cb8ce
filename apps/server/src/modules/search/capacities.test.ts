import type { Component } from '@zeng/contract/lookups';
import { describe, expect, it } from 'vitest';
import { ramComponents, storageComponents } from '../../db/reference/catalog.js';
import { phoneModels } from '../../db/reference/phone-models.js';
import { tabletModels } from '../../db/reference/tablet-models.js';
import { CapacityReader } from './capacities.js';

const components = (type: Component['type'], rows: ReadonlyArray<readonly [number, string, number]>) =>
  rows.map(([id, capacity]): Component => ({ id, type, capacity }));
const reader = new CapacityReader(
  components('STORAGE', storageComponents),
  components('RAM', ramComponents),
  [...Object.values(phoneModels), ...Object.values(tabletModels)].flatMap((models) => models.map(([, name]) => name)),
);
/** Component ids by their capacity, as the reference data numbers them. */
const S = { '8GB': 1, '16GB': 2, '128GB': 5, '256GB': 6, '512GB': 7, '1TB': 8 } as const;
const R = { '8GB': 26, '12GB': 27, '16GB': 28 } as const;
const phone = (...words: string[]) => reader.read('phone', words);

describe('the storage and RAM a search names', () => {
  it('a bare storage size that names no model: "iphone 15 pro 256", "s24 ultra 512"', () => {
    expect(phone('iphone', '15', 'pro', '256')).toEqual({
      words: ['iphone', '15', 'pro'],
      capacities: [{ storageIds: [S['256GB']], ramIds: [] }],
    });
    expect(phone('s24', 'ultra', '512')).toEqual({
      words: ['s24', 'ultra'],
      capacities: [{ storageIds: [S['512GB']], ramIds: [] }],
    });
  });

  it('never a model’s number, nor a number that is no storage size: "iphone 16", "iphone 12", "15"', () => {
    for (const words of [['iphone', '16'], ['iphone', '12'], ['15'], ['8'], ['2024'], ['300']]) {
      expect(phone(...words), words.join(' ')).toEqual({ words, capacities: [] });
    }
  });

  it('a size with its unit, in any script and spacing: 256gb, 256 gb, 256гб, 256 ГБ, 1tb, 1 ТБ', () => {
    for (const words of [['256gb'], ['256', 'gb'], ['256гб'], ['256', 'гб'], ['256g'], ['256', 'qb']]) {
      expect(phone(...words).capacities, words.join(' ')).toEqual([{ storageIds: [S['256GB']], ramIds: [] }]);
    }
    for (const words of [['1tb'], ['1', 'tb'], ['1тб'], ['1', 'тб']]) {
      expect(phone(...words), words.join(' ')).toEqual({
        words: [],
        capacities: [{ storageIds: [S['1TB']], ramIds: [] }],
      });
    }
  });

  it('8 GB or 16 GB with a unit is either storage or RAM, unless a word beside it says which', () => {
    expect(phone('iphone', '6', '16gb').capacities).toEqual([{ storageIds: [S['16GB']], ramIds: [R['16GB']] }]);
    expect(phone('8gb', 'ram')).toEqual({ words: [], capacities: [{ storageIds: [], ramIds: [R['8GB']] }] });
    expect(phone('озу', '8', 'гб')).toEqual({ words: [], capacities: [{ storageIds: [], ramIds: [R['8GB']] }] });
    expect(phone('16gb', 'rom')).toEqual({ words: [], capacities: [{ storageIds: [S['16GB']], ramIds: [] }] });
    expect(phone('12gb')).toEqual({ words: [], capacities: [{ storageIds: [], ramIds: [R['12GB']] }] });
    // A role word with no capacity beside it is a word of the text.
    expect(phone('ram', 'iphone')).toEqual({ words: ['ram', 'iphone'], capacities: [] });
  });

  it('RAM and storage together: 8/256, 8gb/256gb, 12+512, 12/1tb', () => {
    const both = (ram: number, storage: number) => [
      { storageIds: [], ramIds: [ram] },
      { storageIds: [storage], ramIds: [] },
    ];
    expect(phone('8/256')).toEqual({ words: [], capacities: both(R['8GB'], S['256GB']) });
    expect(phone('galaxy', '8gb/256gb').capacities).toEqual(both(R['8GB'], S['256GB']));
    expect(phone('12+512').capacities).toEqual(both(R['12GB'], S['512GB']));
    expect(phone('12/1tb').capacities).toEqual(both(R['12GB'], S['1TB']));
    // Not a size of either: a word of the text.
    expect(phone('1/2')).toEqual({ words: ['1/2'], capacities: [] });
    expect(phone('7gb')).toEqual({ words: ['7gb'], capacities: [] });
  });

  it('is read among phones and tablets only; elsewhere the words stay, units joined to their number', () => {
    expect(reader.read('accessory', ['sandisk', '256', 'гб'])).toEqual({ words: ['sandisk', '256gb'], capacities: [] });
    expect(reader.read('accessory', ['sd', '1', 'TB'.toLowerCase()])).toEqual({ words: ['sd', '1tb'], capacities: [] });
    expect(reader.read('sim', ['256'])).toEqual({ words: ['256'], capacities: [] });
    expect(reader.read('tablet', ['ipad', '256gb']).capacities).toEqual([{ storageIds: [S['256GB']], ramIds: [] }]);
  });
});
