/**
 * Contracts with every status and type, collective contracts with children, and the typed line data
 * (Spartendaten) of the KOMPAKT and EUROMOBIL types.
 */
import type { Faker } from '@faker-js/faker';
import { CONTRACT_STATUSES, type TContractStatus } from '@portal/domain';
import type { contractLineData, contracts } from '../platform/db/schema.js';
import {
  ADVICE_AREA_BY_BRANCH,
  BRANCH_BY_CODE,
  BRANCHES,
  COMMERCIAL_TYPE_WEIGHTS,
  DUNNING,
  INSURERS,
  LEGACY_PRODUCT,
  PAYMENT_DIVISOR,
  PAYMENT_MODES,
  PLATE_CODES,
  PREMIUM_RANGE,
  PRIVATE_TYPE_WEIGHTS,
  PRODUCTS,
  TYPED_CONTRACTS,
  TYPED_PRODUCTS,
  VEHICLES,
  type TTypedContract,
} from './catalog.js';
import type { LicenseContext } from './context.js';
import { addDays, isoDate } from './dates.js';
import { customerIntermediaryIndex, customerKind, generateCustomer } from './generate-customers.js';
import { intermediaryCode } from './generate-reference.js';
import { pickWeighted } from './random.js';
import { money, pad } from './text.js';

export type ContractRow = typeof contracts.$inferInsert;
export type LineDataRow = typeof contractLineData.$inferInsert;

/** Back-office status code behind each normalised status (spec 000 §4). */
export const STATUS_CODE: Readonly<Record<TContractStatus, string>> = {
  Angebot: 'ANGEBOT',
  Anfrage: 'ANFRAGE',
  Police: 'POLICE',
  'Police extern': 'FREMD',
  Fremdteil: 'FREMDTEIL',
  Eigen: 'EIGEN',
};

const STATUS_WEIGHTS: readonly (readonly [TContractStatus, number])[] = [
  ['Police', 40], ['Eigen', 15], ['Police extern', 12], ['Fremdteil', 8], ['Angebot', 15], ['Anfrage', 10],
];
const TYPED = Object.keys(TYPED_CONTRACTS) as TTypedContract[];
const isTyped = (typ: string): typ is TTypedContract => typ in TYPED_CONTRACTS;
export const isOffer = (s: TContractStatus): boolean => s === 'Angebot' || s === 'Anfrage';

/** The first customer's own contracts (privat@ / gewerbe@ see these): status and type. */
const FIRST_CUSTOMER_CONTRACTS: Readonly<Record<'PRIVAT' | 'FIRMA', readonly (readonly [TContractStatus, string])[]>> = {
  PRIVAT: [['Police', 'KOMPAKTKRAFT'], ['Eigen', 'HR'], ['Police', 'KOMPAKTHAFT'], ['Angebot', 'UNF'], ['Police extern', 'LEB'], ['Police', 'KOMPAKTRSV']],
  FIRMA: [['Police', 'KOMPAKTKRAFT'], ['Eigen', 'GEW'], ['Police', 'TRANS'], ['Angebot', 'CYBER'], ['Fremdteil', 'INH'], ['Police', 'MASCH']],
};
const FIRST_CUSTOMER_COUNT = 6;

/** Collective contracts: every 80th contract (from 40 on) is a parent with three children after it. */
const COLLECTIVE_PERIOD = 80;
const COLLECTIVE_OFFSET = 40;
const COLLECTIVE_CHILDREN = 3;

/** The structural facts of a contract, cheap to compute and needed by claims, documents and processes. */
export type ContractPlan = {
  index: number;
  customerIndex: number;
  computedStatus: TContractStatus;
  typ: string;
  sparte: string;
  /** Parent contract index for children of a collective contract. */
  parentIndex: number | null;
  isCollective: boolean;
  /** Days before the reference day the contract began (negative: begins in the future). */
  beginDaysAgo: number;
  /** Offers and inquiries: days since the offer date. */
  offerDaysAgo: number | null;
  vertragsnr: string;
};

function allTypes(ctx: LicenseContext): string[] {
  return [...TYPED.filter((t) => t !== 'EUROMOBIL' || ctx.license.profile.euromobil), ...BRANCHES.map((b) => b.kuerzel)];
}

