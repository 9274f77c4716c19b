import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { contractLineData, contracts, documents, evbNumbers, licenses } from '../../platform/db/schema.js';
import { LICENSE_A, LICENSE_B } from '../../test-support/fixtures.js';
import { createTestApp, loginMembers, type TTestApp } from '../../test-support/test-app.js';

let t: TTestApp;
let cookies: Record<string, string>;
/** Contract id by number. */
const ids: Record<string, string> = {};

/** A plate per contract: A1-1 'M-AB 123' and so on; B's plates start with B. */
const PLATES: Record<string, string> = {
  'A1-1': 'M-AB 123',
  'A1-2': 'M-AB 124',
  'A2-1': 'HH-XY 9E',
  'A2-2': 'HH-XY 10',
  'A3-1': 'K-C 1',
  'A3-2': 'K-C 2',
  'A3-3': 'K-C 3',
  'A4-1': 'B-DD 44',
  'B1-1': 'BB-Q 1',
  'B1-2': 'BB-Q 2',
  'B2-1': 'BB-Q 3',
};

beforeAll(async () => {
  t = await createTestApp();
  cookies = await loginMembers(t.app, ['admin', 'broker', 'caseworker', 'customer', 'reporter', 'commercial', 'multi']);
  const db = t.database.db;
  const rows = await db.select({ id: contracts.id, nr: contracts.vertragsnr, licenseId: contracts.licenseId }).from(contracts);
  for (const r of rows) ids[r.nr] = r.id;
  await db.insert(contractLineData).values(
    rows.flatMap((r, i) => [
      {
        licenseId: r.licenseId,
        contractId: r.id,
        typ: 'KOMPAKTKRAFT',
        data: { kennzeichen: PLATES[r.nr], fahrzeugmarke: 'Volkswagen', fahrzeugmodell: 'Golf', fahrgestellnr: `WVWZZZ1KZAW00${String(i).padStart(4, '0')}`, zulassungsdatum: '2024-03-01', kennzeichenart: 'Standard', verwendung: 'privat' },
      },
      { licenseId: r.licenseId, contractId: r.id, typ: 'ZUS_KOMPAKTKRAFT', data: { Schutzbrief: 'Ja' } },
    ]),
  );
  const [docA1] = await db.select({ id: documents.id }).from(documents).where(eq(documents.titel, 'd1'));
  await db.update(documents).set({ contractId: ids['A1-1'] }).where(eq(documents.id, docA1!.id));
  await db.insert(evbNumbers).values([
    { licenseId: LICENSE_A, contractId: ids['A1-1']!, evbNummer: 'A1B2C3D', verwendungszweck: 'Neuzulassung', ausgestellt: '2024-02-20', documentId: docA1!.id },
    { licenseId: LICENSE_A, contractId: ids['A3-1']!, evbNummer: 'K3C1AAA', verwendungszweck: 'Halterwechsel', ausgestellt: '2024-05-02' },
    { licenseId: LICENSE_B, contractId: ids['B1-1']!, evbNummer: 'B1B1B1B', verwendungszweck: 'Neuzulassung', ausgestellt: '2024-01-10' },
  ]);
  // Licence B gets a motor family too, so that its lists exist and can be compared with A's.
  await db.update(licenses).set({ families: ['EUROMOBIL'] }).where(eq(licenses.id, LICENSE_B));
});
afterAll(() => t.close());

const get = (path: string, who: string, license = LICENSE_A) => t.app.inject({ method: 'GET', url: `/api/v1/${path}${path.includes('?') ? '&' : '?'}license=${license}`, headers: { cookie: cookies[who]! } });
const post = (payload: object, who: string, license = LICENSE_A) => t.app.inject({ method: 'POST', url: `/api/v1/Evb?license=${license}`, headers: { cookie: cookies[who]! }, payload });
const plates = (body: { Items: { kennzeichenLesbar: string | null }[] }) => body.Items.map((i) => i.kennzeichenLesbar);

