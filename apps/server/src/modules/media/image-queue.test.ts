import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors.js';
import { defaultImageDecodes, ImageQueue } from './image-queue.js';

const GB = 1024 ** 3;

/** A promise and the function that settles it. */
function gate() {
  let open: () => void = () => {};
  const closed = new Promise<void>((resolve) => (open = resolve));
  return { closed, open };
}

describe('ImageQueue', () => {
  it('admits decodes + waiting uploads, refuses the next with 503 SERVER_BUSY, and admits again once one leaves', () => {
    const queue = new ImageQueue({ decodes: 2, waiting: 1 });
    const places = [queue.enter(), queue.enter(), queue.enter()];
    expect(queue.size).toBe(3);
    let refusal: unknown;
    try {
      queue.enter();
    } catch (err) {
      refusal = err;
    }
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({ statusCode: 503, code: 'SERVER_BUSY' });
    const seconds = (refusal as AppError).params?.retryAfterSeconds;
    expect((refusal as AppError).headers).toEqual({ 'retry-after': String(seconds) });
    places[0]?.leave();
    places[0]?.leave(); // twice changes nothing
    expect(queue.size).toBe(2);
    expect(() => queue.enter()).not.toThrow();
  });

  it('runs as many decodes at once as it has, the rest in the order they asked', async () => {
    const queue = new ImageQueue({ decodes: 1, waiting: 5 });
    const order: string[] = [];
    const first = gate();
    const a = queue.enter();
    const b = queue.enter();
    const c = queue.enter();
    const runA = a.decode(async () => {
      order.push('a starts');
      await first.closed;
      order.push('a ends');
    });
    const runB = b.decode(async () => order.push('b'));
    const runC = c.decode(async () => order.push('c'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(order).toEqual(['a starts']);
    // a's end hands the decode to b, then b's to c.
    first.open();
    await Promise.all([runA, runB, runC]);
    expect(order).toEqual(['a starts', 'a ends', 'b', 'c']);
    for (const place of [a, b, c]) place.leave();
    expect(queue.size).toBe(0);
  });

  it('frees the decode when the work fails', async () => {
    const queue = new ImageQueue({ decodes: 1, waiting: 1 });
    const failing = queue.enter();
    await expect(failing.decode(() => Promise.reject(new Error('broken file')))).rejects.toThrow('broken file');
    failing.leave();
    const next = queue.enter();
    await expect(next.decode(async () => 'decoded')).resolves.toBe('decoded');
    next.leave();
  });

  it('asks to wait longer the more uploads are ahead, and tells each refused upload a later turn, within 1 to 60 seconds', () => {
    const retryAfter = (queue: ImageQueue) => {
      try {
        queue.enter();
      } catch (err) {
        return Number((err as AppError).params?.retryAfterSeconds);
      }
      throw new Error('admitted');
    };
    const full = (waiting: number) => {
      const queue = new ImageQueue({ decodes: 1, waiting });
      for (let i = 0; i <= waiting; i++) queue.enter();
      return queue;
    };
    // Until an upload has been timed, one is taken to need a second.
    expect(retryAfter(full(1))).toBe(2);
    expect(retryAfter(full(20))).toBe(21);
    expect(retryAfter(full(1000))).toBe(60);
    // A crowd refused at once is spread over the seconds ahead, not sent back together.
    const crowded = full(1);
    expect(Array.from({ length: 5 }, () => retryAfter(crowded))).toEqual([2, 3, 4, 5, 6]);
    const flooded = full(1);
    const waits = Array.from({ length: 100 }, () => retryAfter(flooded));
    expect(waits.at(-1)).toBe(60);
    // Two decodes get through the same queue twice as fast.
    const two = new ImageQueue({ decodes: 2, waiting: 2 });
    for (let i = 0; i < 4; i++) two.enter();
    expect(retryAfter(two)).toBe(2);
  });
});

describe('defaultImageDecodes', () => {
  it('is one a core, leaves a libuv thread for files, keeps decodes within half the memory, and is at least one', () => {
    expect(defaultImageDecodes(2, 24 * GB, 4)).toBe(2);
    expect(defaultImageDecodes(1, 24 * GB, 4)).toBe(1);
    expect(defaultImageDecodes(8, 24 * GB, 4)).toBe(3);
    expect(defaultImageDecodes(8, 24 * GB, 16)).toBe(8);
    expect(defaultImageDecodes(8, 2 * GB, 16)).toBe(2);
    expect(defaultImageDecodes(8, 0.5 * GB, 16)).toBe(1);
    expect(defaultImageDecodes(4, 24 * GB, 1)).toBe(1);
  });
});
