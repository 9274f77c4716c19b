import { sql } from 'drizzle-orm';
import { claims, contracts, customers, processes } from '../../../platform/db/schema.js';
import type { TypeDefinition } from '../type-definition.js';
import { customerColumns } from './customer-columns.js';
import { sameLicense } from '../../../platform/db/same-license.js';

/** Vorgang (processes) for the generic query; visibility comes from scope.ts (processVisibility). */
export const processType: TypeDefinition = {
  type: 'Vorgang',
  from: sql`${processes}`,
  licenseColumn: processes.licenseId,
  idColumn: processes.id,
  joins: {
    kunde: sql`LEFT JOIN ${customers} ON ${sameLicense(customers, processes)} AND ${customers.id} = ${processes.customerId}`,
    vertrag: sql`LEFT JOIN ${contracts} ON ${sameLicense(contracts, processes)} AND ${contracts.id} = ${processes.contractId}`,
    schaden: sql`LEFT JOIN ${claims} ON ${sameLicense(claims, processes)} AND ${claims.id} = ${processes.claimId}`,
  },
  columns: {
    Id: { expr: processes.id, notNull: true },
    Headline: { expr: processes.headline, notNull: true },
    Art: { expr: processes.kind, notNull: true },
    Active: { expr: processes.active, notNull: true },
    Read: { expr: processes.readAt },
    KundenStatus: { expr: processes.kundenStatus, notNull: true },
    Aktion: { expr: processes.requiredAction, notNull: true },
    Dirty: { expr: processes.dirty, notNull: true },
    Meldung: { expr: processes.isAlert, notNull: true },
    Richtung: { expr: processes.direction, notNull: true },
    ...customerColumns('Kunde', ['kunde']),
    'Vertrag.Id': { expr: processes.contractId },
    'Schaden.Id': { expr: processes.claimId },
    Erstellt: { expr: processes.createdAt, notNull: true },
    LetzteNachricht: { expr: processes.lastMessageAt, notNull: true },
  },
  defaultSorts: [{ Property: 'LetzteNachricht', Direction: 'desc' }],
};