function sparteOf(typ: string, customer: 'PRIVAT' | 'FIRMA'): string {
  if (typ === 'KOMPAKTSACH') return customer === 'FIRMA' ? 'INH' : 'HR';
  return isTyped(typ) ? TYPED_CONTRACTS[typ] : typ;
}

function collectiveParentOf(j: number): number | null {
  const phase = (j - COLLECTIVE_OFFSET) % COLLECTIVE_PERIOD;
  if (j > COLLECTIVE_OFFSET && phase >= 1 && phase <= COLLECTIVE_CHILDREN) return j - phase;
  return null;
}
const isCollectiveParent = (j: number) => j >= COLLECTIVE_OFFSET && (j - COLLECTIVE_OFFSET) % COLLECTIVE_PERIOD === 0;

/** A commercial customer for fleet and group contracts (falls back to any customer). */
function firmCustomer(ctx: LicenseContext, j: number): number {
  for (let attempt = 0; attempt < 40; attempt++) {
    const c = 1 + ctx.int('contract', j, ctx.volumes.customers - 1, 100 + attempt);
    if (customerKind(ctx, c) === 'FIRMA') return c;
  }
  return 1 + ctx.int('contract', j, ctx.volumes.customers - 1, 99);
}

export function planContract(ctx: LicenseContext, j: number): ContractPlan {
  const types = allTypes(ctx);
  let customerIndex: number;
  let computedStatus: TContractStatus;
  let typ: string;
  let parentIndex: number | null = null;
  const first = FIRST_CUSTOMER_CONTRACTS[ctx.license.profile.firstCustomer.kind];
  const parent = collectiveParentOf(j);

  if (j < FIRST_CUSTOMER_COUNT) {
    customerIndex = 0;
    [computedStatus, typ] = first[j]!;
  } else if (j < FIRST_CUSTOMER_COUNT + types.length) {
    // Coverage: every type once, statuses rotating, so lists and filters always have every value.
    customerIndex = 1 + ctx.int('contract', j, ctx.volumes.customers - 1, 1);
    typ = types[j - FIRST_CUSTOMER_COUNT]!;
    computedStatus = CONTRACT_STATUSES[(j - FIRST_CUSTOMER_COUNT) % CONTRACT_STATUSES.length]!;
  } else if (isCollectiveParent(j)) {
    customerIndex = firmCustomer(ctx, j);
    typ = ctx.u('contract', j, 3) < 0.5 ? 'KOMPAKTKRAFT' : 'GEW';
    computedStatus = 'Police';
  } else if (parent !== null) {
    const p = planContract(ctx, parent);
    parentIndex = parent;
    customerIndex = p.customerIndex;
    typ = p.typ;
    computedStatus = p.computedStatus;
  } else {
    customerIndex = 1 + ctx.int('contract', j, ctx.volumes.customers - 1, 1);
    computedStatus = pickWeighted(STATUS_WEIGHTS, ctx.u('contract', j, 2));
    const weights = customerKind(ctx, customerIndex) === 'FIRMA' ? COMMERCIAL_TYPE_WEIGHTS : PRIVATE_TYPE_WEIGHTS;
    typ = pickWeighted(
      weights.filter(([t]) => t !== 'EUROMOBIL' || ctx.license.profile.euromobil),
      ctx.u('contract', j, 3),
    );
  }

  const offer = isOffer(computedStatus);
  // Offers: half within the two-month window the lists show, half older; the first customer's offer is recent.
  const offerDaysAgo = offer
    ? j < FIRST_CUSTOMER_COUNT || ctx.u('contract', j, 4) < 0.5
      ? 1 + ctx.int('contract', j, 58, 5)
      : 62 + ctx.int('contract', j, 700, 5)
    : null;
  const beginDaysAgo = offerDaysAgo !== null ? offerDaysAgo - 30 : 20 + ctx.int('contract', j, 3650, 6);
  const sparte = sparteOf(typ, customerKind(ctx, customerIndex));
  const year = addDays(ctx.refDate, -(offerDaysAgo ?? beginDaysAgo)).getUTCFullYear();
  const prefix = BRANCH_BY_CODE.get(sparte)?.prefix ?? 'VT';
  return {
    index: j,
    customerIndex,
    computedStatus,
    typ,
    sparte,
    parentIndex,
    isCollective: isCollectiveParent(j) && j >= FIRST_CUSTOMER_COUNT + types.length,
    beginDaysAgo,
    offerDaysAgo,
    vertragsnr: `${prefix}-${year}-${pad(ctx.license.profile.contractNumberBase + j, 6)}`,
  };
}

