/**
 * Signing (issue 11, docs/api-forms.md "Signing"): a member asks for the signatures of a form risk's documents —
 * one signer (an e-mail) per distinct signature field. The documents are rendered at the risk's version and frozen,
 * the risk becomes read-only (status signing), and each signer gets a personal, single-use link by e-mail (the
 * member's own field opens at once through OwnSignToken). A signer draws; the XFDF is checked against the field's
 * widgets and drawn into the PDFs, with an audit event per document (SHA-256 before and after). The last signature
 * completes the envelope (complete.ts: certificate page, seal, transfer, completion mail).
 */
import { randomUUID } from 'node:crypto';
import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { isStaff, type TSignEnvelope, type TSignEvent, type TSignRequest, type TSignSession, type TSignSuggestion, type TSignatureWidget, type TSubmitSignatureResult } from '@portal/domain';
import { matchInksToWidgets, parseSignatureXfdf } from '@portal/domain/signature-xfdf';
import { fieldErrors, validateFormData } from '@portal/forms';
import type { Config } from '../../platform/config.js';
import type { Db } from '../../platform/db/client.js';
import { customers, formRiskReceivers, formRisks, licenses, memberships, signDocuments, signEnvelopes, signLinks, signSigners, users } from '../../platform/db/schema.js';
import { AppError, notFound, validationError } from '../../platform/errors.js';
import type { EventBus } from '../../platform/events/event-bus.js';
import type { TLicenseContext } from '../../platform/license-context.js';
import { mailLinkBase } from '../../platform/mail/mail-link-base.js';
import type { TMailer } from '../../platform/mail/mailer.js';
import { cancelReminders, scheduleReminder } from '../../platform/mail/reminders.js';
import type { Storage } from '../../platform/storage/storage.js';
import { documentSpecs } from '../forms/render/form-documents.js';
import { licenseFolder, PDF, userName } from '../forms/render/render-document.js';
import { DOCUMENT_ID_PATTERN, getFormRiskDocument, renderFormRisk } from '../forms/render/render-service.js';
import { formOfRisk, visibleRisk } from '../forms/service.js';
import { completeEnvelope, retryCompletedTransfer } from './complete.js';
import { signLinkUrl, signRequestMail } from './mails.js';
import { drawInk } from './pdf/draw-ink.js';
import { readSignatureWidgets, type TPdfWidget } from './pdf/signature-widgets.js';
import { assertBelowLimit, recordAttempt } from './rate-limit.js';
import { documentsOf, envelopesOfRisk, eventsOf, findEnvelope, findLinkByHash, findSigner, insertEvents, signersOf, signersOfEnvelopes, type TEnvelopeRow, type TSignerRow, userLanguage } from './repository.js';
import { hashSignToken, looksLikeSignToken, newSignToken, sha256Hex } from './tokens.js';

export type TSignDeps = { db: Db; storage: Storage; mailer: TMailer; config: Config; bus: EventBus; log: FastifyBaseLogger };
/** Who called: for the audit trail and the links in the mails. */
export type TClient = { ip: string; userAgent: string | null; origin: string };

export const SIGN_REMINDER_KIND = 'sign-request';
/**
 * Not a mail: the reminder runner's slot at the links' expiry, when the envelope expires and the risk is a draft
 * again even if nobody opens a link or the list (its renderer sends nothing).
 */
export const SIGN_EXPIRY_KIND = 'sign-expiry';
const DAY_MS = 86_400_000;

const conflict = (detail: string) => new AppError('CONFLICT', 409, detail);

function toEnvelope(row: TEnvelopeRow, signers: readonly TSignerRow[], ownToken: string | null = null): TSignEnvelope {
  return {
    Id: row.id,
    RiskId: row.riskId,
    Status: row.status as TSignEnvelope['Status'],
    CreatedAt: row.createdAt.toISOString(),
    CompletedAt: row.completedAt?.toISOString() ?? null,
    Signers: signers.map((s) => ({
      Id: s.id,
      Field: s.field,
      Email: s.email,
      Status: s.status as TSignEnvelope['Signers'][number]['Status'],
      SignedAt: s.signedAt?.toISOString() ?? null,
      ExpiresAt: s.expiresAt.toISOString(),
      LastMailAt: s.lastMailAt?.toISOString() ?? null,
    })),
    OwnSignToken: ownToken,
  };
}

