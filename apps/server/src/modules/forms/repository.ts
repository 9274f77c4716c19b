/**
 * Form products and risks in the database. Every statement names the licence; the caller (service.ts) adds who
 * may see a risk. A save is one statement: the version check and the write cannot be split by another save.
 */
import { and, asc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { TRole } from '@portal/domain';
import type { Db } from '../../platform/db/client.js';
import { documents, files, formProducts, formRiskReceivers, formRisks, processes, processFiles, processMessages } from '../../platform/db/schema.js';

export type TFormProductRow = typeof formProducts.$inferSelect;
export type TFormRiskRow = typeof formRisks.$inferSelect;

/**
 * Products a member of this role may start: those open to every role (empty list) or naming the role. Containment
 * (`@>`) rather than the `?` operator, which some drivers and poolers read as a placeholder.
 */
export async function selectStartableProducts(db: Db, licenseId: string, role: TRole): Promise<{ id: string; name: string }[]> {
  return db
    .select({ id: formProducts.id, name: formProducts.name })
    .from(formProducts)
    // Service forms (issue 13) are started at /meldung/*, not from the forms list.
    .where(and(eq(formProducts.licenseId, licenseId), isNull(formProducts.serviceKey), sql`(${formProducts.startRoles} = '[]'::jsonb or ${formProducts.startRoles} @> jsonb_build_array(${role}::text))`))
    .orderBy(asc(formProducts.name), asc(formProducts.id));
}

export async function findProduct(db: Db, licenseId: string, id: string): Promise<TFormProductRow | undefined> {
  const [row] = await db
    .select()
    .from(formProducts)
    .where(and(eq(formProducts.licenseId, licenseId), eq(formProducts.id, id)))
    .limit(1);
  return row;
}

/** A new risk with its receivers (lower-case e-mails), in one transaction. */
export async function insertRisk(db: Db, row: typeof formRisks.$inferInsert, receivers: readonly string[] = []): Promise<TFormRiskRow> {
  return db.transaction(async (tx) => {
    const [inserted] = await tx.insert(formRisks).values(row).returning();
    if (receivers.length) await tx.insert(formRiskReceivers).values(receivers.map((email) => ({ licenseId: row.licenseId, riskId: inserted!.id, email })));
    return inserted!;
  });
}

/** A risk of the licence that `visible` lets the member see. */
export async function findRisk(db: Db, licenseId: string, id: string, visible: SQL | undefined): Promise<TFormRiskRow | undefined> {
  const [row] = await db
    .select()
    .from(formRisks)
    .where(and(eq(formRisks.licenseId, licenseId), eq(formRisks.id, id), visible))
    .limit(1);
  return row;
}

/**
 * Writes the data when the risk is still a draft at the expected version, and counts the version up; undefined
 * when it is not (changed meanwhile or transferred: the caller reads why).
 */
export async function updateRiskData(db: Db, key: { licenseId: string; id: string; expectedVersion: number }, data: Record<string, unknown>): Promise<TFormRiskRow | undefined> {
  const [row] = await db
    .update(formRisks)
    .set({ data, version: sql`${formRisks.version} + 1`, updatedAt: new Date() })
    .where(and(eq(formRisks.licenseId, key.licenseId), eq(formRisks.id, key.id), eq(formRisks.version, key.expectedVersion), eq(formRisks.status, 'draft')))
    .returning();
  return row;
}

/** Thrown inside the transfer's transaction to roll it back when the risk is no longer the expected draft. */
class RiskChangedMeanwhile extends Error {}

export type TTransferProcess = {
  headline: string;
  text: string;
  authorUserId: string;
  authorName: string;
  fromMakler: boolean;
  customerId: string | null;
  intermediaryId: string | null;
  /** The contract the process is about (services, issue 13). */
  contractId?: string | null;
  /** Runs in the transaction once the process exists (a service's claim report files its claim). */
  afterProcess?: (tx: Parameters<Parameters<Db['transaction']>[0]>[0], processId: string) => Promise<void>;
};

/**
 * A file already stored as a `files` row of the licence (an upload of the risk) that the transfer attaches as it is,
 * without a copy. The caller vouches that it belongs to the risk.
 */
export type TTransferUpload = { fileId: string; titel: string };

/** A stored file (a rendered PDF) that the transfer files with the process. */
export type TTransferFile = { storageKey: string; fileName: string; mimeType: string; sizeBytes: number; sha256: string; titel: string; brieftyp: string };

/**
 * The transfer in one transaction: the risk becomes read-only (only from the draft at the expected version) and a
 * process with a message carrying the data lands in the broker's post box, its files attached to the message and
 * filed as documents (Brief) of the process, so that they show in the process detail and on the documents page.
 * Undefined when the risk changed meanwhile.
 */
export async function transferRisk(
  db: Db,
  key: { licenseId: string; id: string; expectedVersion: number },
  data: Record<string, unknown>,
  process: TTransferProcess,
  attachments: readonly TTransferFile[] = [],
  uploads: readonly TTransferUpload[] = [],
  /** The status the risk must have: a draft, or (signing, issue 11) a risk whose signatures are complete. */
  fromStatus: 'draft' | 'signing' = 'draft',
): Promise<{ risk: TFormRiskRow; processId: string } | undefined> {
  try {
    return await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(processes)
        .values({
          licenseId: key.licenseId,
          headline: process.headline,
          kind: 'message',
          direction: 'in',
          customerId: process.customerId,
          contractId: process.contractId ?? null,
          intermediaryId: process.intermediaryId,
          createdByUserId: process.authorUserId,
        })
        .returning({ id: processes.id });
      const [risk] = await tx
        .update(formRisks)
        .set({ data, status: 'transferred', processId: created!.id, version: sql`${formRisks.version} + 1`, updatedAt: new Date(), transferredAt: new Date() })
        .where(and(eq(formRisks.licenseId, key.licenseId), eq(formRisks.id, key.id), eq(formRisks.version, key.expectedVersion), eq(formRisks.status, fromStatus)))
        .returning();
      // Nothing of the transfer may stay behind: the throw rolls the process back with it.
      if (!risk) throw new RiskChangedMeanwhile();
      const [message] = await tx
        .insert(processMessages)
        .values({
          licenseId: key.licenseId,
          processId: created!.id,
          authorUserId: process.authorUserId,
          authorName: process.authorName,
          fromMakler: process.fromMakler,
          type: 'Info',
          text: process.text,
        })
        .returning({ id: processMessages.id });
      const file = async (fileId: string, titel: string, brieftyp: string) => {
        await tx.insert(processFiles).values({ licenseId: key.licenseId, processId: created!.id, messageId: message!.id, fileId });
        await tx.insert(documents).values({
          licenseId: key.licenseId,
          titel,
          brieftyp,
          fileId,
          processId: created!.id,
          customerId: process.customerId,
          intermediaryId: process.intermediaryId,
          createdByUserId: process.authorUserId,
          hasBeenUploaded: true,
          isSynced: false,
        });
      };
      for (const a of attachments) {
        const [stored] = await tx
          .insert(files)
          .values({ licenseId: key.licenseId, storageKey: a.storageKey, fileName: a.fileName, mimeType: a.mimeType, sizeBytes: a.sizeBytes, sha256: a.sha256 })
          .returning({ id: files.id });
        await file(stored!.id, a.titel, a.brieftyp);
      }
      for (const u of uploads) await file(u.fileId, u.titel, 'SONSTIGES');
      await process.afterProcess?.(tx, created!.id);
      return { risk, processId: created!.id };
    });
  } catch (err) {
    if (err instanceof RiskChangedMeanwhile) return undefined;
    throw err;
  }
}
