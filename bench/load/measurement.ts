/** What one measured call shape gave: the same fields for the API, the ceiling and the floor. */
export interface Measurement {
  requests: number;
  seconds: number;
  rps: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  non2xx: number;
  errors: number;
}

/** How long each caller runs and how many of them (one job of a worker process). */
export interface LoadShape {
  connections: number;
  seconds: number;
  warmupSeconds: number;
}

/** The value at percentile `p` (0–100) of latencies sorted ascending. */
export function percentile(sorted: ArrayLike<number>, p: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? 0;
}
