/**
 * Payloads of signing (issue 11, docs/api-forms.md "Signing"). A sign request freezes the rendered documents of a
 * form risk and names one signer (an e-mail) per distinct signature field; each signer gets a personal,
 * single-use link (`/signieren/{token}`) by e-mail. The signer draws a signature; the browser sends it as XFDF
 * (one ink annotation per widget of the signer's field, see `signature-xfdf.ts`), the server draws it into the
 * PDFs with pdf-lib and keeps the XFDF and an audit trail. When the last signer has signed, every document gets a
 * signing certificate page and a PDF digital signature (the licence's certificate), and the risk is transferred
 * with the sealed PDFs. `POST /Sign/Verify` tells whether an uploaded PDF is unchanged since it was sealed.
 *
 * Status words are English codes; the web app translates them (forms.signing.status.<code>).
 */
import { z } from 'zod';

const ZEmail = z.email().max(254).describe('An e-mail address.');
const ZFieldName = z.string().trim().min(1).max(200).describe('The name of a signature field of the rendered documents.');

export const ZSignRequest = z.object({
  RiskId: z.uuid().describe('The form risk whose rendered documents are to be signed.'),
  Signers: z
    .array(z.object({ Field: ZFieldName, Email: ZEmail }))
    .min(1)
    .max(20)
    .describe('One signer per distinct signature field of the documents; every field needs one.'),
});
export type TSignRequest = z.infer<typeof ZSignRequest>;

export const SIGNER_STATUSES = ['pending', 'signed', 'expired', 'revoked'] as const;
export const ZSignerStatus = z.enum(SIGNER_STATUSES);
export type TSignerStatus = z.infer<typeof ZSignerStatus>;

export const ENVELOPE_STATUSES = ['pending', 'completed', 'expired', 'revoked'] as const;
export const ZEnvelopeStatus = z.enum(ENVELOPE_STATUSES);
export type TEnvelopeStatus = z.infer<typeof ZEnvelopeStatus>;

export const ZEnvelopeSigner = z.object({
  Id: z.uuid(),
  Field: z.string(),
  Email: z.string(),
  Status: ZSignerStatus,
  SignedAt: z.iso.datetime().nullable(),
  ExpiresAt: z.iso.datetime().describe('When the signer\'s link stops working.'),
  LastMailAt: z.iso.datetime().nullable().describe('When the request or the last reminder was mailed.'),
});
export type TEnvelopeSigner = z.infer<typeof ZEnvelopeSigner>;

/** A sign request as its creator (and the licence's staff) sees it. */
export const ZSignEnvelope = z.object({
  Id: z.uuid(),
  RiskId: z.uuid(),
  Status: ZEnvelopeStatus,
  CreatedAt: z.iso.datetime(),
  CompletedAt: z.iso.datetime().nullable(),
  Signers: z.array(ZEnvelopeSigner),
  /**
   * A sign token for the caller's own signature field, when the caller named their own e-mail (the single-signature
   * case: the viewer opens the PDF viewer in signable mode at once instead of sending a mail). Only in the answer
   * to `POST /Sign/Request`; null elsewhere.
   */
  OwnSignToken: z.string().nullable(),
});
export type TSignEnvelope = z.infer<typeof ZSignEnvelope>;

/** The rectangle of one widget of a signature field, in PDF points on its page (origin bottom left). */
export const ZSignatureWidget = z.object({
  DocumentId: z.string(),
  Page: z.number().int().min(0).describe('0-based page index.'),
  X: z.number(),
  Y: z.number(),
  Width: z.number().positive(),
  Height: z.number().positive(),
});
export type TSignatureWidget = z.infer<typeof ZSignatureWidget>;

