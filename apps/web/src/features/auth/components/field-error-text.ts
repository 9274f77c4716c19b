import type { TFunction } from 'i18next';
import type { FieldError } from 'react-hook-form';

/**
 * The translated text of a form field error. zod's own messages are English, so the message is
 * chosen by the kind of problem (the zod issue code the resolver puts into `type`).
 */
export function fieldErrorText(t: TFunction, error: FieldError | undefined, kind: 'email' | 'text' = 'text'): string | undefined {
  if (!error) return undefined;
  switch (error.type) {
    case 'too_small':
      return t('validation.required');
    case 'too_big':
      return t('validation.tooLong');
    case 'invalid_format':
      return kind === 'email' ? t('validation.email') : t('validation.invalid');
    case 'server':
      return error.message;
    default:
      return t('validation.invalid');
  }
}
