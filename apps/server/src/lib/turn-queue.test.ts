import { describe, expect, it } from 'vitest';
import { QueueFullError, TurnQueue } from './turn-queue.js';

/** A promise and the function that settles it: a piece of work that runs until the test says so. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

describe('a turn queue', () => {
  it('runs one statement at a time in arrival order, and refuses one more than may wait', async () => {
    const queue = new TurnQueue(2);
    const order: string[] = [];
    const first = gate();
    const running = queue.run(async () => {
      order.push('first');
      await first.opened;
    });
    const second = queue.run(async () => order.push('second'));
    const third = queue.run(async () => order.push('third'));
    expect(queue.waiting).toBe(2);
    await expect(queue.run(async () => order.push('fourth'))).rejects.toBeInstanceOf(QueueFullError);
    // A probe that must not be refused waits its turn instead.
    const probe = queue.run(async () => order.push('probe'), false);
    expect(queue.waiting).toBe(3);
    first.open();
    await Promise.all([running, second, third, probe]);
    expect(order).toEqual(['first', 'second', 'third', 'probe']);
    expect(queue.waiting).toBe(0);
  });

  it('never starts a statement in the turn of the event loop that asked for it', async () => {
    const queue = new TurnQueue();
    let started = false;
    const running = queue.run(async () => {
      started = true;
    });
    for (let i = 0; i < 10; i++) await Promise.resolve();
    expect(started).toBe(false);
    await running;
    expect(started).toBe(true);
  });

  it('lets the event loop turn between two statements', async () => {
    const queue = new TurnQueue();
    const order: string[] = [];
    const first = queue.run(async () => {
      order.push('statement 1');
      // What arrived meanwhile (a socket read, a timer) runs before the next statement.
      setImmediate(() => order.push('the event loop'));
    });
    const second = queue.run(async () => order.push('statement 2'));
    await Promise.all([first, second]);
    expect(order).toEqual(['statement 1', 'the event loop', 'statement 2']);
  });
});
