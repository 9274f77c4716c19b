import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerNotes, customers } from '../../platform/db/schema.js';
import { emailOf, LICENSE_A, LICENSE_B } from '../../test-support/fixtures.js';
import { createTestApp, login, loginAsGuest, type TTestApp } from '../../test-support/test-app.js';

let t: TTestApp;
const cookies: Record<string, string> = {};
/** Customer ids by Amsidnr (A1…A4 in licence A, B1…B3 in licence B). */
const ids: Record<string, string> = {};
const MISSING = '3f1c2a9e-7b4d-4c1e-9a2b-5d6e7f8a9b0c';

beforeAll(async () => {
  t = await createTestApp();
  for (const key of ['admin', 'broker', 'caseworker', 'customer', 'reporter', 'multi'] as const) cookies[key] = await login(t.app, emailOf(key));
  cookies.guest = await loginAsGuest(t.app);
  const db = t.database.db;
  for (const c of await db.select({ id: customers.id, amsidnr: customers.amsidnr }).from(customers)) ids[c.amsidnr] = c.id;

  await db
    .update(customers)
    .set({
      vorname: 'Anna',
      nachname: 'Eins',
      strasse: 'Hauptstr. 1',
      plz: '80331',
      ort: 'München',
      kundenverbindung: 'KV-1',
      geburtstag: '1980-05-17',
      emailPrivat: 'anna@example.test',
      telefonPrivat: '089 1',
      emailGeschaeftlich: 'anna@firma.test',
      telefonGeschaeftlich: '089 2',
      lastSynchronisation: new Date('2026-01-15T08:30:00Z'),
    })
    .where(eq(customers.id, ids.A1!));

  // A1: two active notes (one unread by the admin, one read and anonymous) and an inactive one; B1: one note.
  await db.insert(customerNotes).values([
    { licenseId: LICENSE_A, customerId: ids.A1!, text: 'älter, gelesen', createdAt: new Date('2026-01-01T10:00:00Z'), readAt: new Date('2026-01-02T09:00:00Z') },
    { licenseId: LICENSE_A, customerId: ids.A1!, text: 'neu', createdAt: new Date('2026-01-05T10:00:00Z'), authorUserId: t.fixtures.userIds.admin },
    { licenseId: LICENSE_A, customerId: ids.A1!, text: 'archiviert', active: false, createdAt: new Date('2026-01-06T10:00:00Z') },
    { licenseId: LICENSE_A, customerId: ids.A2!, text: 'gelesen', readAt: new Date('2026-01-02T09:00:00Z') },
    { licenseId: LICENSE_B, customerId: ids.B1!, text: 'B geheim' },
  ]);
  // A4 holds more notes than one answer carries.
  await db.insert(customerNotes).values(
    Array.from({ length: 2501 }, (_, i) => ({ licenseId: LICENSE_A, customerId: ids.A4!, text: `n${i}`, createdAt: new Date(Date.UTC(2025, 0, 1, 0, 0, i)) })),
  );
});
afterAll(() => t.close());

const get = (path: string, who: string, license = LICENSE_A) =>
  t.app.inject({ method: 'GET', url: `/api/v1/${path}?license=${license}`, headers: { cookie: cookies[who]! } });

