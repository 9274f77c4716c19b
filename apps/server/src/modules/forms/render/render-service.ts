/**
 * The PDFs of a form risk (issue 10 item 4, docs/api-forms.md): rendered from the stored answers with the form
 * engine, kept in the file storage under the risk and its data Version, so that rendering again without a change
 * reuses them; downloaded by their id `v<Version>-<key>`. Who may render and download: whoever may see the risk.
 *
 * The storage key also carries a stamp of what else is printed (the definition, the product's and the licence's
 * names): a changed form renders anew even at the same data version. Only a risk's latest rendering is kept.
 */
import { createHash } from 'node:crypto';
import { sanitizeFileName, type TRenderFormRiskResult } from '@portal/domain';
import type { TCompiledForm } from '@portal/forms';
import type { Db } from '../../../platform/db/client.js';
import { AppError, notFound } from '../../../platform/errors.js';
import type { TLicenseContext } from '../../../platform/license-context.js';
import { StorageNotFoundError, type Storage } from '../../../platform/storage/storage.js';
import { type TFormProductRow, type TFormRiskRow } from '../repository.js';
import { formOfRisk, visibleRisk } from '../service.js';
import { documentSpecs, type TDocumentSpec } from './form-documents.js';
import { licenseFolder, PDF, renderDocument, userName } from './render-document.js';

/** A document id: the data version it shows and the document's key. */
export const DOCUMENT_ID_PATTERN = /^v([1-9][0-9]{0,9})-([a-z0-9]+(?:-[a-z0-9]+)*)$/;
const documentId = (version: number, key: string) => `v${version}-${key}`;

const cacheKey = (licenseId: string, riskId: string, id: string, stamp: string) => `${licenseFolder(licenseId)}/form-risks/${riskId}/${id}-${stamp}.pdf`;

function printStamp(product: TFormProductRow, licenseName: string): string {
  return createHash('sha256').update(JSON.stringify([product.definition, product.name, licenseName])).digest('hex').slice(0, 16);
}

type TRenderable = { risk: TFormRiskRow; product: TFormProductRow; form: TCompiledForm; specs: TDocumentSpec[]; stamp: string };

async function renderable(db: Db, ctx: TLicenseContext, risk: TFormRiskRow): Promise<TRenderable> {
  const { product, form } = await formOfRisk(db, ctx, risk);
  return { risk, product, form, specs: documentSpecs(form.definition, product.name), stamp: printStamp(product, ctx.license.name) };
}

const downloadUrl = (licenseId: string, riskId: string, id: string) => `/api/v1/Forms/Risk/${riskId}/Documents/${id}?license=${encodeURIComponent(licenseId)}`;

/**
 * The risk's documents at its current data version: rendered and stored when they are not stored yet, else the
 * stored ones. A draft renders as it is (the summary page shows documents before the form is complete).
 */
export async function renderFormRisk({ db, storage, ctx, riskId, now = new Date() }: { db: Db; storage: Storage; ctx: TLicenseContext; riskId: string; now?: Date }): Promise<TRenderFormRiskResult> {
  const r = await renderable(db, ctx, await visibleRisk(db, ctx, riskId));
  let ownerName: string | null = null;
  const listGfm: TRenderFormRiskResult['listGfm'] = [];
  const keys: string[] = [];
  let renderedAnew = false;
  for (const spec of r.specs) {
    const id = documentId(r.risk.version, spec.key);
    const key = cacheKey(ctx.licenseId, r.risk.id, id, r.stamp);
    if (!(await storage.exists(key))) {
      ownerName ??= await userName(db, r.risk.ownerUserId);
      await storage.put(key, await renderDocument(r, spec, r.risk.data, { licenseName: ctx.license.name, ownerName, now }), PDF);
      renderedAnew = true;
    }
    keys.push(key);
    listGfm.push({ Id: id, Name: spec.name, Url: downloadUrl(ctx.licenseId, r.risk.id, id), SignatureFields: spec.signatures.length ? spec.signatures.map((s) => s.name) : null });
  }
  if (renderedAnew) await replaceRendering(storage, ctx.licenseId, r.risk.id, keys);
  return { listGfm };
}

/** Where the keys of a risk's latest rendering are noted (the storage cannot list a folder). */
const renderingManifest = (licenseId: string, riskId: string) => `${licenseFolder(licenseId)}/form-risks/${riskId}/rendering.json`;

/**
 * Notes the keys of a new rendering and removes the one before it: a draft is rendered again after every change
 * the summary shows, and only the latest rendering is of use (the viewer renders anew when the data changed).
 * Two renderings at once may leave one stray file behind, never remove the latest one's.
 */
async function replaceRendering(storage: Storage, licenseId: string, riskId: string, keys: readonly string[]): Promise<void> {
  const manifest = renderingManifest(licenseId, riskId);
  let previous: unknown = [];
  try {
    previous = JSON.parse((await storage.get(manifest)).toString('utf8'));
  } catch (err) {
    if (!(err instanceof StorageNotFoundError) && !(err instanceof SyntaxError)) throw err;
  }
  await storage.put(manifest, Buffer.from(JSON.stringify(keys)), 'application/json');
  const folder = `${licenseFolder(licenseId)}/form-risks/${riskId}/`;
  const stale = Array.isArray(previous) ? previous.filter((k): k is string => typeof k === 'string' && k.startsWith(folder) && k.endsWith('.pdf') && !keys.includes(k)) : [];
  for (const key of stale) await storage.remove(key);
}

export type TStoredDocument = { data: Buffer; fileName: string; etag: string };

/** A rendered document of a risk the member may see; 404 when the id names no document or it was not rendered. */
export async function getFormRiskDocument({ db, storage, ctx, riskId, documentId: id }: { db: Db; storage: Storage; ctx: TLicenseContext; riskId: string; documentId: string }): Promise<TStoredDocument> {
  const r = await renderable(db, ctx, await visibleRisk(db, ctx, riskId));
  const match = DOCUMENT_ID_PATTERN.exec(id);
  const spec = match ? r.specs.find((s) => s.key === match[2]) : undefined;
  if (!match || !spec || Number(match[1]) > r.risk.version) throw notFound('Form document not found');
  try {
    const data = await storage.get(cacheKey(ctx.licenseId, r.risk.id, id, r.stamp));
    return { data, fileName: sanitizeFileName(`${spec.name}.pdf`), etag: `"${id}-${r.stamp}"` };
  } catch (err) {
    if (err instanceof StorageNotFoundError) throw new AppError('NOT_FOUND', 404, 'The document has not been rendered (for this version of the form): render the risk again');
    throw err;
  }
}