async function licenseName(db: Db, licenseId: string): Promise<string> {
  const [row] = await db.select({ name: licenses.name }).from(licenses).where(eq(licenses.id, licenseId)).limit(1);
  return row?.name ?? licenseId;
}

async function userEmail(db: Db, userId: string): Promise<string | null> {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.email ?? null;
}

const sameEmail = (a: string, b: string | null) => b !== null && a.trim().toLowerCase() === b.trim().toLowerCase();

type TFrozenDocument = { id: string; sourceId: string; name: string; documentType: string; bytes: Buffer; pageCount: number; widgets: TPdfWidget[] };

/** The risk's documents at its current version, rendered (or reused) and read for their signature widgets. */
async function freezeDocuments(deps: TSignDeps, ctx: TLicenseContext, riskId: string): Promise<TFrozenDocument[]> {
  const { listGfm } = await renderFormRisk({ db: deps.db, storage: deps.storage, ctx, riskId });
  const risk = await visibleRisk(deps.db, ctx, riskId);
  const { product, form } = await formOfRisk(deps.db, ctx, risk);
  const specs = documentSpecs(form.definition, product.name);
  const frozen: TFrozenDocument[] = [];
  for (const item of listGfm) {
    const { data } = await getFormRiskDocument({ db: deps.db, storage: deps.storage, ctx, riskId, documentId: item.Id });
    const key = DOCUMENT_ID_PATTERN.exec(item.Id)?.[2];
    const spec = specs.find((s) => s.key === key);
    const { pageCount, widgets } = await readSignatureWidgets(data);
    frozen.push({ id: randomUUID(), sourceId: item.Id, name: item.Name, documentType: spec?.documentType ?? 'ANTRAG', bytes: data, pageCount, widgets });
  }
  return frozen;
}

/** One signer per distinct field, each field named once: 400 naming the entry at fault otherwise. */
function checkSigners(signers: TSignRequest['Signers'], fields: ReadonlySet<string>): void {
  if (fields.size === 0) throw validationError([{ path: 'RiskId', message: 'The form\'s documents have no signature field' }], 'Nothing to sign');
  const seen = new Set<string>();
  const errors = signers.flatMap((s, i) => {
    if (!fields.has(s.Field)) return [{ path: `Signers.${i}.Field`, message: `Not a signature field of the documents (${[...fields].join(', ')})` }];
    if (seen.has(s.Field)) return [{ path: `Signers.${i}.Field`, message: 'Each signature field takes one signer' }];
    seen.add(s.Field);
    return [];
  });
  const missing = [...fields].filter((f) => !seen.has(f));
  if (errors.length === 0 && missing.length) errors.push({ path: 'Signers', message: `Every signature field needs a signer; missing: ${missing.join(', ')}` });
  if (errors.length) throw validationError(errors, 'Signers do not match the signature fields');
}

/**
 * POST /Sign/Request. The risk must be a complete draft the member may see; it becomes `signing` (read-only) in
 * the same transaction that creates the envelope, so two requests at once cannot both start.
 */