/** A 17-character vehicle identification number (no I, O, Q), starting with a plausible maker code. */
function vin(f: Faker, brand: string): string {
  const wmi: Readonly<Record<string, string>> = { Volkswagen: 'WVW', BMW: 'WBA', 'Mercedes-Benz': 'WDD', Audi: 'WAU', Opel: 'W0L', Ford: 'WF0', Porsche: 'WP0', Skoda: 'TMB', Seat: 'VSS' };
  const chars = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
  return (wmi[brand] ?? 'VF1') + f.string.fromCharacters(chars, 14);
}

function plate(f: Faker, ars: string | null): string {
  const code = f.helpers.arrayElement(PLATE_CODES[ars ?? ''] ?? PLATE_CODES['09']!);
  const letters = f.string.fromCharacters('ABCDEFGHJKLMNPRSTUVWXYZ', { min: 1, max: 2 });
  const electric = f.number.float() < 0.08 ? 'E' : '';
  return `${code}-${letters} ${f.number.int({ min: 1, max: 9999 })}${electric}`;
}

/** Typed cover data of a KOMPAKT/EUROMOBIL contract: the main entry and its additional (ZUS_) entries. */
export function lineDataFor(ctx: LicenseContext, f: Faker, plan: ContractPlan, contractId: string, ars: string | null, place: string): LineDataRow[] {
  if (!isTyped(plan.typ)) return [];
  const entries: { typ: string; data: Record<string, unknown> }[] = [];
  switch (plan.typ) {
    case 'KOMPAKTKRAFT':
    case 'EUROMOBIL': {
      const [brand, model] = f.helpers.arrayElement(VEHICLES);
      const firstRegistration = addDays(ctx.refDate, -f.number.int({ min: 60, max: 5000 }));
      entries.push({
        typ: plan.typ,
        data: {
          kennzeichen: plate(f, ars),
          fahrzeugmarke: brand,
          fahrzeugmodell: model,
          fahrgestellnr: vin(f, brand),
          erstzulassung: isoDate(firstRegistration),
          zulassungsdatum: isoDate(addDays(firstRegistration, f.number.int({ min: 0, max: 900 }))),
          kennzeichenart: f.helpers.weightedArrayElement([{ value: 'Standard', weight: 8 }, { value: 'Saisonkennzeichen', weight: 1 }, { value: 'Elektrokennzeichen', weight: 1 }]),
          verwendung: f.helpers.arrayElement(['privat', 'privat', 'gewerblich', 'Pendler']),
          evbNummer: f.string.fromCharacters('ABCDEFGHJKLMNPRSTUVWXYZ0123456789', 7),
          deckung: f.helpers.arrayElement(['Haftpflicht', 'Haftpflicht + Teilkasko', 'Haftpflicht + Vollkasko']),
          sfKlasseHaftpflicht: `SF ${f.number.int({ min: 0, max: 35 })}`,
          jahresfahrleistung: f.helpers.arrayElement([6000, 9000, 12000, 15000, 20000, 25000, 30000]),
          selbstbeteiligungTeilkasko: f.helpers.arrayElement([0, 150, 300]),
          selbstbeteiligungVollkasko: f.helpers.arrayElement([300, 500, 1000]),
        },
      });
      entries.push({
        typ: `ZUS_${plan.typ}`,
        data: { Schutzbrief: f.helpers.arrayElement(['Ja', 'Nein']), Rabattschutz: f.helpers.arrayElement(['Ja', 'Nein']), Werkstattbindung: f.helpers.arrayElement(['Ja', 'Nein']) },
      });
      break;
    }
    case 'KOMPAKTHAFT':
      entries.push({
        typ: plan.typ,
        data: {
          deckungssumme: f.helpers.arrayElement([10_000_000, 15_000_000, 50_000_000]),
          tarif: f.helpers.arrayElement(['Single', 'Paar', 'Familie', 'Senior']),
          selbstbeteiligung: f.helpers.arrayElement([0, 150, 250]),
          schluesselverlust: f.helpers.arrayElement(['Ja', 'Nein']),
          forderungsausfall: 'Ja',
        },
      });
      break;
    case 'KOMPAKTSACH':
      entries.push({
        typ: plan.typ,
        data: {
          versicherungsort: place,
          wohnflaeche: f.number.int({ min: 35, max: 240 }),
          versicherungssumme: f.number.int({ min: 30, max: 400 }) * 1000,
          bauartklasse: f.helpers.arrayElement(['BAK I', 'BAK II', 'BAK III']),
          elementar: f.helpers.arrayElement(['Ja', 'Nein']),
          fahrraddiebstahl: f.helpers.arrayElement(['Ja', 'Nein']),
        },
      });
      break;
    case 'KOMPAKTHAGEL': {
      const percent = f.helpers.arrayElement(['10', '15', '20', '25']);
      const fixed = f.number.float() < 0.3;
      entries.push({
        typ: plan.typ,
        data: {
          gemarkung: place,
          anbauflaeche: f.number.int({ min: 5, max: 400 }),
          kulturen: f.helpers.arrayElements(['Winterweizen', 'Wintergerste', 'Raps', 'Mais', 'Zuckerrüben', 'Kartoffeln', 'Wein', 'Äpfel'], { min: 1, max: 3 }).join(', '),
          versicherungssumme: f.number.int({ min: 20, max: 900 }) * 1000,
        },
      });
      // Hail deductible (spec 001 §5): 106 = Ja means a fixed amount in 107, else the percentage step in 105.
      entries.push({
        typ: 'ZUS_KOMPAKTHAGEL',
        data: {
          ZUS_KOMPAKTHAGEL105: percent,
          ZUS_KOMPAKTHAGEL106: fixed ? 'Ja' : 'Nein',
          ZUS_KOMPAKTHAGEL107: fixed ? String(f.helpers.arrayElement([1000, 2500, 5000])) : null,
        },
      });
      break;
    }
    case 'KOMPAKTRSV':
      entries.push({
        typ: plan.typ,
        data: {
          bausteine: f.helpers.arrayElement(['Privat, Beruf, Verkehr', 'Privat, Beruf, Verkehr, Wohnen', 'Verkehr', 'Firma, Verkehr']),
          selbstbeteiligung: f.helpers.arrayElement([0, 150, 250, 500]),
          wartezeit: '3 Monate',
        },
      });
      break;
  }
  return entries.map((e, n) => ({ id: ctx.id('lineData', plan.index * 4 + n), licenseId: ctx.license.id, contractId, typ: e.typ, data: e.data }));
}

