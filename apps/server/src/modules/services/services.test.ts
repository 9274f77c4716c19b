/** The services (/meldung/*, issue 13) through the API: listing, starting, sending, and the approval of claim reports. */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarDateOf, ZFormDefinition } from '@portal/forms';
import { ALL_FEATURES, LICENSE_A, LICENSE_B } from '../../test-support/fixtures.js';
import { createTestApp, loginAsGuest, loginMembers, type TTestApp } from '../../test-support/test-app.js';
import { claims, contracts, formProducts, licenses, memberships, processes, processMessages } from '../../platform/db/schema.js';
import { forgetMemberships } from '../../platform/memberships.js';
import { SERVICE_FORMS } from '../../seed/service-forms.js';
import { keptAnalysisTotals, scratchAnalysisTotals } from '../portfolio-analysis/totals.js';

let t: TTestApp;
const cookies: Record<string, string> = {};
const contractIds: Record<string, string> = {};
// The forms' calendar day (Europe/Berlin): between 23:00 and 24:00 UTC the UTC date is the day before.
const today = calendarDateOf(new Date())!;

beforeAll(async () => {
  t = await createTestApp();
  Object.assign(cookies, await loginMembers(t.app, ['admin', 'caseworker', 'broker', 'customer', 'reporter', 'commercial', 'multi']));
  cookies.guest = await loginAsGuest(t.app);
  const db = t.database.db;
  for (const licenseId of [LICENSE_A, LICENSE_B]) {
    await db.insert(formProducts).values(SERVICE_FORMS.map((f) => ({ licenseId, name: f.name, definition: ZFormDefinition.parse(f.definition), serviceKey: f.serviceKey })));
  }
  // Licence A asks for approval of claim reports; B does not.
  await db.update(licenses).set({ features: { ...ALL_FEATURES, ClaimReportApproval: true } }).where(eq(licenses.id, LICENSE_A));
  forgetMemberships(db);
  for (const c of await db.select({ id: contracts.id, nr: contracts.vertragsnr }).from(contracts)) contractIds[c.nr] = c.id;
});
afterAll(() => t.close());

const licenseOf = (who: string) => (who === 'commercial' ? LICENSE_B : LICENSE_A);
const call = (method: 'GET' | 'POST', who: string, url: string, payload?: object, license = licenseOf(who)) =>
  t.app.inject({ method, url: `/api/v1/${url}?license=${license}`, headers: { cookie: cookies[who]! }, ...(payload ? { payload } : {}) });