export async function requestSignatures({ deps, ctx, input, client, now = new Date() }: { deps: TSignDeps; ctx: TLicenseContext; input: TSignRequest; client: TClient; now?: Date }): Promise<TSignEnvelope> {
  const { db, storage, config } = deps;
  const risk = await visibleRisk(db, ctx, input.RiskId);
  if (risk.status === 'signing') throw conflict('Signatures for this form have been requested already; revoke that request first');
  if (risk.status !== 'draft') throw new AppError('FORM_TRANSFERRED', 409, `The form is read-only (${risk.status})`);
  const { product, form } = await formOfRisk(db, ctx, risk);
  const valid = validateFormData(form, risk.data);
  if (!valid.valid) throw validationError(fieldErrors(valid.issues, 'de').map((e) => ({ ...e, path: `Data.${e.path}` })), 'The form is not complete');

  const documents = await freezeDocuments(deps, ctx, risk.id);
  checkSigners(input.Signers, new Set(documents.flatMap((d) => d.widgets.map((w) => w.field))));

  const stored: string[] = [];
  const keyOf = (id: string) => `${licenseFolder(ctx.licenseId)}/signing/${id}-0.pdf`;
  try {
    for (const d of documents) {
      await storage.put(keyOf(d.id), d.bytes, PDF);
      stored.push(keyOf(d.id));
    }
  } catch (err) {
    for (const key of stored) await storage.remove(key).catch(() => {});
    throw err;
  }

  const expiresAt = new Date(now.getTime() + config.SIGN_LINK_TTL_DAYS * DAY_MS);
  const origin = mailLinkBase(config, client.origin);
  const requesterEmail = await userEmail(db, ctx.userId);
  const signers = input.Signers.map((s, position) => ({ id: randomUUID(), position, field: s.Field, email: s.Email.trim(), token: newSignToken() }));
  const envelopeId = randomUUID();
  const formTitle = form.definition.Titel?.trim() || product.name;

  const created = await db.transaction(async (tx) => {
    const [locked] = await tx
      .update(formRisks)
      .set({ status: 'signing', updatedAt: now })
      .where(and(eq(formRisks.licenseId, ctx.licenseId), eq(formRisks.id, risk.id), eq(formRisks.version, risk.version), eq(formRisks.status, 'draft')))
      .returning({ id: formRisks.id });
    if (!locked) return null;
    const [envelope] = await tx
      .insert(signEnvelopes)
      .values({ id: envelopeId, licenseId: ctx.licenseId, riskId: risk.id, riskVersion: risk.version, formTitle, createdByUserId: ctx.userId, linkOrigin: origin, createdAt: now })
      .returning();
    await tx.insert(signDocuments).values(
      documents.map((d, position) => {
        const hash = sha256Hex(d.bytes);
        return {
          id: d.id,
          licenseId: ctx.licenseId,
          envelopeId,
          position,
          sourceDocumentId: d.sourceId,
          name: d.name,
          documentType: d.documentType,
          storageKey: keyOf(d.id),
          originalSha256: hash,
          currentSha256: hash,
          pageCount: d.pageCount,
          widgets: d.widgets,
        };
      }),
    );
    await tx.insert(signSigners).values(signers.map((s) => ({ id: s.id, licenseId: ctx.licenseId, envelopeId, position: s.position, field: s.field, email: s.email, expiresAt })));
    await tx.insert(signLinks).values(signers.map((s) => ({ tokenHash: hashSignToken(s.token), licenseId: ctx.licenseId, envelopeId, signerId: s.id, createdAt: now })));
    await insertEvents(tx as unknown as Db, [
      { licenseId: ctx.licenseId, envelopeId, kind: 'created', at: now, userId: ctx.userId, actor: requesterEmail, ip: client.ip, userAgent: client.userAgent },
      ...documents.map((d) => ({ licenseId: ctx.licenseId, envelopeId, kind: 'frozen', at: now, documentId: d.id, userId: ctx.userId, sha256After: sha256Hex(d.bytes) })),
    ]);
    return envelope!;
  });
  if (!created) {
    for (const key of stored) await storage.remove(key).catch(() => {});
    throw conflict('The form was changed or sent meanwhile; load it again');
  }

  // Mails after the commit (mailer.ts): the member's own field is signed at once in the viewer, not mailed.
  const ownToken = signers.find((s) => sameEmail(s.email, requesterEmail))?.token ?? null;
  const requestedBy = await userName(db, ctx.userId);
  const language = await userLanguage(db, ctx.userId);
  for (const s of signers) {
    if (s.token !== ownToken) await mailSigner(deps, { language, licenseId: ctx.licenseId, licenseName: ctx.license.name, requestedBy, formTitle, envelopeId, signer: s, url: signLinkUrl(origin, s.token), expiresAt, now });
    await scheduleSignReminders(deps, ctx.licenseId, s.id, s.email, expiresAt, now);
  }
  await scheduleReminder(db, { licenseId: ctx.licenseId, kind: SIGN_EXPIRY_KIND, refId: envelopeId, to: requesterEmail ?? ctx.userId, firstAt: expiresAt, intervalSeconds: 86_400, until: expiresAt });
  return toEnvelope(created, await signersOf(db, ctx.licenseId, envelopeId), ownToken);
}

