/**
 * The final documents of a transfer (issue 10 item 4): rendered from the data being transferred and stored as files
 * of their own under fresh keys (the process's documents outlive the risk's renderings). The transfer files them
 * with the process in its transaction and removes them again when that fails.
 */
import { createHash, randomUUID } from 'node:crypto';
import { sanitizeFileName } from '@portal/domain';
import type { TCompiledForm } from '@portal/forms';
import type { Db } from '../../../platform/db/client.js';
import type { TLicenseContext } from '../../../platform/license-context.js';
import type { Storage } from '../../../platform/storage/storage.js';
import type { TFormProductRow, TFormRiskRow, TTransferFile } from '../repository.js';
import { documentSpecs, type TDocumentSpec } from './form-documents.js';
import { licenseFolder, PDF, renderDocument, userName, type TPrintMeta } from './render-document.js';

/** A transfer's document, stored as a file of its own (the process's document outlives the risk's renderings). */
export type TTransferDocument = TTransferFile;

/**
 * The final documents of a transfer, rendered from the data being transferred and stored under keys of their own.
 * The caller files them with the process in its transaction, and removes them (removeTransferDocuments) when that
 * fails. A rendering or storage failure stores nothing.
 */
export async function storeTransferDocuments({
  db,
  storage,
  ctx,
  risk,
  form,
  product,
  data,
  now = new Date(),
}: {
  db: Db;
  storage: Storage;
  ctx: TLicenseContext;
  risk: TFormRiskRow;
  form: TCompiledForm;
  product: TFormProductRow;
  data: Record<string, unknown>;
  now?: Date;
}): Promise<TTransferDocument[]> {
  const meta: TPrintMeta = { licenseName: ctx.license.name, ownerName: await userName(db, risk.ownerUserId), now };
  const rendered: { spec: TDocumentSpec; bytes: Uint8Array }[] = [];
  // Everything is rendered before anything is stored: a form that cannot be rendered leaves no file behind.
  for (const spec of documentSpecs(form.definition, product.name)) rendered.push({ spec, bytes: await renderDocument({ product, form }, spec, data, meta) });
  const stored: TTransferDocument[] = [];
  try {
    for (const { spec, bytes } of rendered) {
      const storageKey = `${licenseFolder(ctx.licenseId)}/${randomUUID()}.pdf`;
      await storage.put(storageKey, bytes, PDF);
      stored.push({
        storageKey,
        fileName: sanitizeFileName(`${spec.name}.pdf`),
        mimeType: PDF,
        sizeBytes: bytes.length,
        sha256: createHash('sha256').update(bytes).digest('hex'),
        titel: spec.name,
        brieftyp: spec.documentType,
      });
    }
    return stored;
  } catch (err) {
    await removeTransferDocuments(storage, stored);
    throw err;
  }
}

export async function removeTransferDocuments(storage: Storage, stored: readonly TTransferDocument[]): Promise<void> {
  for (const doc of stored) await storage.remove(doc.storageKey);
}
