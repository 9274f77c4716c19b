/** The forms process API on the test fixtures (docs/api-forms.md "Forms processes"): two licences, every rule of §4–§7. */
import ExcelJS from 'exceljs';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TFormsProcess, TFormsProcessList } from '@portal/domain';
import { formMailTemplates, formRisks, mailOutbox, mailReminders } from '../../platform/db/schema.js';
import { runDueReminders } from '../../platform/mail/reminders.js';
import { emailOf, LICENSE_A, LICENSE_B } from '../../test-support/fixtures.js';
import { createTestApp, loginMembers, type TTestApp } from '../../test-support/test-app.js';

let t: TTestApp;
const cookies: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  Object.assign(cookies, await loginMembers(t.app, ['admin', 'caseworker', 'broker', 'customer', 'reporter', 'commercial']));
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT', who: string, url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1/${url}${url.includes('?') ? '&' : '?'}license=${who === 'commercial' ? LICENSE_B : LICENSE_A}`, headers: { cookie: cookies[who]! }, ...(payload ? { payload } : {}) });
const productA = () => t.fixtures.formProducts[LICENSE_A];

/** Starts a forms process as `who` with the given metadata. */
async function start(who: string, meta: Record<string, unknown> = {}, productId = productA()): Promise<string> {
  const res = await call('POST', who, 'Forms/Risk', { ProductId: productId, ...meta });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { RiskId: string }).RiskId;
}
const list = async (who: string, query = ''): Promise<TFormsProcessList> => {
  const res = await call('GET', who, `FormsProcess${query ? `?${query}` : ''}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as TFormsProcessList;
};
const ids = (l: TFormsProcessList) => l.Items.map((p) => p.Id);

describe('who sees a forms process', () => {
  it('staff, the creator and the receivers see it (list, detail, the risk in the viewer); others get 404', async () => {
    const id = await start('caseworker', { Context: 'Kunde', CustomerId: t.fixtures.customerA1, Receivers: [emailOf('customer').toUpperCase()], GroupName: 'Sichtbar' });
    for (const who of ['admin', 'caseworker', 'customer']) {
      expect(ids(await list(who, 'group=Sichtbar&pageSize=25')), who).toContain(id);
      expect((await call('GET', who, `FormsProcess/${id}`)).statusCode, who).toBe(200);
      expect((await call('GET', who, `Forms/Risk/${id}`)).statusCode, who).toBe(200);
    }
    for (const who of ['broker', 'reporter']) {
      expect(ids(await list(who, 'pageSize=25')), who).not.toContain(id);
      expect((await call('GET', who, `FormsProcess/${id}`)).statusCode, who).toBe(404);
      expect((await call('GET', who, `Forms/Risk/${id}`)).statusCode, who).toBe(404);
    }
    // The receiver may fill it in.
    expect((await call('POST', 'customer', `Forms/Risk/${id}`, { Data: { Name: 'Empfängerin' }, Version: 1 })).statusCode).toBe(200);
    const seen = (await call('GET', 'customer', `FormsProcess/${id}`)).json() as TFormsProcess;
    expect(seen).toMatchObject({ Status: 'Processing', Kontext: 'Kunde', Receivers: [emailOf('customer')], Group: { Name: 'Sichtbar' }, Url: `/forms?productId=${productA()}&riskId=${id}` });
    expect(seen.Kundenname).toBeTruthy();
    expect(seen.Creator).toBeTruthy();
  });

  it('keeps licences apart: B sees none of A, and A\'s records cannot be named from B', async () => {
    const id = await start('admin');
    expect(ids(await list('commercial', 'pageSize=25'))).not.toContain(id);
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/FormsProcess/${id}?license=${LICENSE_B}`, headers: { cookie: cookies.commercial! } })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/FormsProcess?license=${LICENSE_B}`, headers: { cookie: cookies.admin! } })).statusCode).toBe(403);
    const res = await call('POST', 'commercial', 'Forms/Risk', { ProductId: t.fixtures.formProducts[LICENSE_B], CustomerId: t.fixtures.customerA1 });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ errors: [{ path: 'CustomerId' }] });
  });
});

describe('the list', () => {
  it('pages (5 by default), sorts by Anlagedatum descending, filters by state any-of, title and group', async () => {
    const made: string[] = [];
    for (let i = 0; i < 7; i++) made.push(await start('admin', { GroupName: 'Paging' }));
    // Spread the creation times so that the order is certain.
    for (const [i, id] of made.entries()) await t.database.db.update(formRisks).set({ createdAt: new Date(Date.UTC(2030, 0, 1 + i)) }).where(eq(formRisks.id, id));
    await call('POST', 'admin', `Forms/Risk/${made[0]}`, { Data: { Name: 'x' }, Version: 1 });
    const first = await list('admin', 'group=Paging');
    expect(first).toMatchObject({ Total: 7, Page: 1, PageSize: 5 });
    expect(ids(first)).toEqual([...made].reverse().slice(0, 5));
    expect(ids(await list('admin', 'group=Paging&page=2'))).toEqual([made[1], made[0]]);
    expect(ids(await list('admin', 'group=Paging&sort=Anlagedatum&pageSize=10'))).toEqual(made);
    expect(ids(await list('admin', 'group=Paging&state=Processing'))).toEqual([made[0]]);
    expect((await list('admin', 'group=Paging&state=Open')).Total).toBe(6);
    expect((await list('admin', 'group=Paging&state=Open,Processing')).Total).toBe(7);
    expect((await list('admin', 'group=Paging&state=Open&state=Processing')).Total).toBe(7);
    expect((await list('admin', 'group=Paging&state=Completed')).Total).toBe(0);
    expect((await list('admin', 'group=Paging&title=schadenMELD')).Total).toBe(7);
    expect((await list('admin', 'group=Paging&title=Bogen')).Total).toBe(0);
    expect((await list('admin')).Groups).toContain('Paging');
  });

  it('refuses bad paging, states and sorts with the field at fault', async () => {
    for (const [q, field] of [['pageSize=7', 'pageSize'], ['state=Unknown', 'state'], ['sort=Passwort', 'sort'], ['page=0', 'page']] as const) {
      const res = await call('GET', 'admin', `FormsProcess?${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(JSON.stringify(res.json()), q).toContain(field);
    }
  });

  it('derives the status: valid-until passed → Expired, signing → Signing, transferred → Completed', async () => {
    const [a, b, c] = [await start('admin', { GroupName: 'Status' }), await start('admin', { GroupName: 'Status' }), await start('admin', { GroupName: 'Status' })];
    await t.database.db.update(formRisks).set({ validUntil: new Date(Date.now() - 60_000) }).where(eq(formRisks.id, a));
    await t.database.db.update(formRisks).set({ status: 'signing' }).where(eq(formRisks.id, b));
    await t.database.db.update(formRisks).set({ status: 'transferred' }).where(eq(formRisks.id, c));
    const byId = new Map((await list('admin', 'group=Status')).Items.map((p) => [p.Id, p.Status]));
    expect([byId.get(a), byId.get(b), byId.get(c)]).toEqual(['Expired', 'Signing', 'Completed']);
    expect(ids(await list('admin', 'group=Status&state=Expired'))).toEqual([a]);
  });
});

