/**
 * Zip download of 1,000 documents through the real server (issue: memory stays flat while a large zip
 * streams). Set-up: an embedded database with a bench licence (list-data.ts, small) whose newest 1,000
 * documents get real stored files (sample-files.ts: PDFs and PNGs of 20–200 KB, about 110 MB) under
 * DATA_DIR/files, the way uploads store them. Then the server is started as a child process (as in
 * production), a licence admin logs in, selects the 1,000 documents (POST /api/v1/Brief/Zip with their
 * BriefIds) and downloads the Url to a byte counter.
 *
 * Measured per run (--runs, default 3): time to first byte, total time, bytes, and the server's peak
 * resident memory above its idle level: VmRSS from /proc/<pid>/status sampled every 20 ms, and VmHWM after
 * resetting it (clear_refs) just before the download, whichever is higher. Budget: growth below 100 MB in
 * every run, else the case fails. The zip is checked against the stored files (zip-check.ts) on every
 * run, so a broken or short zip fails the case instead of looking fast.
 * BENCH_SKIP_ZIP=1 skips it.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { sql } from 'drizzle-orm';
import { openDatabase, type Db } from '../platform/db/client.js';
import { executeRows } from '../platform/db/execute-rows.js';
import { documents, files } from '../platform/db/schema.js';
import { createLocalStorage } from '../platform/storage/local-storage.js';
import { filesRoot } from '../platform/storage/storage.js';
import { median, timed, type BenchCase, type BenchContext, type BenchMeasurement } from './bench-case.js';
import { BENCH_USER_EMAIL, BENCH_USER_PASSWORD, generateListData, listVolumes } from './list-data.js';
import { noise, samplePdf, samplePng } from './sample-files.js';
import { startServer } from './server-process.js';
import { checkZip, TailBuffer, type TExpectedEntry } from './zip-check.js';

export const ZIP_DOCUMENTS = 1000;
export const ZIP_MEMORY_BUDGET_MB = 100;
const SAMPLE_INTERVAL_MS = 20;
const MIN_FILE_BYTES = 20_000;
const MAX_FILE_BYTES = 200_000;
/** The central directory of 1,000 entries is about 100 KB; keep a generous tail. */
const TAIL_BYTES = 4 * 1024 * 1024;
const MB = 1024 * 1024;

const entry = () => process.env.BENCH_SERVER_ENTRY ?? 'src/main.ts';
const skipZip = (ctx: BenchContext) => {
  if (process.env.BENCH_SKIP_ZIP === '1' || process.env.BENCH_SKIP_ZIP === 'true') return 'BENCH_SKIP_ZIP is set';
  return fs.existsSync(path.resolve(ctx.serverDir, entry())) ? undefined : `${entry()} not found`;
};

type TStoredSet = { ids: string[]; expected: Map<string, TExpectedEntry>; bytes: number };

/**
 * Gives the licence's newest `count` active documents a stored file each (what the page's selection
 * would pick), written through the storage module, with their files rows; returns what the zip must hold.
 */
