/**
 * Cold start of the real server (node --import tsx src/main.ts): time from spawn until GET /api/health
 * answers 200, on the data folder seeded by the seed case, and once on an empty folder (migration and
 * demo seed included).
 */
import fs from 'node:fs';
import path from 'node:path';
import { median, type BenchCase, type BenchContext } from './bench-case.js';
import { SEEDED_DATA_DIR } from './seed-cases.js';
import { startServer } from './server-process.js';

/** The server entry; BENCH_SERVER_ENTRY (absolute or relative to apps/server) points elsewhere for experiments. */
const entry = () => process.env.BENCH_SERVER_ENTRY ?? 'src/main.ts';
const missingEntry = (ctx: BenchContext) => (fs.existsSync(path.resolve(ctx.serverDir, entry())) ? undefined : `${entry()} not found`);

const serverEnv = (dataDir: string, scale: number) => ({
  DATA_DIR: dataDir,
  SEED_ON_START: 'true',
  SEED_SCALE: String(scale),
  LOG_LEVEL: 'warn',
});

export const coldStartSeededCase: BenchCase = {
  name: 'Cold start, seeded data folder',
  skip: (ctx) => missingEntry(ctx) ?? (ctx.shared.has(SEEDED_DATA_DIR) ? undefined : 'needs the seeded folder of the PGlite seed case'),
  async run(ctx) {
    const dataDir = ctx.shared.get(SEEDED_DATA_DIR) as string;
    const times: number[] = [];
    for (let run = 1; run <= ctx.runs; run++) {
      const server = await startServer({ serverDir: ctx.serverDir, entry: entry(), env: serverEnv(dataDir, ctx.scale) });
      ctx.onCleanup(() => server.stop());
      times.push(server.startupMs);
      ctx.log(`run ${run}: ${(server.startupMs / 1000).toFixed(2)} s`);
      // Stop before the next start: the embedded database takes one process at a time.
      await server.stop();
    }
    return [
      { metric: `until /api/health 200, min of ${times.length}`, value: Math.min(...times) },
      { metric: `until /api/health 200, median of ${times.length}`, value: median(times) },
    ];
  },
};

export const coldStartEmptyCase: BenchCase = {
  name: 'First start, empty data folder',
  skip: missingEntry,
  async run(ctx) {
    const dataDir = path.join(ctx.tmpDir, 'empty');
    const server = await startServer({ serverDir: ctx.serverDir, entry: entry(), env: serverEnv(dataDir, ctx.scale), timeoutMs: 600_000 });
    ctx.onCleanup(() => server.stop());
    await server.stop();
    return [{ metric: `until /api/health 200 (migrate + seed scale ${ctx.scale})`, value: server.startupMs }];
  },
};