describe('expire', () => {
  it('only a receiver, only while Open or Processing; then Expired and read-only', async () => {
    const id = await start('caseworker', { Receivers: [emailOf('customer')] });
    // The admin sees it but is no receiver.
    expect((await call('POST', 'admin', 'FormsProcess/Expire', { RiskId: id })).statusCode).toBe(403);
    expect((await call('POST', 'broker', 'FormsProcess/Expire', { RiskId: id })).statusCode).toBe(404);
    expect(((await call('GET', 'customer', `FormsProcess/${id}`)).json() as TFormsProcess).CanExpire).toBe(true);
    const res = await call('POST', 'customer', 'FormsProcess/Expire', { RiskId: id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ Status: 'Expired', CanExpire: false });
    expect((await call('POST', 'customer', 'FormsProcess/Expire', { RiskId: id })).statusCode).toBe(409);
    expect((await call('POST', 'customer', `Forms/Risk/${id}`, { Data: { Name: 'zu spät' }, Version: 1 })).statusCode).toBe(409);
    expect((await call('POST', 'customer', 'FormsProcess/Expire', { RiskId: 'nope' })).statusCode).toBe(400);
  });
});

describe('receivers', () => {
  it('replaces them, mails the custom template to those asked, and needs CanShareForms', async () => {
    const id = await start('caseworker', { Receivers: ['alt@example.test'], ValidUntil: '2031-05-01T12:00:00Z' });
    // Without a template no mail can go out.
    const noTemplate = await call('PUT', 'caseworker', `FormsProcess/${id}/Receivers`, { Receivers: ['neu@example.test'], SendMail: ['neu@example.test'], CancelReminders: false });
    expect(noTemplate.statusCode).toBe(409);
    expect((await call('GET', 'caseworker', `Forms/Product/${productA()}/MailTemplate`)).json()).toEqual({ ProductId: productA(), Template: null });
    await t.database.db.insert(formMailTemplates).values({ licenseId: LICENSE_A, productId: productA(), subject: '{Makler}: {Formular}', body: 'Hallo {Empfaenger},\nbitte bis {GueltigBis}: {Link}' });
    expect((await call('GET', 'caseworker', `Forms/Product/${productA()}/MailTemplate`)).json()).toMatchObject({ Template: { Subject: '{Makler}: {Formular}' } });

    const res = await call('PUT', 'caseworker', `FormsProcess/${id}/Receivers`, { Receivers: ['Neu@Example.test', 'zwei@example.test'], SendMail: ['neu@example.test'], CancelReminders: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ MailsSent: 1, RemindersCancelled: true, Process: { Receivers: ['neu@example.test', 'zwei@example.test'] } });
    const mails = await t.database.db.select().from(mailOutbox).where(and(eq(mailOutbox.to, 'neu@example.test'), eq(mailOutbox.licenseId, LICENSE_A)));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Makler A GmbH: Kleine Schadenmeldung');
    expect(mails[0]!.text).toContain(`/forms?productId=${productA()}&riskId=${id}`);
    expect(mails[0]!.text).toContain('01.05.2031');

    // A reminder series for the mailed receiver: sent when due while the form is open, ended once it expired.
    const series = await t.database.db.select().from(mailReminders).where(and(eq(mailReminders.refId, id), eq(mailReminders.to, 'neu@example.test')));
    expect(series).toHaveLength(1);
    expect(series[0]!.kind).toBe('forms-process');
    const due = new Date(series[0]!.nextAt.getTime() + 1000);
    await runDueReminders(t.app, due);
    const reminded = await t.database.db.select().from(mailOutbox).where(and(eq(mailOutbox.to, 'neu@example.test'), eq(mailOutbox.licenseId, LICENSE_A)));
    const reminder = reminded.find((m) => m.subject === 'Erinnerung: Makler A GmbH: Kleine Schadenmeldung');
    // The reminder links where the first mail did (the request's address; no PUBLIC_URL in the tests).
    expect(reminder?.text).toContain(`${mails[0]!.text.match(/https?:\/\/[^/\s]+/)![0]}/forms?productId=${productA()}&riskId=${id}`);
    // Removing the receiver ends their series.
    expect((await call('PUT', 'caseworker', `FormsProcess/${id}/Receivers`, { Receivers: ['zwei@example.test'] })).statusCode).toBe(200);
    const [ended] = await t.database.db.select().from(mailReminders).where(and(eq(mailReminders.refId, id), eq(mailReminders.to, 'neu@example.test')));
    expect(ended!.cancelledAt).not.toBeNull();

    // SendMail must name receivers; bad e-mails name the field.
    const notReceiver = await call('PUT', 'caseworker', `FormsProcess/${id}/Receivers`, { Receivers: ['a@example.test'], SendMail: ['b@example.test'] });
    expect(notReceiver.statusCode).toBe(400);
    expect(JSON.stringify(notReceiver.json())).toContain('SendMail');
    expect((await call('PUT', 'caseworker', `FormsProcess/${id}/Receivers`, { Receivers: ['kein-mail'] })).statusCode).toBe(400);
    // The customer (a receiver would be needed to see it first) lacks CanShareForms; a guest may not write.
    const own = await start('customer');
    expect((await call('PUT', 'customer', `FormsProcess/${own}/Receivers`, { Receivers: ['x@example.test'] })).statusCode).toBe(403);
    expect(((await call('GET', 'customer', `FormsProcess/${own}`)).json() as TFormsProcess).CanEditReceivers).toBe(false);
    expect((await call('PUT', 'guest', `FormsProcess/${own}/Receivers`, { Receivers: [] })).statusCode).toBe(403);
  });
});

