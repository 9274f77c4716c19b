import fs from 'node:fs';
/**
 * The form runtime in the browser (issue 10): the real React runtime of a production build in headless Chromium,
 * on the bench form (forms-bench-form.ts: 40 controls, a repeating group of 200 rows) opened in the form viewer
 * /forms?productId=&riskId= by the logged-in demo broker, against the real server (embedded database, demo data).
 *
 * Keystrokes, one at a time (each waits for the frame after it), alternately a character and Backspace so that
 * the values stay short, 20 warm-up then 200 timed per field, into
 *   (a) the quantity of row 100, which its amount and the sum over all rows read (the total and conditions follow),
 *   (b) the factor every row's amount reads (200 amounts, the sum, the total),
 *   (c) an unrelated text.
 * keystroke-probe.ts says what is timed and why; budget: the keystroke's work (key event → engine, React commit,
 * style and layout) p95 ≤ 16 ms, one frame. Key event → frame painted is reported beside it.
 *
 * Also: the runtime's JS (chunks form-runtime-*, remark-editor-*) is not requested on the login page nor on the
 * start page, and is requested on /forms.
 */
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page, type Request } from 'playwright-core';
import type { BenchCase, BenchMeasurement } from './bench-case.js';
import { CHROME_FLAGS, chromiumPath, missingBrowserPrerequisite, sessionCookie, webDistDir } from './chromium.js';
import { KEYSTROKE_BUDGET_MS } from './forms-cases.js';
import { BENCH_FORM_ROWS } from './forms-bench-form.js';
import { createBenchRisk, seedWithBenchForm } from './form-runtime-setup.js';
import { INSTALL_PROBE, parseSamples, READ_SAMPLES, samplesReached, watchControl, type TKeystrokeSample } from './keystroke-probe.js';
import { ms, summarise, type TLatency } from './latency.js';
import { startServer } from './server-process.js';

const WARMUP_KEYSTROKES = 20;
const TIMED_KEYSTROKES = 200;
const RUNTIME_CHUNKS = ['form-runtime', 'remark-editor'] as const;
const load1 = () => os.loadavg()[0]!.toFixed(2);

/** The runtime's input ids (runtime/use-field.ts fieldId of the engine's pathKey: scope.row.name). */
const inputId = (key: string) => `form-field-${key}`;
const byId = (page: Page, id: string) => page.locator(`[id="${id}"]`);

/** `entry`: the repeating group's entry that holds the field (long groups render an entry's controls near the viewport only). */
type TField = { label: string; input: string; entry?: string; watch: string; character: (i: number) => string };

const FIELDS: readonly TField[] = [
  { label: 'keystroke in row 100 of 200 (amount, sum, total, conditions)', input: inputId('Positionen.99.Menge'), entry: 'Positionen.99', watch: inputId('Summe'), character: (i) => String((i % 9) + 1) },
  { label: `keystroke in the factor all ${BENCH_FORM_ROWS} rows read`, input: inputId('Faktor'), watch: inputId('Summe'), character: (i) => String((i % 9) + 1) },
  { label: 'keystroke in an unrelated text', input: inputId('Ort'), watch: inputId('Ort'), character: (i) => 'abcdefghij'[i % 10]! },
];

const splitCookie = (cookie: string): [string, string] => {
  const at = cookie.indexOf('=');
  return [cookie.slice(0, at), cookie.slice(at + 1)];
};

/** File names of the runtime's chunks among the requests since the last call (scripts and module preloads alike). */
function runtimeChunkRecorder(page: Page): () => string[] {
  let seen: string[] = [];
  page.on('request', (request: Request) => {
    const file = new URL(request.url()).pathname.split('/').pop() ?? '';
    if (RUNTIME_CHUNKS.some((chunk) => file.startsWith(chunk))) seen.push(file);
  });
  return () => {
    const taken = seen;
    seen = [];
    return taken;
  };
}

/** Types into `field` one key at a time; the samples of the timed keystrokes. */
async function typeInto(page: Page, field: TField): Promise<TKeystrokeSample[]> {
  if (field.entry) await page.locator(`[data-entry="${field.entry}"]`).scrollIntoViewIfNeeded();
  const input = byId(page, field.input);
  await input.click();
  await page.keyboard.press('End');
  await page.evaluate(watchControl(field.watch));
  const total = WARMUP_KEYSTROKES + TIMED_KEYSTROKES;
  // BENCH_PROFILE_DIR=… writes a CPU profile of the page per field (open it in Chrome's DevTools, Performance).
  const profileDir = process.env.BENCH_PROFILE_DIR;
  const cdp = profileDir ? await page.context().newCDPSession(page) : null;
  if (cdp) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.start');
  }
  // BENCH_TRACE_DIR=… writes a performance trace per field (style, layout and script time per task).
  const traceDir = process.env.BENCH_TRACE_DIR;
  const browser = page.context().browser();
  if (traceDir && browser) {
    fs.mkdirSync(traceDir, { recursive: true });
    await browser.startTracing(page, { path: path.join(traceDir, `${field.input}.trace.json`), categories: ['devtools.timeline', 'blink.user_timing'] });
  }
  for (let i = 0; i < total; i++) {
    await page.keyboard.press(i % 2 === 0 ? field.character(i / 2) : 'Backspace');
    await page.evaluate(samplesReached(i + 1));
  }
  if (cdp && profileDir) {
    const { profile } = await cdp.send('Profiler.stop');
    fs.mkdirSync(profileDir, { recursive: true });
    fs.writeFileSync(path.join(profileDir, `${field.input}.cpuprofile`), JSON.stringify(profile));
    await cdp.detach();
  }
  if (traceDir && browser) await browser.stopTracing();
  await input.blur();
  const samples = parseSamples(await page.evaluate(READ_SAMPLES)).slice(WARMUP_KEYSTROKES);
  // The probe must time the rendered result: what it read at `rendered` is what the frame showed, and it changed.
  const stale = samples.filter((s) => s.watchedAtRender === null || s.watchedAtRender !== s.watchedAfterPaint).length;
  const distinct = new Set(samples.map((s) => s.watchedAtRender)).size;
  if (stale > 0 || distinct < 2) throw new Error(`${field.label}: the probe did not see the result (${stale} stale samples, ${distinct} distinct values of ${field.watch})`);
  return samples;
}