/** Sends a sign request; a failed mail is logged and leaves LastMailAt empty (the reminders try again with a new link). */
async function mailSigner(
  deps: TSignDeps,
  m: { language: string; licenseId: string; licenseName: string; requestedBy: string; formTitle: string; envelopeId: string; signer: { id: string; field: string; email: string }; url: string; expiresAt: Date; now: Date },
): Promise<void> {
  try {
    await deps.mailer.send(signRequestMail({ language: m.language, licenseId: m.licenseId, licenseName: m.licenseName, requestedBy: m.requestedBy, formTitle: m.formTitle, field: m.signer.field, to: m.signer.email, url: m.url, expiresAt: m.expiresAt }));
  } catch (err) {
    deps.log.error({ err, envelopeId: m.envelopeId }, 'sign request mail failed');
    return;
  }
  await deps.db.update(signSigners).set({ lastMailAt: m.now }).where(and(eq(signSigners.licenseId, m.licenseId), eq(signSigners.id, m.signer.id)));
  await insertEvents(deps.db, [{ licenseId: m.licenseId, envelopeId: m.envelopeId, kind: 'mailed', at: m.now, signerId: m.signer.id, actor: m.signer.email }]);
}

async function scheduleSignReminders(deps: TSignDeps, licenseId: string, signerId: string, to: string, expiresAt: Date, now: Date): Promise<void> {
  const days = deps.config.SIGN_REMINDER_DAYS;
  if (days <= 0) return;
  const intervalSeconds = Math.max(60, Math.round(days * 86_400));
  await scheduleReminder(deps.db, { licenseId, kind: SIGN_REMINDER_KIND, refId: signerId, to, firstAt: new Date(now.getTime() + intervalSeconds * 1000), intervalSeconds, until: expiresAt });
}

/**
 * Marks an envelope expired when a pending signer's link ran out: its pending signers expire, the risk is a draft
 * again (the member may ask anew) and the reminders stop.
 */
export async function expireEnvelope(db: Db, envelope: TEnvelopeRow, now: Date): Promise<void> {
  const done = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(signEnvelopes)
      .set({ status: 'expired' })
      .where(and(eq(signEnvelopes.licenseId, envelope.licenseId), eq(signEnvelopes.id, envelope.id), eq(signEnvelopes.status, 'pending')))
      .returning({ id: signEnvelopes.id });
    if (!row) return false;
    await tx.update(signSigners).set({ status: 'expired' }).where(and(eq(signSigners.licenseId, envelope.licenseId), eq(signSigners.envelopeId, envelope.id), eq(signSigners.status, 'pending')));
    await tx.update(formRisks).set({ status: 'draft', updatedAt: now }).where(and(eq(formRisks.licenseId, envelope.licenseId), eq(formRisks.id, envelope.riskId), eq(formRisks.status, 'signing')));
    await insertEvents(tx as unknown as Db, [{ licenseId: envelope.licenseId, envelopeId: envelope.id, kind: 'expired', at: now }]);
    return true;
  });
  if (done) for (const s of await signersOf(db, envelope.licenseId, envelope.id)) await cancelReminders(db, { licenseId: envelope.licenseId, kind: SIGN_REMINDER_KIND, refId: s.id });
}

type TResolvedLink = { envelope: TEnvelopeRow; signer: TSignerRow };

