import { waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/** The browser's Back (or Forward), as a person presses it: resolved once the page has heard of it. */
export async function press(button: 'back' | 'forward') {
  const arrived = new Promise((resolve) => addEventListener('popstate', resolve, { once: true }));
  if (button === 'back') history.back();
  else history.forward();
  await arrived;
}

/** How many layers' steps the entry shown now holds (lib/history-layer.ts), once no step is on its way. */
export async function layerSteps(expected: number) {
  await waitFor(() => expect((history.state as { zengLayer?: number } | null)?.zengLayer ?? 0).toBe(expected));
}
