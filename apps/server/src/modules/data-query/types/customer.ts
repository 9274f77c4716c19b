import { sql } from 'drizzle-orm';
import { customerNotes, customers, intermediaries } from '../../../platform/db/schema.js';
import type { TypeDefinition } from '../type-definition.js';
import { sameLicense } from '../../../platform/db/same-license.js';

export const customerType: TypeDefinition = {
  type: 'Kunde',
  from: sql`${customers}`,
  licenseColumn: customers.licenseId,
  idColumn: customers.id,
  joins: {
    vermittler: sql`LEFT JOIN ${intermediaries} ON ${sameLicense(intermediaries, customers)} AND ${intermediaries.id} = ${customers.intermediaryId}`,
  },
  columns: {
    Id: { expr: customers.id, notNull: true },
    Amsidnr: { expr: customers.amsidnr, notNull: true },
    Kundenname: { expr: customers.kundenname, notNull: true },
    Zuordnung: { expr: customers.zuordnung, notNull: true },
    Strasse: { expr: customers.strasse },
    Plz: { expr: customers.plz },
    Ort: { expr: customers.ort },
    Land: { expr: customers.land, notNull: true },
    Kundenverbindung: { expr: customers.kundenverbindung },
    Active: { expr: customers.active, notNull: true },
    LastSynchronisation: { expr: customers.lastSynchronisation },
    AnmerkungUngelesen: {
      expr: sql`EXISTS (SELECT 1 FROM ${customerNotes} WHERE ${sameLicense(customerNotes, customers)} AND ${customerNotes.customerId} = ${customers.id} AND ${customerNotes.active} AND ${customerNotes.readAt} IS NULL)`,
      notNull: true,
    },
    Geburtstag: { expr: customers.geburtstag },
    EmailPrivat: { expr: customers.emailPrivat },
    TelefonPrivat: { expr: customers.telefonPrivat },
    'Vermittler.Code': { expr: intermediaries.code, joins: ['vermittler'] },
    'Vermittler.Name': { expr: intermediaries.name, joins: ['vermittler'] },
  },
  defaultSorts: [{ Property: 'Kundenname', Direction: 'asc' }],
  search: { column: sql`${customers.searchText}`, covers: ['Kundenname', 'Amsidnr', 'Ort'] },
};