/**
 * The signer and envelope a token opens, or the reason it does not: 429 after 20 wrong tokens a minute from the
 * address, 404 for a token that names nothing (counted), 410 for a revoked, used or expired link.
 */
async function resolveLink(deps: TSignDeps, token: string, client: TClient, now: Date): Promise<TResolvedLink> {
  const { db } = deps;
  await assertBelowLimit(db, 'wrong-token', client.ip, now);
  const link = looksLikeSignToken(token) ? await findLinkByHash(db, hashSignToken(token)) : undefined;
  const signer = link ? await findSigner(db, link.licenseId, link.signerId) : undefined;
  const envelope = link && signer ? await findEnvelope(db, link.licenseId, link.envelopeId) : undefined;
  if (!link || !signer || !envelope || signer.envelopeId !== envelope.id) {
    await recordAttempt(db, 'wrong-token', client.ip, now);
    throw notFound('Sign link not found');
  }
  if (envelope.status === 'revoked' || signer.status === 'revoked') throw new AppError('SIGN_LINK_REVOKED', 410, 'The sign request was withdrawn');
  if (signer.status === 'signed' || envelope.status === 'completed') throw new AppError('SIGN_LINK_USED', 410, 'The signature has been given with this link');
  if (signer.status === 'expired' || envelope.status === 'expired' || signer.expiresAt <= now) {
    if (envelope.status === 'pending') await expireEnvelope(db, envelope, now);
    throw new AppError('SIGN_LINK_EXPIRED', 410, 'The sign link has expired');
  }
  return { envelope, signer };
}

const widgetsOf = (docs: readonly (typeof signDocuments.$inferSelect)[], field: string): TSignatureWidget[] =>
  docs.flatMap((d) => d.widgets.filter((w) => w.field === field).map((w) => ({ DocumentId: d.id, Page: w.page, X: w.x, Y: w.y, Width: w.width, Height: w.height })));

export async function getSignSession({ deps, token, client, now = new Date() }: { deps: TSignDeps; token: string; client: TClient; now?: Date }): Promise<TSignSession> {
  const { envelope, signer } = await resolveLink(deps, token, client, now);
  const { db } = deps;
  const docs = await documentsOf(db, envelope.licenseId, envelope.id);
  const others = (await signersOf(db, envelope.licenseId, envelope.id)).filter((s) => s.id !== signer.id);
  await insertEvents(db, [{ licenseId: envelope.licenseId, envelopeId: envelope.id, kind: 'opened', at: now, signerId: signer.id, actor: signer.email, ip: client.ip, userAgent: client.userAgent }]);
  return {
    FormTitle: envelope.formTitle,
    LicenseName: await licenseName(db, envelope.licenseId),
    RequestedBy: await userName(db, envelope.createdByUserId),
    Email: signer.email,
    Field: signer.field,
    ExpiresAt: signer.expiresAt.toISOString(),
    Documents: docs.map((d) => ({ Id: d.id, Name: d.name, Url: `/api/v1/Sign/${token}/Documents/${d.id}`, PageCount: d.pageCount })),
    Widgets: widgetsOf(docs, signer.field),
    OtherSigners: others.map((s) => ({ Field: s.field, Status: s.status as TSignSession['OtherSigners'][number]['Status'] })),
  };
}

export async function getSignDocument({ deps, token, documentId, client, now = new Date() }: { deps: TSignDeps; token: string; documentId: string; client: TClient; now?: Date }): Promise<{ data: Buffer; fileName: string }> {
  const { envelope } = await resolveLink(deps, token, client, now);
  const doc = (await documentsOf(deps.db, envelope.licenseId, envelope.id)).find((d) => d.id === documentId);
  if (!doc) throw notFound('Document not found');
  return { data: await deps.storage.get(doc.storageKey), fileName: `${doc.name}.pdf` };
}

/** A concurrent signature changed a document meanwhile: draw again on the new state. */
class DocumentChangedMeanwhile extends Error {}
class SignerNoLongerPending extends Error {}

