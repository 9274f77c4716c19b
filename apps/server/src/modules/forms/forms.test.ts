/** The forms API end to end on the test fixtures (docs/api-forms.md). */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formRisks, processes, processMessages, users } from '../../platform/db/schema.js';
import { LICENSE_A, LICENSE_B } from '../../test-support/fixtures.js';
import { createTestApp, loginMembers, type TTestApp } from '../../test-support/test-app.js';
import { FORM_DATA_MAX_BYTES } from './form-data-guard.js';

let t: TTestApp;
const cookies: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  Object.assign(cookies, await loginMembers(t.app, ['admin', 'caseworker', 'broker', 'customer', 'reporter', 'commercial']));
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST', who: string, url: string, payload?: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url: `/api/v1/${url}${url.includes('?') ? '&' : '?'}license=${who === 'commercial' ? LICENSE_B : LICENSE_A}`, headers: { cookie: cookies[who]!, ...headers }, ...(payload ? { payload } : {}) });
const productA = () => t.fixtures.formProducts[LICENSE_A];
const start = async (who: string, productId = productA()) => {
  const res = await call('POST', who, 'Forms/Risk', { ProductId: productId });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { RiskId: string; ProductId: string; Data: Record<string, unknown>; Status: string; Version: number };
};

describe('form products', () => {
  it('lists what the member may start: staff-only forms for staff, nothing for read-only guests', async () => {
    const names = async (who: string) => ((await call('GET', who, 'Forms/Products')).json() as { Name: string }[]).map((p) => p.Name);
    expect(await names('admin')).toEqual(['Interner Bogen', 'Kleine Schadenmeldung']);
    expect(await names('customer')).toEqual(['Kleine Schadenmeldung']);
    expect(await names('commercial')).toEqual(['Kleine Schadenmeldung']);
    expect(await names('guest')).toEqual([]);
  });

  it('answers a product with its pages and an ETag, and 304 when the ETag is still current', async () => {
    const res = await call('GET', 'customer', `Forms/Product/${productA()}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ Id: productA(), Name: 'Kleine Schadenmeldung', Titel: 'Kleine Schadenmeldung', Pages: [{ id: 'p1' }] });
    const etag = String(res.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    const again = await call('GET', 'customer', `Forms/Product/${productA()}`, undefined, { 'if-none-match': `W/"old", ${etag}` });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers['content-type']).toBeUndefined();
    expect((await call('GET', 'customer', `Forms/Product/${productA()}`, undefined, { 'if-none-match': '"old"' })).statusCode).toBe(200);
  });

  it('finds no product of another licence', async () => {
    expect((await call('GET', 'admin', `Forms/Product/${t.fixtures.formProducts[LICENSE_B]}`)).statusCode).toBe(404);
    expect((await call('POST', 'admin', 'Forms/Risk', { ProductId: t.fixtures.formProducts[LICENSE_B] })).statusCode).toBe(404);
  });
});

describe('form risks', () => {
  it('starts a risk for the member and loads it', async () => {
    const risk = await start('customer');
    expect(risk).toMatchObject({ ProductId: productA(), Data: {}, Status: 'draft', Version: 1 });
    const loaded = await call('GET', 'customer', `Forms/Risk/${risk.RiskId}`);
    expect(loaded.statusCode).toBe(200);
    expect(loaded.json()).toEqual(risk);
  });

  it('refuses to start a form the role may not start (403), and a guest (403)', async () => {
    const staffOnly = ((await call('GET', 'admin', 'Forms/Products')).json() as { Id: string; Name: string }[]).find((p) => p.Name === 'Interner Bogen')!.Id;
    expect((await call('POST', 'customer', 'Forms/Risk', { ProductId: staffOnly })).statusCode).toBe(403);
    expect((await call('POST', 'guest', 'Forms/Risk', { ProductId: productA() })).statusCode).toBe(403);
  });

  it('shows a risk to its owner and the licence staff only; others get 404', async () => {
    const risk = await start('customer');
    for (const who of ['customer', 'admin', 'caseworker']) expect((await call('GET', who, `Forms/Risk/${risk.RiskId}`)).statusCode, who).toBe(200);
    for (const who of ['broker', 'reporter']) {
      expect((await call('GET', who, `Forms/Risk/${risk.RiskId}`)).statusCode, who).toBe(404);
      expect((await call('POST', who, `Forms/Risk/${risk.RiskId}`, { Data: { Name: 'fremd' }, Version: 1 })).statusCode, who).toBe(404);
    }
  });

  it('keeps the risks of other licences out of reach (403 naming the licence, 404 by id)', async () => {
    const riskB = t.fixtures.formRisks[LICENSE_B];
    expect((await call('GET', 'admin', `Forms/Risk/${riskB}`)).statusCode).toBe(404);
    expect((await call('POST', 'admin', `Forms/Risk/${riskB}`, { Data: {}, Version: 1 })).statusCode).toBe(404);
    const other = await t.app.inject({ method: 'GET', url: `/api/v1/Forms/Risk/${riskB}?license=${LICENSE_B}`, headers: { cookie: cookies.admin! } });
    expect(other.statusCode).toBe(403);
    expect(other.json().code).toBe('LICENSE_FORBIDDEN');
    const [row] = await t.database.db.select({ data: formRisks.data, version: formRisks.version }).from(formRisks).where(eq(formRisks.id, riskB));
    expect(row).toEqual({ data: { Name: 'Firma Eins' }, version: 1 });
  });

  it('saves a draft with issues, answers the new version, the stored data and the messages by control', async () => {
    const risk = await start('customer');
    const res = await call('POST', 'customer', `Forms/Risk/${risk.RiskId}`, { Data: { EMail: 'kein-mail', Zeugen: [{ ZeugeName: 'Max' }, {}], Anzahl: 99 }, Version: 1 });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ RiskId: risk.RiskId, Version: 2, Status: 'draft', Valid: false });
    // The calculation is the server's, not the tampered 99.
    expect(body.Data).toEqual({ EMail: 'kein-mail', Zeugen: [{ ZeugeName: 'Max' }, {}], Anzahl: 2 });
    expect(body.Errors.map((e: { path: string }) => e.path).sort()).toEqual(['EMail', 'Name', 'Zeugen.1.ZeugeName']);
    expect(body.Errors.every((e: { message: string }) => e.message.length > 0 && !e.message.includes('{{'))).toBe(true);
    const loaded = (await call('GET', 'customer', `Forms/Risk/${risk.RiskId}`)).json();
    expect(loaded).toMatchObject({ Version: 2, Data: body.Data });
  });

  it('answers 409 VERSION_CONFLICT with the server data on a stale version, and changes nothing', async () => {
    const risk = await start('customer');
    expect((await call('POST', 'customer', `Forms/Risk/${risk.RiskId}`, { Data: { Name: 'Tab eins' }, Version: 1 })).statusCode).toBe(200);
    const stale = await call('POST', 'customer', `Forms/Risk/${risk.RiskId}`, { Data: { Name: 'Tab zwei' }, Version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.headers['content-type']).toContain('application/problem+json');
    expect(stale.json()).toMatchObject({ code: 'VERSION_CONFLICT', current: { Data: { Name: 'Tab eins' }, Version: 2 } });
    expect((await call('GET', 'customer', `Forms/Risk/${risk.RiskId}`)).json()).toMatchObject({ Data: { Name: 'Tab eins' }, Version: 2 });
  });

  it('lets exactly one of two simultaneous saves of one version through', async () => {
    const risk = await start('customer');
    const saves = await Promise.all(['A', 'B', 'C'].map((tab) => call('POST', 'customer', `Forms/Risk/${risk.RiskId}`, { Data: { Name: `Tab ${tab}` }, Version: 1 })));
    expect(saves.map((s) => s.statusCode).sort()).toEqual([200, 409, 409]);
    const [row] = await t.database.db.select({ version: formRisks.version }).from(formRisks).where(eq(formRisks.id, risk.RiskId));
    expect(row!.version).toBe(2);
  });

  it('refuses oversized data (413) and answers that fit no control (400), naming them, and saves nothing', async () => {
    const risk = await start('customer');
    const big = await call('POST', 'customer', `Forms/Risk/${risk.RiskId}`, { Data: { Name: 'x', EMail: 'y'.repeat(FORM_DATA_MAX_BYTES) }, Version: 1 });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', errors: [{ path: 'Data.EMail' }, { path: 'Data.Name' }] });
    const unknown = await call('POST', 'customer', `Forms/Risk/${risk.RiskId}`, { Data: { Name: 'x', Passwort: 'geheim', Zeugen: [{ ZeugeName: 'a', Alter: 3 }, 'kein Eintrag'] }, Version: 1 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors.map((e: { path: string }) => e.path)).toEqual(['Data.Passwort', 'Data.Zeugen.0.Alter', 'Data.Zeugen.1']);
    const notAList = await call('POST', 'customer', `Forms/Risk/${risk.RiskId}`, { Data: { Zeugen: { ZeugeName: 'a' } }, Version: 1 });
    expect(notAList.json().errors).toEqual([{ path: 'Data.Zeugen', message: 'A repeating group holds a list of entries' }]);
    const malformed = await call('POST', 'customer', `Forms/Risk/${risk.RiskId}`, { Data: ['kein', 'Objekt'], Version: 1 });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors[0].path).toBe('Data');
    expect((await call('GET', 'customer', `Forms/Risk/${risk.RiskId}`)).json()).toMatchObject({ Data: {}, Version: 1 });
  });

  it('answers validation messages in the user\'s language', async () => {
    const risk = await start('customer');
    await t.database.db.update(users).set({ language: 'en' }).where(eq(users.id, t.fixtures.userIds.customer));
    const en = (await call('POST', 'customer', `Forms/Risk/${risk.RiskId}`, { Data: {}, Version: 1 })).json();
    await t.database.db.update(users).set({ language: 'de' }).where(eq(users.id, t.fixtures.userIds.customer));
    const de = (await call('POST', 'customer', `Forms/Risk/${risk.RiskId}`, { Data: {}, Version: 2 })).json();
    expect(en.Errors[0].path).toBe('Name');
    expect(en.Errors[0].message).not.toBe(de.Errors[0].message);
  });
});

describe('transfer', () => {
  it('refuses an incomplete form, naming every invalid control with the form\'s messages', async () => {
    const risk = await start('customer');
    await call('POST', 'customer', `Forms/Risk/${risk.RiskId}`, { Data: { EMail: 'kaputt', Zeugen: [{}] }, Version: 1 });
    const res = await call('POST', 'customer', `Forms/Risk/${risk.RiskId}/Transfer`);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { path: string }) => e.path).sort()).toEqual(['Data.EMail', 'Data.Name', 'Data.Zeugen.0.ZeugeName']);
    expect((await call('GET', 'customer', `Forms/Risk/${risk.RiskId}`)).json().Status).toBe('draft');
  });

  it('makes a complete risk read-only and puts a process with its answers in the broker\'s post box', async () => {
    const risk = await start('customer');
    await call('POST', 'customer', `Forms/Risk/${risk.RiskId}`, { Data: { Name: 'Anna Eins', Zeugen: [{ ZeugeName: 'Max Zeuge' }] }, Version: 1 });
    const res = await call('POST', 'customer', `Forms/Risk/${risk.RiskId}/Transfer`);
    expect(res.statusCode, res.body).toBe(200);
    const done = res.json();
    expect(done).toMatchObject({ RiskId: risk.RiskId, Status: 'transferred', Version: 3 });
    const [process] = await t.database.db.select().from(processes).where(and(eq(processes.licenseId, LICENSE_A), eq(processes.id, done.ProcessId)));
    expect(process).toMatchObject({ direction: 'in', customerId: t.fixtures.customerA1, active: true });
    const [message] = await t.database.db.select().from(processMessages).where(eq(processMessages.processId, done.ProcessId));
    expect(message!.text).toContain('Name: Anna Eins');
    expect(message!.text).toContain('Name des Zeugen: Max Zeuge');
    // The broker firm's staff find it through the process API.
    expect((await call('GET', 'admin', `Vorgang/${done.ProcessId}`)).statusCode).toBe(200);

    // Read-only from now on: saves and a second transfer answer 409 FORM_TRANSFERRED.
    const save = await call('POST', 'customer', `Forms/Risk/${risk.RiskId}`, { Data: { Name: 'später' }, Version: 3 });
    expect(save.statusCode).toBe(409);
    expect(save.json().code).toBe('FORM_TRANSFERRED');
    expect((await call('POST', 'customer', `Forms/Risk/${risk.RiskId}/Transfer`)).json().code).toBe('FORM_TRANSFERRED');
    expect((await call('GET', 'customer', `Forms/Risk/${risk.RiskId}`)).json()).toMatchObject({ Status: 'transferred', Data: { Name: 'Anna Eins' } });
  });

  it('files a form that staff send for a customer under that customer', async () => {
    const risk = await start('customer');
    await call('POST', 'customer', `Forms/Risk/${risk.RiskId}`, { Data: { Name: 'Anna Eins' }, Version: 1 });
    const res = await call('POST', 'caseworker', `Forms/Risk/${risk.RiskId}/Transfer`);
    expect(res.statusCode, res.body).toBe(200);
    const [process] = await t.database.db.select({ customerId: processes.customerId }).from(processes).where(eq(processes.id, res.json().ProcessId));
    expect(process!.customerId).toBe(t.fixtures.customerA1);
    const [message] = await t.database.db.select({ fromMakler: processMessages.fromMakler, author: processMessages.authorName }).from(processMessages).where(eq(processMessages.processId, res.json().ProcessId));
    expect(message).toEqual({ fromMakler: true, author: 'caseworker Fixture' });
  });
});
