import { describe, expect, it } from 'vitest';
import { TestClock } from '../testing/factories.js';
import { AppError } from './errors.js';
import { KeptAnswers, type Loaded } from './kept-answers.js';

const clock = new TestClock(new Date('2026-06-15T12:00:00Z'));
const HOUR = 3_600_000;
const built =
  (value: string, bytes = 10): (() => Promise<Loaded<string>>) =>
  async () => ({
    value,
    bytes,
    validUntil: null,
  });

describe('answers kept on their own (the sitemaps as they keep them)', () => {
  it('keep within their bytes, dropping the least recently read first', async () => {
    const kept = new KeptAnswers<string>(clock, { isLive: () => true, maxBytes: 25, maxAgeMs: HOUR });
    await kept.get('phone', 'a', built('a1'));
    await kept.get('phone', 'b', built('b1'));
    await kept.get('phone', 'a', built('unused'));
    // Thirty bytes would be past the bound: b, read longest ago, goes.
    await kept.get('tablet', 'c', built('c1'));
    expect(kept.bytes).toBe(20);
    expect(await kept.get('phone', 'a', built('a2'))).toBe('a1');
    expect(await kept.get('phone', 'b', built('b2'))).toBe('b2');
    // Larger than the bound on its own: sent, never kept.
    expect(await kept.get('sim', 'd', built('d1', 26))).toBe('d1');
    expect(await kept.get('sim', 'd', built('d2', 26))).toBe('d2');
  });

  it('give a build refused to the request that started it to the next one that waited, and count that one', async () => {
    const kept = new KeptAnswers<string>(clock, { isLive: () => true, maxBytes: 100, maxAgeMs: HOUR });
    const counted: string[] = [];
    const refusal = { starterOnly: (err: unknown) => err instanceof AppError && err.statusCode === 429 };
    const allowance =
      (who: string, refuse = false) =>
      async () => {
        counted.push(who);
        if (refuse) throw new AppError(429, 'RATE_LIMITED', `${who} is past its allowance`);
        return built(`for ${who}`)();
      };
    const refused = kept.get('phone', 'k', allowance('a', true), refusal);
    const waiting = kept.get('phone', 'k', allowance('b'), refusal);
    await expect(refused).rejects.toThrow('a is past its allowance');
    expect(await waiting).toBe('for b');
    expect(counted).toEqual(['a', 'b']);
  });

  it('never keep what was built before a change it did not see', async () => {
    const kept = new KeptAnswers<string>(clock, { isLive: () => true, maxBytes: 100, maxAgeMs: HOUR });
    let finish: (value: Loaded<string>) => void = () => {};
    const slow = () => new Promise<Loaded<string>>((resolve) => (finish = resolve));
    const first = kept.get('phone', 'k', slow);
    await Promise.resolve();
    kept.forget('phone');
    finish({ value: 'before the change', bytes: 10, validUntil: null });
    expect(await first).toBe('before the change');
    expect(await kept.get('phone', 'k', built('after the change'))).toBe('after the change');
  });
});