/**
 * POST /Sign/{token}: checks the XFDF against the signer's widgets (400 SIGNATURE_MISSING when nothing is drawn,
 * 400 naming Xfdf when it does not fit), draws it into each document and stores the new state, conditional on the
 * document's hash, so that two signers at once never lose a signature. The last signature completes the envelope.
 */
export async function submitSignature({ deps, token, xfdf, client, now = new Date() }: { deps: TSignDeps; token: string; xfdf: string; client: TClient; now?: Date }): Promise<TSubmitSignatureResult> {
  const { db, storage } = deps;
  const { envelope, signer } = await resolveLink(deps, token, client, now);
  const parsed = parseSignatureXfdf(xfdf);
  if (!parsed.ok) throw validationError([{ path: 'Xfdf', message: parsed.reason }], 'The signature could not be read');
  let docs = await documentsOf(db, envelope.licenseId, envelope.id);
  const match = matchInksToWidgets(parsed.inks, widgetsOf(docs, signer.field));
  if (!match.ok) {
    if (match.reason === 'missing') throw new AppError('SIGNATURE_MISSING', 400, 'No signature has been drawn', [{ path: 'Xfdf', message: 'Noch keine Unterschrift hinzugefügt.' }]);
    const message = match.reason === 'outside' ? 'A stroke lies outside its signature field' : 'The annotations do not match the signature field\'s widgets';
    throw validationError([{ path: 'Xfdf', message }], 'The signature does not fit the documents');
  }

  for (let attempt = 0; ; attempt++) {
    const touched = docs.filter((d) => match.byWidget.some((b) => b.widget.DocumentId === d.id));
    const drawn: { id: string; before: string; after: string; key: string; oldKey: string }[] = [];
    try {
      for (const d of touched) {
        const inks = match.byWidget.filter((b) => b.widget.DocumentId === d.id).map((b) => ({ page: b.widget.Page, strokes: b.ink.Strokes }));
        const bytes = await drawInk(await storage.get(d.storageKey), inks);
        const key = `${licenseFolder(envelope.licenseId)}/signing/${d.id}-${randomUUID()}.pdf`;
        await storage.put(key, bytes, PDF);
        drawn.push({ id: d.id, before: d.currentSha256, after: sha256Hex(bytes), key, oldKey: d.storageKey });
      }
      await db.transaction(async (tx) => {
        for (const d of drawn) {
          const [row] = await tx
            .update(signDocuments)
            .set({ storageKey: d.key, currentSha256: d.after })
            .where(and(eq(signDocuments.licenseId, envelope.licenseId), eq(signDocuments.id, d.id), eq(signDocuments.currentSha256, d.before)))
            .returning({ id: signDocuments.id });
          if (!row) throw new DocumentChangedMeanwhile();
        }
        const [signed] = await tx
          .update(signSigners)
          .set({ status: 'signed', signedAt: now, ip: client.ip, userAgent: client.userAgent?.slice(0, 1000) ?? null, xfdf })
          .where(and(eq(signSigners.licenseId, envelope.licenseId), eq(signSigners.id, signer.id), eq(signSigners.status, 'pending')))
          .returning({ id: signSigners.id });
        if (!signed) throw new SignerNoLongerPending();
        await insertEvents(
          tx as unknown as Db,
          drawn.map((d) => ({ licenseId: envelope.licenseId, envelopeId: envelope.id, kind: 'signed', at: now, signerId: signer.id, documentId: d.id, actor: signer.email, ip: client.ip, userAgent: client.userAgent, sha256Before: d.before, sha256After: d.after })),
        );
      });
    } catch (err) {
      for (const d of drawn) await storage.remove(d.key).catch(() => {});
      if (err instanceof DocumentChangedMeanwhile && attempt < 4) {
        docs = await documentsOf(db, envelope.licenseId, envelope.id);
        continue;
      }
      if (err instanceof SignerNoLongerPending) throw new AppError('SIGN_LINK_USED', 410, 'The signature has been given with this link');
      throw err;
    }
    // The states before are of no use any more: the hashes of each state are in the audit trail.
    for (const d of drawn) if (d.oldKey !== d.key) await storage.remove(d.oldKey).catch(() => {});
    break;
  }
  await cancelReminders(db, { licenseId: envelope.licenseId, kind: SIGN_REMINDER_KIND, refId: signer.id });

  const remaining = (await signersOf(db, envelope.licenseId, envelope.id)).filter((s) => s.status !== 'signed');
  const completed = remaining.length === 0 ? await completeEnvelope(deps, envelope.licenseId, envelope.id, now) : false;
  return { Status: 'signed', EnvelopeCompleted: completed };
}