describe('GET /api/v1/Kunde/{id}', () => {
  it('answers the master data with spec names, the broker fields and counts of what the member sees', async () => {
    const res = await get(`Kunde/${ids.A1}`, 'admin');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      Id: ids.A1,
      Amsidnr: 'A1',
      Kundenname: 'Anna Eins',
      Vorname: 'Anna',
      Nachname: 'Eins',
      Zuordnung: 'PRIVAT',
      Strasse: 'Hauptstr. 1',
      Plz: '80331',
      Ort: 'München',
      Land: 'DE',
      Kundenverbindung: 'KV-1',
      Active: true,
      LastSynchronisation: '2026-01-15T08:30:00.000Z',
      AnmerkungUngelesen: true,
      Geburtstag: '1980-05-17',
      EmailPrivat: 'anna@example.test',
      TelefonPrivat: '089 1',
      EmailGeschaeftlich: 'anna@firma.test',
      TelefonGeschaeftlich: '089 2',
      Vermittler: { Code: 'V1', Name: 'Vermittler Eins' },
      // Contracts A1-1, A1-2; claim S-2; documents d1, d2; the two active notes.
      Counts: { Vertraege: 2, Schaeden: 1, Dokumente: 2, Anmerkungen: 2 },
    });
  });

  it('omits the intermediary for non-brokers and counts with their visibility', async () => {
    const res = await get(`Kunde/${ids.A1}`, 'customer');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).not.toHaveProperty('Vermittler');
    expect(body.Counts).toEqual({ Vertraege: 2, Schaeden: 1, Dokumente: 2, Anmerkungen: 2 });
  });

  it('reports no unread note when all active notes are read, and null for empty fields', async () => {
    const body = (await get(`Kunde/${ids.A2}`, 'broker')).json();
    expect(body).toMatchObject({ Kundenname: 'Bernd Zwei', AnmerkungUngelesen: false, Vorname: null, Geburtstag: null, LastSynchronisation: null });
    // A2-1 and the inactive A2-2; documents d3; no claims.
    expect(body.Counts).toEqual({ Vertraege: 2, Schaeden: 0, Dokumente: 1, Anmerkungen: 1 });
  });

  it('scopes by role: a customer sees only itself, an intermediary only its customers, a claim reporter without customer nobody', async () => {
    expect((await get(`Kunde/${ids.A2}`, 'customer')).statusCode).toBe(404);
    expect((await get(`Kunde/${ids.A3}`, 'broker')).statusCode).toBe(404);
    expect((await get(`Kunde/${ids.A1}`, 'broker')).statusCode).toBe(200);
    expect((await get(`Kunde/${ids.A3}`, 'reporter')).statusCode).toBe(404);
    expect((await get(`Kunde/${ids.A4}`, 'guest')).statusCode).toBe(200);
    expect((await get(`Kunde/${ids.A4}`, 'caseworker')).statusCode).toBe(200);
  });

  it('never shows another licence: 404 for its ids, 403 LICENSE_FORBIDDEN for its licence', async () => {
    for (const who of ['admin', 'multi']) {
      const foreign = await get(`Kunde/${ids.B1}`, who);
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
    // Not found and invisible look the same.
    expect((await get(`Kunde/${MISSING}`, 'admin')).json()).toEqual((await get(`Kunde/${ids.B1}`, 'admin')).json());
    const forbidden = await get(`Kunde/${ids.B1}`, 'admin', LICENSE_B);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toMatchObject({ code: 'LICENSE_FORBIDDEN' });
    // The member of both licences sees B's customer in B.
    expect((await get(`Kunde/${ids.B1}`, 'multi', LICENSE_B)).json()).toMatchObject({ Kundenname: 'Firma Eins', Zuordnung: 'FIRMA' });
  });

  it('refuses a malformed id with 400 naming id', async () => {
    for (const bad of ['123', 'not-a-uuid', `${ids.A1}x`]) {
      const res = await get(`Kunde/${bad}`, 'admin');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION', errors: [{ path: 'id' }] });
    }
  });
});

describe('GET /api/v1/Kunde/{id}/Notes', () => {
  it('lists the active notes newest first with read time and author, for brokers and end customers alike', async () => {
    for (const who of ['customer', 'broker', 'admin']) {
      const res = await get(`Kunde/${ids.A1}/Notes`, who);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual([
        { Id: expect.any(String), Text: 'neu', Erstellt: '2026-01-05T10:00:00.000Z', Read: null, Autor: 'admin Fixture' },
        { Id: expect.any(String), Text: 'älter, gelesen', Erstellt: '2026-01-01T10:00:00.000Z', Read: '2026-01-02T09:00:00.000Z', Autor: null },
      ]);
    }
  });

  it('answers at most 2500 notes, the newest', async () => {
    const notes = (await get(`Kunde/${ids.A4}/Notes`, 'admin')).json();
    expect(notes).toHaveLength(2500);
    expect(notes[0].Text).toBe('n2500');
    expect(notes.at(-1).Text).toBe('n1');
  });

  it('is 404 for customers the member may not see and for other licences; 403 for a licence not held; 400 for a malformed id', async () => {
    expect((await get(`Kunde/${ids.A2}/Notes`, 'customer')).statusCode).toBe(404);
    expect((await get(`Kunde/${ids.A3}/Notes`, 'broker')).statusCode).toBe(404);
    expect((await get(`Kunde/${ids.B1}/Notes`, 'multi')).statusCode).toBe(404);
    expect((await get(`Kunde/${MISSING}/Notes`, 'admin')).statusCode).toBe(404);
    expect((await get(`Kunde/${ids.B1}/Notes`, 'admin', LICENSE_B)).json()).toMatchObject({ code: 'LICENSE_FORBIDDEN' });
    expect((await get(`Kunde/${ids.B1}/Notes`, 'multi', LICENSE_B)).json()).toEqual([expect.objectContaining({ Text: 'B geheim' })]);
    const bad = await get('Kunde/x/Notes', 'admin');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].path).toBe('id');
  });

  it('cannot hold a note of another licence for the same customer id', async () => {
    // The reference is (license_id, customer_id) → customers (migration 0009): a note owned by licence B that
    // points at A1 (an inconsistent import) is refused by the database, so licence A never counts one.
    await expect(t.database.db.insert(customerNotes).values({ licenseId: LICENSE_B, customerId: ids.A1!, text: 'fremd' })).rejects.toThrow();
    const notes = (await get(`Kunde/${ids.A1}/Notes`, 'admin')).json() as { Text: string }[];
    expect(notes.map((n) => n.Text)).not.toContain('fremd');
    expect((await get(`Kunde/${ids.A1}`, 'admin')).json().Counts.Anmerkungen).toBe(2);
  });
});
