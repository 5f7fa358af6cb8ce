import type { ChangeEvent } from 'react';

/**
 * What a filtering input keeps of what was typed, put back into the field too. React resets a controlled
 * input after every keystroke; preact/compat (docs/decisions/0010-preact-compat-runtime.md) only when the
 * state changes, so a refused character (a letter in a digits-only field) would otherwise stay on screen.
 */
export function acceptTyped(event: ChangeEvent<HTMLInputElement>, keep: (typed: string) => string): string {
  const input = event.currentTarget;
  const accepted = keep(input.value);
  if (input.value !== accepted) input.value = accepted;
  return accepted;
}
