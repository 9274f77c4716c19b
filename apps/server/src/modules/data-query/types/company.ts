import { sql } from 'drizzle-orm';
import { companies } from '../../../platform/db/schema.js';
import type { TypeDefinition } from '../type-definition.js';

export const companyType: TypeDefinition = {
  type: 'Gesellschaft',
  from: sql`${companies}`,
  licenseColumn: companies.licenseId,
  idColumn: companies.id,
  joins: {},
  columns: {
    Id: { expr: companies.id, notNull: true },
    Suchname: { expr: companies.suchname, notNull: true },
    Zuordnung: { expr: companies.zuordnung, notNull: true },
    Strasse: { expr: companies.strasse },
    Plz: { expr: companies.plz },
    Ort: { expr: companies.ort },
    Telefon1: { expr: companies.telefon1 },
    Telefon2: { expr: companies.telefon2 },
    Email: { expr: companies.email },
    Status: { expr: companies.status },
    Matchcode: { expr: companies.matchcode },
  },
  defaultSorts: [{ Property: 'Suchname', Direction: 'asc' }],
};
