/** Customers (private and commercial) with real German postcodes, a few abroad, and their notes. */
import type { Faker } from '@faker-js/faker';
import type { customerNotes, customers } from '../platform/db/schema.js';
import { FIRM_PATTERNS, NOTE_TEXTS } from './catalog.js';
import type { LicenseContext } from './context.js';
import { addDays, isoDate, withYear } from './dates.js';
import { STATE_KEYS } from '@portal/domain';
import { FOREIGN_PLACES } from './postcodes.js';
import { firmDomain, landlineNumber, mobileNumber, slug } from './text.js';

export type CustomerRow = typeof customers.$inferInsert;
export type NoteRow = typeof customerNotes.$inferInsert;

export type GeneratedCustomer = {
  row: CustomerRow & { id: string; kundenname: string };
  /** Herr, Frau or Firma: for letter salutations. */
  anrede: 'Herr' | 'Frau' | 'Firma';
  /** Federal state key for German customers. */
  ars: string | null;
};

/** Customers 1..16 are placed one per federal state, 17..20 abroad, so every state and some foreign countries occur. */
const FIRST_STATE_INDEX = 1;
const FIRST_FOREIGN_INDEX = FIRST_STATE_INDEX + STATE_KEYS.length;
const FORCED_FOREIGN = 4;
const FOREIGN_SHARE = 0.015;
/** Share of customers served by the first intermediary (the demo broker's own agency). */
const BROKER_SHARE = 0.3;

/** PRIVAT or FIRMA, decided structurally so contracts can choose fitting lines without generating the customer. */
export function customerKind(ctx: LicenseContext, i: number): 'PRIVAT' | 'FIRMA' {
  if (i === 0) return ctx.license.profile.firstCustomer.kind;
  return ctx.u('customer', i, 1) < ctx.license.profile.firmShare ? 'FIRMA' : 'PRIVAT';
}

/** Index of the intermediary serving customer i; index 0 is the demo broker (makler@). */
export function customerIntermediaryIndex(ctx: LicenseContext, i: number): number {
  if (i === 0 || ctx.u('customer', i, 2) < BROKER_SHARE) return 0;
  return 1 + ctx.int('customer', i, ctx.volumes.intermediaries - 1, 3);
}

function birthday(ctx: LicenseContext, f: Faker, i: number): string {
  const age = f.number.int({ min: 18, max: 88 });
  if (ctx.u('customer', i, 4) < 0.1) {
    // About one in ten has a birthday from five days ago to two weeks ahead, so the birthday list has content.
    const day = addDays(ctx.refDate, -5 + ctx.int('customer', i, 20, 5));
    return isoDate(withYear(day, day.getUTCFullYear() - age));
  }
  return isoDate(f.date.birthdate({ mode: 'age', min: age, max: age }));
}

function streetLine(f: Faker): string {
  const number = f.number.int({ min: 1, max: 140 });
  const suffix = f.number.int({ min: 0, max: 9 }) === 0 ? f.helpers.arrayElement(['a', 'b', 'c']) : '';
  return `${f.location.street()} ${number}${suffix}`;
}

/** Private numbers are landline or mobile, business numbers landline. */
function phone(f: Faker, mobileShare = 0): string {
  return f.number.float() < mobileShare ? mobileNumber(f) : landlineNumber(f);
}

