import type { TFunction } from 'i18next';
import type { TDataType, TDetailColumn } from '@portal/domain';

/** i18n key of a column header: columns.<Type>.<dotted property>. */
export const columnLabelKey = (type: TDataType, property: string): string => `columns.${type}.${property}`;

/**
 * A column's header: the licence's own label in the user's language (TABELLE_* definitions), else
 * the translation of the catalogue property, else the definition's display name.
 */
export function columnLabel(t: TFunction, language: string, type: TDataType, property: string, definition?: TDetailColumn): string {
  const lang = language.slice(0, 2) as 'de' | 'en' | 'pl';
  const own = definition?.Settings?.LanguageLabels?.[lang];
  if (own) return own;
  // Keys are built from the catalogue at run time; the test beside this file checks every one exists.
  const translate = t as unknown as (key: string, options: { defaultValue: string }) => string;
  return translate(columnLabelKey(type, property), { defaultValue: definition?.DisplayName || property });
}
