/** Request latency sampling: warm-up, then timed requests one after another; percentiles by nearest rank. */

export type TLatency = { n: number; p50: number; p95: number; p99: number; min: number; max: number };

/** Nearest-rank percentile of ascending `sorted` (q in 0..1). */
export function percentile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return NaN;
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil(q * sorted.length)));
  return sorted[rank - 1]!;
}

export function summarise(samples: readonly number[]): TLatency {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    n: sorted.length,
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    p99: percentile(sorted, 0.99),
    min: sorted[0] ?? NaN,
    max: sorted.at(-1) ?? NaN,
  };
}

/**
 * Runs `request` `warmup` times untimed, then `runs` times timed, strictly one after another (latency of
 * a single user, not throughput). `request` throws on a wrong answer, so a broken case cannot look fast.
 */
export async function sample(request: () => Promise<void>, opts: { warmup: number; runs: number }): Promise<TLatency> {
  for (let i = 0; i < opts.warmup; i++) await request();
  const samples: number[] = [];
  for (let i = 0; i < opts.runs; i++) {
    const started = performance.now();
    await request();
    samples.push(performance.now() - started);
  }
  return summarise(samples);
}

export const ms = (v: number): string => (v >= 1000 ? `${(v / 1000).toFixed(2)} s` : `${v.toFixed(v < 10 ? 2 : 1)} ms`);
