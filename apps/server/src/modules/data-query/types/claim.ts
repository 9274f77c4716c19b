import { sql } from 'drizzle-orm';
import { claims, companies, contracts, customers } from '../../../platform/db/schema.js';
import type { TypeDefinition } from '../type-definition.js';
import { customerColumns } from './customer-columns.js';
import { sameLicense } from '../../../platform/db/same-license.js';

export const claimType: TypeDefinition = {
  type: 'Schaden',
  from: sql`${claims}`,
  licenseColumn: claims.licenseId,
  idColumn: claims.id,
  joins: {
    vertrag: sql`LEFT JOIN ${contracts} ON ${sameLicense(contracts, claims)} AND ${contracts.id} = ${claims.contractId}`,
    // A claim's customer is its own customer_id (set also when it has no contract).
    kunde: sql`LEFT JOIN ${customers} ON ${sameLicense(customers, claims)} AND ${customers.id} = ${claims.customerId}`,
    gesellschaft: sql`LEFT JOIN ${companies} ON ${sameLicense(companies, contracts)} AND ${companies.id} = ${contracts.companyId}`,
  },
  columns: {
    Id: { expr: claims.id, notNull: true },
    Key: { expr: contracts.vertragsnr, joins: ['vertrag'] },
    Draft: { expr: claims.draft, notNull: true },
    Active: { expr: claims.active, notNull: true },
    Schadenstatus: { expr: claims.schadenstatus, notNull: true },
    SchadenZeitpunkt: { expr: claims.schadenZeitpunkt },
    Meldungtag: { expr: claims.meldungtag },
    Abschlusstag: { expr: claims.abschlusstag },
    Schadenhoehe: { expr: claims.schadenhoehe },
    Waehrung: { expr: claims.waehrung, notNull: true },
    Headline: { expr: claims.headline },
    Sparte: { expr: claims.sparte },
    NummerMakler: { expr: claims.nummerMakler, notNull: true },
    NummerVU: { expr: claims.nummerVu },
    Schadenart: { expr: claims.schadenart },
    Schadenort: { expr: claims.schadenort },
    KundenStatus: { expr: claims.kundenStatus },
    ApprovalPending: { expr: claims.approvalPending, notNull: true },
    'Vertrag.Id': { expr: claims.contractId },
    'Vertrag.VertragsNr': { expr: contracts.vertragsnr, joins: ['vertrag'] },
    'Vertrag.Typ': { expr: contracts.typ, joins: ['vertrag'] },
    ...customerColumns('Vertrag.Kunde', ['kunde']),
    'Gesellschaft.Suchname': { expr: companies.suchname, joins: ['vertrag', 'gesellschaft'] },
    Erstellt: { expr: claims.createdAt, notNull: true },
  },
  defaultSorts: [{ Property: 'SchadenZeitpunkt', Direction: 'desc' }],
  search: { column: sql`${claims.searchText}`, covers: ['NummerMakler', 'NummerVU'] },
};
