/** Documents (Brief) in SQL; every query ANDs the member's document visibility (which includes the licence). */
import { and, asc, eq, gt, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { claims, contracts, customers, documents, files, processes, zipRequests } from '../../platform/db/schema.js';
import {
  claimVisibility,
  contractVisibility,
  customerVisibility,
  documentVisibility,
  processVisibility,
  type TVisibilityScope,
} from '../../platform/access/visibility.js';

/** New documents: unread and not archived (the same rule as the summary counters). */
const isNewDocument = and(isNull(documents.readAt), eq(documents.active, true)) as SQL;

export type TDocumentFile = {
  id: string;
  titel: string;
  storageKey: string | null;
  fileName: string | null;
  mimeType: string | null;
};

const fileColumns = {
  id: documents.id,
  titel: documents.titel,
  storageKey: files.storageKey,
  fileName: files.fileName,
  mimeType: files.mimeType,
};

export async function findVisibleDocumentFile(db: Db, scope: TVisibilityScope, documentId: string): Promise<TDocumentFile | null> {
  const [row] = await db
    .select(fileColumns)
    .from(documents)
    // The file must belong to the same licence as the document (belt and braces).
    .leftJoin(files, and(eq(files.id, documents.fileId), eq(files.licenseId, documents.licenseId)))
    .where(and(documentVisibility(scope), eq(documents.id, documentId)));
  return row ?? null;
}

/** Sets or clears read_at of one visible document; returns whether it exists for the member. */
export async function updateReadState(db: Db, scope: TVisibilityScope, documentId: string, read: boolean): Promise<boolean> {
  const rows = await db
    .update(documents)
    .set({ readAt: read ? sql`now()` : null })
    .where(and(documentVisibility(scope), eq(documents.id, documentId)))
    .returning({ id: documents.id });
  return rows.length > 0;
}

/** Marks the given visible documents (or every new visible one) read; returns how many changed. */
export async function markDocumentsRead(db: Db, scope: TVisibilityScope, ids: readonly string[] | undefined): Promise<number> {
  const which = ids === undefined ? isNewDocument : (and(inArray(documents.id, [...ids]), isNull(documents.readAt)) as SQL);
  const rows = await db
    .update(documents)
    .set({ readAt: sql`now()` })
    .where(and(documentVisibility(scope), which))
    .returning({ id: documents.id });
  return rows.length;
}

/** Which of the ids are documents the member may see. */
export async function visibleDocumentIds(db: Db, scope: TVisibilityScope, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: documents.id })
    .from(documents)
    .where(and(documentVisibility(scope), inArray(documents.id, [...ids])));
  return new Set(rows.map((r) => r.id));
}

/**
 * One page (keyset on id) of the documents that go into a zip: visible, with a file, optionally only unread;
 * `ids` null means every new document. Paging keeps memory flat however many documents there are.
 */
export async function zipDocumentsPage(
  db: Db,
  scope: TVisibilityScope,
  o: { ids: readonly string[] | null; onlyUnread: boolean; afterId: string | null; limit: number },
): Promise<(TDocumentFile & { storageKey: string; fileName: string })[]> {
  const conditions: (SQL | undefined)[] = [documentVisibility(scope)];
  if (o.ids === null) conditions.push(isNewDocument);
  else conditions.push(inArray(documents.id, [...o.ids]));
  if (o.onlyUnread) conditions.push(isNull(documents.readAt));
  if (o.afterId) conditions.push(gt(documents.id, o.afterId));
  const rows = await db
    .select(fileColumns)
    .from(documents)
    .innerJoin(files, and(eq(files.id, documents.fileId), eq(files.licenseId, documents.licenseId)))
    .where(and(...conditions))
    .orderBy(asc(documents.id))
    .limit(o.limit);
  return rows;
}