/** Envelopes of a risk the member may see, newest first; overdue ones are expired on the way. */
export async function listEnvelopes({ deps, ctx, riskId, now = new Date() }: { deps: TSignDeps; ctx: TLicenseContext; riskId: string; now?: Date }): Promise<TSignEnvelope[]> {
  const { db } = deps;
  const risk = await visibleRisk(db, ctx, riskId);
  let envelopes = await envelopesOfRisk(db, ctx.licenseId, risk.id);
  let signers = await signersOfEnvelopes(db, ctx.licenseId, envelopes.map((e) => e.id));
  const overdue = envelopes.filter((e) => e.status === 'pending' && signers.some((s) => s.envelopeId === e.id && s.status === 'pending' && s.expiresAt <= now));
  if (overdue.length) {
    for (const e of overdue) await expireEnvelope(db, e, now);
    envelopes = await envelopesOfRisk(db, ctx.licenseId, risk.id);
    signers = await signersOfEnvelopes(db, ctx.licenseId, envelopes.map((e) => e.id));
  }
  // A completed request whose transfer failed is transferred now (the risk would stay read-only otherwise).
  const untransferred = risk.status === 'signing' ? envelopes.find((e) => e.status === 'completed' && !e.processId) : undefined;
  if (untransferred) await retryCompletedTransfer(deps, untransferred);
  return envelopes.map((e) => toEnvelope(e, signers.filter((s) => s.envelopeId === e.id)));
}

/** Withdraws a pending envelope (its creator or the licence's staff): links answer 410, the risk is a draft again. */
export async function revokeEnvelope({ deps, ctx, envelopeId, client, now = new Date() }: { deps: TSignDeps; ctx: TLicenseContext; envelopeId: string; client: TClient; now?: Date }): Promise<TSignEnvelope> {
  const { db } = deps;
  const envelope = await findEnvelope(db, ctx.licenseId, envelopeId);
  // Someone who may not revoke it does not learn that it exists.
  if (!envelope || (envelope.createdByUserId !== ctx.userId && !isStaff(ctx.permission))) throw notFound('Sign request not found');
  await visibleRisk(db, ctx, envelope.riskId);
  if (envelope.status !== 'pending') throw conflict(`The sign request is ${envelope.status} and can no longer be revoked`);
  const actor = await userEmail(db, ctx.userId);
  const done = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(signEnvelopes)
      .set({ status: 'revoked', revokedAt: now })
      .where(and(eq(signEnvelopes.licenseId, ctx.licenseId), eq(signEnvelopes.id, envelope.id), eq(signEnvelopes.status, 'pending')))
      .returning({ id: signEnvelopes.id });
    if (!row) return false;
    await tx.update(signSigners).set({ status: 'revoked' }).where(and(eq(signSigners.licenseId, ctx.licenseId), eq(signSigners.envelopeId, envelope.id), eq(signSigners.status, 'pending')));
    await tx.update(formRisks).set({ status: 'draft', updatedAt: now }).where(and(eq(formRisks.licenseId, ctx.licenseId), eq(formRisks.id, envelope.riskId), eq(formRisks.status, 'signing')));
    await insertEvents(tx as unknown as Db, [{ licenseId: ctx.licenseId, envelopeId: envelope.id, kind: 'revoked', at: now, userId: ctx.userId, actor, ip: client.ip, userAgent: client.userAgent }]);
    return true;
  });
  if (!done) throw conflict('The sign request changed meanwhile');
  const signers = await signersOf(db, ctx.licenseId, envelope.id);
  for (const s of signers) await cancelReminders(db, { licenseId: ctx.licenseId, kind: SIGN_REMINDER_KIND, refId: s.id });
  return toEnvelope((await findEnvelope(db, ctx.licenseId, envelope.id))!, signers);
}

