/**
 * Starts the real portal once for all browser tests: the server on a free port, a fresh embedded
 * database in a temporary DATA_DIR, seeded with the demo data, serving the built web app.
 */
import type { TestProject } from 'vitest/node';
import { startPortal, type RunningPortal } from './portal-process.js';

let portal: RunningPortal | undefined;

export async function setup(project: TestProject): Promise<void> {
  portal = await startPortal();
  project.provide('baseUrl', portal.baseUrl);
  project.provide('dataDir', portal.dataDir);
}

export async function teardown(): Promise<void> {
  await portal?.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
  }
}
