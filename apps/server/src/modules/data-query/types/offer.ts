import { eq, sql } from 'drizzle-orm';
import { contracts, customers, offers, processes } from '../../../platform/db/schema.js';
import type { TypeDefinition } from '../type-definition.js';
import { customerColumns } from './customer-columns.js';
import { sameLicense } from '../../../platform/db/same-license.js';

/**
 * Offers (Angebot) for the generic query. An offer is seen through its process: the base table joins
 * the process (inner, same licence), scope.ts applies processVisibility to it, and only offers whose
 * process is open are active (spec 000 §2.8). An offer without a process is never listed.
 */
export const offerType: TypeDefinition = {
  type: 'Angebot',
  from: sql`${offers} INNER JOIN ${processes} ON ${sameLicense(processes, offers)} AND ${processes.id} = ${offers.processId}`,
  licenseColumn: offers.licenseId,
  idColumn: offers.id,
  joins: {
    kunde: sql`LEFT JOIN ${customers} ON ${sameLicense(customers, offers)} AND ${customers.id} = ${offers.customerId}`,
    vertrag: sql`LEFT JOIN ${contracts} ON ${sameLicense(contracts, offers)} AND ${contracts.id} = ${offers.contractId}`,
  },
  columns: {
    Id: { expr: offers.id, notNull: true },
    ProcessAccessToken: { expr: processes.accessToken, notNull: true },
    Status: { expr: offers.status, notNull: true },
    Produkt: { expr: offers.produkt },
    Praemie: { expr: offers.praemie },
    Waehrung: { expr: offers.waehrung, notNull: true },
    Anschrift: { expr: offers.anschrift },
    Erstellt: { expr: offers.createdAt, notNull: true },
    ...customerColumns('Kunde', ['kunde']),
    'Kunde.Id': { expr: offers.customerId },
    'Vertrag.Id': { expr: offers.contractId },
    'Vertrag.VertragsNr': { expr: contracts.vertragsnr, joins: ['vertrag'] },
    'Vorgang.Id': { expr: processes.id, notNull: true },
    'Vorgang.Headline': { expr: processes.headline, notNull: true },
    'Vorgang.LetzteNachricht': { expr: processes.lastMessageAt, notNull: true },
  },
  defaultSorts: [{ Property: 'Erstellt', Direction: 'desc' }],
  baseCondition: eq(processes.active, true),
};
