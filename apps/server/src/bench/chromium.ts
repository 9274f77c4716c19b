/**
 * What the browser-driven bench cases share: Debian's Chromium (CHROMIUM_PATH), its flags, the built web app
 * (WEB_DIST_DIR, else apps/web/dist) and the demo broker they log in as.
 */
import fs from 'node:fs';
import path from 'node:path';
import { DEMO_PASSWORD } from '../seed/demo-accounts.js';
import type { BenchContext } from './bench-case.js';

export const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];
export const BENCH_BROKER = { email: 'makler@demo.test', password: DEMO_PASSWORD };

export const chromiumPath = (): string => process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const webDistDir = (ctx: BenchContext): string => path.resolve(ctx.serverDir, process.env.WEB_DIST_DIR ?? '../web/dist');

/** Why a browser case cannot run here (no Chromium, no web build), or undefined. */
export function missingBrowserPrerequisite(ctx: BenchContext): string | undefined {
  if (!fs.existsSync(chromiumPath())) return `no Chromium at ${chromiumPath()} (CHROMIUM_PATH)`;
  if (!fs.existsSync(path.join(webDistDir(ctx), 'index.html'))) return 'no web build: npm run build -w @portal/web';
  return undefined;
}

/** The session cookie of a fresh login of the demo broker (name=value, as the browser would send it). */
export async function sessionCookie(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/v1/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(BENCH_BROKER) });
  const cookie = res.headers.getSetCookie().find((c) => /portal_session=/.test(c))?.split(';', 1)[0];
  if (res.status !== 200 || !cookie) throw new Error(`login of ${BENCH_BROKER.email} failed: ${res.status} ${await res.text()}`);
  return cookie;
}
