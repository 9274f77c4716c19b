import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  CONTRACT_STATUSES,
  CONTRACT_TYPES_WITH_COVER,
  STATE_KEYS,
  SERVICE_FORM_KEYS,
  ZAppearanceSettings,
  ZFooterLinks,
  ZLicenseFeatures,
  ZMemberPermissions,
} from '@portal/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../platform/auth/password.js';
import type { Database } from '../platform/db/client.js';
import * as t from '../platform/db/schema.js';
import { openTestDatabase } from '../platform/db/test-database.js';
import { createLocalStorage } from '../platform/storage/local-storage.js';
import { filesRoot } from '../platform/storage/storage.js';
import { BRANCHES } from './catalog.js';
import { createLicenseContext } from './context.js';
import { addDays, startOfUtcDay } from './dates.js';
import { DEMO_ACCOUNTS, DEMO_LICENSE_BROKER, DEMO_LICENSE_COMMERCIAL, DEMO_PASSWORD, GUEST_ACCOUNT } from './demo-accounts.js';
import { SHOWCASE_HAIL_ANCHOR_DAYS_AGO } from './generate-contract-details.js';
import { generateCustomer } from './generate-customers.js';
import { compileForm, ZFormDefinition } from '@portal/forms';
import { DEMO_LICENSES } from './licenses.js';
import { loadPostcodes } from './postcodes.js';
import { DEFAULT_SEED, SeedConflictError, seedDemoData } from './seed.js';

let database: Database;
let dataDir: string;
const refDate = startOfUtcDay(new Date());

beforeAll(async () => {
  database = await openTestDatabase();
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-seed-'));
  await seedDemoData(database.db, { scale: 1, dataDir, refDate });
});

afterAll(async () => {
  await database?.close();
  if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
});

/** The first n customer names of a licence, straight from the pure generator. */
function generatedNames(licenseIndex: number, seed: number, n: number): string[] {
  const ctx = createLicenseContext({ license: DEMO_LICENSES[licenseIndex]!, seed, scale: 1, refDate, places: loadPostcodes(), users: { staff: [] } });
  return Array.from({ length: n }, (_, i) => generateCustomer(ctx, i).row.kundenname);
}

