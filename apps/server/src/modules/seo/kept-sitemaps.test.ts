import { describe, expect, it } from 'vitest';
import { TestClock } from '../../testing/factories.js';
import { type Built, KeptSitemaps } from './kept-sitemaps.js';

const clock = new TestClock(new Date('2026-06-15T12:00:00Z'));
const HOUR = 3_600_000;
const allowed = async () => {};
const built =
  (value: string, bytes = 10): (() => Promise<Built<string>>) =>
  async () => ({
    value,
    bytes,
    validUntil: null,
  });

describe('kept sitemaps on their own', () => {
  it('keep within their bytes, dropping the least recently read first', async () => {
    const kept = new KeptSitemaps<string>(clock, { isLive: () => true, maxBytes: 25, maxAgeMs: HOUR });
    await kept.get('phone', 'a', built('a1'), allowed);
    await kept.get('phone', 'b', built('b1'), allowed);
    await kept.get('phone', 'a', built('unused'), allowed);
    // Thirty bytes would be past the bound: b, read longest ago, goes.
    await kept.get('tablet', 'c', built('c1'), allowed);
    expect(kept.bytes).toBe(20);
    expect(await kept.get('phone', 'a', built('a2'), allowed)).toBe('a1');
    expect(await kept.get('phone', 'b', built('b2'), allowed)).toBe('b2');
    // Larger than the bound on its own: sent, never kept.
    expect(await kept.get('sim', 'd', built('d1', 26), allowed)).toBe('d1');
    expect(await kept.get('sim', 'd', built('d2', 26), allowed)).toBe('d2');
  });

  it('give a build refused to the request that started it to the next one that waited, and count that one', async () => {
    const kept = new KeptSitemaps<string>(clock, { isLive: () => true, maxBytes: 100, maxAgeMs: HOUR });
    const counted: string[] = [];
    const allowance =
      (who: string, refuse = false) =>
      async () => {
        counted.push(who);
        if (refuse) throw new Error(`${who} is past its allowance`);
      };
    const refused = kept.get('phone', 'k', built('for a'), allowance('a', true));
    const waiting = kept.get('phone', 'k', built('for b'), allowance('b'));
    await expect(refused).rejects.toThrow('a is past its allowance');
    expect(await waiting).toBe('for b');
    expect(counted).toEqual(['a', 'b']);
  });

  it('never keep what was built before a change it did not see', async () => {
    const kept = new KeptSitemaps<string>(clock, { isLive: () => true, maxBytes: 100, maxAgeMs: HOUR });
    let finish: (value: Built<string>) => void = () => {};
    const slow = () => new Promise<Built<string>>((resolve) => (finish = resolve));
    const first = kept.get('phone', 'k', slow, allowed);
    await Promise.resolve();
    kept.forget('phone');
    finish({ value: 'before the change', bytes: 10, validUntil: null });
    expect(await first).toBe('before the change');
    expect(await kept.get('phone', 'k', built('after the change'), allowed)).toBe('after the change');
  });
});
