/** Reference data of a licence: lines of business, intermediaries, insurers, tags, addresses and objects. */
import type { addresses, branches, companies, intermediaries, tags } from '../platform/db/schema.js';
import { BRANCHES, INSURERS, INTERMEDIARY_PATTERNS, TAG_NAMES } from './catalog.js';
import type { LicenseContext } from './context.js';
import { addDays, isoDate } from './dates.js';
import { firmDomain, landlineNumber, mobileNumber, pad, slug } from './text.js';

type BranchRow = typeof branches.$inferInsert;
type IntermediaryRow = typeof intermediaries.$inferInsert;
type CompanyRow = typeof companies.$inferInsert;
type TagRow = typeof tags.$inferInsert;
type AddressRow = typeof addresses.$inferInsert;

export function generateBranches(ctx: LicenseContext): BranchRow[] {
  return BRANCHES.map((b, i) => ({ id: ctx.id('branch', i), licenseId: ctx.license.id, kuerzel: b.kuerzel, bezeichnung: b.bezeichnung }));
}

export const intermediaryCode = (k: number): string => `VM-${pad(k + 1, 4)}`;

export function generateIntermediary(ctx: LicenseContext, k: number): IntermediaryRow & { name: string; code: string } {
  const f = ctx.fakers.for('intermediary', k);
  const base = { id: ctx.id('intermediary', k), licenseId: ctx.license.id, code: intermediaryCode(k), amsidnr: `V${pad(20_000 + k, 6)}` };
  const createdAt = ctx.past(f.number.int({ min: 200, max: 4000 }), f.number.float());
  if (k === 0) {
    // The demo broker's own agency (makler@ is this intermediary).
    const own = ctx.license.kind === 'MAKLER';
    return {
      ...base,
      name: own ? 'Max Makler' : 'Hanse Assekuranzmakler GmbH',
      name2: own ? ctx.license.name : 'Betreuung Nordlicht Logistik AG',
      name3: 'Hamburg',
      active: true,
      zuordnung: 'FIRMA',
      strasse: 'Ballindamm 17',
      plz: '20095',
      ort: 'Hamburg',
      telefon: '040 3070 1200',
      email: own ? 'kontakt@max-makler.example' : 'kontakt@hanse-assekuranz.example',
      createdAt,
    };
  }
  const person = `${f.person.firstName()} ${f.person.lastName()}`;
  const place = ctx.places.pick(f.number.float(), f.number.float());
  const name = f.helpers.arrayElement(INTERMEDIARY_PATTERNS).replace('{name}', person.split(' ').at(-1)!);
  const active = f.number.float() < 0.9;
  // Drawn after the fields above so their values stay as they were before the account fields existed.
  const firm = /GmbH|e\.K\.|Generalagentur/.test(name);
  return {
    ...base,
    name,
    name2: person,
    name3: `${place.plz} ${place.ort}`,
    active,
    zuordnung: firm ? 'FIRMA' : 'PRIVAT',
    strasse: `${f.location.street()} ${f.number.int({ min: 1, max: 120 })}`,
    plz: place.plz,
    ort: place.ort,
    telefon: landlineNumber(f),
    email: `${slug(person)}@${firmDomain(name)}`,
    createdAt,
  };
}

export function generateCompany(ctx: LicenseContext, k: number): CompanyRow {
  const f = ctx.fakers.for('company', k);
  const insurer = INSURERS[k % INSURERS.length]!;
  const seat = ctx.places.findTown(insurer.town);
  // Beyond the 25 insurers (larger scales) the further records are their regional offices.
  const regional = k >= INSURERS.length;
  const place = regional ? ctx.places.pick(f.number.float(), f.number.float()) : seat;
  const domain = `${insurer.short.toLowerCase()}.example`;
  const clerk = ctx.users.staff.length ? f.helpers.arrayElement(ctx.users.staff).name : null;
  return {
    id: ctx.id('company', k),
    licenseId: ctx.license.id,
    suchname: regional ? `${insurer.name} – Regionaldirektion ${place?.ort ?? ''}` : insurer.name,
    zuordnung: 'FIRMA',
    strasse: regional ? `${f.location.street()} ${f.number.int({ min: 1, max: 120 })}` : insurer.street,
    plz: place?.plz ?? null,
    ort: place?.ort ?? insurer.town,
    telefon1: landlineNumber(f),
    telefon2: f.number.float() < 0.6 ? landlineNumber(f) : null,
    email: `${regional ? 'regional' : 'makler'}@${domain}`,
    status: f.number.float() < 0.92 ? 'aktiv' : 'inaktiv',
    matchcode: clerk,
    createdAt: ctx.past(f.number.int({ min: 365, max: 4000 }), f.number.float()),
  };
}

