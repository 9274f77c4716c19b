import { eq, sql } from 'drizzle-orm';
import { contracts, customers, offers, processes } from '../../../platform/db/schema.js';
import type { TypeDefinition } from '../type-definition.js';
import { customerColumns } from './customer-columns.js';

/**
 * Offers (Angebot) for the generic query. An offer is seen through its process: the base table joins
 * the process (inner, same licence), scope.ts applies processVisibility to it, and only offers whose
 * process is open are active (spec 000 §2.8). An offer without a process is never listed.
 */
export const offerType: TypeDefinition = {
  type: 'Angebot',
  from: sql`${offers} INNER JOIN ${processes} ON ${processes.id} = ${offers.processId} AND ${processes.licenseId} = ${offers.licenseId}`,
  licenseColumn: offers.licenseId,
  idColumn: offers.id,
  joins: {
    kunde: sql`LEFT JOIN ${customers} ON ${customers.id} = ${offers.customerId} AND ${customers.licenseId} = ${offers.licenseId}`,
    vertrag: sql`LEFT JOIN ${contracts} ON ${contracts.id} = ${offers.contractId} AND ${contracts.licenseId} = ${offers.licenseId}`,
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