export type GeneratedContract = {
  row: ContractRow & { id: string; vertragsnr: string; waehrung: string };
  lineData: LineDataRow[];
  plan: ContractPlan;
  companyIndex: number;
};

export function generateContract(ctx: LicenseContext, j: number): GeneratedContract {
  const plan = planContract(ctx, j);
  const f = ctx.fakers.for('contract', j);
  const customer = generateCustomer(ctx, plan.customerIndex);
  const id = ctx.id('contract', j);
  const offer = isOffer(plan.computedStatus);
  const collectiveChild = plan.parentIndex !== null;

  const products = isTyped(plan.typ) ? TYPED_PRODUCTS[plan.typ] : (PRODUCTS[plan.sparte] ?? ['Standard']);
  // A few legacy products make up the migration list (filter 'migration', product KMP-ALT).
  const produkt = j % 97 === 13 ? LEGACY_PRODUCT : f.helpers.arrayElement(products);
  const [min, max] = PREMIUM_RANGE[plan.sparte] ?? [100, 1000];
  const yearly = f.number.float({ min, max }) * (plan.isCollective ? 6 : 1);
  const zahlweise = pickWeighted(PAYMENT_MODES, f.number.float());
  const gross = yearly / PAYMENT_DIVISOR[zahlweise]!;
  const waehrung = f.helpers.weightedArrayElement([{ value: 'EUR', weight: 94 }, { value: 'USD', weight: 2 }, { value: 'GBP', weight: 2 }, { value: 'CHF', weight: 2 }]);

  const begin = addDays(ctx.refDate, -plan.beginDaysAgo);
  const runYears = f.helpers.arrayElement([1, 1, 1, 3, 5, 10, 20]);
  const end = addDays(begin, runYears * 365);
  const storno = !offer && f.number.float() < 0.04;
  const advice = f.number.float() < 0.1;
  const companyIndex = f.number.int({ min: 0, max: ctx.volumes.companies - 1 });
  const intermediaryIndex = customerIntermediaryIndex(ctx, plan.customerIndex);
  const intermediaryName = intermediaryIndex === 0 && ctx.license.kind === 'MAKLER' ? 'Max Makler' : null;
  const place = `${customer.row.strasse}, ${customer.row.plz} ${customer.row.ort}`;

  let risiko: string;
  const lineData = lineDataFor(ctx, f, plan, id, customer.ars, place);
  const main = lineData[0]?.data as { kennzeichen?: string; fahrzeugmarke?: string; fahrzeugmodell?: string } | undefined;
  if (main?.kennzeichen) risiko = `${main.fahrzeugmarke} ${main.fahrzeugmodell}, ${main.kennzeichen}`;
  else if (['HR', 'WG', 'INH', 'GLAS', 'ELEK', 'GEW'].includes(plan.sparte)) risiko = place;
  else if (plan.isCollective) risiko = `Rahmenvertrag ${BRANCH_BY_CODE.get(plan.sparte)?.bezeichnung ?? plan.sparte}`;
  else risiko = `${BRANCH_BY_CODE.get(plan.sparte)?.bezeichnung ?? plan.sparte} – ${customer.row.kundenname}`;

  const insurer = INSURERS[companyIndex % INSURERS.length]!;
  const statusgrund = storno
    ? 'Kündigung zum Ablauf'
    : offer
      ? plan.computedStatus === 'Angebot' ? 'Angebot erstellt' : 'Beratung angefragt'
      : plan.computedStatus === 'Police extern' ? 'Fremdvertrag erfasst' : f.helpers.arrayElement(['Neugeschäft', 'Bestandsübertragung', 'Umdeckung']);

  const row: GeneratedContract['row'] = {
    id,
    licenseId: ctx.license.id,
    customerId: customer.row.id,
    vertragsnr: plan.vertragsnr,
    typ: plan.typ,
    status: storno ? 'STORNO' : STATUS_CODE[plan.computedStatus],
    computedStatus: plan.computedStatus,
    statusgrund,
    produkt,
    sparte: plan.sparte,
    companyId: ctx.id('company', companyIndex),
    intermediaryId: ctx.id('intermediary', intermediaryIndex),
    abschlussvermittler: intermediaryCode(intermediaryIndex),
    abschlussvermittlerName: intermediaryName ?? `${insurer.short} Vertrieb`,
    zahlweise,
    abbuchung: f.number.float() < 0.8,
    bruttopraemie: money(gross),
    // German insurance tax is 19 % on most lines.
    praemieNetto: money(gross / 1.19),
    waehrung,
    wirksamAb: isoDate(begin),
    wirksamBis: storno ? isoDate(addDays(ctx.refDate, -f.number.int({ min: 1, max: 300 }))) : isoDate(end),
    vertragsbeginn: isoDate(begin),
    vertragsablauf: isoDate(end),
    angebotsdatum: plan.offerDaysAgo !== null ? isoDate(addDays(ctx.refDate, -plan.offerDaysAgo)) : null,
    risikoAllgemein: risiko,
    beratungErforderlich: advice,
    // Most contracts carry their advice area; the rest fall in the group 'Ohne Beratungsgebiet'.
    beratungsgebiet: f.number.float() < 0.85 ? (ADVICE_AREA_BY_BRANCH[plan.sparte] ?? 'Betriebliche Absicherung') : null,
    abrechenbar: !offer && customer.row.zuordnung === 'FIRMA' && f.number.float() < 0.35,
    sammelvertrag: plan.isCollective,
    parentId: collectiveChild ? ctx.id('contract', plan.parentIndex!) : null,
    sammelvertragsnr: collectiveChild ? planContract(ctx, plan.parentIndex!).vertragsnr : plan.isCollective ? plan.vertragsnr : null,
    lokalpolice: j % 61 === 7,
    entwurf: j % 53 === 11,
    storno,
    inkassoStatus: offer ? null : pickWeighted(DUNNING, f.number.float()),
    active: !storno,
    lastSynchronisation: ctx.past(f.number.int({ min: 1, max: 5 }), f.number.float()),
    createdAt: ctx.past(Math.max(1, plan.offerDaysAgo ?? plan.beginDaysAgo), f.number.float()),
  };
  return { row, lineData, plan, companyIndex };
}

export const BRANCH_LABEL = (sparte: string): string => BRANCH_BY_CODE.get(sparte)?.bezeichnung ?? sparte;