describe('vehicle list', () => {
  it('shows each member the vehicles of the contracts they may see; claim reporters none', async () => {
    const admin = (await get('Fahrzeug?pageSize=100', 'admin')).json();
    expect(admin.Total).toBe(8);
    expect(plates(admin)).toEqual(['M-AB 123', 'M-AB 124', 'HH-XY 9E', 'HH-XY 10', 'K-C 1', 'K-C 2', 'K-C 3', 'B-DD 44']);
    expect((await get('Fahrzeug', 'caseworker')).json().Total).toBe(8);
    expect((await get('Fahrzeug', 'guest')).json().Total).toBe(8);
    expect(plates((await get('Fahrzeug', 'broker')).json())).toEqual(['M-AB 123', 'M-AB 124', 'HH-XY 9E', 'HH-XY 10']);
    expect(plates((await get('Fahrzeug', 'customer')).json())).toEqual(['M-AB 123', 'M-AB 124']);
    expect((await get('Fahrzeug', 'reporter')).statusCode).toBe(403);
    expect((await get('Evb', 'reporter')).statusCode).toBe(403);
  });

  it('carries the spec record: partner, vehicle, latest eVB, active and card flag, document only for who may open files', async () => {
    const first = (await get('Fahrzeug?q=M-AB%20123', 'admin')).json().Items[0];
    expect(first).toMatchObject({
      vsnr: 'A1-1',
      vertragstyp: 'KOMPAKTKRAFT',
      partnerNr: 'A1',
      referenzAdresse: { partnerName: 'Anna Eins' },
      kennzeichen: 'M-AB 123',
      fahrzeugmarke: 'Volkswagen',
      fahrzeugmodell: 'Golf',
      zulassungsdatum: '2024-03-01',
      evbNummer: 'A1B2C3D',
      verwendungszweck: 'Neuzulassung',
      aktiv: true,
      versicherungskarte: true,
    });
    expect(first.documentUrl).toMatch(/^\/api\/v1\/Brief\/[0-9a-f-]{36}\/File$/);
    const [d1] = await t.database.db.select({ id: documents.id }).from(documents).where(eq(documents.titel, 'd1'));
    expect(first.documentUrl).toBe(`/api/v1/Brief/${d1!.id}/File`);
    expect((await get('Fahrzeug?q=M-AB%20123', 'guest')).json().Items[0].documentUrl).toBeNull();
    const offer = (await get('Fahrzeug?q=M-AB%20124', 'admin')).json().Items[0];
    expect(offer).toMatchObject({ vsnr: 'A1-2', versicherungskarte: false, evbNummer: null });
    const inactive = (await get('Fahrzeug?q=HH-XY10', 'admin')).json().Items[0];
    expect(inactive).toMatchObject({ vsnr: 'A2-2', aktiv: false });
  });

  it('searches plates ignoring spaces, hyphens and case, chassis numbers, contract numbers and customer names', async () => {
    expect(plates((await get('Fahrzeug?q=mab123', 'admin')).json())).toEqual(['M-AB 123']);
    expect(plates((await get('Fahrzeug?q=M%20-%20AB%20123', 'admin')).json())).toEqual(['M-AB 123']);
    expect(plates((await get('Fahrzeug?q=hhxy', 'admin')).json())).toEqual(['HH-XY 9E', 'HH-XY 10']);
    expect(plates((await get('Fahrzeug?q=WVWZZZ1KZAW000000', 'admin')).json())).toHaveLength(1);
    expect(plates((await get('Fahrzeug?q=A3-2', 'admin')).json())).toEqual(['K-C 2']);
    expect(plates((await get('Fahrzeug?q=carla', 'admin')).json())).toEqual(['K-C 1', 'K-C 2', 'K-C 3']);
    // Search stays inside what the member sees, and a miss is an empty page.
    expect((await get('Fahrzeug?q=carla', 'broker')).json().Total).toBe(0);
    expect((await get('Fahrzeug?q=ZZ-ZZ%20999', 'admin')).json()).toMatchObject({ Items: [], Total: 0 });
    // LIKE signs are meant literally.
    expect((await get('Fahrzeug?q=%25', 'admin')).json().Total).toBe(0);
  });

  it('sorts, pages and filters by activity in the database', async () => {
    const page1 = (await get('Fahrzeug?sort=kennzeichen&direction=desc&pageSize=3', 'admin')).json();
    expect(page1).toMatchObject({ Total: 8, Page: 1, PageSize: 3 });
    expect(plates(page1)).toEqual(['M-AB 124', 'M-AB 123', 'K-C 3']);
    expect(plates((await get('Fahrzeug?sort=kennzeichen&direction=desc&pageSize=3&page=3', 'admin')).json())).toEqual(['HH-XY 10', 'B-DD 44']);
    expect((await get('Fahrzeug?aktiv=false', 'admin')).json().Total).toBe(1);
    expect((await get('Fahrzeug?aktiv=true', 'admin')).json().Total).toBe(7);
  });

  it('refuses bad input with the field at fault', async () => {
    for (const [query, field] of [
      ['sort=password', 'sort'],
      ['direction=up', 'direction'],
      ['pageSize=1000', 'pageSize'],
      ['page=0', 'page'],
      [`q=${'x'.repeat(101)}`, 'q'],
    ] as const) {
      const res = await get(`Fahrzeug?${query}`, 'admin');
      expect(res.statusCode, query).toBe(400);
      expect(JSON.stringify(res.json().errors), query).toContain(field);
    }
  });
});