function keystrokeMeasurements(label: string, samples: readonly TKeystrokeSample[]): { work: TLatency; measurements: BenchMeasurement[] } {
  const work = summarise(samples.map((s) => s.rendered - s.start));
  const painted = summarise(samples.map((s) => s.painted - s.start));
  return {
    work,
    measurements: [
      { metric: `${label}, p50`, value: work.p50, note: `${work.n} keystrokes, max ${ms(work.max)}` },
      { metric: `${label}, p95`, value: work.p95, note: `budget ≤ ${KEYSTROKE_BUDGET_MS} ms`, failed: work.p95 > KEYSTROKE_BUDGET_MS },
      { metric: '  … key event → frame painted, p95', value: painted.p95, note: `p50 ${ms(painted.p50)}; includes the wait for the frame (for information)` },
    ],
  };
}

function chunkMeasurements(onLoginAndStart: readonly string[], onForm: readonly string[]): BenchMeasurement[] {
  const runtimeOnForm = onForm.some((file) => file.startsWith('form-runtime'));
  return [
    {
      metric: 'runtime JS requested on login and start page',
      value: onLoginAndStart.length,
      unit: 'requests',
      note: onLoginAndStart.length === 0 ? `PASS · none of ${RUNTIME_CHUNKS.join('-*, ')}-*` : `FAIL · ${onLoginAndStart.join(', ')}`,
      failed: onLoginAndStart.length > 0,
    },
    {
      metric: 'runtime JS requested on /forms',
      value: onForm.length,
      unit: 'requests',
      note: runtimeOnForm ? `PASS · ${onForm.join(', ')}` : 'FAIL · no form-runtime-* chunk',
      failed: !runtimeOnForm,
    },
  ];
}

async function measure(page: Page, baseUrl: string, productId: string, riskId: string, log: (msg: string) => void): Promise<BenchMeasurement[]> {
  const takeChunks = runtimeChunkRecorder(page);
  await page.goto('/auth/login', { waitUntil: 'networkidle' });
  const onLogin = takeChunks();
  // Logged in as the Lighthouse case is: the session cookie of an API login (the login form itself is not timed).
  const [name, value] = splitCookie(await sessionCookie(baseUrl));
  await page.context().addCookies([{ url: baseUrl, name, value }]);
  await page.goto('/startseite', { waitUntil: 'networkidle' });
  const onStart = takeChunks();

  const opened = performance.now();
  await page.goto(`/forms?productId=${productId}&riskId=${riskId}`);
  await page.getByTestId('form-viewer').waitFor({ timeout: 60_000 });
  // The entries beyond the first 20 render step by step, one step per frame (their controls when near the viewport).
  await page.locator(`[data-entry="Positionen.${BENCH_FORM_ROWS - 1}"]`).waitFor({ state: 'attached', timeout: 60_000 });
  log(`form with ${BENCH_FORM_ROWS} rows rendered ${Math.round(performance.now() - opened)} ms after navigation`);
  await page.waitForLoadState('networkidle');
  const onForm = takeChunks();
  const welcome = page.getByTestId('welcome-dialog');
  if (await welcome.isVisible()) await page.getByTestId('welcome-close').click();

  await page.evaluate(INSTALL_PROBE);
  const loadBefore = load1();
  const measurements: BenchMeasurement[] = [];
  for (const field of FIELDS) {
    const { work, measurements: figures } = keystrokeMeasurements(field.label, await typeInto(page, field));
    measurements.push(...figures);
    log(`${field.label}: p50 ${ms(work.p50)}, p95 ${ms(work.p95)} (load ${load1()})`);
  }
  measurements.push({ metric: 'load average (1 min) before the keystrokes', value: Number(loadBefore), unit: 'load', note: `after: ${load1()} · ${os.cpus().length} CPU` });
  return [...measurements, ...chunkMeasurements([...onLogin, ...onStart], onForm)];
}

export const formRuntimeCase: BenchCase = {
  name: 'Form runtime in the browser',
  skip: missingBrowserPrerequisite,
  async run(ctx) {
    const dataDir = path.join(ctx.tmpDir, 'form-runtime');
    ctx.log('seeding the demo data and the bench form …');
    const productId = await seedWithBenchForm(dataDir);
    const server = await startServer({
      serverDir: ctx.serverDir,
      entry: 'src/main.ts',
      env: { DATA_DIR: dataDir, SEED_ON_START: 'false', LOG_LEVEL: 'warn', NODE_ENV: 'production', WEB_DIST_DIR: webDistDir(ctx) },
    });
    ctx.onCleanup(() => server.stop());
    const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROME_FLAGS });
    ctx.onCleanup(() => browser.close());
    try {
      const baseUrl = `http://127.0.0.1:${server.port}`;
      const riskId = await createBenchRisk(baseUrl, await sessionCookie(baseUrl), productId);
      const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1366, height: 860 }, locale: 'de-DE' });
      return await measure(await context.newPage(), baseUrl, productId, riskId, ctx.log);
    } finally {
      await browser.close();
      await server.stop();
    }
  },
};
