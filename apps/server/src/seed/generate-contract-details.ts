/**
 * Showcase data of the contract detail (issue 13; spec 001 §2.8, §3, §5): contracts appended after the regular
 * ones, with everything the detail view shows —
 * - a KOMPAKTHAGEL contract with three claims, one a day before the anchor date (the identified claim for
 *   schadentag = anchor) and two earlier (prior claims), and its deductible entries ZUS_KOMPAKTHAGEL105…107;
 * - a KOMPAKTKRAFT contract of the first customer with its vehicle, a Sicherungsschein with extra fields and
 *   titles, premium-free periods, a claim whose FIN is the chassis number and one of another vehicle;
 * - the first customer flagged VWFS_AUFPARTNER = Ja with a settlement in '2. Mahnung';
 * - a collective fleet contract (Sammelvertrag) with line data and two sub-contracts.
 */
import type { contractPremiumFreePeriods, customerSettlements, securityCertificates } from '../platform/db/schema.js';
import { BRANCH_BY_CODE } from './catalog.js';
import type { LicenseContext } from './context.js';
import { addDays, isoDate } from './dates.js';
import { generateClaim, type ClaimRow } from './generate-claims.js';
import { generateContract, lineDataFor, type ContractRow, type LineDataRow } from './generate-contracts.js';
import { customerIntermediaryIndex, generateCustomer } from './generate-customers.js';
import { intermediaryCode } from './generate-reference.js';
import { money } from './text.js';

type CertificateRow = typeof securityCertificates.$inferInsert;
type SettlementRow = typeof customerSettlements.$inferInsert;
type PremiumFreeRow = typeof contractPremiumFreePeriods.$inferInsert;

/** Offsets after the regular contracts / claims of the licence. */
export const SHOWCASE_CONTRACT = { hail: 0, motor: 1, fleet: 2, fleetChildA: 3, fleetChildB: 4 } as const;

/** Days before the reference day of the claim date the hail demo is about. */
export const SHOWCASE_HAIL_ANCHOR_DAYS_AGO = 12;

export type ContractDetailShowcase = {
  contracts: ContractRow[];
  lineData: LineDataRow[];
  claims: ClaimRow[];
  certificates: CertificateRow[];
  settlements: SettlementRow[];
  premiumFree: PremiumFreeRow[];
  /** VWFS_AUFPARTNER per customer id (set after the customers are in). */
  partnerFlags: { customerId: string; value: 'Ja' | 'Nein' }[];
};

type Override = Partial<ContractRow> & { typ: string; sparte: string; customerIndex: number };

