import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type TApp } from '../../app.js';
import type { Db } from '../../platform/db/client.js';
import { openTestDatabase } from '../../platform/db/test-database.js';
import { setMaintenanceState } from '../../platform/maintenance-state.js';
import { createTestApp, readyAndHeld, testConfig, type TTestApp } from '../../test-support/test-app.js';
import { READY_TIMEOUT_MS } from './service.js';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/health/live and /api/health/ready', () => {
  it('answer 200 while the database answers, without a session', async () => {
    const live = await t.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok', uptimeSeconds: expect.any(Number), eventLoopDelayMs: expect.any(Number) });
    expect(live.headers['cache-control']).toBe('no-store');
    const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('stay open during a maintenance lock, like /api/health', async () => {
    await setMaintenanceState(t.database.db, { locked: true, text: 'Wartung' });
    try {
      expect((await t.app.inject({ method: 'GET', url: '/api/v1/Summary?license=LIC-A' })).statusCode).toBe(503);
      expect((await t.app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(200);
    } finally {
      await setMaintenanceState(t.database.db, { locked: false, text: null });
    }
  });
});

describe('readiness when the database fails', () => {
  let app: TApp;
  afterAll(async () => app?.close());

  it('is 503 with the reason when the database is closed, while liveness stays 200', async () => {
    const database = await openTestDatabase();
    app = await readyAndHeld(await buildApp({ database, config: testConfig() }));
    await database.close();
    const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'error', database: 'error', reason: expect.stringContaining('database') });
    expect((await app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(503);
  });
});

describe('readiness when the database is too slow', () => {
  let app: TApp;
  afterAll(async () => app?.close());

  it(`is 503 after ${READY_TIMEOUT_MS} ms when the database does not answer, while liveness answers at once`, async () => {
    // A database whose every statement hangs (a saturated pool, a stuck server); the rest of the handle is real.
    const hanging = new Proxy(t.database.db, {
      get: (target, key, receiver) => (key === 'execute' ? () => new Promise(() => undefined) : Reflect.get(target, key, receiver)),
    }) as Db;
    app = await readyAndHeld(await buildApp({ database: { db: hanging }, config: testConfig() }));
    const started = performance.now();
    const pending = app.inject({ method: 'GET', url: '/api/health/ready' });
    const live = await app.inject({ method: 'GET', url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    expect(performance.now() - started).toBeLessThan(READY_TIMEOUT_MS / 2);
    const ready = await pending;
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'error', database: 'timeout', reason: `The database did not answer within ${READY_TIMEOUT_MS} ms` });
    expect(performance.now() - started).toBeGreaterThanOrEqual(READY_TIMEOUT_MS - 5);
  });
});
