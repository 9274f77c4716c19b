import { monitorEventLoopDelay, type IntervalHistogram } from 'node:perf_hooks';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import type { THealth } from '@portal/domain';
import type { Db } from '../../platform/db/client.js';

export async function checkHealth({ db, log }: { db: Db; log: FastifyBaseLogger }): Promise<THealth> {
  try {
    await db.execute(sql`select 1`);
    return { status: 'ok', database: 'ok' };
  } catch (err) {
    log.error({ err }, 'health check: database unreachable');
    return { status: 'error', database: 'error' };
  }
}

/** How long readiness waits for the database: a load balancer should take an instance out long before its own timeout. */
export const READY_TIMEOUT_MS = 1000;

export type TReadiness = { status: 'ok' | 'error'; database: 'ok' | 'error' | 'timeout'; reason?: string };

/** Whether the database answers `select 1` within `timeoutMs` (the query itself is not cancelled; its answer is ignored). */
export async function checkReadiness({ db, log, timeoutMs = READY_TIMEOUT_MS }: { db: Db; log: FastifyBaseLogger; timeoutMs?: number }): Promise<TReadiness> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), timeoutMs);
  });
  const query = db.execute(sql`select 1`).then(
    () => 'ok' as const,
    (err: unknown) => {
      log.error({ err }, 'readiness check: database unreachable');
      return 'error' as const;
    },
  );
  try {
    const outcome = await Promise.race([query, timeout]);
    if (outcome === 'ok') return { status: 'ok', database: 'ok' };
    if (outcome === 'timeout') {
      log.warn({ timeoutMs }, 'readiness check: database too slow');
      return { status: 'error', database: 'timeout', reason: `The database did not answer within ${timeoutMs} ms` };
    }
    return { status: 'error', database: 'error', reason: 'The database refused the query or is unreachable' };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The event loop's delay (how late timers fire), sampled continuously and reset every LOOP_WINDOW_MS, so that
 * liveness reports the recent past without touching the database.
 */
const LOOP_WINDOW_MS = 10_000;

export type TEventLoopMonitor = { p99Ms: () => number; stop: () => void };

export function startEventLoopMonitor(): TEventLoopMonitor {
  const histogram: IntervalHistogram = monitorEventLoopDelay({ resolution: 20 });
  histogram.enable();
  const reset = setInterval(() => histogram.reset(), LOOP_WINDOW_MS);
  reset.unref();
  return {
    // Nanoseconds to milliseconds; 0 until the first sample.
    p99Ms: () => (histogram.count > 0 ? Math.round(histogram.percentile(99) / 1e5) / 10 : 0),
    stop: () => {
      clearInterval(reset);
      histogram.disable();
    },
  };
}
