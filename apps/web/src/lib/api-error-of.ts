import { ZProblem } from '@portal/domain';
import { ApiError, statusError } from './api-client';

/**
 * The ApiError of a failed answer: its problem+json when the body is one, else a code by status. Used by
 * apiRequest (loaded with the first failed call: it needs zod, which the entry does without) and by the calls
 * that cannot go through apiRequest (multipart uploads with progress, file downloads).
 */
export function apiErrorOf(status: number, body: unknown, retryAfter?: string | null): ApiError {
  const byStatus = statusError(status, retryAfter);
  const problem = ZProblem.safeParse(body);
  if (!problem.success) return byStatus;
  return new ApiError({
    code: problem.data.code,
    status: problem.data.status,
    message: problem.data.detail ?? problem.data.title,
    errors: problem.data.errors,
    retryAfterSeconds: problem.data.retryAfterSeconds ?? byStatus.retryAfterSeconds,
    current: problem.data.current,
  });
}
