/**
 * The shape of a benchmark case. Each case is a small module; cases.ts lists them in the order they run.
 * Later measurements (list queries, exports, …) are added as further files and one line in cases.ts.
 */

export type BenchMeasurement = {
  /** What was measured, e.g. 'seed', 'cold start (min of 3)'. */
  metric: string;
  /** Milliseconds for timings; for other units set `unit`. */
  value: number;
  unit?: 'ms' | 'rows' | 'MB' | 'rows/s' | 'MB/s' | 'req/s' | 'load' | 'score' | 'requests';
  note?: string;
  /** Over its budget: the bench reports it and exits non-zero (the case's other figures are still shown). */
  failed?: boolean;
};

export type BenchContext = {
  /** A fresh temporary folder for this run; removed afterwards. */
  tmpDir: string;
  /** apps/server */
  serverDir: string;
  /** Seed scale for cases that seed (--scale, default 1). */
  scale: number;
  /** Repetitions for cases that repeat (--runs, default 3). */
  runs: number;
  /** Hand-over between cases (e.g. the seeded data folder for the cold-start case). */
  shared: Map<string, unknown>;
  log(msg: string): void;
  /** Registers clean-up (child processes, databases) that runs even when the bench is interrupted. */
  onCleanup(fn: () => Promise<void> | void): void;
};

export type BenchCase = {
  name: string;
  /** Returns a reason to skip (missing configuration, missing prerequisite), or undefined to run. */
  skip?(ctx: BenchContext): string | undefined;
  run(ctx: BenchContext): Promise<BenchMeasurement[]>;
};

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Runs `fn` and returns its result and the milliseconds it took. */
export async function timed<T>(fn: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const started = performance.now();
  const result = await fn();
  return { result, ms: performance.now() - started };
}
