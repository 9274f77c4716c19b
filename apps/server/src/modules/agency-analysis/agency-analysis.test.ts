import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { customers } from '../../platform/db/schema.js';
import { LICENSE_A, LICENSE_B } from '../../test-support/fixtures.js';
import { createTestApp, loginMembers, type TTestApp } from '../../test-support/test-app.js';

let t: TTestApp;
let cookies: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  cookies = await loginMembers(t.app, ['admin', 'broker', 'caseworker', 'customer', 'reporter', 'commercial', 'multi']);
  const db = t.database.db;
  const place = (amsidnr: string, license: string, values: Partial<typeof customers.$inferInsert>) =>
    db.update(customers).set(values).where(sql`${customers.licenseId} = ${license} and ${customers.amsidnr} = ${amsidnr}`);
  // A1 in Munich (Bayern) with a birthday tomorrow, A2 in Vienna, A3 in Hamburg with a birthday in 20 days (outside),
  // A4 inactive in Berlin; B1 in Dresden.
  await place('A1', LICENSE_A, { plz: '80331', land: 'DE', geburtstag: sql`(current_date + 1 - interval '40 years')::date` as unknown as string, telefonPrivat: '089 123', emailPrivat: 'anna@example.de' });
  await place('A2', LICENSE_A, { plz: '1070', land: 'AT' });
  await place('A3', LICENSE_A, { plz: '20095', land: 'DE', geburtstag: sql`(current_date + 20 - interval '30 years')::date` as unknown as string });
  await place('A4', LICENSE_A, { plz: '10115', land: 'DE' });
  await place('B1', LICENSE_B, { plz: '01067', land: 'DE', geburtstag: sql`(current_date - 2 - interval '50 years')::date` as unknown as string });
});
afterAll(() => t.close());

const get = (path: string, who: string, license = LICENSE_A) =>
  t.app.inject({ method: 'GET', url: `/api/v1/Vermittler/Auswertung/${path}?license=${license}`, headers: { cookie: cookies[who]! } });
type TRow = { Name: string; Count: number; Ars: string | null; Land: string | null };
const counts = (rows: TRow[]) => Object.fromEntries(rows.filter((r) => r.Count > 0).map((r) => [r.Name, r.Count]));

describe('agency analysis', () => {
  it('counts visible active customers per federal state in the database, abroad in the table only', async () => {
    const admin = (await get('Kundenverteilung', 'admin')).json() as { Items: TRow[]; Total: number };
    expect(admin.Items.filter((r) => r.Ars !== null)).toHaveLength(16);
    expect(counts(admin.Items)).toEqual({ Bayern: 1, Hamburg: 1, AT: 1 });
    expect(admin.Total).toBe(3);
    expect(admin.Items.find((r) => r.Name === 'AT')).toMatchObject({ Ars: null, Land: 'AT' });
    // The intermediary sees the customers of his agency only (A1, A2).
    expect(counts(((await get('Kundenverteilung', 'broker')).json() as { Items: TRow[] }).Items)).toEqual({ Bayern: 1, AT: 1 });
    // Licence B's broker counts B's customers and never A's; B2 has no postcode: a row of its own.
    const b = (await get('Kundenverteilung', 'multi', LICENSE_B)).json() as { Items: TRow[] };
    expect(counts(b.Items)).toEqual({ Sachsen: 1, '': 1 });
  });

  it('lists birthdays from 5 days back to 14 ahead with private contact data', async () => {
    const body = (await get('Geburtstage', 'admin')).json() as { Items: { Kundenname: string; TelefonPrivat: string | null; EmailPrivat: string | null }[] };
    expect(body.Items.map((i) => i.Kundenname)).toEqual(['Anna Eins']);
    expect(body.Items[0]).toMatchObject({ TelefonPrivat: '089 123', EmailPrivat: 'anna@example.de' });
    expect(((await get('Geburtstage', 'multi', LICENSE_B)).json() as { Items: { Kundenname: string }[] }).Items.map((i) => i.Kundenname)).toEqual(['Firma Eins']);
  });

  it('is for brokers only: never preset Sachbearbeiter, end customers or another licence; birthdays never for guests', async () => {
    for (const who of ['caseworker', 'customer', 'reporter']) {
      expect((await get('Kundenverteilung', who)).statusCode, who).toBe(403);
      expect((await get('Geburtstage', who)).statusCode, who).toBe(403);
    }
    expect((await get('Kundenverteilung', 'commercial')).statusCode).toBe(403);
    expect((await get('Geburtstage', 'guest')).statusCode).toBe(403);
  });
});
