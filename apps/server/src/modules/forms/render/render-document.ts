/**
 * One document of a form as PDF bytes: the engine's view of the answers (answer-blocks) laid out by form-pdf, with
 * the licence and the member who filled the form in. Shared by the risk's renderings and the transfer.
 */
import { eq } from 'drizzle-orm';
import type { TCompiledForm } from '@portal/forms';
import type { Db } from '../../../platform/db/client.js';
import { users } from '../../../platform/db/schema.js';
import type { TFormProductRow } from '../repository.js';
import { answerBlocks } from './answer-blocks.js';
import { documentTexts } from './document-texts.js';
import type { TDocumentSpec } from './form-documents.js';
import { renderFormPdf } from './form-pdf.js';

export const PDF = 'application/pdf';

/** Storage keys allow [A-Za-z0-9._-] per segment, starting alphanumeric; licence ids are made to fit. */
export const licenseFolder = (licenseId: string) => `l${licenseId.replace(/[^A-Za-z0-9._-]/g, '_')}`;

export async function userName(db: Db, userId: string): Promise<string> {
  const [row] = await db.select({ firstName: users.firstName, lastName: users.lastName, email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
  return [row?.firstName, row?.lastName].filter(Boolean).join(' ').trim() || row?.email || 'Unbekannt';
}

export type TPrintMeta = { licenseName: string; ownerName: string; now: Date };

/** One document of the form as PDF bytes. */
export function renderDocument(r: { product: TFormProductRow; form: TCompiledForm }, spec: TDocumentSpec, data: Record<string, unknown>, meta: TPrintMeta): Promise<Uint8Array> {
  const texts = documentTexts(r.form.definition.options?.language);
  return renderFormPdf({
    title: r.form.definition.Titel?.trim() || r.product.name,
    documentName: spec.name,
    licenseName: meta.licenseName,
    ownerName: meta.ownerName,
    renderedAt: meta.now,
    blocks: answerBlocks(r.form, data, spec.pageIndices, meta.now, texts),
    signatures: spec.signatures,
    texts,
  });
}
