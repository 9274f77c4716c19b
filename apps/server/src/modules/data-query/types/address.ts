import { sql } from 'drizzle-orm';
import { addresses, customers } from '../../../platform/db/schema.js';
import type { TypeDefinition } from '../type-definition.js';
import { sameLicense } from '../../../platform/db/same-license.js';

export const addressType: TypeDefinition = {
  type: 'Adresse',
  from: sql`${addresses}`,
  licenseColumn: addresses.licenseId,
  idColumn: addresses.id,
  joins: {
    kunde: sql`LEFT JOIN ${customers} ON ${sameLicense(customers, addresses)} AND ${customers.id} = ${addresses.customerId}`,
  },
  columns: {
    Id: { expr: addresses.id, notNull: true },
    Zuordnung: { expr: addresses.zuordnung, notNull: true },
    Kontaktname: { expr: addresses.kontaktname },
    Nachname: { expr: addresses.nachname },
    Adresszeile1: { expr: addresses.adresszeile1 },
    Strasse: { expr: addresses.strasse },
    Plz: { expr: addresses.plz },
    Ort: { expr: addresses.ort },
    Land: { expr: addresses.land, notNull: true },
    Telefon1: { expr: addresses.telefon1 },
    Mobil: { expr: addresses.mobil },
    Email: { expr: addresses.email },
    Geburtstag: { expr: addresses.geburtstag },
    PrivateAddress: { expr: addresses.privateAddress, notNull: true },
    BusinessAddress: { expr: addresses.businessAddress, notNull: true },
    Objekt: { expr: addresses.isObject, notNull: true },
    Objektnummer: { expr: addresses.objectNumber },
    Risikosumme: { expr: addresses.riskSum },
    GueltigAb: { expr: addresses.validFrom },
    GueltigBis: { expr: addresses.validTo },
    RisikosummeOderNull: { expr: sql`coalesce(${addresses.riskSum}, 0)`, notNull: true },
    GueltigAbOderOffen: { expr: sql`coalesce(${addresses.validFrom}, '0001-01-01'::date)`, notNull: true },
    GueltigBisOderOffen: { expr: sql`coalesce(${addresses.validTo}, '9999-12-31'::date)`, notNull: true },
    'Kunde.Id': { expr: addresses.customerId },
    'Kunde.Kundenname': { expr: customers.kundenname, joins: ['kunde'] },
  },
  defaultSorts: [{ Property: 'Kontaktname', Direction: 'asc' }],
};
