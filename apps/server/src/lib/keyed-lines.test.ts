import { describe, expect, it } from 'vitest';
import { KeyedLines, LineFullError } from './keyed-lines.js';

/** A piece of work that ends when the test says so. */
function held() {
  let end: () => void = () => {};
  const done = new Promise<void>((resolve) => (end = resolve));
  return { work: () => done, end };
}

describe("one address's share of a queue", () => {
  it('runs an address at most so many at once, the rest in its own line, refusing past it', async () => {
    const lines = new KeyedLines({ atOnce: 2, maxWaiting: 1 });
    const started: string[] = [];
    const pieces = ['a1', 'a2', 'a3'].map((name) => {
      const piece = held();
      return {
        ...piece,
        run: lines.run('10.0.0.1', () => {
          started.push(name);
          return piece.work();
        }),
      };
    });
    await expect(lines.run('10.0.0.1', async () => 'a4')).rejects.toBeInstanceOf(LineFullError);
    // Another address is not held up by the first one's line.
    expect(await lines.run('10.0.0.2', async () => 'b1')).toBe('b1');
    expect(started).toEqual(['a1', 'a2']);
    pieces[0]?.end();
    await pieces[0]?.run;
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual(['a1', 'a2', 'a3']);
    for (const piece of pieces) piece.end();
    await Promise.all(pieces.map((piece) => piece.run));
    expect(lines.keys).toBe(0);
  });
});
