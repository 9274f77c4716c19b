import { afterAll, describe, expect, it } from 'vitest';
import { buildApp, type TApp } from '../app.js';
import { emailOf, LICENSE_A } from '../test-support/fixtures.js';
import { createTestApp, login, readyAndHeld, type TTestApp } from '../test-support/test-app.js';
import { RequestGate } from './request-gate.js';

describe('RequestGate', () => {
  it('admits up to its limit and then first come first served, each slot returned once', async () => {
    const gate = new RequestGate(2);
    const order: string[] = [];
    const a = await gate.acquire();
    const b = await gate.acquire();
    const c = gate.acquire().then((release) => (order.push('c'), release));
    const d = gate.acquire().then((release) => (order.push('d'), release));
    await Promise.resolve();
    expect(order).toEqual([]);
    expect(gate.queued).toBe(2);
    a();
    a(); // a second release of the same slot admits nobody else
    const releaseC = await c;
    expect(order).toEqual(['c']);
    expect(gate.queued).toBe(1);
    b();
    const releaseD = await d;
    expect(order).toEqual(['c', 'd']);
    releaseC();
    releaseD();
    // All slots free again: two at once without waiting.
    (await gate.acquire())();
    expect(gate.queued).toBe(0);
  });
});

describe('an app with one handler at a time', () => {
  let t: TTestApp;
  let app: TApp;
  afterAll(async () => {
    await app?.close();
    await t?.close();
  });

  it('answers concurrent requests, error answers included, without losing a slot', async () => {
    t = await createTestApp();
    app = await readyAndHeld(await buildApp({ database: t.database, config: t.config, concurrentHandlers: 1 }));
    const cookie = await login(app, emailOf('broker'));
    const get = (url: string) => app.inject({ method: 'GET', url, headers: { cookie } });
    const answers = await Promise.all([
      get(`/api/v1/Summary?license=${LICENSE_A}`),
      get(`/api/v1/Feed?license=${LICENSE_A}`),
      get(`/api/v1/Vertrag/00000000-0000-4000-8000-000000000000?license=${LICENSE_A}`),
      get(`/api/v1/Search?license=${LICENSE_A}&q=x`),
      get(`/api/v1/Summary?license=${LICENSE_A}`),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 404, 400, 200]);
    // Still admitting after the errors.
    expect((await get(`/api/v1/Summary?license=${LICENSE_A}`)).statusCode).toBe(200);
  });
});