/** What a signer's link opens (GET /Sign/{token}); no other signer's e-mail is in it. */
export const ZSignSession = z.object({
  FormTitle: z.string(),
  LicenseName: z.string().describe('The broker (licence) who asks for the signature.'),
  RequestedBy: z.string().describe('The name of the member who sent the request.'),
  Email: z.string().describe('The signer\'s own e-mail.'),
  Field: z.string().describe('The signature field the signer signs.'),
  ExpiresAt: z.iso.datetime(),
  Documents: z.array(
    z.object({
      Id: z.string(),
      Name: z.string(),
      Url: z.string().describe('GET: the PDF as it stands (signatures so far), by the token: /api/v1/Sign/{token}/Documents/{id}'),
      PageCount: z.number().int().min(1),
    }),
  ),
  Widgets: z.array(ZSignatureWidget).describe('Every widget of the signer\'s field in every document: the XFDF needs one ink annotation for each.'),
  OtherSigners: z.array(z.object({ Field: z.string(), Status: ZSignerStatus })),
});
export type TSignSession = z.infer<typeof ZSignSession>;

export const ZSubmitSignature = z.object({
  Xfdf: z.string().min(1).max(500_000).describe('XFDF with one ink annotation per widget of the signer\'s field (signature-xfdf.ts).'),
});
export type TSubmitSignature = z.infer<typeof ZSubmitSignature>;

export const ZSubmitSignatureResult = z.object({
  Status: z.literal('signed'),
  EnvelopeCompleted: z.boolean().describe('Whether this was the last signature: the documents are sealed and the form sent to the broker.'),
});
export type TSubmitSignatureResult = z.infer<typeof ZSubmitSignatureResult>;

/** Why a PDF does or does not verify. */
export const VERIFY_OUTCOMES = [
  /** Sealed by the portal, the signature checks and the bytes are those it sealed. */
  'valid',
  /** It carries a portal seal, but the bytes differ from what was sealed (changed after signing). */
  'modified',
  /** It carries a PDF signature that does not check (broken, or not the portal's). */
  'invalid-signature',
  /** No PDF signature at all. */
  'unsigned',
  /** Not a PDF that can be read. */
  'not-a-pdf',
] as const;
export const ZVerifyOutcome = z.enum(VERIFY_OUTCOMES);
export type TVerifyOutcome = z.infer<typeof ZVerifyOutcome>;

export const ZVerifyResult = z.object({
  Outcome: ZVerifyOutcome,
  Valid: z.boolean().describe('true only for outcome valid: unchanged since it was sealed.'),
  Sha256: z.string().describe('SHA-256 (hex) of the uploaded file.'),
  SealedAt: z.iso.datetime().nullable(),
  SignedBy: z.string().nullable().describe('The subject of the sealing certificate (the licence).'),
  Document: z
    .object({
      Name: z.string(),
      FormTitle: z.string(),
      Signers: z.array(z.object({ Field: z.string(), Email: z.string(), SignedAt: z.iso.datetime() })),
    })
    .nullable()
    .describe('The signed document the file is, when the portal knows it (valid outcome only).'),
});
export type TVerifyResult = z.infer<typeof ZVerifyResult>;

/** A suggestion for a signer's e-mail in the sign dialog (spec 001 §3 'E-mail suggestion'). */
export const ZSignSuggestion = z.object({ email: z.string(), name: z.string() });
export type TSignSuggestion = z.infer<typeof ZSignSuggestion>;

/** The certificate a licence seals completed documents with (GET/PUT /License/SigningCertificate). */
export const ZSigningCertificate = z.object({
  Subject: z.string(),
  Issuer: z.string(),
  SerialNumber: z.string(),
  Sha256: z.string().describe('SHA-256 (hex) of the certificate (DER).'),
  NotBefore: z.iso.datetime(),
  NotAfter: z.iso.datetime(),
  SelfSigned: z.boolean().describe('true for the certificate the portal created for a licence that configured none.'),
});
export type TSigningCertificate = z.infer<typeof ZSigningCertificate>;

/** The text field of the certificate upload (multipart, beside the PKCS#12 file in `file`). */
export const ZSigningCertificateUpload = z.object({
  Passphrase: z.string().max(1000).optional().describe('The passphrase of the PKCS#12 file (empty when it has none).'),
});
