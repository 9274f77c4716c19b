import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { addDaysIso } from '@portal/domain';
import { addresses, contracts, customers } from '../../platform/db/schema.js';
import { LICENSE_A, LICENSE_B } from '../../test-support/fixtures.js';
import { createTestApp, loginMembers, type TTestApp } from '../../test-support/test-app.js';
import { todayInGermany } from '../../platform/today.js';

let t: TTestApp;
let cookies: Record<string, string>;
const today = todayInGermany();

beforeAll(async () => {
  t = await createTestApp();
  cookies = await loginMembers(t.app, ['admin', 'broker', 'caseworker', 'customer', 'reporter', 'commercial', 'multi']);
  const db = t.database.db;
  const ids = Object.fromEntries((await db.select({ id: customers.id, amsidnr: customers.amsidnr }).from(customers)).map((c) => [c.amsidnr, c.id]));
  const object = (licenseId: string, customerId: string, kontaktname: string, riskSum: string, validFrom: string | null, validTo: string | null) => ({
    licenseId,
    customerId,
    kontaktname,
    isObject: true,
    objectNumber: `O-${kontaktname}`,
    riskSum,
    validFrom,
    validTo,
  });
  await db.insert(addresses).values([
    object(LICENSE_A, ids.A1!, 'Lager Eins', '100000.00', '2020-01-01', addDaysIso(today, -1)),
    object(LICENSE_A, ids.A1!, 'Halle Eins', '500000.00', '2020-01-01', addDaysIso(today, 30)),
    object(LICENSE_A, ids.A3!, 'Werk Drei', '900000.00', null, null),
    object(LICENSE_B, ids.B1!, 'Depot B', '700000.00', null, addDaysIso(today, -5)),
    { licenseId: LICENSE_A, customerId: ids.A1!, kontaktname: 'Keine Objektadresse', isObject: false },
  ]);
  const set = async (nr: string, values: Partial<typeof contracts.$inferInsert>) => db.update(contracts).set(values).where(eq(contracts.vertragsnr, nr));
  await set('A1-1', { vertragsablauf: addDaysIso(today, 30) });
  await set('A3-1', { vertragsablauf: addDaysIso(today, 60) });
  await set('A2-1', { vertragsablauf: addDaysIso(today, 200), beratungErforderlich: true, beratungsgebiet: 'Sach' });
  await set('A1-2', { vertragsablauf: addDaysIso(today, 10) }); // an offer: never "running out"
  await set('A3-2', { beratungErforderlich: true });
  await set('B1-1', { vertragsablauf: addDaysIso(today, 10) });
  await set('B2-1', { beratungErforderlich: true });
  // A cancelled policy running out is no task any more.
  await db.update(contracts).set({ vertragsablauf: addDaysIso(today, 5), storno: true }).where(and(eq(contracts.licenseId, LICENSE_A), inArray(contracts.vertragsnr, ['A4-1'])));
});
afterAll(() => t.close());

const get = (path: string, who: string, license = LICENSE_A) => t.app.inject({ method: 'GET', url: `/api/v1/Risikomanagement${path}${path.includes('?') ? '&' : '?'}license=${license}`, headers: { cookie: cookies[who]! } });
const numbers = async (path: string, who: string, license = LICENSE_A) => (await get(path, who, license)).json().Items.map((c: { VertragsNr: string }) => c.VertragsNr);

