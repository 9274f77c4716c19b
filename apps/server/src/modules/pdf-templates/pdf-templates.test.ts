import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import { adminAuditLog, contractLineData, contracts, licenses, pdfRenderings } from '../../platform/db/schema.js';
import { forgetMemberships } from '../../platform/memberships.js';
import { LICENSE_A, LICENSE_B } from '../../test-support/fixtures.js';
import { createTestApp, loginMembers, type TTestApp } from '../../test-support/test-app.js';
import { pdfText } from '../forms/render/pdf-text.testing.js';

let t: TTestApp;
let cookies: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  cookies = await loginMembers(t.app, ['admin', 'broker', 'caseworker', 'customer', 'reporter', 'commercial', 'multi']);
});
afterAll(() => t.close());

type TMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: TMethod, path: string, who: string, payload?: unknown, license = LICENSE_A) =>
  t.app.inject({ method, url: `/api/v1/${path}${path.includes('?') ? '&' : '?'}license=${license}`, headers: { cookie: cookies[who]! }, ...(payload !== undefined ? { payload: payload as object } : {}) });
const get = (url: string, who: string) => t.app.inject({ method: 'GET', url, headers: { cookie: cookies[who]! } });

const SOME_ID = '00000000-0000-4000-8000-000000000001';
const CUSTOMER_BODY = '# Bericht {{Kunde.Kundenname}}\n| Nummer | {{Kunde.Amsidnr}} |\n## Verträge\n{{#Vertraege}}\n| {{VertragsNr}} | {{BruttopraemieGemaessZahlweise}} |\n{{/Vertraege}}\n{{Lizenz.Name}}';
const errorsOf = (res: { json: () => { errors?: { path: string; message: string }[] } }) => res.json().errors ?? [];

async function createTemplate(over: Record<string, unknown> = {}) {
  const res = await call('POST', 'PdfTemplate', 'admin', { Name: 'Kundenbericht', Context: 'Kunde', Body: CUSTOMER_BODY, ...over });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { Id: string; Name: string; Context: string; Body: string };
}

const reportCard = (AdditionalProperties: Record<string, unknown>) => ({ Name: { de: 'Bericht', en: 'Report' }, Icon: 'description', Action: 'report', AdditionalProperties });

async function customerIdOf(name: string): Promise<string> {
  const res = await call('POST', 'data/Kunde/query', 'admin', { Fields: ['Id', 'Kundenname'], Page: { Skip: 0, Take: 10 }, Filters: [{ Property: 'Kundenname', Operator: 'Equal', Value: name }] });
  return res.json().Items[0].Id;
}

describe('PDF template administration', () => {
  it('is refused to every other role, and to the admin in another licence', async () => {
    const input = { Name: 'X', Context: 'Kunde', Body: 'x' };
    const routes: [TMethod, string, unknown?][] = [
      ['GET', `PdfTemplate/${SOME_ID}`],
      ['POST', 'PdfTemplate', input],
      ['PUT', `PdfTemplate/${SOME_ID}`, input],
      ['DELETE', `PdfTemplate/${SOME_ID}`],
    ];
    for (const who of ['broker', 'caseworker', 'customer', 'reporter', 'guest', 'multi']) {
      for (const [method, path, body] of routes) expect((await call(method, path, who, body)).statusCode, `${who} ${method} ${path}`).toBe(403);
    }
    expect((await call('POST', 'PdfTemplate', 'admin', input, LICENSE_B)).statusCode).toBe(403);
  });

  it('creates, changes and deletes templates with audit entries; licence B never sees them', async () => {
    const created = await createTemplate({ Name: 'Zum Ändern' });
    const listed = (await call('GET', 'PdfTemplate', 'broker')).json();
    expect(listed).toContainEqual({ Id: created.Id, Name: 'Zum Ändern', Context: 'Kunde' });
    expect((await call('GET', 'PdfTemplate', 'commercial', undefined, LICENSE_B)).json()).toEqual([]);
    expect((await call('GET', `PdfTemplate/${created.Id}`, 'admin')).json().Body).toBe(CUSTOMER_BODY);

    const changed = await call('PUT', `PdfTemplate/${created.Id}`, 'admin', { Name: 'Geändert', Context: 'Vertrag', Body: '# {{Vertrag.VertragsNr}}' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ Name: 'Geändert', Context: 'Vertrag' });
    expect((await call('DELETE', `PdfTemplate/${created.Id}`, 'admin')).statusCode).toBe(204);
    expect((await call('GET', `PdfTemplate/${created.Id}`, 'admin')).statusCode).toBe(404);

    const audit = await t.database.db.select().from(adminAuditLog).where(and(eq(adminAuditLog.licenseId, LICENSE_A), like(adminAuditLog.action, 'pdfTemplate.%'), eq(adminAuditLog.target, created.Id)));
    expect(audit.map((a) => a.action).sort()).toEqual(['pdfTemplate.create', 'pdfTemplate.delete', 'pdfTemplate.update']);
  });

  it('refuses templates with unknown placeholders, naming the placeholder', async () => {
    const res = await call('POST', 'PdfTemplate', 'admin', { Name: 'Kaputt', Context: 'Kunde', Body: '# Hallo\n{{Kunde.Passwort}}' });
    expect(res.statusCode).toBe(400);
    expect(errorsOf(res)).toEqual([{ path: 'Body', message: 'Unknown placeholder {{Kunde.Passwort}} (line 2)' }]);
    const triple = await call('POST', 'PdfTemplate', 'admin', { Name: 'Roh', Context: 'Kunde', Body: '{{{Kunde.Kundenname}}}' });
    expect(errorsOf(triple)[0]?.message).toMatch(/Unescaped/);
    // A template in another licence is not found, not changed.
    const mine = await createTemplate({ Name: 'Meins' });
    expect((await call('PUT', `PdfTemplate/${mine.Id}`, 'admin', { Name: 'x', Context: 'Kunde', Body: 'x' }, LICENSE_B)).statusCode).toBe(403);
  });
});

