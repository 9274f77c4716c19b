/**
 * Forms (issue 10, docs/api-forms.md): the products a member may start, a product's pages, and risks — one
 * member's filling-in of a product — saved as drafts with the engine's issues, versioned so that two tabs never
 * overwrite each other, and transferred into a process in the broker's post box.
 *
 * Who sees a risk: its owner, and the broker firm's staff (licence admins and employees) of the licence; for
 * everyone else it does not exist (404). Every product of the licence can be read by its members (a definition
 * holds no personal data, and staff open risks of products only customers start); the list names those the
 * member may start.
 */
import { createHash } from 'node:crypto';
import { and, eq, or, type SQL } from 'drizzle-orm';
import { canStartService, canWrite, isStaff, serviceOfForm, normalizeEmail, type TCreateFormRisk, type TFormProduct, type TFormProductListItem, type TFormRisk, type TFormRiskStatus, type TSaveFormRisk, type TSaveFormRiskResult, type TTransferFormRiskResult } from '@portal/domain';
import { compileForm, fieldErrors, validateFormData, ZFormDefinition, type TCompiledForm } from '@portal/forms';
import type { Db } from '../../platform/db/client.js';
import { formRisks, memberships, users } from '../../platform/db/schema.js';
import { AppError, forbidden, notFound, validationError } from '../../platform/errors.js';
import type { EventBus } from '../../platform/events/event-bus.js';
import type { TLicenseContext } from '../../platform/license-context.js';
import type { Storage } from '../../platform/storage/storage.js';
import { filesOfRisk, pruneUnreferencedRiskFiles } from './files/service.js';
import { resolveContext } from './risk-context.js';
import { prepareServiceTransfer } from '../services/transfer.js';
import { assertFormDataShape, assertFormDataSize } from './form-data-guard.js';
import { removeTransferDocuments, storeTransferDocuments } from './render/transfer-documents.js';
import { receivedBy } from '../forms-processes/repository.js';
import { findProduct, findRisk, insertRisk, selectStartableProducts, transferRisk, updateRiskData, type TFormProductRow, type TFormRiskRow, type TTransferFile } from './repository.js';

/**
 * Staff see every risk of the licence; everyone else the risks they own or started, and (issue 11) the forms
 * processes they are a receiver of — those they may open and fill in as well.
 */
export const riskVisibility = (ctx: TLicenseContext): SQL | undefined =>
  isStaff(ctx.permission) ? undefined : or(eq(formRisks.ownerUserId, ctx.userId), eq(formRisks.createdByUserId, ctx.userId), receivedBy(ctx.userId));

const mayStart = (ctx: TLicenseContext, product: Pick<TFormProductRow, 'startRoles'>): boolean =>
  canWrite(ctx.permission) && ctx.license.features.Forms && (product.startRoles.length === 0 || product.startRoles.includes(ctx.permission.role));

/** The definition as stored (validated when it was written); compiled per request, which takes well under a millisecond. */
export function compiledForm(product: TFormProductRow): TCompiledForm {
  const parsed = ZFormDefinition.safeParse(product.definition);
  // A stored definition the schema refuses is our fault, not the caller's: a 500 with the reason in the log.
  if (!parsed.success) throw new Error(`form product ${product.id}: the stored definition is invalid: ${parsed.error.message}`);
  return compileForm(parsed.data);
}

const toRisk = (row: TFormRiskRow): TFormRisk => ({ RiskId: row.id, ProductId: row.productId, Data: row.data, Status: row.status as TFormRiskStatus, Version: row.version });

export async function listStartableProducts({ db, ctx }: { db: Db; ctx: TLicenseContext }): Promise<TFormProductListItem[]> {
  if (!canWrite(ctx.permission) || !ctx.license.features.Forms) return [];
  const rows = await selectStartableProducts(db, ctx.licenseId, ctx.permission.role);
  return rows.map((r) => ({ Id: r.id, Name: r.name }));
}

/** The product with its pages, and an ETag of exactly that answer (the definition changes rarely; pages are large). */
export async function getProduct({ db, ctx, productId }: { db: Db; ctx: TLicenseContext; productId: string }): Promise<{ product: TFormProduct; etag: string }> {
  const row = await findProduct(db, ctx.licenseId, productId);
  if (!row) throw notFound('Form product not found');
  const definition = row.definition as { Titel?: unknown; pages?: unknown; options?: unknown };
  const product: TFormProduct = {
    Id: row.id,
    Name: row.name,
    Titel: typeof definition.Titel === 'string' ? definition.Titel : null,
    Pages: Array.isArray(definition.pages) ? (definition.pages as Record<string, unknown>[]) : [],
    Options: definition.options && typeof definition.options === 'object' ? (definition.options as Record<string, unknown>) : null,
  };
  const etag = `"${createHash('sha256').update(JSON.stringify(product)).digest('base64url').slice(0, 32)}"`;
  return { product, etag };
}

