/**
 * Files of a form risk (upload controls, issue 10 item 2; docs/api-forms.md). Who may upload and download: whoever
 * may see and save the risk (its owner and the licence's staff); uploads only while it is a draft. A file is
 * recognised by its content (the platform's upload type check: PDF, PNG, JPEG, DOC, DOCX — the six extensions of
 * spec 001 §3), its name must match that content, and an upload control's allowed formats apply when the client
 * names the control. The file goes to storage first, then its rows; if they fail, the file is removed again.
 *
 * Clean-up (files the data no longer holds): the transfer keeps only what the transferred data refers to
 * (`pruneUnreferencedRiskFiles`); while a risk is a draft, files it has not referred to for
 * UNREFERENCED_FILE_DAYS are removed when the next file is uploaded to it (so an abandoned upload never counts
 * against the risk's quota for long, and nothing is removed that an edit kept in a browser offline may still name).
 */
import { createHash, randomUUID } from 'node:crypto';
import { FORM_RISK_MAX_FILES, FORM_RISK_MAX_TOTAL_BYTES, fileExtension, sanitizeFileName, uploadFileName, type TFormRiskFile } from '@portal/domain';
import { UPLOAD_FORMATS, type TCompiledForm } from '@portal/forms';
import type { Db } from '../../../platform/db/client.js';
import { AppError, notFound, validationError } from '../../../platform/errors.js';
import { detectUploadType } from '../../../platform/files/upload-type.js';
import type { TLicenseContext } from '../../../platform/license-context.js';
import { StorageNotFoundError, type Storage } from '../../../platform/storage/storage.js';
import { draftRisk, formOfRisk, visibleRisk } from '../service.js';
import { deleteRiskFiles, findRiskFile, insertRiskFile, selectRiskFiles, type TFormRiskFileRow } from './repository.js';

/** Days a draft's file may go unreferenced by the risk's data before an upload to the risk removes it. */
export const UNREFERENCED_FILE_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

const transferred = () => new AppError('FORM_TRANSFERRED', 409, 'The form has been transferred; no more files can be added');
const unsupported = (message: string) => new AppError('UNSUPPORTED_MEDIA_TYPE', 415, message, [{ path: 'file', message }]);

/** A storage key segment from a licence id (keys allow only [A-Za-z0-9._-], starting alphanumeric). */
const keySegment = (licenseId: string) => `l${licenseId.replace(/[^A-Za-z0-9._-]/g, '_')}`;

const isUuid = (v: unknown): v is string => typeof v === 'string' && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(v);

/**
 * The file ids the data refers to: every `Id` of an object anywhere in it (upload controls hold lists of
 * `{ Id, Name, Size, Type }`, also inside repeating groups). Only ids of the risk's own files ever count.
 */
export function referencedFileIds(data: unknown): Set<string> {
  const ids = new Set<string>();
  const walk = (value: unknown, depth: number) => {
    if (depth > 20 || value === null || typeof value !== 'object') return;
    if (Array.isArray(value)) {
      for (const item of value) walk(item, depth + 1);
      return;
    }
    const record = value as Record<string, unknown>;
    if (isUuid(record.Id)) ids.add(record.Id.toLowerCase());
    for (const item of Object.values(record)) walk(item, depth + 1);
  };
  walk(data, 0);
  return ids;
}

/**
 * The files of a risk, for the transfer to attach to its process: all of them, or — given the risk's data — those
 * the data refers to. The caller has checked that the risk may be seen.
 */
export async function filesOfRisk(db: Db, licenseId: string, riskId: string, data?: Record<string, unknown>): Promise<TFormRiskFileRow[]> {
  const rows = await selectRiskFiles(db, licenseId, riskId);
  if (!data) return rows;
  const referenced = referencedFileIds(data);
  return rows.filter((r) => referenced.has(r.fileId.toLowerCase()));
}

/**
 * Removes the files of a risk that its data does not refer to (`olderThan`: only those uploaded before then), with
 * their stored objects unless a process or document holds them. Answers how many were removed.
 */
export async function pruneUnreferencedRiskFiles({
  db,
  storage,
  licenseId,
  riskId,
  data,
  olderThan,
}: {
  db: Db;
  storage: Storage;
  licenseId: string;
  riskId: string;
  data: Record<string, unknown>;
  olderThan?: Date;
}): Promise<number> {
  const referenced = referencedFileIds(data);
  const unreferenced = (await selectRiskFiles(db, licenseId, riskId)).filter((r) => !referenced.has(r.fileId.toLowerCase()) && (!olderThan || r.createdAt < olderThan));
  const keys = await deleteRiskFiles(
    db,
    licenseId,
    riskId,
    unreferenced.map((r) => r.fileId),
  );
  // Objects whose rows are gone; a failed removal leaves an object nobody can reach, which is harmless.
  await Promise.allSettled(keys.map((key) => storage.remove(key)));
  return unreferenced.length;
}

