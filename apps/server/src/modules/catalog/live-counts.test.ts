import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  advertCountsOf,
  type CountRow,
  LIVE_COUNTS_AT_LEAST_MS,
  LIVE_COUNTS_EVERY_MS,
  LiveCounts,
  type LiveCountsOptions,
} from './live-counts.js';

const AT = new Date('2026-06-15T12:00:00Z');
const row = (over: Partial<CountRow>): CountRow => ({
  category: 'phone',
  brandId: null,
  modelId: null,
  providerId: null,
  accessoryType: null,
  adverts: 1,
  ...over,
});

describe('counts of one GROUP BY', () => {
  it('sum each lookup over its rows: a brand is the sum of its models', () => {
    const counts = advertCountsOf(
      [
        row({ brandId: 1, modelId: 10, adverts: 3 }),
        row({ brandId: 1, modelId: 11, adverts: 4 }),
        row({ category: 'tablet', brandId: 21, modelId: 210, adverts: 2 }),
        row({ category: 'sim', providerId: 2, adverts: 5 }),
        row({ category: 'accessory', accessoryType: 'CASE', adverts: 6 }),
        row({ category: 'accessory', accessoryType: 'CASE', adverts: 1 }),
      ],
      AT,
    );
    expect(counts.brands).toEqual(
      new Map([
        [1, 7],
        [21, 2],
      ]),
    );
    expect(counts.models).toEqual(
      new Map([
        [10, 3],
        [11, 4],
        [210, 2],
      ]),
    );
    expect(counts.providers).toEqual(new Map([[2, 5]]));
    expect(counts.accessoryTypes).toEqual(new Map([['CASE', 7]]));
    expect(counts.districts).toEqual(new Map());
    expect(counts.countedAt).toEqual(AT);
  });

  it('count each district from the rows of its own grouping set, which name no lookup', () => {
    const counts = advertCountsOf(
      [
        row({ brandId: 1, modelId: 10, adverts: 3 }),
        row({ category: null, districtId: 7, adverts: 9 }),
        row({ category: null, districtId: 13, adverts: 2 }),
      ],
      AT,
    );
    expect(counts.districts).toEqual(
      new Map([
        [7, 9],
        [13, 2],
      ]),
    );
    expect(counts.brands).toEqual(new Map([[1, 3]]));
  });
});

describe('live counts', () => {
  let n: number;
  let hears: boolean;
  let fail: boolean;
  const warned: string[] = [];
  const options: LiveCountsOptions = {
    count: async () => {
      if (fail) throw new Error('database away');
      n += 1;
      return { rows: [row({ brandId: 1, modelId: 10, adverts: n })], at: AT };
    },
    warn: (_err, message) => warned.push(message),
    hearsChanges: () => hears,
  };
  const live = new LiveCounts();

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'performance'] });
    n = 0;
    hears = true;
    fail = false;
    warned.length = 0;
  });
  afterEach(async () => {
    await live.stop();
    vi.useRealTimers();
  });

  /** Time passes: the turns due run, and their counts (answered at once here) end. */
  const turn = (ms = LIVE_COUNTS_EVERY_MS) => vi.advanceTimersByTimeAsync(ms);

  it('count at start, then again only after a change is heard, or once half an hour old', async () => {
    await live.start(options, LIVE_COUNTS_EVERY_MS);
    expect(live.current.brands.get(1)).toBe(1);
    await turn();
    expect(n).toBe(1);
    live.changed();
    await turn();
    expect(live.current.brands.get(1)).toBe(2);
    await turn(LIVE_COUNTS_AT_LEAST_MS - 2 * LIVE_COUNTS_EVERY_MS);
    expect(n).toBe(2);
    await turn(2 * LIVE_COUNTS_EVERY_MS);
    expect(n).toBe(3);
  });

  it('count at every turn while changes are not heard', async () => {
    hears = false;
    await live.start(options, LIVE_COUNTS_EVERY_MS);
    await turn();
    await turn();
    expect(n).toBe(3);
  });

  it('keep the previous counts when a count fails, and say so', async () => {
    await live.start(options, LIVE_COUNTS_EVERY_MS);
    const before = live.current;
    fail = true;
    await live.refresh();
    expect(live.current).toBe(before);
    expect(warned).toHaveLength(1);
  });
});