/** Whether an If-None-Match header names this ETag (weak comparison, as RFC 9110 asks for GET). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

/**
 * A new, empty risk of a product the member may start, owned by the member; with the forms process metadata the
 * caller names (issue 11): the record it is for, receivers, valid-until, group. 404 naming the field for a record
 * the licence does not hold.
 */
export async function createRisk({ db, ctx, input }: { db: Db; ctx: TLicenseContext; input: TCreateFormRisk }): Promise<TFormRisk> {
  const product = await findProduct(db, ctx.licenseId, input.ProductId);
  if (!product) throw notFound('Form product not found');
  if (!mayStart(ctx, product)) throw forbidden('You may not start this form');
  // A service's form needs the service's permission (issue 13) however it is started.
  if (product.serviceKey && !canStartService(ctx.permission, serviceOfForm(product.serviceKey))) throw forbidden('You may not use this service');
  const context = await resolveContext(db, ctx.licenseId, input);
  const risk = await insertRisk(
    db,
    {
      licenseId: ctx.licenseId,
      productId: product.id,
      ownerUserId: ctx.userId,
      createdByUserId: ctx.userId,
      data: {},
      ...context,
      validUntil: input.ValidUntil ? new Date(input.ValidUntil) : null,
      groupName: input.GroupName ?? null,
    },
    [...new Set((input.Receivers ?? []).map(normalizeEmail))],
  );
  return toRisk(risk);
}

/** A risk the member may see (its owner, the licence's staff); 404 for everyone else. */
export async function visibleRisk(db: Db, ctx: TLicenseContext, riskId: string): Promise<TFormRiskRow> {
  const row = await findRisk(db, ctx.licenseId, riskId, riskVisibility(ctx));
  if (!row) throw notFound('Form risk not found');
  return row;
}

export async function getRisk({ db, ctx, riskId }: { db: Db; ctx: TLicenseContext; riskId: string }): Promise<TFormRisk> {
  return toRisk(await visibleRisk(db, ctx, riskId));
}

const transferred = () => new AppError('FORM_TRANSFERRED', 409, 'The form has been transferred and is read-only');
const expired = () => new AppError('CONFLICT', 409, 'The form has expired and is read-only');
const versionConflict = (row: TFormRiskRow) =>
  new AppError('VERSION_CONFLICT', 409, `The form was saved meanwhile (version ${row.version}); merge with the current data and save again`, undefined, {
    current: { Data: row.data, Version: row.version },
  });

/** The risk if the member may see it (404) and it is still a draft (409 FORM_TRANSFERRED, with `refusal`'s text; 409 CONFLICT once expired). */
export async function draftRisk(db: Db, ctx: TLicenseContext, riskId: string, refusal: () => AppError = transferred): Promise<TFormRiskRow> {
  const risk = await visibleRisk(db, ctx, riskId);
  // An expired forms process (by a receiver, or its valid-until date passed) is read-only as a sent one is.
  if (risk.status === 'expired' || (risk.status === 'draft' && risk.validUntil && risk.validUntil.getTime() < Date.now())) throw expired();
  if (risk.status !== 'draft') throw refusal();
  return risk;
}

/** The risk's form product and its compiled form; 404 when the product is gone. */
export async function formOfRisk(db: Db, ctx: TLicenseContext, risk: Pick<TFormRiskRow, 'productId'>): Promise<{ product: TFormProductRow; form: TCompiledForm }> {
  const product = await findProduct(db, ctx.licenseId, risk.productId);
  if (!product) throw notFound('Form product not found');
  return { product, form: compiledForm(product) };
}

/** Why a conditional write found no row: the risk was transferred, or saved by someone else meanwhile. */
async function refusal(db: Db, ctx: TLicenseContext, riskId: string): Promise<AppError> {
  const now = await visibleRisk(db, ctx, riskId);
  return now.status !== 'draft' ? transferred() : versionConflict(now);
}