type TStarted = { ProductId: string; RiskId: string; Resumed: boolean };
async function start(who: string, key: string, body: object = {}): Promise<TStarted> {
  const res = await call('POST', who, `Services/${key}/Start`, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** A plausible filling-in of each service form. */
const ANSWERS: Record<string, Record<string, unknown>> = {
  claimReport: { Vorname: 'Erika', Nachname: 'Muster', EMail: 'erika@example.test', Schadentag: today, Schadenart: 'Leitungswasser', Schadenort: 'Hauptstr. 1, 50667 Köln', Hergang: 'Rohrbruch in der Küche.', Schadenhoehe: 1200.5 },
  claimReportComfort: { Sparte: 'Kfz', Vorname: 'Erika', Nachname: 'Muster', EMail: 'erika@example.test', Schadentag: today, Schadenart: 'Unfall', Schadenort: 'A3 bei Köln', Hergang: 'Auffahrunfall.', Kennzeichen: 'K-AB 123' },
  foreignContract: { Vorname: 'Otto', Nachname: 'Fremd', Gesellschaft: 'Beispiel Versicherung AG', Sparte: 'Hausrat', Versicherungsnummer: 'HR-1', Vertragsbeginn: today },
  inventoryTransfer: { Vorname: 'Ute', Nachname: 'Wechsel', Uebertragungsdatum: today, Vertraege: [{ Gesellschaft: 'Alt AG', Versicherungsnummer: 'X-1' }], Einwilligung: true },
  newApplication: { Vorname: 'Nina', Nachname: 'Neu', Sparte: 'Haftpflicht', Gesellschaft: 'Beispiel AG', Versicherungsbeginn: today, Zahlweise: 'jährlich' },
  newOffer: { Vorname: 'Olaf', Nachname: 'Offerte', Sparte: 'Wohngebäude', Wuensche: 'Elementarschäden mitversichern.' },
  newProspect: { Vorname: 'Ida', Nachname: 'Interessent', EMail: 'ida@example.test', Kontakterlaubnis: true },
};

async function fillAndSend(who: string, started: TStarted, data: Record<string, unknown>) {
  const saved = await call('POST', who, `Forms/Risk/${started.RiskId}`, { Data: data, Version: (await call('GET', who, `Forms/Risk/${started.RiskId}`)).json().Version });
  expect(saved.statusCode, saved.body).toBe(200);
  expect(saved.json().Errors).toEqual([]);
  return call('POST', who, `Forms/Risk/${started.RiskId}/Transfer`);
}

describe('GET /api/v1/Services', () => {
  it('lists the licence\'s services with whether the member may start them', async () => {
    const admin = (await call('GET', 'admin', 'Services')).json() as { Key: string; Path: string; Allowed: boolean }[];
    expect(admin.map((s) => s.Key)).toEqual(['claimReport', 'claimReportComfort', 'foreignContract', 'inventoryTransfer', 'newApplication', 'newOffer', 'newProspect']);
    expect(admin.every((s) => s.Allowed)).toBe(true);
    expect(admin.find((s) => s.Key === 'inventoryTransfer')!.Path).toBe('/meldung/bestandsübertragung');
    const customer = (await call('GET', 'customer', 'Services')).json() as { Key: string; Allowed: boolean }[];
    expect(customer.filter((s) => s.Allowed).map((s) => s.Key)).toEqual(['claimReport', 'claimReportComfort']);
    const guest = (await call('GET', 'guest', 'Services')).json() as { Allowed: boolean }[];
    expect(guest.some((s) => s.Allowed)).toBe(false);
  });

  it('shows each licence only its own forms', async () => {
    const a = (await call('GET', 'multi', 'Services', undefined, LICENSE_A)).json() as { ProductId: string }[];
    const b = (await call('GET', 'multi', 'Services', undefined, LICENSE_B)).json() as { ProductId: string }[];
    const ofB = await t.database.db.select({ id: formProducts.id }).from(formProducts).where(eq(formProducts.licenseId, LICENSE_B));
    expect(b.map((s) => s.ProductId).sort()).toEqual(ofB.map((r) => r.id).filter((id) => b.some((s) => s.ProductId === id)).sort());
    expect(a.some((s) => b.some((x) => x.ProductId === s.ProductId))).toBe(false);
  });

  it('keeps the services\' forms out of the forms list', async () => {
    const names = ((await call('GET', 'admin', 'Forms/Products')).json() as { Name: string }[]).map((p) => p.Name);
    expect(names).not.toContain('Schaden melden');
  });
});

describe('POST /api/v1/Services/{key}/Start and sending', () => {
  it.each(Object.keys(ANSWERS))('%s: an allowed member starts, resumes and sends it; the process lands in the post box', async (key) => {
    const first = await start('admin', key);
    expect(first.Resumed).toBe(false);
    expect(await start('admin', key)).toEqual({ ...first, Resumed: true });
    const sent = await fillAndSend('admin', first, ANSWERS[key]!);
    expect(sent.statusCode, sent.body).toBe(200);
    const processId = sent.json().ProcessId as string;
    const [process] = await t.database.db.select().from(processes).where(eq(processes.id, processId));
    expect(process).toMatchObject({ licenseId: LICENSE_A, direction: 'in' });
    expect(process!.headline).toMatch(/^(Schadenmeldung|Fremdvertrag|Bestandsübertragung|Neuer Antrag|Neues Angebot|Neuer Interessent) – /);
    // Visible to the broker's side (the post box reads the process feed).
    expect((await call('GET', 'caseworker', `Vorgang/${processId}`)).statusCode).toBe(200);
    // Once sent, the next start is a new draft.
    expect((await start('admin', key)).RiskId).not.toBe(first.RiskId);
  });

  it('refuses a member without the service\'s flag, guests and read-only members with 403, and changes nothing', async () => {
    for (const key of ['foreignContract', 'inventoryTransfer', 'newApplication', 'newOffer', 'newProspect']) {
      const res = await call('POST', 'customer', `Services/${key}/Start`, {});
      expect(res.statusCode, key).toBe(403);
      expect(res.json()).toMatchObject({ code: 'FORBIDDEN' });
    }
    for (const key of ['claimReport', 'newOffer']) {
      const res = await call('POST', 'guest', `Services/${key}/Start`, {});
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('READ_ONLY');
    }
  });

  it('refuses to send a service whose flag the member lost meanwhile', async () => {
    const started = await start('customer', 'claimReport');
    const [m] = await t.database.db.select().from(memberships).where(and(eq(memberships.userId, t.fixtures.userIds.customer), eq(memberships.licenseId, LICENSE_A)));
    await t.database.db.update(memberships).set({ permissions: { ...m!.permissions, Schadenmeldung: false } }).where(and(eq(memberships.userId, m!.userId), eq(memberships.licenseId, LICENSE_A)));
    forgetMemberships(t.database.db);
    try {
      const sent = await fillAndSend('customer', started, ANSWERS.claimReport!);
      expect(sent.statusCode).toBe(403);
    } finally {
      await t.database.db.update(memberships).set({ permissions: m!.permissions }).where(and(eq(memberships.userId, m!.userId), eq(memberships.licenseId, LICENSE_A)));
      forgetMemberships(t.database.db);
    }
  });

  it('prefills the claim report with a contract the member may see (?vertrag=), and links the claim and process to it', async () => {
    const started = await start('customer', 'claimReport', { ContractId: contractIds['A1-1'] });
    const risk = (await call('GET', 'customer', `Forms/Risk/${started.RiskId}`)).json();
    expect(risk.Data).toEqual({ Versicherungsnummer: 'A1-1' });
    // The same contract resumes the draft; none of the member's contracts, another licence's: 404.
    expect((await start('customer', 'claimReport', { ContractId: contractIds['A1-1'] })).RiskId).toBe(started.RiskId);
    for (const nr of ['A3-1', 'B1-1']) {
      const res = await call('POST', 'customer', 'Services/claimReport/Start', { ContractId: contractIds[nr] });
      expect(res.statusCode, nr).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND', errors: [{ path: 'ContractId' }] });
    }
    const sent = await fillAndSend('customer', started, { ...risk.Data, ...ANSWERS.claimReport });
    expect(sent.statusCode, sent.body).toBe(200);
    const [process] = await t.database.db.select().from(processes).where(eq(processes.id, sent.json().ProcessId));
    expect(process).toMatchObject({ contractId: contractIds['A1-1'], customerId: t.fixtures.customerA1, headline: 'Schadenmeldung – Anna Eins' });
    const [claim] = await t.database.db.select().from(claims).where(eq(claims.id, process!.claimId!));
    // A customer's report needs no approval (only claim reporters' do).
    expect(claim).toMatchObject({ contractId: contractIds['A1-1'], approvalPending: false, schadenstatus: 'Prüfung durch Makler', schadenhoehe: '1200.50', schadenart: 'Leitungswasser' });
  });

  it('answers 404 for a service the licence does not offer', async () => {
    await t.database.db.update(formProducts).set({ serviceKey: null }).where(and(eq(formProducts.licenseId, LICENSE_B), eq(formProducts.serviceKey, 'newOffer')));
    expect((await call('POST', 'commercial', 'Services/newOffer/Start', {})).statusCode).toBe(404);
    expect((await call('POST', 'admin', 'Services/unknown/Start', {})).statusCode).toBe(400);
  });
});

describe('claim reports of claim reporters and their approval', () => {
  let claimId = '';
  let processId = '';

  it('files the claim reporter\'s report as a claim waiting for approval, with the process in the broker\'s post box', async () => {
    const started = await start('reporter', 'claimReport');
    const sent = await fillAndSend('reporter', started, ANSWERS.claimReport!);
    expect(sent.statusCode, sent.body).toBe(200);
    processId = sent.json().ProcessId;
    const [process] = await t.database.db.select().from(processes).where(eq(processes.id, processId));
    claimId = process!.claimId!;
    const [claim] = await t.database.db.select().from(claims).where(eq(claims.id, claimId));
    expect(claim).toMatchObject({ approvalPending: true, reporterUserId: t.fixtures.userIds.reporter, schadenstatus: 'Prüfung durch Makler', licenseId: LICENSE_A, schadenort: 'Hauptstr. 1, 50667 Köln', hergang: 'Rohrbruch in der Küche.', meldungtag: today });
    // The claim's date is the day reported (noon UTC: the same calendar day everywhere).
    expect(claim!.schadenZeitpunkt?.toISOString()).toBe(`${today}T12:00:00.000Z`);
    expect(process!.headline).toBe('Schadenmeldung – Erika Muster');
    // The reporter sees the claim and the process; the broker's side sees the process.
    expect((await call('GET', 'reporter', `Schaden/${claimId}`)).json()).toMatchObject({ ApprovalPending: true, Schadenstatus: 'Prüfung durch Makler' });
    expect((await call('GET', 'reporter', `Vorgang/${processId}`)).statusCode).toBe(200);
    expect((await call('GET', 'admin', `Vorgang/${processId}`)).statusCode).toBe(200);
    const pending = await call('POST', 'admin', 'data/Schaden/query', { Page: { Skip: 0, Take: 50 }, Filters: [{ Property: 'ApprovalPending', Operator: 'Equal', Value: true }] });
    expect(pending.json().Items.map((i: { Id: string }) => i.Id)).toContain(claimId);
  });

  it('lets only approvers decide: 403 for others, 404 from another licence', async () => {
    for (const who of ['broker', 'customer', 'reporter', 'guest']) {
      const res = await call('POST', who, `Schaden/${claimId}/Approve`);
      expect(res.statusCode, who).toBe(403);
    }
    expect((await call('POST', 'multi', `Schaden/${claimId}/Approve`, undefined, LICENSE_B)).statusCode).toBe(404);
    expect((await call('POST', 'commercial', `Schaden/${claimId}/Reject`, { Reason: 'x' })).statusCode).toBe(404);
    const [claim] = await t.database.db.select().from(claims).where(eq(claims.id, claimId));
    expect(claim!.approvalPending).toBe(true);
  });

  it('approves once (409 after), and tells the reporter in the process', async () => {
    const res = await call('POST', 'caseworker', `Schaden/${claimId}/Approve`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ Id: claimId, ApprovalPending: false, Schadenstatus: 'Offen', ProcessId: processId });
    expect((await call('POST', 'admin', `Schaden/${claimId}/Approve`)).statusCode).toBe(409);
    const messages = await t.database.db.select().from(processMessages).where(eq(processMessages.processId, processId));
    expect(messages.some((m) => m.fromMakler && m.text.includes('freigegeben'))).toBe(true);
  });

  it('rejects with a reason (400 without), closing the claim and sending the reason to the reporter', async () => {
    const started = await start('reporter', 'claimReport');
    const sent = await fillAndSend('reporter', started, ANSWERS.claimReport!);
    const [process] = await t.database.db.select().from(processes).where(eq(processes.id, sent.json().ProcessId));
    const id = process!.claimId!;
    const empty = await call('POST', 'admin', `Schaden/${id}/Reject`, { Reason: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ errors: [{ path: 'Reason' }] });
    const res = await call('POST', 'admin', `Schaden/${id}/Reject`, { Reason: 'Kein Versicherungsschutz für diesen Schaden.' });
    expect(res.statusCode, res.body).toBe(200);
    const [claim] = await t.database.db.select().from(claims).where(eq(claims.id, id));
    expect(claim).toMatchObject({ approvalPending: false, schadenstatus: 'Abgelehnt', abschlusstag: today });
    const reporterView = await call('GET', 'reporter', `Vorgang/${process!.id}`);
    expect(reporterView.body).toContain('Kein Versicherungsschutz für diesen Schaden.');
    // The portfolio analysis' running totals counted the reported claim and now count it closed.
    const kept = (await keptAnalysisTotals(t.database.db, LICENSE_A)).filter((r) => r.kind === 'claim');
    expect(kept).toEqual((await scratchAnalysisTotals(t.database.db, LICENSE_A)).filter((r) => r.kind === 'claim'));
    expect(kept.some((r) => r.day === today && r.closed > 0)).toBe(true);
  });

  it('needs no approval where the licence does not ask for it', async () => {
    await t.database.db.update(licenses).set({ features: { ...ALL_FEATURES, ClaimReportApproval: false } }).where(eq(licenses.id, LICENSE_A));
    forgetMemberships(t.database.db);
    try {
      const sent = await fillAndSend('reporter', await start('reporter', 'claimReport'), ANSWERS.claimReport!);
      const [process] = await t.database.db.select().from(processes).where(eq(processes.id, sent.json().ProcessId));
      const [claim] = await t.database.db.select().from(claims).where(eq(claims.id, process!.claimId!));
      expect(claim!.approvalPending).toBe(false);
    } finally {
      await t.database.db.update(licenses).set({ features: { ...ALL_FEATURES, ClaimReportApproval: true } }).where(eq(licenses.id, LICENSE_A));
      forgetMemberships(t.database.db);
    }
  });
});
