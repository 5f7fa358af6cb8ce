/** Where "now" comes from: the system in production, a hand-moved clock in tests (codes and tokens expire). */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
