import { detectUploadType } from '../../platform/files/upload-type.js';
import { createHash, randomUUID } from 'node:crypto';
import { and, eq, type SQL } from 'drizzle-orm';
import {
  canMarkRead,
  uploadFileName,
  isStaff,
  PROCESS_FEED_CRITERIA,
  processAfterMessage,
  resolveNewMessages,
  type TFeedSummary,
  type TPostProcessMessage,
  type TProcessDetail,
  type TProcessFeed,
  type TProcessFeedItem,
  type TProcessFeedQuery,
  type TProcessMessage,
} from '@portal/domain';
import type { Db } from '../../platform/db/client.js';
import { processes, users } from '../../platform/db/schema.js';
import { processVisibility, visibilityScope } from '../../platform/access/visibility.js';
import { AppError, forbidden, notFound } from '../../platform/errors.js';
import type { EventBus } from '../../platform/events/event-bus.js';
import type { TLicenseContext } from '../../platform/license-context.js';
import { StorageNotFoundError, type Storage } from '../../platform/storage/storage.js';
import { isUnreadProcess } from './conditions.js';
import {
  countFeedSummary,
  countProcesses,
  criteriaCondition,
  findProcessFile,
  findProcessState,
  insertFileMessage,
  headlineContains,
  insertMessageAndUpdate,
  lastMessageTypeIs,
  selectMessageFiles,
  selectMessages,
  selectProcesses,
  updateReadAt,
  type TProcessRow,
} from './repository.js';

/** Unread open processes (Feed) and open tasks of what the member may see. */
export async function getFeedSummary({ db, ctx }: { db: Db; ctx: TLicenseContext }): Promise<TFeedSummary> {
  return countFeedSummary(db, visibilityScope(ctx));
}

const iso = (d: Date | string | null): string | null => (d === null ? null : new Date(d).toISOString());

function toFeedItem(r: TProcessRow): TProcessFeedItem {
  return {
    Id: r.id,
    Headline: r.headline,
    Active: r.active,
    Read: iso(r.readAt),
    KundenStatus: r.kundenStatus,
    Art: r.kind,
    Aktion: r.requiredAction,
    Dirty: r.dirty,
    Meldung: r.isAlert,
    Richtung: r.direction,
    ProcessAccessToken: r.accessToken,
    Erstellt: r.createdAt.toISOString(),
    LastMessage:
      r.lmCreated === null
        ? null
        : { Created: iso(r.lmCreated)!, Type: r.lmType ?? 'Info', FromMakler: r.lmFromMakler ?? true, Text: r.lmText ?? '' },
    Kunde: r.customerId ? { Id: r.customerId, Kundenname: r.kundenname ?? '' } : null,
    Vertrag: r.contractId ? { Id: r.contractId, VertragsNr: r.vertragsnr ?? '', Typ: r.vertragTyp ?? null } : null,
    Schaden: r.claimId ? { Id: r.claimId, NummerMakler: r.nummerMakler ?? '' } : null,
  };
}

/** The process feed page (spec 000 §2.8, §4): filter, type of the last message, dropdown, headline search. */
export async function getProcessFeed({ db, ctx, query }: { db: Db; ctx: TLicenseContext; query: TProcessFeedQuery }): Promise<TProcessFeed> {
  const visible = processVisibility(visibilityScope(ctx));
  const base = and(
    visible,
    criteriaCondition(PROCESS_FEED_CRITERIA[query.filter]),
    query.type ? lastMessageTypeIs(query.type) : undefined,
    query.action !== 'all' ? eq(processes.requiredAction, query.action) : undefined,
    query.q ? headlineContains(query.q) : undefined,
  ) as SQL;
  let where = base;
  let flags = { onlyUnread: false, openOptions: false };
  if (query.filter === 'neue_nachrichten') {
    flags = resolveNewMessages(await countProcesses(db, and(base, isUnreadProcess) as SQL));
    if (flags.onlyUnread) where = and(base, isUnreadProcess) as SQL;
  }
  const [rows, total] = await Promise.all([selectProcesses(db, where, { skip: query.skip, take: query.take }), countProcesses(db, where)]);
  return { Items: rows.map(toFeedItem), Total: total, OnlyUnread: flags.onlyUnread, OpenOptions: flags.openOptions };
}

