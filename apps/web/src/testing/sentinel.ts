import { act } from '@testing-library/react';
import { vi } from 'vitest';

/** jsdom has no IntersectionObserver: a stand-in that lets a test reveal the last element still observed. */
let observers: { callback: IntersectionObserverCallback; target?: Element }[] = [];

export function stubIntersectionObserver() {
  observers = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(private callback: IntersectionObserverCallback) {
        observers.push({ callback });
      }
      observe(target: Element) {
        const entry = observers.find((o) => o.callback === this.callback);
        if (entry) entry.target = target;
      }
      disconnect() {
        observers = observers.filter((o) => o.callback !== this.callback);
      }
    },
  );
}

/** Makes the sentinel at the end of the latest infinite list fully visible. */
export function revealSentinel() {
  const last = observers.at(-1);
  if (!last?.target) throw new Error('no sentinel is observed');
  act(() => {
    last.callback(
      [{ isIntersecting: true, intersectionRatio: 1, target: last.target } as IntersectionObserverEntry],
      {} as IntersectionObserver,
    );
  });
}