/** The allowed formats of the named upload control (400 naming `control` when the form has no such upload control). */
function controlFormats(form: TCompiledForm, control: string): readonly string[] {
  const cc = form.controls.get(control);
  if (!cc) throw validationError([{ path: 'control', message: 'The form has no control of this name' }]);
  if (cc.type !== 'upload') throw validationError([{ path: 'control', message: 'Not an upload control' }]);
  const formats = (cc.control.properties as { allowedFormats?: readonly string[] | null }).allowedFormats;
  return formats?.length ? formats : UPLOAD_FORMATS;
}

const tooMany = (usage: { files: number; bytes: number }, size: number) =>
  usage.files >= FORM_RISK_MAX_FILES
    ? new AppError('PAYLOAD_TOO_LARGE', 413, `A form holds at most ${FORM_RISK_MAX_FILES} files`, [{ path: 'file', message: `At most ${FORM_RISK_MAX_FILES} files per form` }])
    : new AppError('PAYLOAD_TOO_LARGE', 413, `The files of a form may take at most ${FORM_RISK_MAX_TOTAL_BYTES / (1024 * 1024)} MB (${Math.ceil((usage.bytes + size) / (1024 * 1024))} MB with this one)`, [
        { path: 'file', message: `At most ${FORM_RISK_MAX_TOTAL_BYTES / (1024 * 1024)} MB of files per form` },
      ]);

/** Stores one uploaded file of a draft risk: 415 for a type that is not accepted, 413 over the risk's quota, 409 once transferred. */
export async function uploadFormRiskFile({
  db,
  storage,
  ctx,
  riskId,
  file,
  control,
  now = new Date(),
}: {
  db: Db;
  storage: Storage;
  ctx: TLicenseContext;
  riskId: string;
  file: { data: Buffer; fileName: string };
  control: string | undefined;
  now?: Date;
}): Promise<TFormRiskFile> {
  const risk = await draftRisk(db, ctx, riskId, transferred);
  const type = await detectUploadType(file.data);
  if (!type) throw unsupported('Only PDF, PNG, JPEG, DOC and DOCX files are accepted (recognised by their content)');
  const fileName = uploadFileName(file.fileName, type);
  if (!fileName) throw unsupported(`The file name's extension does not match its content (${type.kind})`);
  if (control !== undefined) {
    const formats = controlFormats((await formOfRisk(db, ctx, risk)).form, control);
    if (!formats.includes(`.${fileExtension(fileName)}`)) throw unsupported(`This control accepts ${formats.join(', ')}`);
  }
  await pruneUnreferencedRiskFiles({ db, storage, licenseId: ctx.licenseId, riskId: risk.id, data: risk.data, olderThan: new Date(now.getTime() - UNREFERENCED_FILE_DAYS * DAY_MS) });

  const size = file.data.length;
  const storageKey = `${keySegment(ctx.licenseId)}/forms/${randomUUID()}.${type.extensions[0]}`;
  await storage.put(storageKey, file.data, type.mimeType);
  let outcome: Awaited<ReturnType<typeof insertRiskFile>>;
  try {
    outcome = await insertRiskFile(
      db,
      { licenseId: ctx.licenseId, riskId: risk.id, controlName: control ?? null, uploadedByUserId: ctx.userId },
      { storageKey, fileName, mimeType: type.mimeType, sizeBytes: size, sha256: createHash('sha256').update(file.data).digest('hex') },
      (usage) => usage.files < FORM_RISK_MAX_FILES && usage.bytes + size <= FORM_RISK_MAX_TOTAL_BYTES,
    );
  } catch (err) {
    await storage.remove(storageKey);
    throw err;
  }
  if (outcome.kind !== 'stored') {
    await storage.remove(storageKey);
    if (outcome.kind === 'gone') throw notFound('Form risk not found');
    if (outcome.kind === 'transferred') throw transferred();
    throw tooMany(outcome, size);
  }
  return { Id: outcome.fileId, Name: fileName, Size: size, Type: type.mimeType };
}

/** A file of a risk the member may see, as a stream with its name and type. */
export async function openFormRiskFile({
  db,
  storage,
  ctx,
  riskId,
  fileId,
}: {
  db: Db;
  storage: Storage;
  ctx: TLicenseContext;
  riskId: string;
  fileId: string;
}): Promise<{ stream: NodeJS.ReadableStream; fileName: string; mimeType: string }> {
  const risk = await visibleRisk(db, ctx, riskId);
  const row = await findRiskFile(db, ctx.licenseId, risk.id, fileId);
  if (!row) throw notFound('File not found');
  try {
    return { stream: await storage.stream(row.storageKey), fileName: sanitizeFileName(row.fileName), mimeType: row.mimeType };
  } catch (err) {
    if (err instanceof StorageNotFoundError) throw notFound('The file is no longer stored');
    throw err;
  }
}
