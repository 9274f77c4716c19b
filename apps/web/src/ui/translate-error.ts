import type { TFunction } from 'i18next';
import { isApiError } from '../lib/api-client';

/** The translated message for any thrown value: ApiErrors by their code, everything else generic. */
export function translateError(t: TFunction, error: unknown): string {
  if (isApiError(error)) {
    const message = t(`errors.${error.code}`);
    if (error.code === 'RATE_LIMITED' && error.retryAfterSeconds) {
      return `${message} ${t('errors.retryAfter', { count: error.retryAfterSeconds })}`;
    }
    return message;
  }
  return t('errors.UNKNOWN');
}
