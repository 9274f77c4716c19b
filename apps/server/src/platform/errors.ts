/**
 * The one coded error type of the API. Services throw `AppError`; the global error handler
 * (error-handler.ts) turns it into RFC 9457 problem+json whose `code` the web translates.
 */
import type { TErrorCode, TFieldError, TProblem } from '@portal/domain';

export class AppError extends Error {
  constructor(
    readonly code: TErrorCode,
    readonly status: number,
    readonly detail?: string,
    readonly errors?: TFieldError[],
    /** Extra problem members, e.g. retryAfterSeconds. */
    readonly extra?: Pick<TProblem, 'retryAfterSeconds' | 'current'>,
  ) {
    super(detail ?? code);
    this.name = 'AppError';
  }
}

export const isAppError = (e: unknown): e is AppError => e instanceof AppError;

/** Short English titles; the user-facing text comes from the web's translation of `code`. */
const TITLES: Record<TErrorCode, string> = {
  VALIDATION: 'Invalid input',
  UNAUTHENTICATED: 'Not logged in',
  SESSION_EXPIRED: 'Session expired',
  INVALID_CREDENTIALS: 'Invalid e-mail or password',
  RATE_LIMITED: 'Too many attempts',
  FORBIDDEN: 'Not allowed',
  CROSS_ORIGIN: 'Cross-origin request refused',
  LICENSE_REQUIRED: 'Licence required',
  LICENSE_FORBIDDEN: 'Licence not held',
  READ_ONLY: 'Read-only access',
  NOT_FOUND: 'Not found',
  PAYLOAD_TOO_LARGE: 'Payload too large',
  UNSUPPORTED_MEDIA_TYPE: 'Unsupported media type',
  MAINTENANCE: 'Under maintenance',
  CONFLICT: 'Conflict',
  VERSION_CONFLICT: 'Changed meanwhile',
  FORM_TRANSFERRED: 'Form already transferred',
  AI_UNAVAILABLE: 'AI service unavailable',
  AI_TIMEOUT: 'AI service timed out',
  MAIL_FAILED: 'Mail not sent',
  SIGN_LINK_EXPIRED: 'Sign link expired',
  INVITE_LINK_EXPIRED: 'Invitation link expired',
  INVITE_LINK_USED: 'Invitation already accepted',
  SIGN_LINK_USED: 'Sign link already used',
  SIGN_LINK_REVOKED: 'Sign request withdrawn',
  SIGNATURE_MISSING: 'No signature drawn',
  STANDARD_SET_LOCKED: 'Standard set cannot be deleted',
  IN_USE: 'Still in use',
  DEFINITION_TYPE_TAKEN: 'One definition per type',
  INTERNAL: 'Internal error',
};

export const PROBLEM_CONTENT_TYPE = 'application/problem+json; charset=utf-8';

export function problemBody(e: AppError): TProblem {
  return {
    // The stable identifier is `code`; a type URI per code lets generic RFC 9457 clients tell problems apart.
    type: `urn:portal:problem:${e.code.toLowerCase()}`,
    title: TITLES[e.code],
    status: e.status,
    code: e.code,
    ...(e.detail ? { detail: e.detail } : {}),
    ...(e.errors?.length ? { errors: e.errors } : {}),
    ...(e.extra ?? {}),
  };
}

// Shorthands for the errors every module throws.
export const notFound = (detail?: string) => new AppError('NOT_FOUND', 404, detail);
export const forbidden = (detail?: string) => new AppError('FORBIDDEN', 403, detail);
export const unauthenticated = () => new AppError('UNAUTHENTICATED', 401);
export const validationError = (errors: TFieldError[], detail?: string) => new AppError('VALIDATION', 400, detail, errors);

const FIELD_ERROR_STATUS = { VALIDATION: 400, FORBIDDEN: 403, NOT_FOUND: 404, CONFLICT: 409 } as const;

/** An error that names the one field at fault (`errors[0].path`); its detail says so unless given. */
export const fieldError = (code: keyof typeof FIELD_ERROR_STATUS, path: string, message: string, detail = `${path}: ${message}`) =>
  new AppError(code, FIELD_ERROR_STATUS[code], detail, [{ path, message }]);
