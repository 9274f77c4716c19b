/**
 * Completing an envelope once the last signer has signed: every document gets the signing certificate page and
 * the licence's seal; then — in one transaction — the envelope is marked completed (only from pending, so two last
 * signatures at once complete it once) with the sealed hashes and audit events; the risk is transferred into a
 * process with the sealed PDFs, and the requester and the signers get them by mail.
 */
import { createHash, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { sanitizeFileName } from '@portal/domain';
import type { Db } from '../../platform/db/client.js';
import { licenses, signDocuments, signEnvelopes, users } from '../../platform/db/schema.js';
import { findMembership, toPermissionContext } from '../../platform/memberships.js';
import { licenseFolder, PDF, userName } from '../forms/render/render-document.js';
import { transferSignedRisk } from '../forms/service.js';
import { licenseSealer } from './certificate-service.js';
import { signCompletedMail } from './mails.js';
import { addCertificatePage } from './pdf/certificate-page.js';
import { sealPdf } from './pdf/seal.js';
import { documentsOf, eventsOf, findEnvelope, insertEvents, signersOf } from './repository.js';
import type { TSignDeps } from './service.js';
import { sha256Hex } from './tokens.js';

export async function completeEnvelope(deps: TSignDeps, licenseId: string, envelopeId: string, now: Date): Promise<boolean> {
  const { db, storage, config } = deps;
  const envelope = await findEnvelope(db, licenseId, envelopeId);
  if (!envelope || envelope.status !== 'pending') return false;
  const [docs, signers, events] = await Promise.all([documentsOf(db, licenseId, envelopeId), signersOf(db, licenseId, envelopeId), eventsOf(db, licenseId, envelopeId)]);
  if (signers.some((s) => s.status !== 'signed')) return false;
  const sealer = await licenseSealer(db, config, licenseId);
  const [requester] = await db.select({ email: users.email }).from(users).where(eq(users.id, envelope.createdByUserId)).limit(1);
  const requesterEmail = requester?.email ?? null;
  const requestedBy = await userName(db, envelope.createdByUserId);
  const [license] = await db.select({ name: licenses.name }).from(licenses).where(eq(licenses.id, licenseId)).limit(1);
  const licenseName = license?.name ?? licenseId;

  const sealed: { id: string; key: string; bytes: Buffer; sha256: string; before: string; name: string; documentType: string }[] = [];
  try {
    for (const d of docs) {
      const signed = (s: (typeof signers)[number]) => events.find((e) => e.kind === 'signed' && e.signerId === s.id && e.documentId === d.id);
      const page = await addCertificatePage(await storage.get(d.storageKey), {
        formTitle: envelope.formTitle,
        documentName: d.name,
        licenseName,
        envelopeId: envelope.id,
        requestedBy,
        requestedAt: envelope.createdAt,
        originalSha256: d.originalSha256,
        signers: signers.map((s) => ({ field: s.field, email: s.email, signedAt: s.signedAt ?? now, ip: s.ip, userAgent: s.userAgent, sha256Before: signed(s)?.sha256Before ?? null, sha256After: signed(s)?.sha256After ?? null })),
        completedAt: now,
      });
      const bytes = await sealPdf(page, {
        p12: sealer.p12,
        passphrase: sealer.passphrase,
        reason: `Unterschrieben: ${signers.map((s) => s.field).join(', ')}`,
        name: licenseName,
        location: 'Maklerportal',
        contactInfo: requesterEmail ?? '',
        signingTime: now,
      });
      const key = `${licenseFolder(licenseId)}/signing/${d.id}-sealed.pdf`;
      await storage.put(key, bytes, PDF);
      sealed.push({ id: d.id, key, bytes, sha256: sha256Hex(bytes), before: d.currentSha256, name: d.name, documentType: d.documentType });
    }
  } catch (err) {
    for (const s of sealed) await storage.remove(s.key).catch(() => {});
    throw err;
  }

  const claimed = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(signEnvelopes)
      .set({ status: 'completed', completedAt: now })
      .where(and(eq(signEnvelopes.licenseId, licenseId), eq(signEnvelopes.id, envelopeId), eq(signEnvelopes.status, 'pending')))
      .returning({ id: signEnvelopes.id });
    if (!row) return false;
    for (const s of sealed) {
      await tx
        .update(signDocuments)
        .set({ sealedStorageKey: s.key, sealedSha256: s.sha256, sealedAt: now, sealCertificateSha256: sealer.row.certificateSha256 })
        .where(and(eq(signDocuments.licenseId, licenseId), eq(signDocuments.id, s.id)));
    }
    await insertEvents(tx as unknown as Db, [
      ...sealed.map((s) => ({ licenseId, envelopeId, kind: 'sealed', at: now, documentId: s.id, actor: sealer.row.subject, sha256Before: s.before, sha256After: s.sha256 })),
      { licenseId, envelopeId, kind: 'completed', at: now },
    ]);
    return true;
  });
  if (!claimed) {
    for (const s of sealed) await storage.remove(s.key).catch(() => {});
    return false;
  }

  await transferSealed(deps, envelope, sealed);
  const attachments = sealed.map((s) => ({ filename: sanitizeFileName(`${s.name}.pdf`), content: s.bytes }));
  const recipients = [...new Map([requesterEmail, ...signers.map((s) => s.email)].filter((e): e is string => Boolean(e)).map((e) => [e.toLowerCase(), e])).values()];
  for (const to of recipients) {
    await deps.mailer
      .send(signCompletedMail({ licenseId, licenseName, formTitle: envelope.formTitle, to, signers: signers.map((s) => ({ field: s.field, email: s.email })), attachments }))
      .catch((err: unknown) => deps.log.error({ err, envelopeId }, 'completion mail failed'));
  }
  return true;
}

/**
 * Transfers the risk with copies of the sealed PDFs (the process's files are its own; the envelope keeps its
 * sealed copies for verification). A failure is logged: the signatures stand, and staff see the risk as signing.
 */
async function transferSealed(deps: TSignDeps, envelope: NonNullable<Awaited<ReturnType<typeof findEnvelope>>>, sealed: readonly { bytes: Buffer; sha256: string; name: string; documentType: string }[]): Promise<void> {
  const { db, storage } = deps;
  try {
    const found = await findMembership(db, { id: envelope.createdByUserId, isGuest: false }, envelope.licenseId);
    if (!found) throw new Error('the requester is no longer a member of the licence');
    const ctx = { userId: envelope.createdByUserId, licenseId: envelope.licenseId, ...found, permission: toPermissionContext(found, false) };
    const documents = [];
    for (const s of sealed) {
      const storageKey = `${licenseFolder(envelope.licenseId)}/${randomUUID()}.pdf`;
      await storage.put(storageKey, s.bytes, PDF);
      documents.push({ storageKey, fileName: sanitizeFileName(`${s.name}.pdf`), mimeType: PDF, sizeBytes: s.bytes.length, sha256: createHash('sha256').update(s.bytes).digest('hex'), titel: s.name, brieftyp: s.documentType });
    }
    const result = await transferSignedRisk({ db, bus: deps.bus, storage, ctx, riskId: envelope.riskId, documents });
    await db.update(signEnvelopes).set({ processId: result.ProcessId }).where(and(eq(signEnvelopes.licenseId, envelope.licenseId), eq(signEnvelopes.id, envelope.id)));
  } catch (err) {
    deps.log.error({ err, envelopeId: envelope.id }, 'transfer of the signed form failed');
  }
}