describe('report cards', () => {
  it('refuses bad definitions with a clear message naming the field', async () => {
    const customerTemplate = await createTemplate({ Name: 'Für Karten' });
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ Property: 'VertragsNr', Operator: 'Equal', Value: 'x', TemplateId: customerTemplate.Id, Context: 'Kunde' }, 'AdditionalProperties.Property', /customers list cannot filter by VertragsNr/],
      [{ Property: 'Active', Operator: 'Contains', Value: true, TemplateId: customerTemplate.Id, Context: 'Kunde' }, 'AdditionalProperties.Operator', /Contains does not apply to Active/],
      [{ Context: 'Kunde' }, 'AdditionalProperties.TemplateId', /needs a PDF template/],
      [{ TemplateId: SOME_ID, Context: 'Kunde' }, 'AdditionalProperties.TemplateId', /No PDF template/],
      [{ TemplateId: customerTemplate.Id, Context: 'Vertrag' }, 'AdditionalProperties.Context', /renders the Kunde context/],
      [{ TemplateId: customerTemplate.Id, Context: 'Kunde', spartenFilters: [{ SpartendatenProperty: 'Typ', Operator: 'Equal', Value: 'X' }] }, 'AdditionalProperties.spartenFilters', /only to the Spartendaten context/],
    ];
    for (const [props, path, message] of cases) {
      const res = await call('POST', 'Admin/CardView/Draft/Cards', 'admin', reportCard(props));
      expect(res.statusCode, JSON.stringify(props)).toBe(400);
      const error = errorsOf(res).find((e) => e.path === path);
      expect(error?.message, `${path} in ${res.body}`).toMatch(message);
    }
  });

  it('lists matching records in the database, renders a PDF with the customer\'s name, for this member only', async () => {
    const template = await createTemplate();
    const draft = await call('POST', 'Admin/CardView/Draft/Cards', 'admin', reportCard({ Property: 'Active', Operator: 'Equal', Value: true, TemplateId: template.Id, Context: 'Kunde' }));
    expect(draft.statusCode, draft.body).toBe(200);
    const cardId: string = draft.json().Cards.find((c: { Action: string | null; AdditionalProperties: { TemplateId?: string } }) => c.Action === 'report' && c.AdditionalProperties.TemplateId === template.Id).Id;
    // Licence admins try draft cards; members see published ones only.
    expect((await call('GET', `ReportCard/${cardId}`, 'admin')).json()).toMatchObject({ Context: 'Kunde', TemplateId: template.Id, Property: 'Active' });
    expect((await call('GET', `ReportCard/${cardId}`, 'broker')).statusCode).toBe(404);
    expect((await call('POST', 'Admin/CardView/Publish', 'admin')).statusCode).toBe(200);

    const forBroker = (await call('POST', `ReportCard/${cardId}/Records`, 'broker', {})).json();
    expect(forBroker.Step).toBe('Kunde');
    // The broker's customers (A1, A2), active only (A4 is inactive and not theirs anyway).
    expect(forBroker.Items.map((i: { Title: string }) => i.Title).sort()).toEqual(['Anna Eins', 'Bernd Zwei']);
    expect((await call('POST', `ReportCard/${cardId}/Records`, 'admin', {})).json().Total).toBe(3);
    expect((await call('POST', `ReportCard/${cardId}/Records`, 'admin', { Search: 'Carla' })).json().Items.map((i: { Title: string }) => i.Title)).toEqual(['Carla Drei']);
    expect((await call('POST', `ReportCard/${cardId}/Records`, 'customer', {})).json().Items.map((i: { Title: string }) => i.Title)).toEqual(['Anna Eins']);
    expect((await call('POST', `ReportCard/${cardId}/Records`, 'commercial', {}, LICENSE_B)).statusCode).toBe(404);

    const anna = await customerIdOf('Anna Eins');
    const carla = await customerIdOf('Carla Drei');
    const rendered = await call('POST', 'PdfTemplate/Render', 'broker', { TemplateId: template.Id, FileName: 'Kundenbericht Anna', KundeId: anna });
    expect(rendered.statusCode, rendered.body).toBe(200);
    const url: string = rendered.json().Url;
    const pdf = await get(url, 'broker');
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain('Kundenbericht Anna.pdf');
    const textOfPdf = await pdfText(pdf.rawPayload);
    expect(textOfPdf).toContain('Bericht Anna Eins');
    expect(textOfPdf).toContain('A1-1');
    expect(textOfPdf).toContain('Makler A GmbH');
    // Another member of the licence cannot fetch it.
    expect((await get(url, 'caseworker')).statusCode).toBe(404);

    // The record must be the member's to see; the template the licence's; the context's id is required.
    expect((await call('POST', 'PdfTemplate/Render', 'broker', { TemplateId: template.Id, FileName: 'x', KundeId: carla })).statusCode).toBe(404);
    expect((await call('POST', 'PdfTemplate/Render', 'customer', { TemplateId: template.Id, FileName: 'x', KundeId: anna })).statusCode).toBe(200);
    expect((await call('POST', 'PdfTemplate/Render', 'commercial', { TemplateId: template.Id, FileName: 'x', KundeId: anna }, LICENSE_B)).statusCode).toBe(404);
    const missing = await call('POST', 'PdfTemplate/Render', 'broker', { TemplateId: template.Id, FileName: 'x', VertragId: SOME_ID });
    expect(missing.statusCode).toBe(400);
    expect(errorsOf(missing)[0]?.path).toBe('KundeId');
    expect((await call('POST', 'PdfTemplate/Render', 'guest', { TemplateId: template.Id, FileName: 'x', KundeId: anna })).statusCode).toBe(403);

    // Renderings are for looking at now: a day later the next rendering removes them.
    const renderingId = url.split('/Rendered/')[1]!.split('?')[0]!;
    await t.database.db.update(pdfRenderings).set({ createdAt: new Date(Date.now() - 2 * 24 * 3600 * 1000) }).where(eq(pdfRenderings.id, renderingId));
    expect((await call('POST', 'PdfTemplate/Render', 'broker', { TemplateId: template.Id, FileName: 'neu', KundeId: anna })).statusCode).toBe(200);
    expect((await get(url, 'broker')).statusCode).toBe(404);

    // A template a card uses is not deleted.
    const del = await call('DELETE', `PdfTemplate/${template.Id}`, 'admin');
    expect(del.statusCode).toBe(409);
  });

  it('keeps premiums out of an end customer\'s PDF when the licence hides them', async () => {
    const template = await createTemplate({ Name: 'Prämien' });
    await t.database.db.update(contracts).set({ bruttopraemie: '123.45' }).where(and(eq(contracts.licenseId, LICENSE_A), eq(contracts.vertragsnr, 'A1-1')));
    const anna = await customerIdOf('Anna Eins');
    const render = async (who: string) => {
      const res = await call('POST', 'PdfTemplate/Render', who, { TemplateId: template.Id, FileName: 'p', KundeId: anna });
      return pdfText((await get(res.json().Url, who)).rawPayload);
    };
    expect(await render('customer')).toContain('123,45');
    const [lic] = await t.database.db.select({ features: licenses.features }).from(licenses).where(eq(licenses.id, LICENSE_A));
    await t.database.db.update(licenses).set({ features: { ...lic!.features, HidePremiums: true } }).where(eq(licenses.id, LICENSE_A));
    try {
      forgetMemberships(t.database.db, { licenseId: LICENSE_A });
      expect(await render('customer')).not.toContain('123,45');
      expect(await render('broker')).toContain('123,45');
    } finally {
      await t.database.db.update(licenses).set({ features: lic!.features }).where(eq(licenses.id, LICENSE_A));
      forgetMemberships(t.database.db, { licenseId: LICENSE_A });
    }
  });
});