describe('export', () => {
  it('answers an XLSX named Export {timestamp}.xlsx with one row per visible risk', async () => {
    const a = await start('admin', { GroupName: 'Export' });
    const b = await start('admin', { GroupName: 'Export', Receivers: ['x@example.test', 'y@example.test'] });
    const res = await call('POST', 'admin', 'FormsProcess/Export', { RiskIds: [a, b, t.fixtures.formRisks[LICENSE_B]] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(String(res.headers['content-disposition'])).toMatch(/Export \d{4}-\d{2}-\d{2} \d{2}-\d{2}-\d{2}\.xlsx/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.rowCount).toBe(3);
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header).toEqual(expect.arrayContaining(['Formular', 'Empfänger', 'Kontext', 'Kundenname', 'Vertragsnummer', 'Schadenvorgang', 'Adresse', 'Status', 'Anlagedatum', 'Gültig bis', 'Ersteller', 'Gruppe', 'RiskId']));
    const riskCol = header.indexOf('RiskId') + 1;
    expect([sheet.getRow(2).getCell(riskCol).value, sheet.getRow(3).getCell(riskCol).value].sort()).toEqual([a, b].sort());
    const receiversCol = header.indexOf('Empfänger') + 1;
    expect([sheet.getRow(2).getCell(receiversCol).value, sheet.getRow(3).getCell(receiversCol).value]).toContain('x@example.test, y@example.test');
    // Only foreign ids: nothing to export.
    expect((await call('POST', 'admin', 'FormsProcess/Export', { RiskIds: [t.fixtures.formRisks[LICENSE_B]] })).statusCode).toBe(404);
    expect((await call('POST', 'admin', 'FormsProcess/Export', { RiskIds: [] })).statusCode).toBe(400);
    // By filter: the whole group, as the group header's export asks.
    const group = await call('POST', 'admin', 'FormsProcess/Export', { Filter: { Group: 'Export', State: ['Open'] } });
    expect(group.statusCode).toBe(200);
    const byGroup = new ExcelJS.Workbook();
    await byGroup.xlsx.load(group.rawPayload as unknown as ArrayBuffer);
    expect(byGroup.worksheets[0]!.rowCount).toBe(3);
  });
});
