import { eq, sql } from 'drizzle-orm';
import { claims, contracts, customers, documents, documentTags, processes, tags } from '../../../platform/db/schema.js';
import type { TypeDefinition } from '../type-definition.js';
import { customerColumns } from './customer-columns.js';
import { sameLicense } from '../../../platform/db/same-license.js';

/**
 * Documents (Brief). Archived documents (active = false) are not listed, so the list and the
 * new-document counters of the summary agree. `Read` is the time the document was marked read (null: unread).
 */
export const documentType: TypeDefinition = {
  type: 'Brief',
  from: sql`${documents}`,
  licenseColumn: documents.licenseId,
  idColumn: documents.id,
  joins: {
    kunde: sql`LEFT JOIN ${customers} ON ${sameLicense(customers, documents)} AND ${customers.id} = ${documents.customerId}`,
    vertrag: sql`LEFT JOIN ${contracts} ON ${sameLicense(contracts, documents)} AND ${contracts.id} = ${documents.contractId}`,
    schaden: sql`LEFT JOIN ${claims} ON ${sameLicense(claims, documents)} AND ${claims.id} = ${documents.claimId}`,
    vorgang: sql`LEFT JOIN ${processes} ON ${sameLicense(processes, documents)} AND ${processes.id} = ${documents.processId}`,
  },
  columns: {
    Id: { expr: documents.id, notNull: true },
    Titel: { expr: documents.titel, notNull: true },
    Brieftyp: { expr: documents.brieftyp, notNull: true },
    Folder: { expr: documents.folder },
    Erstellt: { expr: documents.erstellt, notNull: true },
    Bearbeitet: { expr: documents.bearbeitet },
    Read: { expr: documents.readAt },
    HasBeenUploaded: { expr: documents.hasBeenUploaded, notNull: true },
    Waehrung: { expr: documents.waehrung, notNull: true },
    Key: { expr: documents.key },
    Tags: {
      expr: sql`(SELECT string_agg(${tags.name}, ', ' ORDER BY ${tags.name}) FROM ${documentTags} JOIN ${tags} ON ${sameLicense(tags, documentTags)} AND ${tags.id} = ${documentTags.tagId} WHERE ${sameLicense(documentTags, documents)} AND ${documentTags.documentId} = ${documents.id})`,
      // Compared as text, so a malformed id simply matches nothing instead of failing the query.
      inCondition: (values) =>
        sql`EXISTS (SELECT 1 FROM ${documentTags} WHERE ${sameLicense(documentTags, documents)} AND ${documentTags.documentId} = ${documents.id} AND ${documentTags.tagId}::text IN (${sql.join([...values], sql`, `)}))`,
    },
    ...customerColumns('Kunde', ['kunde']),
    'Kunde.Id': { expr: documents.customerId },
    'Vertrag.Id': { expr: documents.contractId },
    'Vertrag.VertragsNr': { expr: contracts.vertragsnr, joins: ['vertrag'] },
    'Vertrag.Typ': { expr: contracts.typ, joins: ['vertrag'] },
    'Schaden.Id': { expr: documents.claimId },
    'Schaden.NummerMakler': { expr: claims.nummerMakler, joins: ['schaden'] },
    'Vorgang.Id': { expr: documents.processId },
    'Vorgang.Headline': { expr: processes.headline, joins: ['vorgang'] },
    Service: { expr: documents.isService, notNull: true },
    Synced: { expr: documents.isSynced, notNull: true },
    Bestand: { expr: documents.isStock, notNull: true },
  },
  defaultSorts: [{ Property: 'Erstellt', Direction: 'desc' }],
  baseCondition: eq(documents.active, true),
};
