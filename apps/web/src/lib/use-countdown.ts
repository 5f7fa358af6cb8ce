import { useCallback, useEffect, useState } from 'react';

const TICK_MS = 250;

const secondsUntil = (deadline: number) => Math.max(0, Math.ceil((deadline - Date.now()) / 1000));

export interface Countdown {
  /** Whole seconds left, 0 when not running. */
  secondsLeft: number;
  running: boolean;
  /** (Re)starts the countdown from `seconds`. */
  start: (seconds: number) => void;
  stop: () => void;
}

/**
 * Counts whole seconds down to a deadline: the one timer behind the login lock and the code-resend
 * wait. It reads the clock on every tick, so a throttled background tab still ends on time.
 */
export function useCountdown(initialSeconds = 0): Countdown {
  const [deadline, setDeadline] = useState(() => (initialSeconds > 0 ? Date.now() + initialSeconds * 1000 : 0));
  const [secondsLeft, setSecondsLeft] = useState(() => secondsUntil(deadline));

  useEffect(() => {
    setSecondsLeft(secondsUntil(deadline));
    if (deadline <= Date.now()) return;
    const id = setInterval(() => {
      const left = secondsUntil(deadline);
      setSecondsLeft(left);
      if (left === 0) clearInterval(id);
    }, TICK_MS);
    return () => clearInterval(id);
  }, [deadline]);

  const start = useCallback((seconds: number) => {
    const next = Date.now() + Math.max(0, seconds) * 1000;
    setDeadline(next);
    setSecondsLeft(secondsUntil(next));
  }, []);
  const stop = useCallback(() => {
    setDeadline(0);
    setSecondsLeft(0);
  }, []);

  return { secondsLeft, running: secondsLeft > 0, start, stop };
}