describe('Spartendaten report cards', () => {
  it('lists contracts by their line data, then the contract\'s entries, and renders one', async () => {
    const [contract] = await t.database.db.select({ id: contracts.id }).from(contracts).where(and(eq(contracts.licenseId, LICENSE_A), eq(contracts.vertragsnr, 'A1-1')));
    const [other] = await t.database.db.select({ id: contracts.id }).from(contracts).where(and(eq(contracts.licenseId, LICENSE_A), eq(contracts.vertragsnr, 'A2-1')));
    const inserted = await t.database.db
      .insert(contractLineData)
      .values([
        { licenseId: LICENSE_A, contractId: contract!.id, typ: 'KOMPAKTKRAFT', data: { kennzeichen: 'B-AB 123', fahrzeugmarke: 'Škoda' } },
        { licenseId: LICENSE_A, contractId: contract!.id, typ: 'ZUS_KOMPAKTKRAFT', data: { Schutzbrief: 'Ja' } },
        { licenseId: LICENSE_A, contractId: other!.id, typ: 'ZUS_KOMPAKTKRAFT', data: { Schutzbrief: 'Nein' } },
      ])
      .returning({ id: contractLineData.id, typ: contractLineData.typ });
    const template = await createTemplate({ Name: 'Fahrzeug', Context: 'Spartendaten', Body: '# {{Spartendaten.Typ}} {{Vertrag.VertragsNr}}\n{{#Felder}}\n| {{Name}} | {{Wert}} |\n{{/Felder}}' });
    const draft = await call('POST', 'Admin/CardView/Draft/Cards', 'admin', reportCard({ Property: 'Typ', Operator: 'Equal', Value: 'KOMPAKTKRAFT', spartenFilters: [{ SpartendatenProperty: 'Schutzbrief', Operator: 'Equal', Value: 'Ja' }], TemplateId: template.Id, Context: 'Spartendaten' }));
    expect(draft.statusCode, draft.body).toBe(200);
    const cardId: string = draft.json().Cards.find((c: { AdditionalProperties: { TemplateId?: string } }) => c.AdditionalProperties.TemplateId === template.Id).Id;

    const step1 = (await call('POST', `ReportCard/${cardId}/Records`, 'admin', {})).json();
    expect(step1.Step).toBe('Vertrag');
    expect(step1.Items.map((i: { Id: string }) => i.Id)).toEqual([contract!.id]);
    const step2 = (await call('POST', `ReportCard/${cardId}/Records`, 'admin', { VertragId: contract!.id })).json();
    expect(step2.Step).toBe('Spartendaten');
    expect(step2.Items.map((i: { Title: string }) => i.Title).sort()).toEqual(['KOMPAKTKRAFT', 'ZUS_KOMPAKTKRAFT']);
    // A contract the card's line-data filter leaves out is not offered as a second step.
    expect((await call('POST', `ReportCard/${cardId}/Records`, 'admin', { VertragId: other!.id })).statusCode).toBe(404);

    const entry = inserted.find((e) => e.typ === 'KOMPAKTKRAFT')!;
    const res = await call('POST', 'PdfTemplate/Render', 'admin', { TemplateId: template.Id, FileName: 'Fahrzeug', VertragId: contract!.id, SpartendatenId: entry.id });
    expect(res.statusCode, res.body).toBe(200);
    const text = await pdfText((await get(res.json().Url, 'admin')).rawPayload);
    expect(text).toContain('KOMPAKTKRAFT A1-1');
    expect(text).toContain('B-AB 123');
    expect(text).toContain('Škoda');
  });
});
