/**
 * Server push over a real socket (inject cannot stream): app.listen on port 0 and fetch with a reader.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { processes } from '../db/schema.js';
import { emailOf, LICENSE_A, LICENSE_B } from '../../test-support/fixtures.js';
import { createTestApp, login, type TTestApp } from '../../test-support/test-app.js';
import { createInProcessEventBus } from './event-bus.js';

let t: TTestApp;
let base: string;
const cookies: Record<string, string> = {};
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  for (const key of ['admin', 'broker', 'customer', 'commercial'] as const) cookies[key] = await login(t.app, emailOf(key));
  for (const r of await t.database.db.select({ id: processes.id, h: processes.headline }).from(processes)) ids[r.h] = r.id;
});
afterAll(() => t.close());

type TStream = { ended: () => boolean; text: () => string; waitFor: (needle: string, ms?: number) => Promise<void>; close: () => void; status: number; contentType: string | null };

async function open(who: string, license: string): Promise<TStream> {
  const controller = new AbortController();
  const res = await fetch(`${base}/api/v1/Events?license=${license}`, { headers: { cookie: cookies[who]! }, signal: controller.signal });
  let buffer = '';
  let ended = false;
  const waiters: (() => void)[] = [];
  if (res.body) {
    const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
    void (async () => {
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) {
            ended = true;
            break;
          }
          buffer += value;
          for (const w of waiters.splice(0)) w();
        }
      } catch {
        // aborted
      }
    })();
  }
  const waitFor = (needle: string, ms = 5000) =>
    new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no ${needle} in ${JSON.stringify(buffer)}`)), ms);
      const check = () => {
        if (buffer.includes(needle)) {
          clearTimeout(timer);
          resolve();
        } else waiters.push(check);
      };
      check();
    });
  return { ended: () => ended, text: () => buffer, waitFor, close: () => controller.abort(), status: res.status, contentType: res.headers.get('content-type') };
}

const post = (who: string, license: string, id: string, payload: object = { Text: 'Neue Nachricht' }) =>
  t.app.inject({ method: 'POST', url: `/api/v1/Vorgang/${id}/Messages?license=${license}`, headers: { cookie: cookies[who]! }, payload });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('GET /api/v1/Events', () => {
  it('pushes a message to the streams of the licence that may see the process, and nowhere else', async () => {
    const broker = await open('broker', LICENSE_A);
    const customer = await open('customer', LICENSE_A);
    const other = await open('commercial', LICENSE_B);
    try {
      expect(broker.status).toBe(200);
      expect(broker.contentType).toContain('text/event-stream');
      await Promise.all([broker.waitFor(': connected'), customer.waitFor(': connected'), other.waitFor(': connected')]);

      expect((await post('admin', LICENSE_A, ids.p1!)).statusCode).toBe(201);
      const p1Event = `event: process-message\ndata: ${JSON.stringify({ ProcessId: ids.p1 })}`;
      await broker.waitFor(p1Event);
      await customer.waitFor(p1Event);
      await broker.waitFor(`event: counts-changed\ndata: ${JSON.stringify({ ProcessId: ids.p1 })}`);

      // p3 belongs to a customer of the broker, not to the customer user.
      expect((await post('admin', LICENSE_A, ids.p3!)).statusCode).toBe(201);
      await broker.waitFor(JSON.stringify({ ProcessId: ids.p3 }));
      await sleep(300);
      expect(customer.text()).not.toContain(ids.p3!);

      // Nothing of licence A reached licence B.
      expect(other.text()).toBe(': connected\n\n');
      // And a message in licence B reaches B only.
      expect((await post('commercial', LICENSE_B, ids.q1!)).statusCode).toBe(201);
      await other.waitFor(JSON.stringify({ ProcessId: ids.q1 }));
      await sleep(300);
      expect(broker.text()).not.toContain(ids.q1!);
      expect(customer.text()).not.toContain(ids.q1!);
    } finally {
      broker.close();
      customer.close();
      other.close();
    }
  });
  it('needs a login and a held licence', async () => {
    expect((await fetch(`${base}/api/v1/Events?license=${LICENSE_A}`)).status).toBe(401);
    const res = await fetch(`${base}/api/v1/Events?license=${LICENSE_B}`, { headers: { cookie: cookies.admin! } });
    expect(res.status).toBe(403);
  });
  it('stops delivering after the client disconnects', async () => {
    const s = await open('broker', LICENSE_A);
    await s.waitFor(': connected');
    s.close();
    await sleep(100);
    expect((await post('admin', LICENSE_A, ids.p1!)).statusCode).toBe(201);
  });
});

describe('GET /api/v1/Events after logout', () => {
  it('delivers nothing to a stream whose session has ended, and closes it', async () => {
    const s = await open('customer', LICENSE_A);
    await s.waitFor(': connected');
    const out = await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: { cookie: cookies.customer! } });
    expect(out.statusCode).toBeLessThan(300);
    expect((await post('admin', LICENSE_A, ids.p1!)).statusCode).toBe(201);
    for (let i = 0; i < 50 && !s.ended(); i++) await sleep(50);
    expect(s.ended()).toBe(true);
    expect(s.text()).toBe(': connected\n\n');
    s.close();
  });
});

describe('in-process event bus', () => {
  it('delivers to subscribers until they unsubscribe', async () => {
    const bus = createInProcessEventBus();
    const seen: string[] = [];
    const off = bus.subscribe((e) => seen.push(e.processId));
    await bus.publish({ name: 'process-message', licenseId: 'L', processId: 'a' });
    off();
    await bus.publish({ name: 'process-message', licenseId: 'L', processId: 'b' });
    expect(seen).toEqual(['a']);
    await bus.close();
  });
});
