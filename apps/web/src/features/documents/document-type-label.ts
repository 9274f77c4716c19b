import type { TFunction } from 'i18next';

/** A document type's name in the user's language; types without a translation show their code. */
export function documentTypeLabel(t: TFunction, type: string): string {
  const translate = t as unknown as (key: string, options: { defaultValue: string }) => string;
  return translate(`documents.types.${type}`, { defaultValue: type });
}