describe('eVB list', () => {
  it('lists the issued eVB numbers newest first, each member those of their visible contracts', async () => {
    const admin = (await get('Evb', 'admin')).json();
    expect(admin.Items.map((e: { evbNummer: string }) => e.evbNummer)).toEqual(['K3C1AAA', 'A1B2C3D']);
    expect(admin.Items[0]).toMatchObject({ ausgestellt: '2024-05-02', kennzeichenLesbar: 'K-C 1', vsnr: 'A3-1', verwendungszweck: 'Halterwechsel' });
    expect(admin.CanRecord).toBe(true);
    const customer = (await get('Evb', 'customer')).json();
    expect(customer.Items.map((e: { evbNummer: string }) => e.evbNummer)).toEqual(['A1B2C3D']);
    expect(customer.CanRecord).toBe(false);
    expect((await get('Evb', 'broker')).json().Items.map((e: { evbNummer: string }) => e.evbNummer)).toEqual(['A1B2C3D']);
    expect((await get('Evb?q=k-c1', 'admin')).json().Total).toBe(1);
  });

  it('keeps licence B apart: neither list of A shows B, B shows only its own, and A members cannot ask for B', async () => {
    for (const path of ['Fahrzeug?pageSize=100', 'Evb?pageSize=100']) {
      const a = JSON.stringify((await get(path, 'multi')).json());
      expect(a, path).not.toContain('BB-Q');
      expect(a, path).not.toContain('B1B1B1B');
      const b = (await get(path, 'multi', LICENSE_B)).json();
      expect(JSON.stringify(b), path).not.toContain('M-AB');
      expect(b.Total, path).toBeGreaterThan(0);
      expect((await get(path, 'admin', LICENSE_B)).statusCode, path).toBe(403);
    }
    expect(plates((await get('Fahrzeug', 'commercial', LICENSE_B)).json())).toEqual(['BB-Q 1', 'BB-Q 2', 'BB-Q 3']);
  });
});

describe('recording an eVB number', () => {
  it('files a valid number for a visible motor contract (broker side only) and it shows as the vehicle\'s latest', async () => {
    const created = await post({ contractId: ids['A2-1'], evbNummer: 'X7Y8Z9A', verwendungszweck: 'Versichererwechsel', ausgestellt: '2025-01-15' }, 'broker');
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ evbNummer: 'X7Y8Z9A', vsnr: 'A2-1', kennzeichenLesbar: 'HH-XY 9E', ausgestellt: '2025-01-15', vbArt: 'Kfz-Haftpflicht', verwendungszweck: 'Versichererwechsel' });
    expect((await get('Fahrzeug?q=HHXY9E', 'broker')).json().Items[0].evbNummer).toBe('X7Y8Z9A');
    // The same number again: 409 naming the field.
    const again = await post({ contractId: ids['A1-1'], evbNummer: 'X7Y8Z9A', verwendungszweck: 'Neuzulassung' }, 'admin');
    expect(again.statusCode).toBe(409);
    expect(JSON.stringify(again.json().errors)).toContain('evbNummer');
  });

  it('refuses a bad eVB number naming evbNummer, unknown or invisible contracts, and members not on the broker side', async () => {
    for (const evbNummer of ['ABC123', 'ABC12345', 'abc1234', 'ABC 123', 'ÄBC1234']) {
      const res = await post({ contractId: ids['A1-1'], evbNummer, verwendungszweck: 'Neuzulassung' }, 'admin');
      expect(res.statusCode, evbNummer).toBe(400);
      expect(JSON.stringify(res.json().errors), evbNummer).toContain('evbNummer');
    }
    expect((await post({ contractId: ids['A1-1'], evbNummer: 'Q1W2E3R', verwendungszweck: 'Irgendwas' }, 'admin')).statusCode).toBe(400);
    // The broker does not look after A3's customer: as if it did not exist.
    expect((await post({ contractId: ids['A3-1'], evbNummer: 'Q1W2E3R', verwendungszweck: 'Neuzulassung' }, 'broker')).statusCode).toBe(404);
    // Licence B's contract, asked for in A.
    expect((await post({ contractId: ids['B1-1'], evbNummer: 'Q1W2E3R', verwendungszweck: 'Neuzulassung' }, 'admin')).statusCode).toBe(404);
    for (const who of ['customer', 'reporter', 'guest']) {
      expect((await post({ contractId: ids['A1-1'], evbNummer: 'Q1W2E3R', verwendungszweck: 'Neuzulassung' }, who)).statusCode, who).toBe(403);
    }
    // A document of another contract cannot be filed as the confirmation.
    const [d3] = await t.database.db.select({ id: documents.id }).from(documents).where(eq(documents.titel, 'd3'));
    const wrongDoc = await post({ contractId: ids['A1-1'], evbNummer: 'Q1W2E3R', verwendungszweck: 'Neuzulassung', documentId: d3!.id }, 'admin');
    expect(wrongDoc.statusCode).toBe(400);
    expect(JSON.stringify(wrongDoc.json().errors)).toContain('documentId');
  });
});
