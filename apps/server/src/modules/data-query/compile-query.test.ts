import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql as drizzleSql } from 'drizzle-orm';
import { ZDataQuery, type TDataQuery, type TDataQueryParsed, type TFilter } from '@portal/domain';
import { openTestDatabase } from '../../platform/db/test-database.js';
import type { Database } from '../../platform/db/client.js';
import { contracts, customers, licenses } from '../../platform/db/schema.js';
import { compileQuery } from './compile-query.js';
import { forgetEstimates, runQuery } from './run-query.js';
import { dataTypeDefinition } from './type-registry.js';
import { PgDialect } from 'drizzle-orm/pg-core';

let database: Database;

const features = {
  FileExport: false, Addresses: false, ObjectFilter: false, ComfortClaimReport: false, MultiLanguage: true, GuestLogin: false,
  Forms: false, NeedsAnalysis: false, NeedsAnalysisEnforced: false, QuickDocumentAccess: false, HidePremiums: false,
};
const appearance = {
  PrimaryColor: '#003366', SecondaryColor: '#ff9900', HeaderTextColor: '#ffffff', Theme: 'light' as const,
  Banner: { Show: false, Title: '', Subtitle: '', TextColor: '#000000' }, hidePostbox: false, hideServices: false, hideDashboard: false,
};
const footerLinks = { Impressum: null, Agb: null, Datenschutz: null, Cookies: null, Schlichtungsstellen: null, Beschwerdebearbeitung: null, FooterText: null };

beforeAll(async () => {
  database = await openTestDatabase();
  const { db } = database;
  await db.insert(licenses).values([
    { id: 'L1', name: 'Eins', kind: 'MAKLER', features, appearance, footerLinks },
    { id: 'L2', name: 'Zwei', kind: 'MAKLER', features, appearance, footerLinks },
  ]);
  const [k1] = await db.insert(customers).values({ licenseId: 'L1', amsidnr: 'K1', kundenname: 'Müller, Hans', plz: '10115', ort: 'Berlin' }).returning();
  const [k2] = await db.insert(customers).values({ licenseId: 'L2', amsidnr: 'K1', kundenname: 'Fremd, Frieda' }).returning();
  const statuses = ['Angebot', 'Anfrage', 'Police', 'Police extern', 'Fremdteil', 'Eigen'];
  await db.insert(contracts).values(
    Array.from({ length: 30 }, (_, i) => ({
      licenseId: 'L1',
      customerId: k1!.id,
      vertragsnr: `V-${String(i).padStart(3, '0')}`,
      typ: i % 2 ? 'KOMPAKTKRAFT' : 'HR',
      status: 'X',
      computedStatus: statuses[i % 6]!,
      bruttopraemie: String(100 + i),
      vertragsbeginn: `2024-01-${String((i % 28) + 1).padStart(2, '0')}`,
      createdAt: new Date(Date.UTC(2024, 0, 1, 0, 0, i)),
    })),
  );
  await db.insert(contracts).values({ licenseId: 'L2', customerId: k2!.id, vertragsnr: 'V-FREMD', typ: 'HR', status: 'X', computedStatus: 'Police' });
});
afterAll(() => database.close());

/** `unparsed`: hands the query to the compiler as it is, as a stored filter reaches it, without the API's schema. */
async function query(q: TDataQuery, opts: { licenseId?: string; isBroker?: boolean; takeCap?: number; exactCountMax?: number; unparsed?: boolean } = {}) {
  const def = dataTypeDefinition('Vertrag')!;
  const parsed = opts.unparsed ? (q as TDataQueryParsed) : ZDataQuery.parse(q);
  const compiled = compileQuery({ def, query: parsed, licenseId: opts.licenseId ?? 'L1', isBroker: opts.isBroker ?? true, takeCap: opts.takeCap ?? 5000 });
  if (!compiled.ok) return { errors: compiled.errors };
  return { result: await runQuery(database.db, compiled.plan, { exactCountMax: opts.exactCountMax }), sql: new PgDialect().sqlToQuery(compiled.plan.itemsSql).sql };
}

