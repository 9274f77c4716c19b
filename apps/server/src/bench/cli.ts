/**
 * npm run bench -- [--scale N] [--runs N] [--only TEXT]
 * Runs the benchmark cases (cases.ts) in a temporary folder, prints a table, and cleans up: child
 * processes are stopped and the folder is removed, also on Ctrl+C.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { BenchContext, BenchMeasurement } from './bench-case.js';
import { BENCH_CASES } from './cases.js';
import { ms } from './latency.js';

type Row = { caseName: string; metric: string; result: string; note: string };

const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function format(m: BenchMeasurement): string {
  switch (m.unit ?? 'ms') {
    case 'ms':
      // Figures below 10 ms (the forms engine) keep their decimals; the rest are whole milliseconds.
      return m.value < 10 ? ms(m.value) : m.value >= 1000 ? `${(m.value / 1000).toFixed(2)} s` : `${Math.round(m.value)} ms`;
    case 'rows/s':
    case 'req/s':
      return `${Math.round(m.value).toLocaleString('en')} ${m.unit}`;
    case 'MB':
    case 'MB/s':
      return `${m.value.toLocaleString('en', { maximumFractionDigits: 1 })} ${m.unit}`;
    default:
      return `${m.value.toLocaleString('en')} ${m.unit}`;
  }
}

function printTable(rows: Row[]): void {
  const headers: Row = { caseName: 'Case', metric: 'Measurement', result: 'Result', note: 'Note' };
  const keys = ['caseName', 'metric', 'result', 'note'] as const;
  const width = Object.fromEntries(keys.map((k) => [k, Math.max(...[headers, ...rows].map((r) => r[k].length))])) as Record<(typeof keys)[number], number>;
  const line = (r: Row) => keys.map((k) => (k === 'result' ? r[k].padStart(width[k]) : r[k].padEnd(width[k]))).join(' │ ').trimEnd();
  console.log(line(headers));
  console.log(keys.map((k) => '─'.repeat(width[k])).join('─┼─'));
  let previous = '';
  for (const r of rows) {
    console.log(line({ ...r, caseName: r.caseName === previous ? '' : r.caseName }));
    previous = r.caseName;
  }
}

function positive(value: string | undefined, name: string, fallback: number): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Error(`--${name} must be a positive integer, got "${value}"`);
  return n;
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: { scale: { type: 'string' }, runs: { type: 'string' }, only: { type: 'string', multiple: true } },
  });
  const tmpDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-bench-'));
  const cleanups: (() => Promise<void> | void)[] = [];
  let cleaned = false;
  const cleanup = async () => {
    if (cleaned) return;
    cleaned = true;
    // Newest first: servers stop before their folders and databases go.
    for (const fn of cleanups.reverse()) {
      try {
        await fn();
      } catch (err) {
        console.error(`clean-up: ${err instanceof Error ? err.message : String(err)}`);
      }
    }
    await fs.rm(tmpDir, { recursive: true, force: true });
  };
  const interrupt = () => {
    console.error('\nInterrupted, cleaning up …');
    void cleanup().finally(() => process.exit(130));
  };
  process.once('SIGINT', interrupt);
  process.once('SIGTERM', interrupt);

  const ctx: BenchContext = {
    tmpDir,
    serverDir: SERVER_DIR,
    scale: positive(values.scale, 'scale', 1),
    runs: positive(values.runs, 'runs', 3),
    shared: new Map(),
    log: (msg) => console.log(`    ${msg}`),
    onCleanup: (fn) => cleanups.push(fn),
  };
  const only = values.only?.map((o) => o.toLowerCase());
  const rows: Row[] = [];
  let failed = 0;
  console.log(`Benchmark · node ${process.version} · ${os.cpus().length} CPU · ${os.platform()} · temp ${tmpDir}\n`);
  try {
    for (const benchCase of BENCH_CASES) {
      if (only && !only.some((o) => benchCase.name.toLowerCase().includes(o))) continue;
      const reason = benchCase.skip?.(ctx);
      if (reason) {
        console.log(`– ${benchCase.name}: skipped (${reason})`);
        rows.push({ caseName: benchCase.name, metric: '—', result: 'skipped', note: reason });
        continue;
      }
      console.log(`▶ ${benchCase.name}`);
      try {
        const measurements = await benchCase.run(ctx);
        for (const m of measurements) {
          rows.push({ caseName: benchCase.name, metric: m.metric, result: m.failed ? `✗ ${format(m)}` : format(m), note: `${m.failed ? 'OVER BUDGET · ' : ''}${m.note ?? ''}` });
        }
        const overBudget = measurements.filter((m) => m.failed);
        if (overBudget.length > 0) {
          failed += 1;
          console.error(`  failed: over budget: ${overBudget.map((m) => `${m.metric} ${format(m)}`).join('; ')}`);
        }
      } catch (err) {
        failed += 1;
        const message = err instanceof Error ? err.message : String(err);
        console.error(`  failed: ${message}`);
        rows.push({ caseName: benchCase.name, metric: '—', result: 'FAILED', note: message.split('\n')[0]!.slice(0, 100) });
      }
    }
  } finally {
    await cleanup();
  }
  console.log('');
  printTable(rows);
  return failed ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