export function generateContractDetailShowcase(ctx: LicenseContext): ContractDetailShowcase {
  const v = ctx.volumes;
  const refDay = ctx.refDate;
  const contractsOut: ContractRow[] = [];
  const lineOut: LineDataRow[] = [];

  const build = (k: number, o: Override): { row: ContractRow & { id: string; vertragsnr: string }; lines: LineDataRow[] } => {
    const j = v.contracts + k;
    const base = generateContract(ctx, j);
    const customer = generateCustomer(ctx, o.customerIndex);
    const f = ctx.fakers.for('contract', j);
    const place = `${customer.row.strasse}, ${customer.row.plz} ${customer.row.ort}`;
    const lines = lineDataFor(ctx, f, { ...base.plan, typ: o.typ }, base.row.id, customer.ars, place);
    const { customerIndex: _customerIndex, ...fields } = o;
    // The number's prefix follows the line (HR-…, KF-…), as the regular contracts' do.
    const prefix = BRANCH_BY_CODE.get(o.sparte)?.prefix ?? 'VT';
    // The customer's intermediary looks after the contract (so an intermediary sees the customer and all its contracts).
    const intermediaryIndex = customerIntermediaryIndex(ctx, o.customerIndex);
    const row = {
      ...base.row,
      vertragsnr: base.row.vertragsnr.replace(/^[A-Z]+-/, `${prefix}-`),
      customerId: customer.row.id,
      intermediaryId: ctx.id('intermediary', intermediaryIndex),
      abschlussvermittler: intermediaryCode(intermediaryIndex),
      status: 'POLICE',
      computedStatus: 'Police',
      statusgrund: 'Neugeschäft',
      waehrung: 'EUR',
      storno: false,
      active: true,
      entwurf: false,
      lokalpolice: false,
      parentId: null,
      sammelvertrag: false,
      sammelvertragsnr: null,
      angebotsdatum: null,
      ...fields,
    };
    contractsOut.push(row);
    lineOut.push(...lines);
    return { row, lines };
  };

  // The hail contract: a farmer (any customer but the first), deductible by the 15 % step.
  const hailCustomer = 1 + ctx.int('contract', v.contracts + SHOWCASE_CONTRACT.hail, Math.max(1, v.customers - 1), 7);
  const hail = build(SHOWCASE_CONTRACT.hail, { typ: 'KOMPAKTHAGEL', sparte: 'GEW', produkt: 'Hagel Kompakt', customerIndex: hailCustomer, risikoAllgemein: 'Hagelversicherung Ackerbau' });
  for (const line of hail.lines) {
    if (line.typ === 'ZUS_KOMPAKTHAGEL') line.data = { ZUS_KOMPAKTHAGEL105: '15', ZUS_KOMPAKTHAGEL106: 'Nein', ZUS_KOMPAKTHAGEL107: null };
  }

  // The first customer's car with a leasing bank's Sicherungsschein.
  const motor = build(SHOWCASE_CONTRACT.motor, { typ: 'KOMPAKTKRAFT', sparte: 'KFZ', produkt: 'Kraft Kompakt Leasing', customerIndex: 0 });
  const vehicle = (motor.lines[0]?.data ?? {}) as { kennzeichen?: string; fahrzeugmarke?: string; fahrzeugmodell?: string; fahrgestellnr?: string };
  motor.row.risikoAllgemein = `${vehicle.fahrzeugmarke ?? ''} ${vehicle.fahrzeugmodell ?? ''}, ${vehicle.kennzeichen ?? ''}`.trim();

  // A fleet: the collective contract carries the frame data, its children the vehicles.
  const fleet = build(SHOWCASE_CONTRACT.fleet, { typ: 'KOMPAKTKRAFT', sparte: 'KFZ', produkt: 'Kraft Kompakt Flotte', customerIndex: hailCustomer, sammelvertrag: true });
  fleet.row.sammelvertragsnr = fleet.row.vertragsnr;
  fleet.row.risikoAllgemein = 'Rahmenvertrag Fuhrpark';
  for (const line of fleet.lines) {
    if (line.typ === 'KOMPAKTKRAFT') line.data = { flottengroesse: 2, deckung: 'Haftpflicht + Vollkasko', selbstbeteiligungVollkasko: 500, rahmenvertragsnummer: fleet.row.vertragsnr };
  }
  for (const k of [SHOWCASE_CONTRACT.fleetChildA, SHOWCASE_CONTRACT.fleetChildB]) {
    build(k, { typ: 'KOMPAKTKRAFT', sparte: 'KFZ', produkt: 'Kraft Kompakt Flotte', customerIndex: hailCustomer, parentId: fleet.row.id, sammelvertragsnr: fleet.row.vertragsnr });
  }

  // Claims: three on the hail contract around the anchor day, two on the car.
  const anchor = addDays(refDay, -SHOWCASE_HAIL_ANCHOR_DAYS_AGO);
  const at = (daysFromAnchor: number, hour: number) => new Date(addDays(anchor, daysFromAnchor).getTime() + hour * 3_600_000);
  const claimSpecs: { contract: ContractRow & { id: string }; when: Date; art: string; hergang: string; fin: string | null; closed: boolean; amount: number }[] = [
    { contract: hail.row, when: at(-1, 15), art: 'Hagelschaden', hergang: 'Hagelunwetter am Nachmittag: Winterweizen und Raps auf den Schlägen am Ortsrand zu etwa 40 % geschädigt.', fin: null, closed: false, amount: 18_400 },
    { contract: hail.row, when: at(-41, 17), art: 'Hagelschaden', hergang: 'Hagel mit Starkregen, Schaden an der Wintergerste.', fin: null, closed: true, amount: 6_250 },
    { contract: hail.row, when: at(-400, 14), art: 'Sturmschaden', hergang: 'Sturm knickte den Mais auf zwei Schlägen.', fin: null, closed: true, amount: 3_900 },
    { contract: motor.row, when: at(1, 8), art: 'Glasbruch', hergang: 'Steinschlag auf der Autobahn, Frontscheibe gerissen.', fin: vehicle.fahrgestellnr ?? null, closed: false, amount: 980 },
    { contract: motor.row, when: at(0, 18), art: 'Parkschaden', hergang: 'Beim Ausparken einen Poller gestreift (Mietwagen, anderes Fahrzeug).', fin: 'WVWZZZ1KZAW000417', closed: true, amount: 1_420 },
  ];
  const claimRows = claimSpecs.map((s, m): ClaimRow => {
    const base = generateClaim(ctx, v.claims + m);
    const customerId = s.contract.customerId;
    return {
      ...base,
      contractId: s.contract.id,
      customerId,
      schadenstatus: s.closed ? 'Erledigt' : 'In Bearbeitung',
      draft: false,
      active: true,
      approvalPending: false,
      reporterUserId: null,
      schadenZeitpunkt: s.when,
      meldungtag: isoDate(addDays(s.when, 1)),
      abschlusstag: s.closed ? isoDate(addDays(s.when, 30)) : null,
      schadenhoehe: money(s.amount),
      waehrung: 'EUR',
      schadenart: s.art,
      hergang: s.hergang,
      headline: s.art,
      sparte: s.contract.sparte,
      kundenStatus: s.closed ? 'Erledigt' : 'In Bearbeitung',
      fin: s.fin,
      createdAt: addDays(s.when, 1),
    };
  });

  const certificates: CertificateRow[] = [
    {
      id: ctx.id('securityCertificate', 0),
      licenseId: ctx.license.id,
      contractId: motor.row.id,
      art: 'Sicherungsschein Leasing',
      nummer: `SS-${motor.row.vertragsnr}`,
      aktenzeichen: 'LV-2025-0042137',
      scheindatum: isoDate(addDays(refDay, -300)),
      gueltigAb: isoDate(addDays(refDay, -300)),
      gueltigBis: isoDate(addDays(refDay, 795)),
      wert: money(28_750),
      extraValues: { S21_F1: 'Autobank Leasing GmbH', S21_F2: 'Gifhorner Str. 57, 38112 Braunschweig', S21_F3: 'LV-2025-0042137', S21_F5: 'Haftpflicht + Vollkasko' },
      extraTitles: { S21_F1: 'Sicherungsnehmer', S21_F2: 'Anschrift Sicherungsnehmer', S21_F3: 'Leasingvertragsnummer', S21_F4: 'Kreditvertragsnummer', S21_F5: 'Deckungsumfang' },
    },
  ];
  const firstCustomer = ctx.id('customer', 0);
  const settlements: SettlementRow[] = [
    { id: ctx.id('settlement', 0), licenseId: ctx.license.id, customerId: firstCustomer, belegnummer: 'KA-000181', faelligkeit: isoDate(addDays(refDay, -45)), soll: money(84.2), status: '2. Mahnung' },
    { id: ctx.id('settlement', 1), licenseId: ctx.license.id, customerId: firstCustomer, belegnummer: 'KA-000163', faelligkeit: isoDate(addDays(refDay, -75)), soll: money(0), status: '1. Mahnung' },
    { id: ctx.id('settlement', 2), licenseId: ctx.license.id, customerId: firstCustomer, belegnummer: 'KA-000197', faelligkeit: isoDate(addDays(refDay, 14)), soll: money(62.5), status: 'Offen' },
  ];
  const premiumFree: PremiumFreeRow[] = [
    { id: ctx.id('premiumFreePeriod', 0), licenseId: ctx.license.id, contractId: motor.row.id, von: isoDate(addDays(refDay, -420)), bis: isoDate(addDays(refDay, -330)) },
    { id: ctx.id('premiumFreePeriod', 1), licenseId: ctx.license.id, contractId: motor.row.id, von: isoDate(addDays(refDay, -60)), bis: null },
  ];
  return {
    contracts: contractsOut,
    lineData: lineOut,
    claims: claimRows,
    certificates,
    settlements,
    premiumFree,
    partnerFlags: [
      { customerId: firstCustomer, value: 'Ja' },
      { customerId: hail.row.customerId, value: 'Nein' },
    ],
  };
}


