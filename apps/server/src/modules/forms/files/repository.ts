/**
 * Files of form risks in the database: the stored file is a `files` row, `form_risk_files` links it to its risk.
 * Every statement names the licence; the caller has checked that the member may see the risk.
 */
import { and, asc, eq, inArray, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.js';
import { documents, files, formRiskFiles, formRisks, processFiles } from '../../../platform/db/schema.js';

export type TStoredFile = { storageKey: string; fileName: string; mimeType: string; sizeBytes: number; sha256: string };

/** A file of a risk as the transfer and the download need it. */
export type TFormRiskFileRow = {
  fileId: string;
  fileName: string;
  mimeType: string;
  sizeBytes: number;
  storageKey: string;
  controlName: string | null;
  createdAt: Date;
};

const fileColumns = {
  fileId: files.id,
  fileName: files.fileName,
  mimeType: files.mimeType,
  sizeBytes: files.sizeBytes,
  storageKey: files.storageKey,
  controlName: formRiskFiles.controlName,
  createdAt: formRiskFiles.createdAt,
};

const joinedFiles = (db: Db) =>
  db
    .select(fileColumns)
    .from(formRiskFiles)
    .innerJoin(files, and(eq(files.licenseId, formRiskFiles.licenseId), eq(files.id, formRiskFiles.fileId)));

export type TInsertRiskFile = { licenseId: string; riskId: string; controlName: string | null; uploadedByUserId: string };

export type TInsertRiskFileOutcome =
  | { kind: 'stored'; fileId: string }
  | { kind: 'gone' }
  | { kind: 'transferred' }
  | { kind: 'full'; files: number; bytes: number };

/**
 * Links a stored file to a draft risk, in one transaction that locks the risk's row: a transfer or another upload
 * of the same risk waits, so the quota check (`fits`, given the risk's current count and bytes) and the status
 * check hold when the rows are written.
 */
export async function insertRiskFile(
  db: Db,
  link: TInsertRiskFile,
  file: TStoredFile,
  fits: (usage: { files: number; bytes: number }) => boolean,
): Promise<TInsertRiskFileOutcome> {
  return db.transaction(async (tx) => {
    const [risk] = await tx
      .select({ status: formRisks.status })
      .from(formRisks)
      .where(and(eq(formRisks.licenseId, link.licenseId), eq(formRisks.id, link.riskId)))
      .for('update');
    if (!risk) return { kind: 'gone' } as const;
    if (risk.status !== 'draft') return { kind: 'transferred' } as const;
    const [usage] = await tx
      .select({ files: sql<number>`count(*)::int`, bytes: sql<number>`coalesce(sum(${files.sizeBytes}), 0)::bigint` })
      .from(formRiskFiles)
      .innerJoin(files, and(eq(files.licenseId, formRiskFiles.licenseId), eq(files.id, formRiskFiles.fileId)))
      .where(and(eq(formRiskFiles.licenseId, link.licenseId), eq(formRiskFiles.riskId, link.riskId)));
    const current = { files: Number(usage?.files ?? 0), bytes: Number(usage?.bytes ?? 0) };
    if (!fits(current)) return { kind: 'full', ...current } as const;
    const [stored] = await tx
      .insert(files)
      .values({ licenseId: link.licenseId, ...file })
      .returning({ id: files.id });
    await tx.insert(formRiskFiles).values({ ...link, fileId: stored!.id });
    return { kind: 'stored', fileId: stored!.id } as const;
  });
}

/** One file of one risk. */
export async function findRiskFile(db: Db, licenseId: string, riskId: string, fileId: string): Promise<TFormRiskFileRow | undefined> {
  const [row] = await joinedFiles(db)
    .where(and(eq(formRiskFiles.licenseId, licenseId), eq(formRiskFiles.riskId, riskId), eq(formRiskFiles.fileId, fileId)))
    .limit(1);
  return row;
}

/** Every file of a risk, oldest first. */
export async function selectRiskFiles(db: Db, licenseId: string, riskId: string): Promise<TFormRiskFileRow[]> {
  return joinedFiles(db)
    .where(and(eq(formRiskFiles.licenseId, licenseId), eq(formRiskFiles.riskId, riskId)))
    .orderBy(asc(formRiskFiles.createdAt), asc(formRiskFiles.fileId));
}

/**
 * Unlinks files from their risk and deletes the file rows nothing else holds (a process the transfer attached them
 * to, a document). Answers the storage keys of the deleted rows: those objects may go too.
 */
export async function deleteRiskFiles(db: Db, licenseId: string, riskId: string, fileIds: readonly string[]): Promise<string[]> {
  if (fileIds.length === 0) return [];
  return db.transaction(async (tx) => {
    await tx.delete(formRiskFiles).where(and(eq(formRiskFiles.licenseId, licenseId), eq(formRiskFiles.riskId, riskId), inArray(formRiskFiles.fileId, [...fileIds])));
    const deleted = await tx
      .delete(files)
      .where(
        and(
          eq(files.licenseId, licenseId),
          inArray(files.id, [...fileIds]),
          notExists(tx.select({ one: sql`1` }).from(processFiles).where(and(eq(processFiles.licenseId, files.licenseId), eq(processFiles.fileId, files.id)))),
          notExists(tx.select({ one: sql`1` }).from(documents).where(and(eq(documents.licenseId, files.licenseId), eq(documents.fileId, files.id)))),
          notExists(tx.select({ one: sql`1` }).from(formRiskFiles).where(and(eq(formRiskFiles.licenseId, files.licenseId), eq(formRiskFiles.fileId, files.id)))),
        ),
      )
      .returning({ storageKey: files.storageKey });
    return deleted.map((d) => d.storageKey);
  });
}
