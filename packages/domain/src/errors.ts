import { z } from 'zod';

/** Stable error codes: the server sends them in problem+json, the client translates them (errors.<code>). */
export const ERROR_CODES = [
  'VALIDATION',
  'UNAUTHENTICATED',
  /** The session ended: idle too long or past its absolute lifetime (401). */
  'SESSION_EXPIRED',
  'INVALID_CREDENTIALS',
  'RATE_LIMITED',
  'FORBIDDEN',
  /** A state-changing request from a foreign origin (403, CSRF defence). */
  'CROSS_ORIGIN',
  'LICENSE_REQUIRED',
  'LICENSE_FORBIDDEN',
  'READ_ONLY',
  'NOT_FOUND',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'MAINTENANCE',
  'CONFLICT',
  /** A save based on an older version of the object than the server's (409); `current` holds the server's. */
  'VERSION_CONFLICT',
  /** The form risk has been transferred and is read-only (409). */
  'FORM_TRANSFERRED',
  /** The AI service of the document import failed or gave no usable answer (502). */
  'AI_UNAVAILABLE',
  /** The AI service of the document import did not answer in time (504). */
  'AI_TIMEOUT',
  /** The mail server refused or did not answer (502). */
  'MAIL_FAILED',
  /** A signer's link ran out (SIGN_LINK_TTL_DAYS) before they signed (410). */
  'SIGN_LINK_EXPIRED',
  /** A signer's link was used: the signature has been given (410). */
  'SIGN_LINK_USED',
  /** The sign request was withdrawn by its sender (410). */
  'SIGN_LINK_REVOKED',
  /** An employee's invitation link ran out before it was accepted (410). */
  'INVITE_LINK_EXPIRED',
  /** An employee's invitation link was used already, or the invitation was withdrawn (410). */
  'INVITE_LINK_USED',
  /** Saving a signature without one drawn: 'Noch keine Unterschrift hinzugefügt.' (400). */
  'SIGNATURE_MISSING',
  /** The standard detail-view set of a licence cannot be deleted (409). */
  'STANDARD_SET_LOCKED',
  /** A detail view, set or info-widget image still in use cannot be deleted (409). */
  'IN_USE',
  /** A detail-view set selects at most one definition per type (409). */
  'DEFINITION_TYPE_TAKEN',
  'INTERNAL',
] as const;
export const ZErrorCode = z.enum(ERROR_CODES);
export type TErrorCode = z.infer<typeof ZErrorCode>;

export const ZFieldError = z.object({
  /** Dotted path of the field at fault, e.g. `email` or `Filters.0.Property`. */
  path: z.string(),
  message: z.string(),
});
export type TFieldError = z.infer<typeof ZFieldError>;

/** RFC 9457 problem details, with our stable `code`. */
export const ZProblem = z.object({
  type: z.string(),
  title: z.string(),
  status: z.number().int(),
  code: ZErrorCode,
  detail: z.string().optional(),
  errors: z.array(ZFieldError).optional(),
  retryAfterSeconds: z.number().int().optional(),
  /** On VERSION_CONFLICT: the object as the server holds it now (for a form risk `{ Data, Version }`), so that the client can merge instead of overwriting. */
  current: z.record(z.string(), z.unknown()).optional(),
});
export type TProblem = z.infer<typeof ZProblem>;