describe('generic data query: contracts', () => {
  it('projects dotted fields into nested items, scoped to the licence', async () => {
    const { result } = await query({ Fields: 'VertragsNr,Kunde.Kundenname,BruttopraemieGemaessZahlweise', Page: { Skip: 0, Take: 100, ReturnTotal: true }, Filters: [] });
    expect(result?.Total).toBe(30);
    expect(result?.Items[0]).toMatchObject({ Kunde: { Kundenname: 'Müller, Hans' } });
    expect(typeof result?.Items[0]?.BruttopraemieGemaessZahlweise).toBe('number');
    expect(result?.Items.some((i) => i.VertragsNr === 'V-FREMD')).toBe(false);
  });

  it('supports every operator', async () => {
    const count = async (Filters: TDataQuery['Filters']) => (await query({ Page: { Skip: 0, Take: 1000, ReturnTotal: true }, Filters })).result?.Total;
    expect(await count([{ Property: 'ComputedStatus', Operator: 'In', Value: ['Angebot', 'Anfrage'] }])).toBe(10);
    expect(await count([{ Property: 'Typ', Operator: 'Equal', Value: 'HR' }])).toBe(15);
    expect(await count([{ Property: 'Typ', Operator: 'NotEqual', Value: 'HR' }])).toBe(15);
    expect(await count([{ Property: 'BruttopraemieGemaessZahlweise', Operator: 'GreaterThanOrEqual', Value: 120 }])).toBe(10);
    expect(await count([{ Property: 'BruttopraemieGemaessZahlweise', Operator: 'Between', Lowest: 105, Highest: 109 }])).toBe(5);
    expect(await count([{ Property: 'Statusgrund', Operator: 'IsEmpty', Value: true }])).toBe(30);
    expect(await count([{ Property: 'VertragsNr', Operator: 'Contains', Value: '01' }])).toBe(11);
    expect(await count([{ Property: 'Vertragsbeginn', Operator: 'Between', Lowest: '2024-01-01', Highest: '2024-01-05' }])).toBe(7);
  });

  it('refuses unknown properties, operators, wrong values and Take over the cap, naming the field', async () => {
    const r = await query(
      {
        Page: { Skip: 0, Take: 6000, ReturnTotal: false },
        Filters: [
          { Property: 'Passwort', Operator: 'Equal', Value: 'x' },
          // The schema refuses unknown operators; the compiler must too (stored filters bypass the schema).
          { Property: 'Typ', Operator: 'Like' as 'Equal', Value: 'x' },
          { Property: 'BruttopraemieGemaessZahlweise', Operator: 'Equal', Value: 'viel' },
          { Property: 'Id', Operator: 'Equal', Value: "1' OR '1'='1" },
        ],
      },
      { takeCap: 5000, unparsed: true },
    );
    expect(r.errors?.map((e) => e.path)).toEqual(['Page.Take', 'Filters.0.Property', 'Filters.1.Operator', 'Filters.2.Value', 'Filters.3.Value']);
  });

  it('treats SQL-like text as plain text', async () => {
    const { result } = await query({ Page: { Skip: 0, Take: 10, ReturnTotal: true }, Filters: [{ Property: 'VertragsNr', Operator: 'Contains', Value: "'; DROP TABLE contracts; --" }] });
    expect(result?.Total).toBe(0);
    const again = await query({ Page: { Skip: 0, Take: 10, ReturnTotal: true }, Filters: [] });
    expect(again.result?.Total).toBe(30);
  });

  it('hides broker-only columns from others', async () => {
    const r = await query({ Fields: ['Abschlussvermittler'], Page: { Skip: 0, Take: 10, ReturnTotal: false }, Filters: [] }, { isBroker: false });
    expect(r.errors?.[0]?.path).toBe('Fields.0');
  });

  it('pages by keyset cursor without gaps or repeats', async () => {
    const seen: string[] = [];
    let after: string | undefined;
    for (let i = 0; i < 10; i += 1) {
      const { result } = await query({ Fields: 'VertragsNr', Page: { Skip: 0, Take: 7, ReturnTotal: false, After: after }, Filters: [], Sorts: [{ Property: 'Erstellt', Direction: 'desc' }] });
      seen.push(...(result?.Items.map((x) => String(x.VertragsNr)) ?? []));
      if (!result?.Next) break;
      after = result.Next;
    }
    expect(seen).toHaveLength(30);
    expect(new Set(seen).size).toBe(30);
    expect(seen[0]).toBe('V-029');
  });

  it('splits In filters into one ordered branch per value and answers exactly the rows and order of the IN', async () => {
    // Police: i % 6 = 2, Eigen: i % 6 = 5; the duplicate value must not duplicate rows.
    const filters: TFilter[] = [
      { Property: 'ComputedStatus', Operator: 'In', Value: ['Police', 'Eigen', 'Police'] },
      { Property: 'Typ', Operator: 'In', Value: ['HR', 'KOMPAKTKRAFT'] },
    ];
    const sorts = [{ Property: 'VertragsNr', Direction: 'desc' as const }];
    const { result, sql } = await query({ Fields: 'VertragsNr', Page: { Skip: 2, Take: 5, ReturnTotal: true }, Filters: filters, Sorts: sorts });
    expect(sql?.match(/UNION ALL/g)).toHaveLength(3);
    expect(result?.Items.map((x) => x.VertragsNr)).toEqual(['V-023', 'V-020', 'V-017', 'V-014', 'V-011']);
    expect(result?.Total).toBe(10);
    const seen: unknown[] = [];
    let after: string | undefined;
    for (let i = 0; i < 5 && (i === 0 || after); i += 1) {
      const page = await query({ Fields: 'VertragsNr', Page: { Skip: 0, Take: 3, ReturnTotal: false, After: after }, Filters: filters, Sorts: sorts });
      seen.push(...(page.result?.Items.map((x) => x.VertragsNr) ?? []));
      after = page.result?.Next ?? undefined;
    }
    expect(seen).toEqual(['V-029', 'V-026', 'V-023', 'V-020', 'V-017', 'V-014', 'V-011', 'V-008', 'V-005', 'V-002']);
  });

  it('pages by keyset through rows that share the sort value (the id breaks the tie)', async () => {
    const [k] = await database.db.insert(customers).values({ licenseId: 'L2', amsidnr: 'K-TIE', kundenname: 'Gleich, Zeit' }).returning();
    const same = new Date(Date.UTC(2024, 5, 1));
    await database.db.insert(contracts).values(
      Array.from({ length: 12 }, (_, i) => ({ licenseId: 'L2', customerId: k!.id, vertragsnr: `T-${i}`, typ: 'HR', status: 'X', computedStatus: i % 2 ? 'Police' : 'Eigen', createdAt: same })),
    );
    const seen: string[] = [];
    let after: string | undefined;
    for (let i = 0; i < 6 && (i === 0 || after); i += 1) {
      const page = await query({
        Fields: 'Id,VertragsNr',
        Page: { Skip: 0, Take: 5, ReturnTotal: false, After: after },
        Filters: [{ Property: 'ComputedStatus', Operator: 'In', Value: ['Police', 'Eigen'] }, { Property: 'VertragsNr', Operator: 'Contains', Value: 'T-' }],
      }, { licenseId: 'L2' });
      seen.push(...(page.result?.Items.map((x) => String(x.Id)) ?? []));
      after = page.result?.Next ?? undefined;
    }
    expect(seen).toHaveLength(12);
    expect(seen).toEqual([...seen].sort().reverse());
  });

  it('answers an estimated total when counting would be expensive, an exact one otherwise', async () => {
    await database.db.execute(drizzleSql`ANALYZE contracts`);
    // New statistics: estimates planned before (cached for seconds) no longer apply.
    forgetEstimates(database.db);
    const exact = await query({ Page: { Skip: 0, Take: 5, ReturnTotal: true }, Filters: [] });
    expect(exact.result).toMatchObject({ Total: 30 });
    expect(exact.result?.TotalIsEstimate).toBeUndefined();
    const estimated = await query({ Page: { Skip: 0, Take: 5, ReturnTotal: true }, Filters: [] }, { exactCountMax: 5 });
    expect(estimated.result?.TotalIsEstimate).toBe(true);
    expect(estimated.result?.Total).toBeGreaterThan(5);
    expect(estimated.result?.Total).toBeLessThan(100);
    expect(estimated.result?.Items).toHaveLength(5);
  });

  it('answers the exact total with the rows, on pages past the end and on pages with a cursor too', async () => {
    const page = (Page: TDataQuery['Page'], Filters: TDataQuery['Filters'] = []) =>
      query({ Fields: 'VertragsNr', Page, Filters, Sorts: [{ Property: 'Erstellt', Direction: 'desc' }] });
    expect((await page({ Skip: 25, Take: 10, ReturnTotal: true })).result).toMatchObject({ Total: 30 });
    const pastTheEnd = (await page({ Skip: 40, Take: 10, ReturnTotal: true })).result;
    expect(pastTheEnd?.Items).toEqual([]);
    expect(pastTheEnd?.Total).toBe(30);
    expect((await page({ Skip: 0, Take: 10, ReturnTotal: true }, [{ Property: 'VertragsNr', Operator: 'Equal', Value: 'nope' }])).result).toMatchObject({ Items: [], Total: 0 });
    const first = (await page({ Skip: 0, Take: 29, ReturnTotal: false })).result;
    const last = (await page({ Skip: 0, Take: 10, ReturnTotal: true, After: first?.Next ?? undefined })).result;
    expect(last?.Items).toHaveLength(1);
    expect(last?.Total).toBe(30);
    const all = (await page({ Skip: 0, Take: 30, ReturnTotal: false })).result;
    expect(all?.Next).toBeTruthy();
    const beyond = (await page({ Skip: 0, Take: 10, ReturnTotal: true, After: all?.Next ?? undefined })).result;
    expect(beyond?.Items).toEqual([]);
    expect(beyond?.Total).toBe(30);
  });

  it('pages by offset the same way', async () => {
    const a = await query({ Fields: 'VertragsNr', Page: { Skip: 5, Take: 5, ReturnTotal: false }, Filters: [], Sorts: [{ Property: 'VertragsNr', Direction: 'asc' }] });
    expect(a.result?.Items.map((x) => x.VertragsNr)).toEqual(['V-005', 'V-006', 'V-007', 'V-008', 'V-009']);
  });
});