export function generateCustomer(ctx: LicenseContext, i: number): GeneratedCustomer {
  const f = ctx.fakers.for('customer', i);
  const profile = ctx.license.profile;
  const kind = customerKind(ctx, i);

  // Where the customer lives.
  let plz: string;
  let ort: string;
  let land = 'DE';
  let ars: string | null = null;
  let strasse = streetLine(f);
  const foreign =
    (i >= FIRST_FOREIGN_INDEX && i < FIRST_FOREIGN_INDEX + FORCED_FOREIGN) || (i >= FIRST_FOREIGN_INDEX + FORCED_FOREIGN && ctx.u('customer', i, 6) < FOREIGN_SHARE);
  if (i === 0) {
    const place = ctx.places.pickInState('02', ctx.u('customer', 0, 8));
    ({ plz, ort, ars } = place);
  } else if (i < FIRST_FOREIGN_INDEX) {
    const place = ctx.places.pickInState(STATE_KEYS[i - FIRST_STATE_INDEX]!, ctx.u('customer', i, 8));
    ({ plz, ort, ars } = place);
  } else if (foreign) {
    const place = FOREIGN_PLACES[(i + ctx.int('customer', i, FOREIGN_PLACES.length, 9)) % FOREIGN_PLACES.length]!;
    ({ plz, ort, land } = place);
    strasse = `${f.helpers.arrayElement(place.streets)} ${f.number.int({ min: 1, max: 90 })}`;
  } else {
    const place = ctx.places.pick(ctx.u('customer', i, 7), ctx.u('customer', i, 8));
    ({ plz, ort, ars } = place);
  }

  const amsidnr = String(profile.customerNumberBase + i);
  const createdAt = ctx.past(f.number.int({ min: 30, max: 3650 }), f.number.float());
  const lastSynchronisation = ctx.past(f.number.int({ min: 1, max: 3 }), f.number.float());
  const intermediaryId = ctx.id('intermediary', customerIntermediaryIndex(ctx, i));
  const active = i === 0 || f.number.float() > 0.03;

  if (kind === 'PRIVAT') {
    const sex = f.person.sexType();
    const first = profile.firstCustomer.kind === 'PRIVAT' && i === 0 ? profile.firstCustomer.firstName : f.person.firstName(sex);
    const last = profile.firstCustomer.kind === 'PRIVAT' && i === 0 ? profile.firstCustomer.lastName : f.person.lastName();
    const anrede = i === 0 || sex === 'female' ? 'Frau' : 'Herr';
    const mailbox = f.helpers.arrayElement(['example.com', 'example.org', 'example.net']);
    const local = f.helpers.arrayElement([`${slug(first)}.${slug(last)}`, `${slug(first)}${slug(last)}${f.number.int({ min: 1, max: 99 })}`, `${slug(first).slice(0, 1)}.${slug(last)}`]);
    const hasBusiness = f.number.float() < 0.2;
    return {
      anrede,
      ars,
      row: {
        id: ctx.id('customer', i),
        licenseId: ctx.license.id,
        amsidnr,
        kundenname: `${last}, ${first}`,
        vorname: first,
        nachname: last,
        zuordnung: 'PRIVAT',
        strasse,
        plz,
        ort,
        land,
        kundenverbindung: f.number.float() < 0.2 ? `Familie ${last}` : null,
        geburtstag: birthday(ctx, f, i),
        emailPrivat: `${local}@${mailbox}`,
        telefonPrivat: phone(f, 0.45),
        emailGeschaeftlich: hasBusiness ? `${slug(first)}.${slug(last)}@firma.example` : null,
        telefonGeschaeftlich: hasBusiness ? phone(f) : null,
        intermediaryId,
        active,
        lastSynchronisation,
        createdAt,
      },
    };
  }

  const name =
    profile.firstCustomer.kind === 'FIRMA' && i === 0
      ? profile.firstCustomer.name
      : f.helpers.arrayElement(FIRM_PATTERNS).replace('{name}', f.person.lastName());
  const domain = firmDomain(name);
  if (i === 0) {
    // The commercial customer of the licence sits at the licence's own address.
    strasse = 'Am Sandtorkai 50';
    plz = '20457';
    ort = 'Hamburg';
    ars = '02';
  }
  return {
    anrede: 'Firma',
    ars,
    row: {
      id: ctx.id('customer', i),
      licenseId: ctx.license.id,
      amsidnr,
      kundenname: name,
      vorname: null,
      nachname: null,
      zuordnung: 'FIRMA',
      strasse,
      plz,
      ort,
      land,
      kundenverbindung: f.number.float() < 0.15 ? `Unternehmensverbund ${f.person.lastName()}` : null,
      geburtstag: null,
      emailPrivat: null,
      telefonPrivat: null,
      emailGeschaeftlich: `info@${domain}`,
      telefonGeschaeftlich: phone(f),
      intermediaryId,
      active,
      lastSynchronisation,
      createdAt,
    },
  };
}

/** Lines of a letter's address window. */
export function recipientLines(c: GeneratedCustomer): string[] {
  const r = c.row;
  const lines = c.anrede === 'Firma' ? [r.kundenname] : [c.anrede, `${r.vorname ?? ''} ${r.nachname ?? ''}`.trim()];
  lines.push(r.strasse ?? '', `${r.plz ?? ''} ${r.ort ?? ''}`.trim());
  if (r.land !== 'DE') lines.push(r.land ?? '');
  return lines.slice(0, 4);
}

export function salutation(c: GeneratedCustomer): string {
  if (c.anrede === 'Firma') return 'Sehr geehrte Damen und Herren,';
  return c.anrede === 'Frau' ? `Sehr geehrte Frau ${c.row.nachname},` : `Sehr geehrter Herr ${c.row.nachname},`;
}

export function generateNote(ctx: LicenseContext, n: number): NoteRow {
  const f = ctx.fakers.for('note', n);
  // Every 40th note belongs to customer 0 so the end customer (privat@, gewerbe@) has notes too.
  const customerIndex = n % 40 === 0 ? 0 : ctx.int('note', n, ctx.volumes.customers, 1);
  const daysAgo = f.number.int({ min: 1, max: 400 });
  const author = ctx.users.staff.length ? f.helpers.arrayElement(ctx.users.staff) : undefined;
  const createdAt = ctx.past(daysAgo, f.number.float());
  return {
    id: ctx.id('note', n),
    licenseId: ctx.license.id,
    customerId: ctx.id('customer', customerIndex),
    text: f.helpers.arrayElement(NOTE_TEXTS),
    active: f.number.float() < 0.9,
    // Recent notes are often still unread (AnmerkungUngelesen).
    readAt: daysAgo < 30 && f.number.float() < 0.6 ? null : createdAt,
    authorUserId: author?.id ?? null,
    createdAt,
    lastSynchronisation: createdAt,
  };
}