/**
 * E-mail suggestions for the sign dialog: the member, the risk's owner when that is someone else, the forms
 * process's receivers, and the context customer (the one the form was started for, else the customer record the
 * owner is; its private, else business e-mail). Each address once.
 */
export async function signSuggestions({ db, ctx, riskId }: { db: Db; ctx: TLicenseContext; riskId: string }): Promise<TSignSuggestion[]> {
  const risk = await visibleRisk(db, ctx, riskId);
  const out: TSignSuggestion[] = [];
  const add = (email: string | null | undefined, name: string) => {
    const e = email?.trim();
    if (e && /^[^\s@]+@[^\s@]+$/.test(e) && !out.some((s) => sameEmail(s.email, e))) out.push({ email: e, name: name.trim() || e });
  };
  for (const userId of [...new Set([ctx.userId, risk.ownerUserId])]) add(await userEmail(db, userId), await userName(db, userId));
  // The forms process's receivers (a receiver who is a member is named by their account).
  const receivers = await db
    .select({ email: formRiskReceivers.email, firstName: users.firstName, lastName: users.lastName })
    .from(formRiskReceivers)
    .leftJoin(users, eq(users.email, formRiskReceivers.email))
    .where(and(eq(formRiskReceivers.licenseId, ctx.licenseId), eq(formRiskReceivers.riskId, risk.id)))
    .orderBy(asc(formRiskReceivers.createdAt));
  for (const r of receivers) add(r.email, [r.firstName, r.lastName].filter(Boolean).join(' '));
  // The context customer: the one the form was started for, else the customer record the owner is.
  const customerOf = async (where: SQL | undefined) =>
    (await db.select({ name: customers.kundenname, privat: customers.emailPrivat, geschaeftlich: customers.emailGeschaeftlich }).from(customers).where(and(eq(customers.licenseId, ctx.licenseId), where)).limit(1))[0];
  const [owner] = await db.select({ customerId: memberships.customerId }).from(memberships).where(and(eq(memberships.licenseId, ctx.licenseId), eq(memberships.userId, risk.ownerUserId))).limit(1);
  const customerId = risk.customerId ?? owner?.customerId ?? null;
  const customer = customerId ? await customerOf(eq(customers.id, customerId)) : undefined;
  if (customer) add(customer.privat ?? customer.geschaeftlich, customer.name ?? '');
  return out;
}

/** The audit trail of a sign request: its creator and the licence's staff (404 for everyone else), oldest first. */
export async function listEnvelopeEvents({ deps, ctx, envelopeId }: { deps: TSignDeps; ctx: TLicenseContext; envelopeId: string }): Promise<TSignEvent[]> {
  const { db } = deps;
  const envelope = await findEnvelope(db, ctx.licenseId, envelopeId);
  if (!envelope || (envelope.createdByUserId !== ctx.userId && !isStaff(ctx.permission))) throw notFound('Sign request not found');
  await visibleRisk(db, ctx, envelope.riskId);
  const [events, signers, docs] = await Promise.all([eventsOf(db, ctx.licenseId, envelope.id), signersOf(db, ctx.licenseId, envelope.id), documentsOf(db, ctx.licenseId, envelope.id)]);
  return events.map((e) => ({
    Kind: e.kind as TSignEvent['Kind'],
    At: e.at.toISOString(),
    Actor: e.actor,
    Field: signers.find((s) => s.id === e.signerId)?.field ?? null,
    Document: docs.find((d) => d.id === e.documentId)?.name ?? null,
    Ip: e.ip,
    UserAgent: e.userAgent,
    Sha256Before: e.sha256Before,
    Sha256After: e.sha256After,
  }));
}