const fileUrl = (processId: string, fileId: string) => `/api/v1/Vorgang/${processId}/Files/${fileId}`;

async function detailWhere(db: Db, ctx: TLicenseContext, where: SQL): Promise<TProcessDetail> {
  const [row] = await selectProcesses(db, and(processVisibility(visibilityScope(ctx)), where) as SQL, { skip: 0, take: 1 });
  if (!row) throw notFound('Process not found');
  const messages = await selectMessages(db, ctx.licenseId, row.id);
  const fileRows = await selectMessageFiles(
    db,
    ctx.licenseId,
    messages.map((m) => m.id),
  );
  const Messages: TProcessMessage[] = messages.map((m) => ({
    Id: m.id,
    Author: m.authorName,
    FromMakler: m.fromMakler,
    Type: m.type,
    Text: m.text,
    Created: m.createdAt.toISOString(),
    Read: iso(m.readAt),
    Files: fileRows
      .filter((f) => f.messageId === m.id)
      .map((f) => ({ Id: f.id, FileName: f.fileName, MimeType: f.mimeType, Size: f.sizeBytes, Url: fileUrl(row.id, f.id) })),
  }));
  return { ...toFeedItem(row), Messages };
}

export async function getProcess({ db, ctx, id }: { db: Db; ctx: TLicenseContext; id: string }): Promise<TProcessDetail> {
  return detailWhere(db, ctx, eq(processes.id, id));
}

export async function getProcessByToken({ db, ctx, token }: { db: Db; ctx: TLicenseContext; token: string }): Promise<TProcessDetail> {
  return detailWhere(db, ctx, eq(processes.accessToken, token));
}

/** Staff and intermediaries write from the broker's side (FromMakler). */
const writesAsBroker = (ctx: TLicenseContext): boolean => isStaff(ctx.permission) || ctx.permission.role === 'intermediary';

async function authorName(db: Db, userId: string): Promise<string> {
  const [u] = await db.select({ firstName: users.firstName, lastName: users.lastName, email: users.email }).from(users).where(eq(users.id, userId));
  const name = [u?.firstName, u?.lastName].filter(Boolean).join(' ').trim();
  return name || u?.email || 'Unbekannt';
}

async function notify(bus: EventBus, licenseId: string, processId: string, names: readonly ('process-message' | 'counts-changed')[]) {
  for (const name of names) await bus.publish({ name, licenseId, processId });
}

export async function postProcessMessage({
  db,
  bus,
  ctx,
  id,
  input,
}: {
  db: Db;
  bus: EventBus;
  ctx: TLicenseContext;
  id: string;
  input: TPostProcessMessage;
}): Promise<TProcessMessage> {
  const state = await findProcessState(db, and(processVisibility(visibilityScope(ctx)), eq(processes.id, id)) as SQL);
  if (!state) throw notFound('Process not found');
  const next = processAfterMessage(state, input.Type);
  const msg = await insertMessageAndUpdate(
    db,
    {
      licenseId: ctx.licenseId,
      processId: state.id,
      authorUserId: ctx.userId,
      authorName: await authorName(db, ctx.userId),
      fromMakler: writesAsBroker(ctx),
      type: input.Type,
      text: input.Text,
    },
    next,
  );
  await notify(bus, ctx.licenseId, state.id, ['process-message', 'counts-changed']);
  return {
    Id: msg.id,
    Author: msg.authorName,
    FromMakler: msg.fromMakler,
    Type: msg.type,
    Text: msg.text,
    Created: msg.createdAt.toISOString(),
    Read: iso(msg.readAt),
    Files: [],
  };
}

/** Storage key segment from a licence id (keys allow only [A-Za-z0-9._-], starting alphanumeric). */
const keySegment = (licenseId: string) => `l${licenseId.replace(/[^A-Za-z0-9._-]/g, '_')}`;

