/**
 * One global error handler: every error leaves as application/problem+json (RFC 9457) with a stable code.
 * Input problems become 4xx naming the field; anything unexpected is logged and answered 500 without details.
 */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { TErrorCode, TFieldError } from '@portal/domain';
import { AppError, PROBLEM_CONTENT_TYPE, problemBody } from './errors.js';
import { redactError } from './redacted-error.js';

type TValidationItem = { instancePath?: string; message?: string };

function fieldErrors(items: TValidationItem[], context: string | undefined): TFieldError[] {
  return items.map((v) => {
    // '/Filters/0/Property' → 'Filters.0.Property'; a root-level problem is named after the part (body, querystring).
    const path = (v.instancePath ?? '').split('/').filter(Boolean).join('.');
    return { path: path || context || 'body', message: v.message ?? 'Invalid value' };
  });
}

const STATUS_CODES: Record<number, TErrorCode> = {
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

/** Maps any thrown value to an AppError; only 4xx errors keep their message (Fastify's are safe to show). */
export function toAppError(err: unknown): AppError {
  if (err instanceof AppError) return err;
  const e = err as Partial<FastifyError> | null;
  if (e && Array.isArray(e.validation) && e.validation.length > 0) {
    return new AppError('VALIDATION', 400, 'Request validation failed', fieldErrors(e.validation, e.validationContext));
  }
  if (e?.code === 'FST_ERR_BAD_URL' || e?.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return new AppError('VALIDATION', e.statusCode ?? 400, 'The URL cannot be read', [{ path: 'path', message: e.code === 'FST_ERR_BAD_URL' ? 'Not a valid URL component' : 'A path parameter is too long' }]);
  }
  const status = typeof e?.statusCode === 'number' ? e.statusCode : 500;
  if (status >= 400 && status < 500) {
    const detail = typeof e?.code === 'string' && e.code.startsWith('FST_') ? e.message : undefined;
    return new AppError(STATUS_CODES[status] ?? 'VALIDATION', status, detail);
  }
  return new AppError('INTERNAL', 500);
}

export function sendProblem(reply: FastifyReply, error: AppError): FastifyReply {
  if (error.extra?.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.extra.retryAfterSeconds));
  // Serialised here so that no route's response schema is applied to the problem.
  return reply.code(error.status).type(PROBLEM_CONTENT_TYPE).send(JSON.stringify(problemBody(error)));
}

export const errorHandlerPlugin = fp(
  async (app) => {
    app.setErrorHandler((err: unknown, request: FastifyRequest, reply: FastifyReply) => {
      const appError = toAppError(err);
      // Only the unexpected is an error worth a stack trace; refusals (incl. 503 maintenance) are routine.
      // Redacted: database errors carry the statement's parameters and rows, i.e. personal data.
      if (appError.code === 'INTERNAL') request.log.error({ error: redactError(err), route: request.routeOptions.url, method: request.method }, 'request failed');
      else request.log.info({ code: appError.code, status: appError.status }, 'request refused');
      return sendProblem(reply, appError);
    });
  },
  { name: 'portal-error-handler' },
);
