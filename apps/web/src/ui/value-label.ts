import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { i18n as TI18n } from 'i18next';
import type { TTranslation } from '../i18n/resources';

type TValueSet = keyof TTranslation['valueSets'];

/**
 * Closed value sets the back office delivers as German words. The API, filters and grouping keep the
 * German value; only what is shown is translated (`valueSets` in the translation files).
 */
const VALUE_SET_BY_PROPERTY: Readonly<Record<string, TValueSet>> = {
  Zahlweise: 'paymentFrequency',
  InkassoStatus: 'collectionStatus',
  ComputedStatus: 'contractStatus',
  Statusgrund: 'statusReason',
  Beratungsgebiet: 'adviceArea',
};

const PATH_SEPARATOR = '\u001f';
const lastSegment = (name: string): string => name.slice(name.lastIndexOf('.') + 1);

/** The shown text of `value` of `property` (a path like `Vertrag.ComputedStatus` too); unknown values stay as they are. */
export function valueLabel(i18n: Pick<TI18n, 'getResource'>, language: string, property: string, value: string): string {
  const set = VALUE_SET_BY_PROPERTY[lastSegment(property)];
  if (!set || !value) return value;
  // Values such as "1. Mahnung" contain i18next's key separator: look them up with one they cannot contain.
  const translated: unknown = i18n.getResource(language, 'translation', ['valueSets', set, value].join(PATH_SEPARATOR), { keySeparator: PATH_SEPARATOR });
  return typeof translated === 'string' && translated ? translated : value;
}

/** `valueLabel` bound to the current language. */
export function useValueLabel(): (property: string, value: string | null | undefined) => string {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useCallback((property: string, value: string | null | undefined) => (value ? valueLabel(i18n, language, property, value) : ''), [i18n, language]);
}