describe('risk management', () => {
  it('sums the whole licence for staff', async () => {
    for (const who of ['admin', 'caseworker']) {
      expect((await get('', who)).json(), who).toEqual({ Objekte: 3, Risikosumme: 1_500_000, ObjekteAbgelaufen: 1, ObjekteLaufenAb: 1, VertraegeLaufenAb: 2, Beratungsbedarf: 2 });
    }
  });

  it('lists objects by urgency, then risk sum, paged in the database', async () => {
    const all = (await get('/Objekte', 'admin')).json();
    expect(all.Total).toBe(3);
    expect(all.Items.map((o: { Kontaktname: string; Status: string }) => [o.Kontaktname, o.Status])).toEqual([
      ['Lager Eins', 'ABGELAUFEN'],
      ['Halle Eins', 'LAEUFT_AB'],
      ['Werk Drei', 'OHNE_ZEITRAUM'],
    ]);
    expect(all.Items[1]).toMatchObject({ Risikosumme: 500000, Objektnummer: 'O-Halle Eins', GueltigBis: addDaysIso(today, 30) });
    const second = (await get('/Objekte?Skip=1&Take=1', 'admin')).json();
    expect(second).toMatchObject({ Total: 3, Items: [{ Kontaktname: 'Halle Eins' }] });
  });

  it('lists active policies running out within the window, soonest first, and contracts needing advice', async () => {
    expect(await numbers('/Vertragsablauf', 'admin')).toEqual(['A1-1', 'A3-1']);
    expect(await numbers('/Vertragsablauf?Tage=365', 'admin')).toEqual(['A1-1', 'A3-1', 'A2-1']);
    expect(await numbers('/Vertragsablauf?Tage=31', 'admin')).toEqual(['A1-1']);
    expect((await get('/Vertragsablauf', 'admin')).json().Items[0]).toMatchObject({ Kundenname: 'Anna Eins', Vertragsablauf: addDaysIso(today, 30) });
    expect((await numbers('/Beratungsbedarf', 'admin')).sort()).toEqual(['A2-1', 'A3-2']);
  });

  it('keeps an intermediary to the customers they look after', async () => {
    expect((await get('', 'broker')).json()).toEqual({ Objekte: 2, Risikosumme: 600_000, ObjekteAbgelaufen: 1, ObjekteLaufenAb: 1, VertraegeLaufenAb: 1, Beratungsbedarf: 1 });
    expect(await numbers('/Vertragsablauf?Tage=365', 'broker')).toEqual(['A1-1', 'A2-1']);
    expect(await numbers('/Beratungsbedarf', 'broker')).toEqual(['A2-1']);
    expect((await get('/Objekte', 'broker')).json().Items.map((o: { Kontaktname: string }) => o.Kontaktname)).toEqual(['Lager Eins', 'Halle Eins']);
  });

  it('refuses end customers, claim reporters and guests', async () => {
    for (const who of ['customer', 'reporter', 'guest']) {
      for (const path of ['', '/Objekte', '/Vertragsablauf', '/Beratungsbedarf']) expect((await get(path, who)).statusCode, `${who} ${path}`).toBe(403);
    }
  });

  it('never mixes licences', async () => {
    expect((await get('', 'multi', LICENSE_B)).json()).toEqual({ Objekte: 1, Risikosumme: 700_000, ObjekteAbgelaufen: 1, ObjekteLaufenAb: 0, VertraegeLaufenAb: 1, Beratungsbedarf: 1 });
    expect(await numbers('/Vertragsablauf', 'commercial', LICENSE_B)).toEqual(['B1-1']);
    expect((await get('/Objekte', 'commercial', LICENSE_B)).json().Items.map((o: { Kontaktname: string }) => o.Kontaktname)).toEqual(['Depot B']);
    expect((await get('', 'commercial', LICENSE_A)).statusCode).toBe(403);
  });

  it('answers bad paging and windows with the parameter at fault', async () => {
    for (const [query, field] of [['/Objekte?Take=0', 'Take'], ['/Objekte?Take=1000', 'Take'], ['/Objekte?Skip=-1', 'Skip'], ['/Vertragsablauf?Tage=1000', 'Tage'], ['/Beratungsbedarf?Take=abc', 'Take']] as const) {
      const res = await get(query, 'admin');
      expect(res.statusCode, query).toBe(400);
      expect(JSON.stringify(res.json().errors), query).toContain(field);
    }
  });
});
