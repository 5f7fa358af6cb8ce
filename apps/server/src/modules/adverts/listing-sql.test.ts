import type { SortType } from '@zeng/contract/constants';
import { describe, expect, it } from 'vitest';
import type { Cursor } from './cursor.js';
import { type BoundStatement, cappedCountQuery, countQuery, type ListFilters, listingQuery } from './listing-sql.js';

/**
 * The statements of the public lists and their counts, as PostgreSQL receives them. A prepared
 * statement's plan is cached by its name and text, and the listing plans were tuned and benchmarked at
 * a million adverts with exactly this text (listing-plans.test.ts, bench/): a change to any of it shows
 * here as a changed snapshot, to be measured before it is accepted (`vitest -u` then records it).
 */
const NOW = new Date('2026-06-15T12:00:00.000Z');
const LIMIT = 21;
const DAY = { publishedFrom: new Date('2026-06-14T20:00:00Z'), publishedBefore: new Date('2026-06-15T20:00:00Z') };
const BY_DATE: Cursor = { sort: 'DATE_DESC', key: '2026-06-14T10:00:00.123Z', id: 42 };
const BY_PRICE: Cursor = { sort: 'PRICE_ASC', key: 500, id: 42 };

/** Each statement: its name (none: planned for its values), where it runs, its text and its values. */
const shown = (steps: BoundStatement[]) =>
  steps
    .map(({ statement, values }) =>
      [
        `${statement.name || '(planned for its values)'}${statement.heavy ? ', on a pooled connection' : ''}`,
        statement.text,
        `values: ${JSON.stringify(values)}`,
      ].join('\n'),
    )
    .join('\n\n');

const lists: Array<[string, ListFilters, SortType, Cursor | null]> = [
  ['phones, newest first', { category: 'phone' }, 'DATE_DESC', null],
  ['phones, oldest first', { category: 'phone' }, 'DATE_ASC', null],
  ['phones, cheapest first', { category: 'phone' }, 'PRICE_ASC', null],
  ['phones, dearest first', { category: 'phone' }, 'PRICE_DESC', null],
  [
    'tablets by brand, model, condition, colour, storage, RAM and district',
    {
      category: 'tablet',
      brandIds: [21],
      modelIds: [210001, 210002],
      condition: 'used',
      color: 'Black',
      storageId: 5,
      ramId: 26,
      districtId: 7,
    },
    'DATE_DESC',
    null,
  ],
  ['SIM numbers of a provider', { category: 'sim', providerId: 2 }, 'DATE_DESC', null],
  ['SIM numbers of a prefix, cheapest first', { category: 'sim', simPrefix: '055' }, 'PRICE_ASC', null],
  ['SIM numbers by masks', { category: 'sim', numberPatterns: ['99455777%', '99499777%'] }, 'PRICE_ASC', null],
  ['accessories of a type', { category: 'accessory', type: 'CASE' }, 'DATE_DESC', null],
  ['a next page by date', { category: 'phone' }, 'DATE_DESC', BY_DATE],
  ['a next page by price', { category: 'phone' }, 'PRICE_ASC', BY_PRICE],
  ['a price range by date', { category: 'phone', priceMin: 500, priceMax: 1500 }, 'DATE_DESC', null],
  ['a price range by price', { category: 'phone', priceMin: 500, priceMax: 1500 }, 'PRICE_DESC', null],
  ['seller options', { category: 'phone', sellerOptions: ['barter', 'delivery'] }, 'DATE_DESC', null],
  [
    "a device's grade, battery and registration",
    { category: 'phone', grade: 'good', batteryMin: '85', registration: ['registered'] },
    'DATE_DESC',
    null,
  ],
  ["today's SIM numbers", { category: 'sim', ...DAY }, 'DATE_DESC', null],
  ['a search word', { category: 'phone', words: ['iphone'] }, 'DATE_DESC', null],
  ['search words by price', { category: 'phone', words: ['galaxy', 's24'] }, 'PRICE_ASC', null],
  ['a word the trigram index cannot narrow', { category: 'phone', words: ['m1'] }, 'DATE_DESC', null],
  [
    'a word and capacities',
    {
      category: 'phone',
      words: ['iphone'],
      capacities: [
        { storageIds: [6], ramIds: [] },
        { storageIds: [6], ramIds: [26] },
      ],
    },
    'DATE_DESC',
    null,
  ],
  ['a word and a price, next page', { category: 'accessory', words: ['qab'], priceMin: 5 }, 'DATE_DESC', BY_DATE],
];

const counts: Array<[string, ListFilters]> = [
  ['phones', { category: 'phone' }],
  ["today's tablets", { category: 'tablet', ...DAY }],
  ['a search word', { category: 'phone', words: ['qara'] }],
  ['a SIM number mask', { category: 'sim', numberPatterns: ['%777%'] }],
];

const cappedCounts: Array<[string, ListFilters]> = [
  ['phones of a district', { category: 'phone', districtId: 7 }],
  ['search words', { category: 'phone', words: ['qara', 'iphone'] }],
  ['a word and a capacity', { category: 'tablet', words: ['ipad'], capacities: [{ storageIds: [5], ramIds: [26] }] }],
  ['a SIM number mask', { category: 'sim', numberPatterns: ['%777%'] }],
];

describe('the statements of a list page', () => {
  it.each(lists)('%s', (_, filters, sort, cursor) => {
    expect(shown(listingQuery(filters, sort, cursor, LIMIT, NOW))).toMatchSnapshot();
  });

  it('are built once per shape: another value of the same filters is the same statement', () => {
    const [cheap] = listingQuery({ category: 'phone', priceMax: 100 }, 'PRICE_ASC', null, LIMIT, NOW);
    const [dear] = listingQuery({ category: 'phone', priceMax: 9000 }, 'PRICE_ASC', null, LIMIT, NOW);
    expect(dear?.statement).toBe(cheap?.statement);
    expect(dear?.values).not.toEqual(cheap?.values);
  });
});

describe('the statement of a count', () => {
  it.each(counts)('%s', (_, filters) => {
    expect(shown([countQuery(filters, NOW)])).toMatchSnapshot();
  });
});

describe('the statements of a capped count', () => {
  it.each(cappedCounts)('%s', (_, filters) => {
    const { sample, recent, every } = cappedCountQuery(filters, NOW, 1001);
    // The walk of the newest adverts as countVisibleCapped would size it for 500 holders among 1,001.
    const steps = [sample, recent?.(4008), every].filter((step) => step !== undefined);
    expect(shown(steps)).toMatchSnapshot();
  });
});
