import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { showToast } from '../lib/toast';

// jsdom has no matchMedia; tests pick a width through setViewportWidth.
let width = 390;
export function setViewportWidth(next: number) {
  width = next;
  window.dispatchEvent(new Event('resize'));
  for (const listener of mediaListeners) listener();
  for (const observer of resizeObservers) observer.notify();
}
const mediaListeners = new Set<() => void>();

// jsdom has no ResizeObserver either; observers hear of every setViewportWidth.
const resizeObservers = new Set<{ notify: () => void }>();
class ResizeObserverInTests {
  constructor(private readonly callback: ResizeObserverCallback) {}
  notify() {
    this.callback([], this as unknown as ResizeObserver);
  }
  observe() {
    resizeObservers.add(this);
  }
  unobserve() {
    resizeObservers.delete(this);
  }
  disconnect() {
    resizeObservers.delete(this);
  }
}
Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserverInTests });
// Nor the Web Animations API: an animation that never runs, which the page's inline script can cancel.
Element.prototype.animate ??= () => ({ cancel() {} }) as Animation;
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    return {
      get matches() {
        return min ? width >= Number(min[1]) : false;
      },
      media: query,
      addEventListener: (_: string, l: () => void) => mediaListeners.add(l),
      removeEventListener: (_: string, l: () => void) => mediaListeners.delete(l),
      addListener: (l: () => void) => mediaListeners.add(l),
      removeListener: (l: () => void) => mediaListeners.delete(l),
      onchange: null,
      dispatchEvent: () => false,
    };
  },
});

window.scrollTo = (() => {}) as typeof window.scrollTo;

// A test that talks to the network without stubbing it is a broken test.
beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      throw new Error(`Unhandled request in a test: ${String(input)}`);
    }),
  );
});

// React and the libraries report mistakes through console.error: a test that causes one fails.
const consoleError = console.error;
beforeEach(() => {
  console.error = (...args: unknown[]) => {
    consoleError(...args);
    throw new Error(`console.error in a test: ${args.map(String).join(' ')}`);
  };
});

afterEach(() => {
  console.error = consoleError;
  cleanup();
  // A toast is the app's, not a screen's: the next test starts without one.
  showToast(null);
  vi.unstubAllGlobals();
  localStorage.clear();
  // A tab's own storage (a form's key, a note for the login screen) is the test's too.
  sessionStorage.clear();
  width = 390;
});
