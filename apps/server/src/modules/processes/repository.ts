import { containsPattern } from '../../platform/db/contains-pattern.js';
import { and, asc, desc, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { TFeedSummary, TProcessFeedCriteria, TProcessMessageType } from '@portal/domain';
import type { Db } from '../../platform/db/client.js';
import { claims, contracts, customers, files, processes, processFiles, processMessages } from '../../platform/db/schema.js';
import { processVisibility, type TVisibilityScope } from '../../platform/access/visibility.js';
import { isOpenProcess, isOpenTask, isUnreadProcess } from './conditions.js';

const countWhere = (cond: SQL) => sql<number>`count(*) filter (where ${cond})`.mapWith(Number);

export async function countFeedSummary(db: Db, scope: TVisibilityScope): Promise<TFeedSummary> {
  const [row] = await db
    .select({ Feed: countWhere(and(isOpenProcess, isUnreadProcess) as SQL), OpenTasks: countWhere(isOpenTask) })
    .from(processes)
    .where(processVisibility(scope));
  return { Feed: row?.Feed ?? 0, OpenTasks: row?.OpenTasks ?? 0 };
}

/** The pure feed criteria (packages/domain processes.ts) as SQL. */
export function criteriaCondition(c: TProcessFeedCriteria): SQL | undefined {
  const parts: (SQL | undefined)[] = [
    c.activeOnly ? isOpenProcess : undefined,
    c.withAction ? ne(processes.requiredAction, 'none') : undefined,
    c.unreadOrNotOk ? or(isUnreadProcess, ne(processes.kundenStatus, 'Ok')) : undefined,
    c.direction ? eq(processes.direction, c.direction) : undefined,
    c.kind ? eq(processes.kind, c.kind) : undefined,
    c.alertOnly ? eq(processes.isAlert, true) : undefined,
  ];
  return and(...parts);
}

export const headlineContains = (q: string): SQL => sql`${processes.headline} ILIKE ${containsPattern(q)}`;

/** A column of the latest message of the process (correlated; one row per process at most). */
const lastMessage = <T>(column: SQL | typeof processMessages.type) =>
  sql<T>`(select ${column} from ${processMessages} where ${processMessages.licenseId} = ${processes.licenseId} and ${processMessages.processId} = ${processes.id} order by ${processMessages.createdAt} desc, ${processMessages.id} desc limit 1)`;

export const lastMessageTypeIs = (type: TProcessMessageType): SQL => sql`${lastMessage<string>(sql`${processMessages.type}`)} = ${type}`;

export async function countProcesses(db: Db, where: SQL): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(processes).where(where);
  return row?.n ?? 0;
}

const processColumns = {
  id: processes.id,
  headline: processes.headline,
  active: processes.active,
  readAt: processes.readAt,
  kundenStatus: processes.kundenStatus,
  kind: processes.kind,
  requiredAction: processes.requiredAction,
  dirty: processes.dirty,
  isAlert: processes.isAlert,
  direction: processes.direction,
  accessToken: processes.accessToken,
  createdAt: processes.createdAt,
  customerId: customers.id,
  kundenname: customers.kundenname,
  contractId: contracts.id,
  vertragsnr: contracts.vertragsnr,
  vertragTyp: contracts.typ,
  claimId: claims.id,
  nummerMakler: claims.nummerMakler,
  lmCreated: lastMessage<string | null>(sql`${processMessages.createdAt}`),
  lmType: lastMessage<string | null>(sql`${processMessages.type}`),
  lmFromMakler: lastMessage<boolean | null>(sql`${processMessages.fromMakler}`),
  lmText: lastMessage<string | null>(sql`left(${processMessages.text}, 200)`),
};

export type TProcessRow = {
  id: string;
  headline: string;
  active: boolean;
  readAt: Date | null;
  kundenStatus: string;
  kind: string;
  requiredAction: string;
  dirty: boolean;
  isAlert: boolean;
  direction: string;
  accessToken: string;
  createdAt: Date;
  customerId: string | null;
  kundenname: string | null;
  contractId: string | null;
  vertragsnr: string | null;
  vertragTyp: string | null;
  claimId: string | null;
  nummerMakler: string | null;
  lmCreated: string | Date | null;
  lmType: string | null;
  lmFromMakler: boolean | null;
  lmText: string | null;
};

/** Processes with their references and last message; joins stay inside the process's licence. */
export async function selectProcesses(db: Db, where: SQL, page?: { skip: number; take: number }): Promise<TProcessRow[]> {
  const q = db
    .select(processColumns)
    .from(processes)
    .leftJoin(customers, and(eq(customers.id, processes.customerId), eq(customers.licenseId, processes.licenseId)))
    .leftJoin(contracts, and(eq(contracts.id, processes.contractId), eq(contracts.licenseId, processes.licenseId)))
    .leftJoin(claims, and(eq(claims.id, processes.claimId), eq(claims.licenseId, processes.licenseId)))
    .where(where)
    .orderBy(desc(processes.lastMessageAt), desc(processes.id));
  return (page ? await q.limit(page.take).offset(page.skip) : await q) as TProcessRow[];
}

