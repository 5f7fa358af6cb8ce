import { useSyncExternalStore } from 'react';
import { wantPart } from './parts';

/** A short note at the foot of the screen, with at most one action (Undo). */
export interface ToastMessage {
  text: string;
  action?: { label: string; run: () => void };
}

export interface ShownToast extends ToastMessage {
  id: number;
}

let shown: ShownToast | null = null;
let count = 0;
const listeners = new Set<() => void>();

/** Shows a toast over whatever screen comes next, in place of the one shown; null hides it. */
export function showToast(message: ToastMessage | null) {
  // The layout's toast slot is a part whose code comes when wanted (app/layout/AppLayout.tsx).
  if (message) wantPart('toasts');
  shown = message && { ...message, id: ++count };
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

export const useShownToast = () =>
  useSyncExternalStore(
    subscribe,
    () => shown,
    () => null,
  );