async function storeFiles(db: Db, dataDir: string, licenseId: string, count: number): Promise<TStoredSet> {
  const storage = createLocalStorage(filesRoot(dataDir));
  const docs = await executeRows<{ id: string; brieftyp: string; erstellt: string }>(
    db,
    sql`SELECT ${documents.id}::text AS "id", ${documents.brieftyp} AS "brieftyp", to_char(${documents.erstellt}, 'YYYY-MM-DD') AS "erstellt"
        FROM ${documents} WHERE ${documents.licenseId} = ${licenseId} AND ${documents.active} ORDER BY ${documents.erstellt} DESC, ${documents.id} DESC LIMIT ${count}`,
  );
  if (docs.length !== count) throw new Error(`the bench licence has ${docs.length} active documents, ${count} needed`);
  const expected = new Map<string, TExpectedEntry>();
  let bytes = 0;
  const rows: (typeof files.$inferInsert)[] = [];
  for (const [i, doc] of docs.entries()) {
    // Size and kind from the document id: the same files on every run. One in five is a photo.
    const u = noise(`size:${doc.id}`, 4).readUInt32LE(0) / 2 ** 32;
    const size = Math.round(MIN_FILE_BYTES + u * (MAX_FILE_BYTES - MIN_FILE_BYTES));
    const photo = i % 5 === 4;
    const fileName = `${doc.brieftyp}_${doc.erstellt}_${String(i + 1).padStart(4, '0')}.${photo ? 'png' : 'pdf'}`;
    const data = photo ? samplePng(doc.id, size) : samplePdf(doc.id, size, fileName);
    const storageKey = `l${licenseId}/${doc.id}.${photo ? 'png' : 'pdf'}`;
    await storage.put(storageKey, data, photo ? 'image/png' : 'application/pdf');
    expected.set(fileName, { size: data.length, crc32: zlib.crc32(data) });
    bytes += data.length;
    rows.push({ licenseId, storageKey, fileName, mimeType: photo ? 'image/png' : 'application/pdf', sizeBytes: data.length, sha256: createHash('sha256').update(data).digest('hex') });
  }
  for (let i = 0; i < rows.length; i += 200) await db.insert(files).values(rows.slice(i, i + 200));
  // The storage key holds the document id: link each document to its file in one statement.
  await db.execute(sql`UPDATE ${documents} d SET file_id = f.id FROM ${files} f
    WHERE f.license_id = d.license_id AND d.license_id = ${licenseId} AND split_part(split_part(f.storage_key, '/', 2), '.', 1) = d.id::text`);
  return { ids: docs.map((d) => d.id), expected, bytes };
}

/** Resident memory of a process in bytes (`VmRSS` or `VmHWM` of /proc/<pid>/status), or null where there is no /proc. */
function procMemory(pid: number, field: 'VmRSS' | 'VmHWM'): number | null {
  try {
    const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : null;
  } catch {
    return null;
  }
}

/** Resets the peak (VmHWM) to the current RSS (Linux ≥ 4.0, own processes); false where not possible. */
function resetPeak(pid: number): boolean {
  try {
    fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

type TRun = { ttfbMs: number; totalMs: number; bytes: number; idle: number | null; peak: number | null; entries: number };

async function login(base: string): Promise<string> {
  const res = await fetch(`${base}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: BENCH_USER_EMAIL, password: BENCH_USER_PASSWORD }),
  });
  const cookie = res.headers.getSetCookie().map((c) => c.split(';')[0]!).join('; ');
  if (res.status !== 200 || !cookie) throw new Error(`bench login failed: HTTP ${res.status} ${(await res.text()).slice(0, 300)}`);
  await res.arrayBuffer();
  return cookie;
}

async function download(base: string, cookie: string, licenseId: string, stored: TStoredSet, pid: number, run: number): Promise<TRun> {
  const requested = await fetch(`${base}/api/v1/Brief/Zip?license=${encodeURIComponent(licenseId)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ BriefIds: stored.ids, FileName: `Bench ${run}.zip` }),
  });
  if (requested.status !== 200) throw new Error(`POST Brief/Zip: HTTP ${requested.status} ${(await requested.text()).slice(0, 300)}`);
  const { Url } = (await requested.json()) as { Url: string };

  // Idle level right before the download (after the request above has settled).
  await new Promise((r) => setTimeout(r, 200));
  const idle = procMemory(pid, 'VmRSS');
  const hwmReset = resetPeak(pid);
  let sampled = idle ?? 0;
  const sampler = setInterval(() => {
    const rss = procMemory(pid, 'VmRSS');
    if (rss !== null && rss > sampled) sampled = rss;
  }, SAMPLE_INTERVAL_MS);

  const tail = new TailBuffer(TAIL_BYTES);
  let bytes = 0;
  let ttfbMs = NaN;
  const started = performance.now();
  try {
    const res = await fetch(`${base}${Url}`, { headers: { cookie } });
    if (res.status !== 200 || !res.body) throw new Error(`GET ${Url}: HTTP ${res.status} ${(await res.text()).slice(0, 300)}`);
    if (!res.headers.get('content-type')?.startsWith('application/zip')) throw new Error(`GET ${Url}: content type ${res.headers.get('content-type')}`);
    for await (const chunk of res.body) {
      if (bytes === 0) ttfbMs = performance.now() - started;
      bytes += chunk.byteLength;
      tail.push(chunk);
    }
  } finally {
    clearInterval(sampler);
  }
  const totalMs = performance.now() - started;
  const hwm = hwmReset ? procMemory(pid, 'VmHWM') : null;
  const last = procMemory(pid, 'VmRSS');
  const peak = idle === null ? null : Math.max(sampled, hwm ?? 0, last ?? 0);
  const entries = checkZip(tail.bytes(), bytes, stored.expected);
  return { ttfbMs, totalMs, bytes, idle, peak, entries };
}

