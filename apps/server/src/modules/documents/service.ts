/**
 * Documents (Brief): read state, single downloads, zip downloads and uploads. Every call works inside the
 * member's visibility (platform/access/visibility), so ids of another licence or out of scope are "not found".
 */
import { detectUploadType } from '../../platform/files/upload-type.js';
import { createHash, randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { ZipArchive } from 'archiver';
import { canMarkRead, sanitizeFileName, uploadFileName, zipFileName, type TBriefUploadResult } from '@portal/domain';
import type { Db } from '../../platform/db/client.js';
import { AppError, forbidden, notFound, validationError } from '../../platform/errors.js';
import type { TLicenseContext } from '../../platform/license-context.js';
import { visibilityScope } from '../../platform/access/visibility.js';
import { StorageNotFoundError, type Storage } from '../../platform/storage/storage.js';
import {
  findVisibleDocumentFile,
  findZipRequest,
  insertUploadedDocument,
  insertZipRequest,
  invisibleLinks,
  markDocumentsRead,
  updateReadState,
  visibleDocumentIds,
  zipDocumentsPage,
  zipDocumentsTotals,
  type TLinks,
} from './repository.js';

/** How long the Url of a zip request may be opened. */
export const ZIP_REQUEST_TTL_MS = 10 * 60 * 1000;
/** Documents read from the database per page while a zip is streamed. */
const ZIP_PAGE_SIZE = 200;
export const NOT_YET_AVAILABLE = 'not yet available';

const apiPath = (path: string, licenseId: string) => `/api/v1/${path}?license=${encodeURIComponent(licenseId)}`;

function requireMarkRead(ctx: TLicenseContext): void {
  if (ctx.permission.readOnly) throw new AppError('READ_ONLY', 403, 'This licence is read-only for you');
  if (!canMarkRead(ctx.permission)) throw forbidden('Marking documents read needs the permission to create processes');
}

export async function setReadStatus({ db, ctx, id, read }: { db: Db; ctx: TLicenseContext; id: string; read: boolean }): Promise<{ Success: boolean }> {
  requireMarkRead(ctx);
  const found = await updateReadState(db, visibilityScope(ctx), id, read);
  if (!found) throw notFound('Unknown document');
  return { Success: true };
}

/** Marks the named documents read (all must be visible), or every new visible document when no ids are given. */
export async function markAllRead({ db, ctx, ids }: { db: Db; ctx: TLicenseContext; ids: string[] | undefined }): Promise<{ Success: boolean; Count: number }> {
  requireMarkRead(ctx);
  const scope = visibilityScope(ctx);
  if (ids !== undefined) {
    const unique = [...new Set(ids)];
    const visible = await visibleDocumentIds(db, scope, unique);
    const missing = unique.length - visible.size;
    if (missing > 0) throw notFound(`${missing} of the documents were not found`);
    if (unique.length === 0) return { Success: true, Count: 0 };
    return { Success: true, Count: await markDocumentsRead(db, scope, unique) };
  }
  return { Success: true, Count: await markDocumentsRead(db, scope, undefined) };
}

/** The download Url of one document; 404 'not yet available' while its file is missing. */
export async function getDocumentUrl({ db, storage, ctx, id }: { db: Db; storage: Storage; ctx: TLicenseContext; id: string }): Promise<{ Url: string }> {
  const doc = await findVisibleDocumentFile(db, visibilityScope(ctx), id);
  if (!doc) throw notFound('Unknown document');
  if (!doc.storageKey || !(await storage.exists(doc.storageKey))) throw notFound(NOT_YET_AVAILABLE);
  return { Url: apiPath(`Brief/${id}/File`, ctx.licenseId) };
}

/** The file of one document as a stream, with its name and type. */
export async function openDocumentFile({
  db,
  storage,
  ctx,
  id,
}: {
  db: Db;
  storage: Storage;
  ctx: TLicenseContext;
  id: string;
}): Promise<{ stream: NodeJS.ReadableStream; fileName: string; mimeType: string }> {
  const doc = await findVisibleDocumentFile(db, visibilityScope(ctx), id);
  if (!doc) throw notFound('Unknown document');
  if (!doc.storageKey) throw notFound(NOT_YET_AVAILABLE);
  try {
    const stream = await storage.stream(doc.storageKey);
    return { stream, fileName: sanitizeFileName(doc.fileName ?? doc.titel), mimeType: doc.mimeType ?? 'application/octet-stream' };
  } catch (err) {
    if (err instanceof StorageNotFoundError) throw notFound(NOT_YET_AVAILABLE);
    throw err;
  }
}

/**
 * Records a zip request and returns its Url. Named documents must all be visible (otherwise 404, nothing
 * recorded); no names means every new document. Documents whose file is missing are left out of the zip.
 */
export async function requestZip({
  db,
  ctx,
  briefIds,
  onlyUnread,
  fileName,
  now = new Date(),
}: {
  db: Db;
  ctx: TLicenseContext;
  briefIds: string[] | undefined;
  onlyUnread: boolean;
  fileName: string | undefined;
  now?: Date;
}): Promise<{ Url: string }> {
  const ids = briefIds && briefIds.length > 0 ? [...new Set(briefIds)] : null;
  if (ids) {
    const visible = await visibleDocumentIds(db, visibilityScope(ctx), ids);
    const missing = ids.length - visible.size;
    if (missing > 0) throw notFound(`${missing} of the documents were not found`);
  }
  const id = await insertZipRequest(db, {
    licenseId: ctx.licenseId,
    userId: ctx.userId,
    documentIds: ids,
    onlyUnread,
    fileName: zipFileName(fileName, now),
    expiresAt: new Date(now.getTime() + ZIP_REQUEST_TTL_MS),
  });
  return { Url: apiPath(`Brief/Zip/${id}`, ctx.licenseId) };
}

/** Resolves when the archive has written its current entry; rejects when the download stops (client gone, error). */
function entryWritten(archive: ZipArchive): Promise<void> {
  return new Promise((resolve, reject) => {
    const cleanup = () => {
      archive.off('entry', onEntry);
      archive.off('close', onClose);
      archive.off('error', onError);
    };
    const onEntry = () => {
      cleanup();
      resolve();
    };
    const onClose = () => {
      cleanup();
      reject(new Error('zip download closed'));
    };
    const onError = (err: Error) => {
      cleanup();
      reject(err);
    };
    archive.on('entry', onEntry);
    archive.on('close', onClose);
    archive.on('error', onError);
  });
}

function uniqueEntryName(name: string, used: Set<string>): string {
  let candidate = name;
  const dot = name.lastIndexOf('.');
  const [base, ext] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
  for (let n = 2; used.has(candidate.toLowerCase()); n++) candidate = `${base} (${n})${ext}`;
  used.add(candidate.toLowerCase());
  return candidate;
}

/**
 * Opens a zip request of this user and licence and returns its file name and the archive stream. The
 * archive stores the files (PDFs and images do not compress) and pulls one file at a time: the next file
 * is opened only after the previous entry is written, and documents are read page by page.
 */
export async function openZip({
  db,
  storage,
  ctx,
  zipId,
}: {
  db: Db;
  storage: Storage;
  ctx: TLicenseContext;
  zipId: string;
}): Promise<{ fileName: string; archive: ZipArchive; entries: number; expectedBytes: number }> {
  const request = await findZipRequest(db, { id: zipId, licenseId: ctx.licenseId, userId: ctx.userId });
  if (!request) throw notFound('Unknown or expired zip download');
  const scope = visibilityScope(ctx);
  // A streamed zip has no Content-Length; the client shows progress against this estimate
  // (stored files plus the zip's headers per entry, names counted at 64 bytes).
  const totals = await zipDocumentsTotals(db, scope, { ids: request.documentIds, onlyUnread: request.onlyUnread });
  const expectedBytes = totals.bytes + totals.count * (30 + 16 + 46 + 2 * 64) + 22;
  const archive = new ZipArchive({ store: true });

  const fill = async () => {
    const used = new Set<string>();
    let afterId: string | null = null;
    for (;;) {
      const page = await zipDocumentsPage(db, scope, { ids: request.documentIds, onlyUnread: request.onlyUnread, afterId, limit: ZIP_PAGE_SIZE });
      for (const doc of page) {
        let stream: NodeJS.ReadableStream;
        try {
          stream = await storage.stream(doc.storageKey);
        } catch (err) {
          if (err instanceof StorageNotFoundError) continue; // not yet available: left out
          throw err;
        }
        if (archive.destroyed) {
          (stream as Readable).destroy();
          return;
        }
        const written = entryWritten(archive);
        archive.append(stream as Readable, { name: uniqueEntryName(sanitizeFileName(doc.fileName), used) });
        try {
          await written;
        } finally {
          // A no-op once the entry is written; frees the file when the download stopped half-way.
          (stream as Readable).destroy();
        }
      }
      if (page.length < ZIP_PAGE_SIZE) break;
      afterId = page[page.length - 1]!.id;
    }
    await archive.finalize();
  };
  fill().catch((err: unknown) => {
    if (!archive.destroyed) archive.destroy(err instanceof Error ? err : new Error(String(err)));
  });
  return { fileName: request.fileName, archive, entries: totals.count, expectedBytes };
}

export type TUploadFields = {
  customerId?: string | undefined;
  contractId?: string | undefined;
  claimId?: string | undefined;
  processId?: string | undefined;
  titel?: string | undefined;
  brieftyp?: string | undefined;
};

/** A storage key segment from a licence id (keys allow only [A-Za-z0-9._-], starting alphanumeric). */
const keySegment = (licenseId: string) => `l${licenseId.replace(/[^A-Za-z0-9._-]/g, '_')}`;

/**
 * Stores an uploaded document: type by content, matching extension, linked records visible to the
 * member. The file goes to storage first, then the rows in one transaction; if that fails, the file is
 * removed again, so a failure leaves nothing behind.
 */
export async function uploadDocument({
  db,
  storage,
  ctx,
  file,
  fields,
}: {
  db: Db;
  storage: Storage;
  ctx: TLicenseContext;
  file: { data: Buffer; fileName: string };
  fields: TUploadFields;
}): Promise<TBriefUploadResult> {
  if (ctx.permission.readOnly) throw new AppError('READ_ONLY', 403, 'This licence is read-only for you');
  const type = await detectUploadType(file.data);
  if (!type) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 415, 'Only PDF, PNG, JPEG, DOC and DOCX files are accepted');
  const fileName = uploadFileName(file.fileName, type);
  if (!fileName) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 415, `The file name's extension does not match its content (${type.kind})`);

  const scope = visibilityScope(ctx);
  const links: TLinks = { customerId: fields.customerId, contractId: fields.contractId, claimId: fields.claimId, processId: fields.processId };
  const invisible = await invisibleLinks(db, scope, links);
  if (invisible.length > 0) throw validationError(invisible.map((path) => ({ path, message: 'Unknown record' })));
  // End customers' uploads belong to their own customer record, intermediaries' to themselves, so they see them.
  if (!links.customerId && (ctx.membership.role === 'customer' || ctx.membership.role === 'claimReporter') && ctx.membership.customerId) {
    links.customerId = ctx.membership.customerId;
  }

  const storageKey = `${keySegment(ctx.licenseId)}/${randomUUID()}.${type.extensions[0]}`;
  await storage.put(storageKey, file.data, type.mimeType);
  try {
    const id = await insertUploadedDocument(db, {
      licenseId: ctx.licenseId,
      userId: ctx.userId,
      storageKey,
      fileName,
      mimeType: type.mimeType,
      sizeBytes: file.data.length,
      sha256: createHash('sha256').update(file.data).digest('hex'),
      titel: fields.titel?.trim() || fileName.replace(/\.[^.]+$/, ''),
      brieftyp: fields.brieftyp ?? 'SONSTIGES',
      links,
      intermediaryId: ctx.membership.role === 'intermediary' ? ctx.membership.intermediaryId : null,
    });
    return { Id: id, Titel: fields.titel?.trim() || fileName.replace(/\.[^.]+$/, ''), FileName: fileName, MimeType: type.mimeType, Size: file.data.length };
  } catch (err) {
    await storage.remove(storageKey);
    throw err;
  }
}
