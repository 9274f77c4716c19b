/**
 * POST /Sign/Verify: whether an uploaded PDF is a document the portal sealed, unchanged since. Checked by content:
 * the PDF signature must verify (pdf/read-signature.ts), its certificate must be a licence's sealing certificate,
 * the signature must cover the whole file, and the file's SHA-256 must be that of a sealed document.
 */
import { createHash } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import type { TVerifyResult } from '@portal/domain';
import type { Db } from '../../platform/db/client.js';
import { licenseSigningCertificates, signDocuments, signEnvelopes, signSigners } from '../../platform/db/schema.js';
import { readPdfSignature } from './pdf/read-signature.js';

async function isPortalCertificate(db: Db, sha256: string): Promise<boolean> {
  const [current] = await db.select({ id: licenseSigningCertificates.licenseId }).from(licenseSigningCertificates).where(eq(licenseSigningCertificates.certificateSha256, sha256)).limit(1);
  if (current) return true;
  // A licence may have replaced its certificate since: the seals made with the old one stay known.
  const [used] = await db.select({ id: signDocuments.id }).from(signDocuments).where(eq(signDocuments.sealCertificateSha256, sha256)).limit(1);
  return Boolean(used);
}

async function canLoad(pdf: Buffer): Promise<boolean> {
  try {
    // pdf-lib reads nearly anything that starts like a PDF: a document also needs a page.
    const doc = await PDFDocument.load(pdf, { ignoreEncryption: true, updateMetadata: false, throwOnInvalidObject: false });
    return doc.getPageCount() > 0;
  } catch {
    return false;
  }
}

export async function verifyPdf({ db, pdf }: { db: Db; pdf: Buffer }): Promise<TVerifyResult> {
  const sha256 = createHash('sha256').update(pdf).digest('hex');
  const base = { Sha256: sha256, SealedAt: null, SignedBy: null, Document: null } as const;
  if (pdf.subarray(0, 1024).indexOf('%PDF-') < 0 || !(await canLoad(pdf))) return { ...base, Outcome: 'not-a-pdf', Valid: false };
  const check = readPdfSignature(pdf);
  if (check.kind === 'unsigned') return { ...base, Outcome: 'unsigned', Valid: false };
  if (check.kind === 'broken' || !check.signatureValid || !(await isPortalCertificate(db, check.certificate.certificateSha256))) {
    return { ...base, Outcome: 'invalid-signature', Valid: false, SignedBy: check.kind === 'signature' ? check.certificate.subject : null };
  }
  const signedBy = check.certificate.subject;
  const sealedAt = check.signingTime?.toISOString() ?? null;
  if (!check.digestMatches || !check.coversWholeFile) return { ...base, Outcome: 'modified', Valid: false, SignedBy: signedBy, SealedAt: sealedAt };
  const [doc] = await db
    .select({ licenseId: signDocuments.licenseId, envelopeId: signDocuments.envelopeId, name: signDocuments.name, sealedAt: signDocuments.sealedAt, formTitle: signEnvelopes.formTitle })
    .from(signDocuments)
    .innerJoin(signEnvelopes, and(eq(signEnvelopes.licenseId, signDocuments.licenseId), eq(signEnvelopes.id, signDocuments.envelopeId)))
    .where(eq(signDocuments.sealedSha256, sha256))
    .limit(1);
  // Signed with a portal certificate, but not a file the portal sealed (re-saved, or a seal whose record is gone).
  if (!doc) return { ...base, Outcome: 'modified', Valid: false, SignedBy: signedBy, SealedAt: sealedAt };
  const signers = await db
    .select({ field: signSigners.field, email: signSigners.email, signedAt: signSigners.signedAt })
    .from(signSigners)
    .where(and(eq(signSigners.licenseId, doc.licenseId), eq(signSigners.envelopeId, doc.envelopeId), eq(signSigners.status, 'signed')))
    .orderBy(asc(signSigners.position));
  return {
    Outcome: 'valid',
    Valid: true,
    Sha256: sha256,
    SealedAt: doc.sealedAt?.toISOString() ?? sealedAt,
    SignedBy: signedBy,
    Document: { Name: doc.name, FormTitle: doc.formTitle, Signers: signers.map((s) => ({ Field: s.field, Email: s.email, SignedAt: (s.signedAt ?? new Date(0)).toISOString() })) },
  };
}