export async function selectMessages(db: Db, licenseId: string, processId: string) {
  return db
    .select({
      id: processMessages.id,
      authorName: processMessages.authorName,
      fromMakler: processMessages.fromMakler,
      type: processMessages.type,
      text: processMessages.text,
      createdAt: processMessages.createdAt,
      readAt: processMessages.readAt,
    })
    .from(processMessages)
    .where(and(eq(processMessages.licenseId, licenseId), eq(processMessages.processId, processId)))
    .orderBy(asc(processMessages.createdAt), asc(processMessages.id));
}

export async function selectMessageFiles(db: Db, licenseId: string, messageIds: string[]) {
  if (messageIds.length === 0) return [];
  return db
    .select({ messageId: processFiles.messageId, id: files.id, fileName: files.fileName, mimeType: files.mimeType, sizeBytes: files.sizeBytes })
    .from(processFiles)
    .innerJoin(files, and(eq(files.id, processFiles.fileId), eq(files.licenseId, processFiles.licenseId)))
    .where(and(eq(processFiles.licenseId, licenseId), inArray(processFiles.messageId, messageIds)))
    .orderBy(asc(processFiles.createdAt));
}

/** The process state a message changes, locked for the update. */
export async function findProcessState(db: Db, where: SQL) {
  const [row] = await db
    .select({ id: processes.id, licenseId: processes.licenseId, requiredAction: processes.requiredAction, dirty: processes.dirty })
    .from(processes)
    .where(where)
    .limit(1);
  return row;
}

export async function insertMessageAndUpdate(
  db: Db,
  m: { licenseId: string; processId: string; authorUserId: string; authorName: string; fromMakler: boolean; type: string; text: string },
  next: { requiredAction: string; dirty: boolean },
) {
  return db.transaction(async (tx) => {
    const [msg] = await tx.insert(processMessages).values(m).returning();
    await tx
      .update(processes)
      .set({ requiredAction: next.requiredAction, dirty: next.dirty, readAt: null, lastMessageAt: msg!.createdAt })
      .where(and(eq(processes.licenseId, m.licenseId), eq(processes.id, m.processId)));
    return msg!;
  });
}

export async function updateReadAt(db: Db, where: SQL, readAt: Date | null): Promise<boolean> {
  const rows = await db.update(processes).set({ readAt }).where(where).returning({ id: processes.id });
  return rows.length > 0;
}

/** Is the process visible in this scope (used when delivering push events). */
export async function isProcessVisible(db: Db, scope: TVisibilityScope, processId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: processes.id })
    .from(processes)
    .where(and(processVisibility(scope), eq(processes.id, processId)))
    .limit(1);
  return row !== undefined;
}

/** A file message: the file row, the message, the link and the process update in one transaction. */
export async function insertFileMessage(
  db: Db,
  m: { licenseId: string; processId: string; authorUserId: string; authorName: string; fromMakler: boolean; text: string },
  f: { storageKey: string; fileName: string; mimeType: string; sizeBytes: number; sha256: string },
  next: { requiredAction: string; dirty: boolean },
) {
  return db.transaction(async (tx) => {
    const [file] = await tx
      .insert(files)
      .values({ licenseId: m.licenseId, ...f })
      .returning({ id: files.id });
    const [msg] = await tx
      .insert(processMessages)
      .values({ ...m, type: 'Datei' })
      .returning();
    await tx.insert(processFiles).values({ licenseId: m.licenseId, processId: m.processId, messageId: msg!.id, fileId: file!.id });
    await tx
      .update(processes)
      .set({ requiredAction: next.requiredAction, dirty: next.dirty, readAt: null, lastMessageAt: msg!.createdAt })
      .where(and(eq(processes.licenseId, m.licenseId), eq(processes.id, m.processId)));
    return { msg: msg!, fileId: file!.id };
  });
}

/** A file attached to a process (the caller has checked the process is visible). */
export async function findProcessFile(db: Db, licenseId: string, processId: string, fileId: string) {
  const [row] = await db
    .select({ storageKey: files.storageKey, fileName: files.fileName, mimeType: files.mimeType })
    .from(processFiles)
    .innerJoin(files, and(eq(files.id, processFiles.fileId), eq(files.licenseId, processFiles.licenseId)))
    .where(and(eq(processFiles.licenseId, licenseId), eq(processFiles.processId, processId), eq(processFiles.fileId, fileId)))
    .limit(1);
  return row;
}