describe('seedDemoData at scale 1', () => {
  it('creates both licences with valid, complete settings', async () => {
    const rows = await database.db.select().from(t.licenses);
    expect(rows.map((r) => r.id).sort()).toEqual([DEMO_LICENSE_BROKER, DEMO_LICENSE_COMMERCIAL].sort());
    for (const l of rows) {
      ZLicenseFeatures.parse(l.features);
      ZAppearanceSettings.parse(l.appearance);
      ZFooterLinks.parse(l.footerLinks);
    }
    const broker = rows.find((r) => r.id === DEMO_LICENSE_BROKER)!;
    const commercial = rows.find((r) => r.id === DEMO_LICENSE_COMMERCIAL)!;
    expect(broker.kind).toBe('MAKLER');
    expect(commercial.kind).toBe('GEWERBEKUNDE');
    expect(broker.features.FileExport).toBe(true);
    expect(commercial.features.FileExport).toBe(false);
    expect(Object.values(broker.footerLinks)).toContain('#disabled');
    expect(Object.values(broker.footerLinks)).toContain('');
    expect(broker.footerLinks.FooterText!.length).toBeGreaterThan(75);
    expect(broker.appearance.PrimaryColor).not.toBe(commercial.appearance.PrimaryColor);
  });

  it('creates every demo account with its memberships, and the guest', async () => {
    const users = await database.db.select().from(t.users);
    const members = await database.db.select().from(t.memberships);
    for (const account of DEMO_ACCOUNTS) {
      const user = users.find((u) => u.email === account.email);
      expect(user, account.email).toBeDefined();
      expect(await verifyPassword(DEMO_PASSWORD, user!.passwordHash)).toBe(true);
      const mine = members.filter((m) => m.userId === user!.id);
      expect(mine.map((m) => `${m.licenseId}:${m.role}:${m.preset}`).sort()).toEqual(
        account.memberships.map((m) => `${m.license}:${m.role}:${m.preset}`).sort(),
      );
      for (const m of mine) ZMemberPermissions.parse(m.permissions);
    }
    const guest = users.find((u) => u.email === GUEST_ACCOUNT.email)!;
    expect(guest.isGuest).toBe(true);
    expect(guest.passwordHash).toBeNull();
    const guestMembership = members.find((m) => m.userId === guest.id)!;
    expect(guestMembership).toMatchObject({ licenseId: DEMO_LICENSE_BROKER, role: 'guest', readOnly: true });
    expect(Object.values(guestMembership.permissions).every((v) => v === false)).toBe(true);

    const byEmail = (email: string) => members.filter((m) => m.userId === users.find((u) => u.email === email)!.id);
    expect(byEmail('admin@demo.test')[0]!.permissions).toMatchObject({ ShowEmployeeInvite: true, CanCustomDetailView: true, CanApproveSchadenmeldung: true });
    expect(byEmail('makler@demo.test')[0]!.permissions).toMatchObject({ IsVermittler: true, CanCreateProcesses: true, CanApproveSchadenmeldung: true });
    expect(byEmail('sachbearbeiter@demo.test')[0]!.permissions).toMatchObject({ CanCreateProcesses: true, CanApproveSchadenmeldung: false });
    expect(byEmail('schadenmelder@demo.test')[0]!.permissions).toMatchObject({ Schadenmeldung: true, CanCreateProcesses: false });
  });

  it('links end customers to their customer records and the broker to an intermediary with many customers', async () => {
    const users = await database.db.select().from(t.users);
    const members = await database.db.select().from(t.memberships);
    const membershipOf = (email: string) => members.find((m) => m.userId === users.find((u) => u.email === email)!.id)!;

    const privat = membershipOf('privat@demo.test');
    const [paula] = await database.db.select().from(t.customers).where(eq(t.customers.id, privat.customerId!));
    expect(paula).toMatchObject({ licenseId: DEMO_LICENSE_BROKER, zuordnung: 'PRIVAT', vorname: 'Paula', nachname: 'Privat' });
    expect((await database.db.select().from(t.contracts).where(eq(t.contracts.customerId, paula!.id))).length).toBeGreaterThanOrEqual(6);

    const gewerbe = membershipOf('gewerbe@demo.test');
    const [firm] = await database.db.select().from(t.customers).where(eq(t.customers.id, gewerbe.customerId!));
    expect(firm).toMatchObject({ licenseId: DEMO_LICENSE_COMMERCIAL, zuordnung: 'FIRMA' });

    const makler = membershipOf('makler@demo.test');
    const brokerCustomers = await database.db.select().from(t.customers).where(eq(t.customers.licenseId, DEMO_LICENSE_BROKER));
    const own = brokerCustomers.filter((c) => c.intermediaryId === makler.intermediaryId).length;
    expect(own / brokerCustomers.length).toBeGreaterThan(0.2);

    const reporter = users.find((u) => u.email === 'schadenmelder@demo.test')!;
    expect((await database.db.select().from(t.claims).where(eq(t.claims.reporterUserId, reporter.id))).length).toBeGreaterThan(5);
  });

  it('covers every contract status and type, with offers in and outside the two-month window', async () => {
    const contracts = await database.db.select().from(t.contracts).where(eq(t.contracts.licenseId, DEMO_LICENSE_BROKER));
    expect(contracts.length).toBeGreaterThan(1000);
    expect(new Set(contracts.map((c) => c.computedStatus))).toEqual(new Set(CONTRACT_STATUSES));
    const types = new Set(contracts.map((c) => c.typ));
    for (const typ of [...CONTRACT_TYPES_WITH_COVER, ...BRANCHES.map((b) => b.kuerzel)]) expect(types, typ).toContain(typ);
    const twoMonthsAgo = addDays(refDate, -61).toISOString().slice(0, 10);
    expect(contracts.some((c) => c.angebotsdatum && c.angebotsdatum >= twoMonthsAgo)).toBe(true);
    expect(contracts.some((c) => c.angebotsdatum && c.angebotsdatum < twoMonthsAgo)).toBe(true);
    expect(contracts.some((c) => c.produkt === 'KMP-ALT')).toBe(true);
    expect(contracts.some((c) => c.lokalpolice)).toBe(true);
    expect(contracts.some((c) => c.entwurf)).toBe(true);
    expect(contracts.some((c) => c.beratungErforderlich)).toBe(true);
    expect(contracts.some((c) => c.abrechenbar)).toBe(true);
    expect(contracts.some((c) => c.waehrung !== 'EUR')).toBe(true);
    const parents = new Set(contracts.filter((c) => c.sammelvertrag).map((c) => c.id));
    expect(parents.size).toBeGreaterThan(0);
    expect(contracts.filter((c) => c.parentId && parents.has(c.parentId)).length).toBeGreaterThan(0);
    expect(new Set(contracts.map((c) => c.vertragsnr)).size).toBe(contracts.length);
    expect(contracts[0]!.vertragsnr).toMatch(/^[A-Z]{2}-\d{4}-\d{6}$/);

    const lines = await database.db.select().from(t.contractLineData).where(eq(t.contractLineData.licenseId, DEMO_LICENSE_BROKER));
    const hail = lines.find((l) => l.typ === 'ZUS_KOMPAKTHAGEL');
    expect(hail?.data).toHaveProperty('ZUS_KOMPAKTHAGEL105');
    expect(lines.find((l) => l.typ === 'KOMPAKTKRAFT')?.data).toHaveProperty('fahrgestellnr');
  });

  it('places customers at real postcodes in all 16 federal states, and some abroad', async () => {
    const places = loadPostcodes();
    const pairs = new Set(places.places.map((p) => `${p.plz}|${p.ort}`));
    const stateOf = new Map(places.places.map((p) => [p.plz, p.ars]));
    for (const licenseId of [DEMO_LICENSE_BROKER, DEMO_LICENSE_COMMERCIAL]) {
      const customers = await database.db.select().from(t.customers).where(eq(t.customers.licenseId, licenseId));
      const german = customers.filter((c) => c.land === 'DE');
      for (const c of german) expect(pairs.has(`${c.plz}|${c.ort}`), `${c.plz} ${c.ort}`).toBe(true);
      expect(new Set(german.map((c) => stateOf.get(c.plz!)))).toEqual(new Set(STATE_KEYS));
      expect(customers.filter((c) => c.land !== 'DE').length).toBeGreaterThanOrEqual(4);
      // Some birthdays fall in the birthday list's window (5 days back, 14 ahead).
      const window = new Set(Array.from({ length: 20 }, (_, k) => addDays(refDate, k - 5).toISOString().slice(5, 10)));
      expect(customers.filter((c) => c.geburtstag && window.has(c.geburtstag.slice(5, 10))).length).toBeGreaterThan(3);
    }
  });

  it('gives claims every state', async () => {
    const claims = await database.db.select().from(t.claims).where(eq(t.claims.licenseId, DEMO_LICENSE_BROKER));
    const twoWeeksAgo = addDays(refDate, -14).toISOString().slice(0, 10);
    expect(claims.some((c) => c.draft && c.schadenstatus === 'Entwurf')).toBe(true);
    expect(claims.some((c) => c.approvalPending && c.schadenstatus === 'Prüfung durch Makler')).toBe(true);
    expect(claims.some((c) => !c.draft && c.abschlusstag === null)).toBe(true);
    expect(claims.some((c) => c.abschlusstag !== null && c.abschlusstag >= twoWeeksAgo)).toBe(true);
    expect(claims.some((c) => c.schadenZeitpunkt!.getUTCFullYear() === refDate.getUTCFullYear() - 1)).toBe(true);
    expect(claims.some((c) => c.fin)).toBe(true);
    expect(claims[0]!.nummerMakler).toMatch(/^S-\d{4}-\d{6}$/);
  });

  it('holds the contract-detail showcase (issue 13): hail claims around one day, a car with Sicherungsschein, dunning, a fleet', async () => {
    const db = database.db;
    const [hail] = await db.select().from(t.contracts).where(and(eq(t.contracts.licenseId, DEMO_LICENSE_BROKER), eq(t.contracts.produkt, 'Hagel Kompakt')));
    expect(hail?.typ).toBe('KOMPAKTHAGEL');
    const hailClaims = await db.select().from(t.claims).where(and(eq(t.claims.licenseId, DEMO_LICENSE_BROKER), eq(t.claims.contractId, hail!.id)));
    expect(hailClaims).toHaveLength(3);
    const anchor = addDays(refDate, -SHOWCASE_HAIL_ANCHOR_DAYS_AGO).getTime();
    expect(hailClaims.filter((c) => Math.abs(c.schadenZeitpunkt!.getTime() - anchor) <= 3 * 86_400_000)).toHaveLength(1);
    const hailLines = await db.select().from(t.contractLineData).where(and(eq(t.contractLineData.licenseId, DEMO_LICENSE_BROKER), eq(t.contractLineData.contractId, hail!.id)));
    expect(hailLines.find((l) => l.typ === 'ZUS_KOMPAKTHAGEL')?.data).toMatchObject({ ZUS_KOMPAKTHAGEL105: '15', ZUS_KOMPAKTHAGEL106: 'Nein' });

    const [car] = await db.select().from(t.contracts).where(and(eq(t.contracts.licenseId, DEMO_LICENSE_BROKER), eq(t.contracts.produkt, 'Kraft Kompakt Leasing')));
    const [vehicle] = await db.select().from(t.contractLineData).where(and(eq(t.contractLineData.contractId, car!.id), eq(t.contractLineData.typ, 'KOMPAKTKRAFT')));
    const carClaims = await db.select().from(t.claims).where(eq(t.claims.contractId, car!.id));
    expect(carClaims.some((c) => c.fin === (vehicle!.data as { fahrgestellnr: string }).fahrgestellnr)).toBe(true);
    const [certificate] = await db.select().from(t.securityCertificates).where(eq(t.securityCertificates.contractId, car!.id));
    expect(Object.keys(certificate!.extraValues).length).toBeGreaterThan(2);
    expect(await db.select().from(t.contractPremiumFreePeriods).where(eq(t.contractPremiumFreePeriods.contractId, car!.id))).toHaveLength(2);
    const [owner] = await db.select().from(t.customers).where(and(eq(t.customers.licenseId, DEMO_LICENSE_BROKER), eq(t.customers.id, car!.customerId)));
    expect(owner!.vwfsAufpartner).toBe('Ja');
    const settlements = await db.select().from(t.customerSettlements).where(and(eq(t.customerSettlements.licenseId, DEMO_LICENSE_BROKER), eq(t.customerSettlements.customerId, owner!.id)));
    expect(settlements.some((s) => s.status === '2. Mahnung' && Number(s.soll) > 0)).toBe(true);

    const [fleet] = await db.select().from(t.contracts).where(and(eq(t.contracts.licenseId, DEMO_LICENSE_BROKER), eq(t.contracts.produkt, 'Kraft Kompakt Flotte'), eq(t.contracts.sammelvertrag, true)));
    expect(await db.select().from(t.contracts).where(eq(t.contracts.parentId, fleet!.id))).toHaveLength(2);
    expect(await db.select().from(t.contractLineData).where(eq(t.contractLineData.contractId, fleet!.id))).not.toHaveLength(0);
  });

  it('stores a real PDF for each available document and attachment', async () => {
    const docs = await database.db.select().from(t.documents);
    expect(docs.length).toBe(800);
    for (const type of ['ANGEBOT', 'ANTRAG', 'BEITRAGSRECHNUNG', 'LETZTER_NACHTRAG', 'POLICE', 'SCHADENABSCHLUSSMELDUNG', 'SCHADENMELDUNG']) {
      expect(docs.some((d) => d.brieftyp === type), type).toBe(true);
    }
    expect(docs.some((d) => d.fileId === null)).toBe(true);
    expect(docs.some((d) => d.readAt === null)).toBe(true);
    const files = await database.db.select().from(t.files);
    const storage = createLocalStorage(filesRoot(dataDir));
    for (const file of files) {
      const bytes = await storage.get(file.storageKey);
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(bytes.length).toBe(file.sizeBytes);
      expect(file.storageKey.startsWith(`${file.licenseId}/`)).toBe(true);
    }
    expect((await database.db.select().from(t.processFiles)).length).toBeGreaterThan(0);
  });

  it('fills processes, messages, offers, addresses and tags', async () => {
    const processes = await database.db.select().from(t.processes);
    expect(new Set(processes.map((p) => p.kind))).toEqual(new Set(['message', 'task', 'offer', 'inquiry']));
    expect(new Set(processes.map((p) => p.direction))).toEqual(new Set(['in', 'out']));
    expect(processes.some((p) => p.isAlert)).toBe(true);
    const messages = await database.db.select().from(t.processMessages);
    expect(messages.some((m) => m.fromMakler) && messages.some((m) => !m.fromMakler)).toBe(true);
    expect((await database.db.select().from(t.offers)).length).toBeGreaterThan(80);
    const addresses = await database.db.select().from(t.addresses);
    expect(addresses.some((a) => a.isObject && a.riskSum && a.validFrom)).toBe(true);
    expect(addresses.some((a) => !a.isObject)).toBe(true);
    expect((await database.db.select().from(t.tags)).length).toBe(24);
    expect((await database.db.select().from(t.documentTags)).length).toBeGreaterThan(0);
    expect((await database.db.select().from(t.tagSubscriptions)).length).toBe(2);
  });

  it('offers the demo forms: claim report and household quote everywhere, each eVB request where its family is', async () => {
    const rows = await database.db.select({ licenseId: t.formProducts.licenseId, name: t.formProducts.name, definition: t.formProducts.definition, serviceKey: t.formProducts.serviceKey }).from(t.formProducts);
    const names = (license: string) => rows.filter((r) => r.licenseId === license && r.serviceKey === null).map((r) => r.name).sort();
    // Every licence offers the services' forms too (issue 13), one per service form key.
    for (const license of [DEMO_LICENSE_BROKER, DEMO_LICENSE_COMMERCIAL]) {
      expect(rows.filter((r) => r.licenseId === license && r.serviceKey !== null).map((r) => r.serviceKey).sort()).toEqual([...SERVICE_FORM_KEYS].sort());
    }
    expect(names(DEMO_LICENSE_BROKER)).toEqual(['Hausratversicherung – Angebot', 'Schadenmeldung', 'eVB-Anforderung Euromobil', 'eVB-Anforderung Kompaktkraft']);
    expect(names(DEMO_LICENSE_COMMERCIAL)).toEqual(['Hausratversicherung – Angebot', 'Schadenmeldung', 'eVB-Anforderung Kompaktkraft']);
    for (const r of rows) expect(compileForm(ZFormDefinition.parse(r.definition)).issues).toEqual([]);
  });

  it('is deterministic: the same seed gives the same customers, another seed others', async () => {
    const first = generatedNames(0, DEFAULT_SEED, 50);
    expect(generatedNames(0, DEFAULT_SEED, 50)).toEqual(first);
    expect(generatedNames(0, DEFAULT_SEED + 1, 50).slice(1)).not.toEqual(first.slice(1));
    // The database holds exactly what the generator produces.
    const stored = await database.db.select().from(t.customers).where(eq(t.customers.licenseId, DEMO_LICENSE_BROKER));
    const byNumber = new Map(stored.map((c) => [Number(c.amsidnr), c.kundenname]));
    const base = DEMO_LICENSES[0]!.profile.customerNumberBase;
    expect(first.map((_, i) => byNumber.get(base + i))).toEqual(first);
  });

  it('refuses to seed a database that already holds the demo data', async () => {
    await expect(seedDemoData(database.db, { scale: 1, dataDir, refDate })).rejects.toBeInstanceOf(SeedConflictError);
  });
});
