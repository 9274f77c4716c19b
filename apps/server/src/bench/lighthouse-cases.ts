/**
 * Lighthouse (issue 9): the login page, the start page and the contract list of a started portal (embedded
 * database, demo data, the built web app) in Debian's Chromium with Lighthouse's desktop preset. Prints the
 * performance and accessibility scores (median of --runs per page) against the budgets: performance ≥ 95,
 * accessibility 100. Logged-in pages get the broker's session cookie on every request.
 *
 * BENCH_LIGHTHOUSE_URL measures an already running portal instead (e.g. an older build, for a before/after).
 */
import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { median, type BenchCase, type BenchMeasurement } from './bench-case.js';
import { CHROME_FLAGS, chromiumPath, missingBrowserPrerequisite, sessionCookie, webDistDir } from './chromium.js';
import { startServer } from './server-process.js';

export const PERFORMANCE_BUDGET = 95;
export const ACCESSIBILITY_BUDGET = 100;
const PAGES: readonly { name: string; path: string; loggedIn: boolean }[] = [
  { name: 'login page', path: '/auth/login', loggedIn: false },
  { name: 'start page', path: '/startseite', loggedIn: true },
  { name: 'contract list', path: '/vertrag', loggedIn: true },
];

type TScores = { performance: number; accessibility: number };

async function audit(port: number, url: string, cookie: string | null): Promise<TScores> {
  const result = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'], ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}) },
    desktopConfig,
  );
  const categories = result?.lhr.categories;
  const runtimeError = result?.lhr.runtimeError;
  if (!categories || runtimeError) throw new Error(`Lighthouse on ${url}: ${runtimeError?.message ?? 'no result'}`);
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  return { performance: score('performance'), accessibility: score('accessibility') };
}

/** Lighthouse's own advice on a failed trace (NO_NAVSTART and the like, seen on a loaded machine) is to run again. */
async function withRetries<T>(fn: () => Promise<T>, log: (msg: string) => void, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await fn();
    } catch (err) {
      if (attempt >= attempts) throw err;
      log(`retrying: ${err instanceof Error ? err.message : String(err)}`);
    }
  }
}

/** Scores of every page, each the median of `runs` audits; one browser for all. */
export async function measurePages(baseUrl: string, runs: number, log: (msg: string) => void): Promise<BenchMeasurement[]> {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: CHROME_FLAGS });
  try {
    const measurements: BenchMeasurement[] = [];
    for (const page of PAGES) {
      const scores: TScores[] = [];
      for (let run = 1; run <= runs; run++) {
        // A new session per audit: Lighthouse clears the browser's storage, so each run starts the app afresh.
        const s = await withRetries(async () => audit(chrome.port, `${baseUrl}${page.path}`, page.loggedIn ? await sessionCookie(baseUrl) : null), log);
        log(`${page.name} run ${run}: performance ${s.performance}, accessibility ${s.accessibility}`);
        scores.push(s);
      }
      const performance = median(scores.map((s) => s.performance));
      const accessibility = median(scores.map((s) => s.accessibility));
      const note = `${page.path}, median of ${runs}`;
      measurements.push(
        { metric: `${page.name}: performance`, value: performance, unit: 'score', note: `${note}, budget ≥ ${PERFORMANCE_BUDGET}`, failed: performance < PERFORMANCE_BUDGET },
        { metric: `${page.name}: accessibility`, value: accessibility, unit: 'score', note: `${note}, budget ${ACCESSIBILITY_BUDGET}`, failed: accessibility < ACCESSIBILITY_BUDGET },
      );
    }
    return measurements;
  } finally {
    chrome.kill();
  }
}

export const lighthouseCase: BenchCase = {
  name: 'Lighthouse (desktop)',
  skip(ctx) {
    if (process.env.BENCH_LIGHTHOUSE_URL) return fs.existsSync(chromiumPath()) ? undefined : `no Chromium at ${chromiumPath()} (CHROMIUM_PATH)`;
    return missingBrowserPrerequisite(ctx);
  },
  async run(ctx) {
    const given = process.env.BENCH_LIGHTHOUSE_URL;
    if (given) return measurePages(given.replace(/\/$/, ''), ctx.runs, ctx.log);
    const server = await startServer({
      serverDir: ctx.serverDir,
      entry: 'src/main.ts',
      env: { DATA_DIR: path.join(ctx.tmpDir, 'lighthouse'), SEED_ON_START: 'true', SEED_SCALE: '1', LOG_LEVEL: 'warn', WEB_DIST_DIR: webDistDir(ctx) },
      timeoutMs: 600_000,
    });
    ctx.onCleanup(() => server.stop());
    try {
      return await measurePages(`http://127.0.0.1:${server.port}`, ctx.runs, ctx.log);
    } finally {
      await server.stop();
    }
  },
};