export function generateTags(ctx: LicenseContext): TagRow[] {
  return TAG_NAMES.map((name, i) => ({ id: ctx.id('tag', i), licenseId: ctx.license.id, name, matchcode: slug(name).toUpperCase().replace(/-/g, '_') }));
}

const OBJECT_KINDS = ['Einfamilienhaus', 'Mehrfamilienhaus', 'Eigentumswohnung', 'Lagerhalle', 'Bürogebäude', 'Werkstatt', 'Ladenlokal', 'Ferienhaus', 'Scheune'] as const;
const CONSTRUCTION = ['Massivbau', 'Fertighaus', 'Fachwerk', 'Stahlbeton', 'Holzständerbau'] as const;

export function generateAddress(ctx: LicenseContext, a: number): AddressRow {
  const f = ctx.fakers.for('address', a);
  const customerIndex = a % 50 === 0 ? 0 : ctx.int('address', a, ctx.volumes.customers, 1);
  const place = ctx.places.pick(f.number.float(), f.number.float());
  const strasse = `${f.location.street()} ${f.number.int({ min: 1, max: 160 })}`;
  const base = {
    id: ctx.id('address', a),
    licenseId: ctx.license.id,
    customerId: f.number.float() < 0.9 ? ctx.id('customer', customerIndex) : null,
    strasse,
    plz: place.plz,
    ort: place.ort,
    land: 'DE',
    createdAt: ctx.past(f.number.int({ min: 10, max: 2500 }), f.number.float()),
  };
  if (ctx.u('address', a, 2) < 0.4) {
    const kind = f.helpers.arrayElement(OBJECT_KINDS);
    const riskSum = f.number.int({ min: 50, max: 8000 }) * 1000;
    const validFrom = addDays(ctx.refDate, -f.number.int({ min: 30, max: 3000 }));
    const validTo = f.number.float() < 0.6 ? addDays(validFrom, f.number.int({ min: 365, max: 3650 })) : null;
    const commercial = ['Lagerhalle', 'Bürogebäude', 'Werkstatt', 'Ladenlokal', 'Scheune'].includes(kind);
    return {
      ...base,
      zuordnung: commercial ? 'GESCHAEFTLICH' : 'PRIVAT',
      kontaktname: `${kind} ${strasse}`,
      nachname: null,
      adresszeile1: kind,
      isObject: true,
      objectNumber: `OBJ-${pad(a + 1, 6)}`,
      riskSum: riskSum.toFixed(2),
      validFrom: isoDate(validFrom),
      validTo: validTo ? isoDate(validTo) : null,
      // The object's Xml field set by field number (149 risk sum, 119/120 validity).
      objectFields: {
        '101': kind,
        '102': f.helpers.arrayElement(CONSTRUCTION),
        '105': String(f.number.int({ min: 1900, max: 2023 })),
        '110': String(f.number.int({ min: 60, max: 4000 })),
        '119': isoDate(validFrom),
        ...(validTo ? { '120': isoDate(validTo) } : {}),
        '149': riskSum.toFixed(2),
      },
      privateAddress: !commercial,
      businessAddress: commercial,
    };
  }
  const business = f.number.float() < 0.3;
  const first = f.person.firstName();
  const last = f.person.lastName();
  return {
    ...base,
    zuordnung: business ? 'GESCHAEFTLICH' : 'PRIVAT',
    kontaktname: `${last}, ${first}`,
    nachname: last,
    adresszeile1: business ? f.helpers.arrayElement(['Buchhaltung', 'Geschäftsführung', 'Personalabteilung', 'Einkauf']) : null,
    telefon1: landlineNumber(f),
    mobil: f.number.float() < 0.7 ? mobileNumber(f) : null,
    email: `${slug(first)}.${slug(last)}@example.com`,
    geburtstag: business ? null : isoDate(f.date.birthdate({ mode: 'age', min: 18, max: 85 })),
    privateAddress: !business,
    businessAddress: business,
    isObject: false,
  };
}