/** How many files a zip will hold and their total size (the client's progress estimate). */
export async function zipDocumentsTotals(db: Db, scope: TVisibilityScope, o: { ids: readonly string[] | null; onlyUnread: boolean }): Promise<{ count: number; bytes: number }> {
  const conditions: (SQL | undefined)[] = [documentVisibility(scope)];
  if (o.ids === null) conditions.push(isNewDocument);
  else conditions.push(inArray(documents.id, [...o.ids]));
  if (o.onlyUnread) conditions.push(isNull(documents.readAt));
  const [row] = await db
    .select({ count: sql<number>`count(*)::int`, bytes: sql<string>`coalesce(sum(${files.sizeBytes}), 0)::bigint` })
    .from(documents)
    .innerJoin(files, and(eq(files.id, documents.fileId), eq(files.licenseId, documents.licenseId)))
    .where(and(...conditions));
  return { count: row?.count ?? 0, bytes: Number(row?.bytes ?? 0) };
}

export type TLinks = { customerId?: string | undefined; contractId?: string | undefined; claimId?: string | undefined; processId?: string | undefined };

/** The names of the links that are not visible to the member (unknown, foreign or out of scope). */
export async function invisibleLinks(db: Db, scope: TVisibilityScope, links: TLinks): Promise<(keyof TLinks)[]> {
  const checks: [keyof TLinks, () => Promise<unknown[]>][] = [];
  if (links.customerId) checks.push(['customerId', () => db.select({ id: customers.id }).from(customers).where(and(customerVisibility(scope), eq(customers.id, links.customerId!)))]);
  if (links.contractId) checks.push(['contractId', () => db.select({ id: contracts.id }).from(contracts).where(and(contractVisibility(scope), eq(contracts.id, links.contractId!)))]);
  if (links.claimId) checks.push(['claimId', () => db.select({ id: claims.id }).from(claims).where(and(claimVisibility(scope), eq(claims.id, links.claimId!)))]);
  if (links.processId) checks.push(['processId', () => db.select({ id: processes.id }).from(processes).where(and(processVisibility(scope), eq(processes.id, links.processId!)))]);
  const missing: (keyof TLinks)[] = [];
  for (const [name, check] of checks) if ((await check()).length === 0) missing.push(name);
  return missing;
}

export type TNewUpload = {
  licenseId: string;
  userId: string;
  storageKey: string;
  fileName: string;
  mimeType: string;
  sizeBytes: number;
  sha256: string;
  titel: string;
  brieftyp: string;
  links: TLinks;
  intermediaryId: string | null;
};

/** Inserts the file row and the document row in one transaction; returns the document id. */
export async function insertUploadedDocument(db: Db, u: TNewUpload): Promise<string> {
  return db.transaction(async (tx) => {
    const [file] = await tx
      .insert(files)
      .values({ licenseId: u.licenseId, storageKey: u.storageKey, fileName: u.fileName, mimeType: u.mimeType, sizeBytes: u.sizeBytes, sha256: u.sha256 })
      .returning({ id: files.id });
    const [doc] = await tx
      .insert(documents)
      .values({
        licenseId: u.licenseId,
        titel: u.titel,
        brieftyp: u.brieftyp,
        fileId: file!.id,
        hasBeenUploaded: true,
        // The uploader has seen what they uploaded.
        readAt: sql`now()`,
        customerId: u.links.customerId ?? null,
        contractId: u.links.contractId ?? null,
        claimId: u.links.claimId ?? null,
        processId: u.links.processId ?? null,
        intermediaryId: u.intermediaryId,
        createdByUserId: u.userId,
        isSynced: false,
      })
      .returning({ id: documents.id });
    return doc!.id;
  });
}

export async function insertZipRequest(
  db: Db,
  r: { licenseId: string; userId: string; documentIds: string[] | null; onlyUnread: boolean; fileName: string; expiresAt: Date },
): Promise<string> {
  // Expired requests are useless; each new request clears them away.
  await db.delete(zipRequests).where(lt(zipRequests.expiresAt, sql`now()`));
  const [row] = await db.insert(zipRequests).values(r).returning({ id: zipRequests.id });
  return row!.id;
}

export async function findZipRequest(db: Db, o: { id: string; licenseId: string; userId: string }) {
  const [row] = await db
    .select()
    .from(zipRequests)
    .where(and(eq(zipRequests.id, o.id), eq(zipRequests.licenseId, o.licenseId), eq(zipRequests.userId, o.userId), gt(zipRequests.expiresAt, sql`now()`)));
  return row ?? null;
}