/**
 * Attaches a file to a process as a `Datei` message: type by content (magic bytes), extension must match,
 * clears a required action `documents`. The file is stored first and removed again if the rows fail.
 */
export async function uploadProcessFile({
  db,
  bus,
  storage,
  ctx,
  id,
  upload,
}: {
  db: Db;
  bus: EventBus;
  storage: Storage;
  ctx: TLicenseContext;
  id: string;
  upload: { file: { data: Buffer; fileName: string }; text: string };
}): Promise<TProcessMessage> {
  const state = await findProcessState(db, and(processVisibility(visibilityScope(ctx)), eq(processes.id, id)) as SQL);
  if (!state) throw notFound('Process not found');
  const type = await detectUploadType(upload.file.data);
  if (!type) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 415, 'Only PDF, PNG, JPEG, DOC and DOCX files are accepted');
  const fileName = uploadFileName(upload.file.fileName, type);
  if (!fileName) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 415, `The file name's extension does not match its content (${type.kind})`);

  const storageKey = `${keySegment(ctx.licenseId)}/${randomUUID()}.${type.extensions[0]}`;
  await storage.put(storageKey, upload.file.data, type.mimeType);
  let result: Awaited<ReturnType<typeof insertFileMessage>>;
  try {
    result = await insertFileMessage(
      db,
      {
        licenseId: ctx.licenseId,
        processId: state.id,
        authorUserId: ctx.userId,
        authorName: await authorName(db, ctx.userId),
        fromMakler: writesAsBroker(ctx),
        text: upload.text || fileName,
      },
      { storageKey, fileName, mimeType: type.mimeType, sizeBytes: upload.file.data.length, sha256: createHash('sha256').update(upload.file.data).digest('hex') },
      processAfterMessage(state, 'Datei'),
    );
  } catch (err) {
    await storage.remove(storageKey);
    throw err;
  }
  await notify(bus, ctx.licenseId, state.id, ['process-message', 'counts-changed']);
  const { msg, fileId } = result;
  return {
    Id: msg.id,
    Author: msg.authorName,
    FromMakler: msg.fromMakler,
    Type: msg.type,
    Text: msg.text,
    Created: msg.createdAt.toISOString(),
    Read: iso(msg.readAt),
    Files: [{ Id: fileId, FileName: fileName, MimeType: type.mimeType, Size: upload.file.data.length, Url: fileUrl(state.id, fileId) }],
  };
}

/** Opens a process attachment for download; 404 unless the process is visible and the file belongs to it. */
export async function openProcessFile({
  db,
  storage,
  ctx,
  id,
  fileId,
}: {
  db: Db;
  storage: Storage;
  ctx: TLicenseContext;
  id: string;
  fileId: string;
}): Promise<{ stream: NodeJS.ReadableStream; fileName: string; mimeType: string }> {
  const state = await findProcessState(db, and(processVisibility(visibilityScope(ctx)), eq(processes.id, id)) as SQL);
  if (!state) throw notFound('Process not found');
  const file = await findProcessFile(db, ctx.licenseId, state.id, fileId);
  if (!file) throw notFound('File not found');
  try {
    return { stream: await storage.stream(file.storageKey), fileName: file.fileName, mimeType: file.mimeType };
  } catch (err) {
    if (err instanceof StorageNotFoundError) throw notFound('The file is not available');
    throw err;
  }
}

export async function setProcessReadStatus({
  db,
  bus,
  ctx,
  id,
  read,
}: {
  db: Db;
  bus: EventBus;
  ctx: TLicenseContext;
  id: string;
  read: boolean;
}): Promise<{ Success: boolean }> {
  if (!canMarkRead(ctx.permission)) throw forbidden('Marking processes read needs CanCreateProcesses and write access');
  const ok = await updateReadAt(db, and(processVisibility(visibilityScope(ctx)), eq(processes.id, id)) as SQL, read ? new Date() : null);
  if (!ok) throw notFound('Process not found');
  await notify(bus, ctx.licenseId, id, ['counts-changed']);
  return { Success: true };
}