const mb = (bytes: number) => Math.round((bytes / MB) * 10) / 10;

export const zipCase: BenchCase = {
  name: `Zip download, ${ZIP_DOCUMENTS.toLocaleString('en')} documents (real server)`,
  skip: skipZip,
  async run(ctx) {
    const dataDir = path.join(ctx.tmpDir, 'zip');
    const volumes = listVolumes(ZIP_DOCUMENTS, Math.round(ZIP_DOCUMENTS * 1.1));
    const licenseId = volumes.main.id;
    const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
    let stored: TStoredSet;
    let setupMs: number;
    try {
      const setup = await timed(async () => {
        await database.migrate();
        await generateListData([database.db], volumes, () => undefined);
        return storeFiles(database.db, dataDir, licenseId, ZIP_DOCUMENTS);
      });
      stored = setup.result;
      setupMs = setup.ms;
    } finally {
      // The server takes the data folder's lock; the embedded database allows one process at a time.
      await database.close();
    }
    ctx.log(`${stored.ids.length} documents with files, ${mb(stored.bytes)} MB, set up in ${(setupMs / 1000).toFixed(1)} s; starting the server …`);

    const server = await startServer({
      serverDir: ctx.serverDir,
      entry: entry(),
      env: { DATA_DIR: dataDir, SEED_ON_START: 'false', LOG_LEVEL: 'warn', NODE_ENV: 'production' },
    });
    ctx.onCleanup(() => server.stop());
    const base = `http://127.0.0.1:${server.port}`;
    const runs: TRun[] = [];
    try {
      const cookie = await login(base);
      for (let run = 1; run <= ctx.runs; run++) {
        const r = await download(base, cookie, licenseId, stored, server.pid, run);
        runs.push(r);
        const growth = r.peak !== null && r.idle !== null ? `${mb(r.peak - r.idle)} MB above idle ${mb(r.idle)} MB` : 'memory not measured';
        ctx.log(`run ${run}: first byte ${r.ttfbMs.toFixed(0)} ms, ${(r.totalMs / 1000).toFixed(2)} s, ${mb(r.bytes)} MB, ${r.entries} entries verified, ${growth}`);
      }
    } finally {
      await server.stop();
    }

    const growths = runs.flatMap((r) => (r.peak !== null && r.idle !== null ? [r.peak - r.idle] : []));
    const worst = growths.length ? Math.max(...growths) : null;
    const total = median(runs.map((r) => r.totalMs));
    const bytes = runs[0]!.bytes;
    const n = runs.length;
    const measurements: BenchMeasurement[] = [
      { metric: 'set-up: licence, documents, stored files', value: setupMs, note: `${ZIP_DOCUMENTS.toLocaleString('en')} files (PDF, PNG 20–200 KB), ${mb(stored.bytes)} MB` },
      { metric: `time to first byte, median of ${n}`, value: median(runs.map((r) => r.ttfbMs)) },
      { metric: `download, median of ${n}`, value: total, note: `${(mb(bytes) / (total / 1000)).toFixed(0)} MB/s` },
      { metric: 'zip size', value: mb(bytes), unit: 'MB', note: `${runs[0]!.entries.toLocaleString('en')} entries, sizes and CRCs match the stored files (every run)` },
    ];
    if (worst === null) {
      measurements.push({ metric: 'server memory growth', value: 0, unit: 'MB', note: 'not measured (no /proc on this system)' });
    } else {
      const idle = runs[0]!.idle!;
      measurements.push({
        metric: `server peak RSS above idle, max of ${n}`,
        value: mb(worst),
        unit: 'MB',
        note: `budget < ${ZIP_MEMORY_BUDGET_MB} MB ${worst < ZIP_MEMORY_BUDGET_MB * MB ? 'PASS' : 'FAIL'} · idle ${mb(idle)} MB`,
        failed: worst >= ZIP_MEMORY_BUDGET_MB * MB,
      });
    }
    return measurements;
  },
};