async function userLanguage(db: Db, userId: string): Promise<string> {
  const [row] = await db.select({ language: users.language }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.language ?? 'de';
}

/**
 * Saves a draft: refused when transferred (409 FORM_TRANSFERRED), based on an older version (409 VERSION_CONFLICT
 * with the server's data), too large (413) or not fitting the form (400). Otherwise the engine's result is stored —
 * calculations recomputed, hidden-and-cleared answers gone — whether valid or not, and its issues are answered.
 */
export async function saveRisk({ db, ctx, riskId, input }: { db: Db; ctx: TLicenseContext; riskId: string; input: TSaveFormRisk }): Promise<TSaveFormRiskResult> {
  const risk = await draftRisk(db, ctx, riskId);
  if (risk.version !== input.Version) throw versionConflict(risk);
  assertFormDataSize(input.Data);
  const { form } = await formOfRisk(db, ctx, risk);
  assertFormDataShape(form, input.Data);
  const result = validateFormData(form, input.Data);
  const saved = await updateRiskData(db, { licenseId: ctx.licenseId, id: risk.id, expectedVersion: input.Version }, result.data);
  if (!saved) throw await refusal(db, ctx, risk.id);
  return {
    RiskId: saved.id,
    Version: saved.version,
    Status: saved.status as TFormRiskStatus,
    Data: saved.data,
    Valid: result.valid,
    Errors: fieldErrors(result.issues, await userLanguage(db, ctx.userId)),
  };
}

/** Staff and intermediaries write from the broker's side (as process messages do). */
const writesAsBroker = (ctx: TLicenseContext): boolean => isStaff(ctx.permission) || ctx.permission.role === 'intermediary';

/** The customer or intermediary record the risk's owner is in the licence (members of the firm have neither). */
async function ownerRecords(db: Db, licenseId: string, userId: string): Promise<{ customerId: string | null; intermediaryId: string | null }> {
  const [row] = await db
    .select({ customerId: memberships.customerId, intermediaryId: memberships.intermediaryId })
    .from(memberships)
    .where(and(eq(memberships.licenseId, licenseId), eq(memberships.userId, userId)))
    .limit(1);
  return { customerId: row?.customerId ?? null, intermediaryId: row?.intermediaryId ?? null };
}

/** The form's answers as the process message's text: one line per answered control, rows of groups indented. */
function dataAsText(form: TCompiledForm, data: Record<string, unknown>): string {
  const label = (name: string) => form.controls.get(name)?.control.properties.Überschrift?.trim() || name;
  const show = (value: unknown): string => (Array.isArray(value) ? value.map(show).join(', ') : typeof value === 'boolean' ? (value ? 'Ja' : 'Nein') : value && typeof value === 'object' ? JSON.stringify(value) : String(value ?? ''));
  const lines: string[] = [];
  const walk = (record: Record<string, unknown>, indent: string) => {
    for (const name of form.treeOrder) {
      if (!(name in record)) continue;
      const value = record[name];
      if (form.controls.get(name)?.repeating && Array.isArray(value)) {
        lines.push(`${indent}${label(name)}:`);
        value.forEach((row, i) => {
          lines.push(`${indent}  ${i + 1}.`);
          if (row && typeof row === 'object') walk(row as Record<string, unknown>, `${indent}    `);
        });
      } else if (show(value) !== '') lines.push(`${indent}${label(name)}: ${show(value)}`);
    }
  };
  walk(data, '');
  return lines.join('\n');
}

/**
 * Transfers a risk: 400 naming every invalid control (the browser's messages), else — in one transaction — the risk
 * becomes read-only and a process with the answers and the form's PDFs (as its documents and as the files of its
 * message) appears in the broker's post box, with the risk's uploads that the data names. A rendering that fails
 * leaves nothing behind; uploads the data no longer names are removed afterwards.
 */
export async function transferFormRisk({ db, bus, storage, ctx, riskId }: { db: Db; bus: EventBus; storage: Storage; ctx: TLicenseContext; riskId: string }): Promise<TTransferFormRiskResult> {
  const risk = await draftRisk(db, ctx, riskId);
  const { product, form } = await formOfRisk(db, ctx, risk);
  return transferWithDocuments({ db, bus, storage, ctx, risk, form, product, fromStatus: 'draft', documents: (data) => storeTransferDocuments({ db, storage, ctx, risk, form, product, data }) });
}

/**
 * Transfers a risk whose signatures are complete (signing, issue 11): as transferFormRisk, but the process gets the
 * signed and sealed PDFs the caller stored (under keys of their own) instead of a fresh rendering. They are removed
 * again when the transfer fails.
 */
export async function transferSignedRisk({ db, bus, storage, ctx, riskId, documents }: { db: Db; bus: EventBus; storage: Storage; ctx: TLicenseContext; riskId: string; documents: TTransferFile[] }): Promise<TTransferFormRiskResult> {
  const risk = await visibleRisk(db, ctx, riskId);
  if (risk.status !== 'signing') {
    await removeTransferDocuments(storage, documents);
    throw transferred();
  }
  try {
    const { product, form } = await formOfRisk(db, ctx, risk);
    return await transferWithDocuments({ db, bus, storage, ctx, risk, form, product, fromStatus: 'signing', documents: async () => documents });
  } catch (err) {
    // Removed already when the transfer itself failed; removing twice does no harm.
    await removeTransferDocuments(storage, documents).catch(() => {});
    throw err;
  }
}

async function transferWithDocuments({
  db,
  bus,
  storage,
  ctx,
  risk,
  form,
  product,
  fromStatus,
  documents: storeDocuments,
}: {
  db: Db;
  bus: EventBus;
  storage: Storage;
  ctx: TLicenseContext;
  risk: TFormRiskRow;
  form: TCompiledForm;
  product: TFormProductRow;
  fromStatus: 'draft' | 'signing';
  documents: (data: Record<string, unknown>) => Promise<TTransferFile[]>;
}): Promise<TTransferFormRiskResult> {
  const result = validateFormData(form, risk.data);
  const language = await userLanguage(db, ctx.userId);
  if (!result.valid) throw validationError(fieldErrors(result.issues, language).map((e) => ({ ...e, path: `Data.${e.path}` })), 'The form is not complete');
  const [author] = await db.select({ firstName: users.firstName, lastName: users.lastName, email: users.email }).from(users).where(eq(users.id, ctx.userId)).limit(1);
  const authorName = [author?.firstName, author?.lastName].filter(Boolean).join(' ').trim() || author?.email || 'Unbekannt';
  // The final PDFs, stored before the transaction; filed with the process in it, removed if it fails.
  const owner = await ownerRecords(db, ctx.licenseId, risk.ownerUserId);
  // A service form (/meldung/*, issue 13): its permission, headline, links and (claim report) claim.
  const service = product.serviceKey
    ? await prepareServiceTransfer({ db, ctx, serviceKey: product.serviceKey, risk, owner, data: result.data, authorName })
    : null;
  const documents = await storeDocuments(result.data);
  let done: Awaited<ReturnType<typeof transferRisk>>;
  try {
    done = await transferRisk(
      db,
      { licenseId: ctx.licenseId, id: risk.id, expectedVersion: risk.version },
      result.data,
      {
        headline: service?.headline ?? `${product.name}: ${authorName}`,
        text: `${product.name}, übermittelt von ${authorName}\n\n${dataAsText(form, result.data)}`,
        authorUserId: ctx.userId,
        authorName,
        fromMakler: writesAsBroker(ctx),
        // The owner's records, not the sender's: staff sending a customer's form file it under that customer.
        ...owner,
        ...(service ? { customerId: service.customerId, contractId: service.contractId, afterProcess: service.afterProcess } : {}),
      },
      documents,
      // The risk's uploads that the transferred data names, attached as they are (each already a `files` row).
      (await filesOfRisk(db, ctx.licenseId, risk.id, result.data)).map((f) => ({ fileId: f.fileId, titel: f.fileName })),
      fromStatus,
    );
  } catch (err) {
    await removeTransferDocuments(storage, documents);
    throw err;
  }
  if (!done) {
    await removeTransferDocuments(storage, documents);
    throw await refusal(db, ctx, risk.id);
  }
  // Uploads the transferred data does not name are of no use any more (docs/api-forms.md, clean-up). The transfer
  // is done by now: a failed clean-up only leaves files nobody can reach, and must not answer the transfer with an error.
  await pruneUnreferencedRiskFiles({ db, storage, licenseId: ctx.licenseId, riskId: risk.id, data: result.data }).catch(() => 0);
  // The post box and its badge refresh at once (as for any new process message).
  for (const name of ['process-message', 'counts-changed'] as const) await bus.publish({ name, licenseId: ctx.licenseId, processId: done.processId });
  return { ...toRisk(done.risk), ProcessId: done.processId };
}
