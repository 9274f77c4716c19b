#!/usr/bin/env node
// The README's test command: typecheck, lint, unit + API tests (in-memory PGlite, or TEST_DATABASE_URL's PostgreSQL),
// browser tests.
// Every step runs even when an earlier one fails; the last line is "N passed, N failed".
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const results = path.join(root, 'test-results');
fs.rmSync(results, { recursive: true, force: true });
fs.mkdirSync(results, { recursive: true });

const only = process.argv.slice(2);
const wanted = (name) => only.length === 0 || only.includes(name);

let passed = 0;
let failed = 0;
const failures = [];

function run(name, cmd, args, env = {}) {
  console.log(`\n▶ ${name}: ${cmd} ${args.join(' ')}`);
  const started = Date.now();
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(`◀ ${name}: exit ${r.status} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return r.status === 0;
}

/** Like run, in the background with its output in a log file (printed when it ends): for steps that run beside another. */
function runLogged(name, cmd, args, env = {}) {
  const logFile = path.join(results, `${name}.log`);
  console.log(`\n▶ ${name} (beside the next step, log in ${path.relative(root, logFile)}): ${cmd} ${args.join(' ')}`);
  const started = Date.now();
  const log = fs.openSync(logFile, 'w');
  const child = spawn(cmd, args, { cwd: root, stdio: ['ignore', log, log], env: { ...process.env, ...env } });
  return new Promise((resolve) => {
    child.on('close', (status) => {
      fs.closeSync(log);
      console.log(`\n◀ ${name}: exit ${status} in ${((Date.now() - started) / 1000).toFixed(1)} s\n${fs.readFileSync(logFile, 'utf8')}`);
      resolve(status === 0);
    });
  });
}

/** A whole step counts as one check (typecheck, lint, build). */
function check(name, cmd, args) {
  tally(name, run(name, cmd, args));
}

function tally(name, ok) {
  if (ok) passed += 1;
  else {
    failed += 1;
    failures.push(name);
  }
}

const vitestArgs = (name, projects) => ['vitest', 'run', ...projects.flatMap((p) => ['--project', p]), '--reporter=default', '--reporter=json', `--outputFile.json=${path.join(results, `${name}.json`)}`];

/** A Vitest run counts its tests, read from its JSON report. */
function vitest(name, projects, env = {}) {
  count(name, run(name, 'npx', vitestArgs(name, projects), env));
}

function count(name, ok) {
  const out = path.join(results, `${name}.json`);
  if (!fs.existsSync(out)) {
    failed += 1;
    failures.push(`${name} (no report)`);
    return;
  }
  const report = JSON.parse(fs.readFileSync(out, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  // A suite that failed to load has no failed tests but must still count.
  const brokenSuites = report.testResults.filter((s) => s.status === 'failed' && s.assertionResults.every((a) => a.status !== 'failed')).length;
  failed += brokenSuites;
  if (!ok || report.numFailedTests > 0 || brokenSuites > 0) failures.push(name);
  if (report.numTotalTests === 0) {
    failed += 1;
    failures.push(`${name} (ran no test)`);
  }
}

// Typecheck and lint (one thread each) run beside the unit and API tests, which leave part of two cores idle.
const checks = [];
if (wanted('typecheck')) checks.push(['typecheck', runLogged('typecheck', 'npm', ['run', 'typecheck', '--silent'])]);
if (wanted('lint')) checks.push(['lint', runLogged('lint', 'npm', ['run', 'lint', '--silent'])]);
// On a PostgreSQL server (TEST_DATABASE_URL, as CI gives) the database works in its own process: three workers.
const unitWorkers = process.env.TEST_DATABASE_URL ? ['--maxWorkers=3'] : [];
if (wanted('unit')) count('unit-and-api', run('unit-and-api', 'npx', [...vitestArgs('unit-and-api', ['domain', 'forms', 'web', 'server']), ...unitWorkers]));
for (const [name, finished] of checks) tally(name, await finished);
if (wanted('e2e')) {
  check('build-web', 'npm', ['run', 'build', '-w', '@portal/web', '--silent']);
  check('bundle-budgets', 'node', ['scripts/check-bundle-budgets.mjs']);
  // The files with portals of their own mostly wait (idle timeouts): they run beside the shared-portal files.
  // Every portal of the run starts on a copy of one seeded database (e2e/support/portal-process.ts).
  const browserEnv = { E2E_TEMPLATE_DIR: path.join(results, 'portal-template') };
  const secondStream = runLogged('browser-b', 'npx', vitestArgs('browser-b', ['e2e-b']), browserEnv);
  vitest('browser', ['e2e'], browserEnv);
  count('browser-b', await secondStream);
  fs.rmSync(browserEnv.E2E_TEMPLATE_DIR, { recursive: true, force: true });
}

fs.writeFileSync(path.join(results, 'summary.json'), JSON.stringify({ passed, failed, failures }));
if (failures.length) console.log(`\nFailed: ${failures.join(', ')}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
