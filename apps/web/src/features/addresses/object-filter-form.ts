/** The object filter bar of /objekte (spec 000 §2.7, §5) and its place in the ObjektGrid settings. */
import type { TObjectFilterState } from '@portal/domain';

export type TObjectFilterForm = Required<{ [K in keyof TObjectFilterState]: string }>;

export const EMPTY_OBJECT_FILTER: TObjectFilterForm = { riskGreater: '', riskSmaller: '', validOn: '', address: '' };

const SETTINGS_KEYS: Record<keyof TObjectFilterForm, string> = {
  riskGreater: 'FilterRisikosummeGroesser',
  riskSmaller: 'FilterRisikosummeKleiner',
  validOn: 'FilterGueltigAm',
  address: 'FilterAdresse',
};

export function objectFilterFromSettings(filter: Record<string, unknown> | undefined | null): TObjectFilterForm {
  const out = { ...EMPTY_OBJECT_FILTER };
  if (!filter) return out;
  for (const key of Object.keys(SETTINGS_KEYS) as (keyof TObjectFilterForm)[]) {
    const v = filter[SETTINGS_KEYS[key]];
    if (typeof v === 'string') out[key] = v;
  }
  return out;
}

export function objectFilterToSettings(form: TObjectFilterForm): Record<string, unknown> {
  return Object.fromEntries((Object.keys(SETTINGS_KEYS) as (keyof TObjectFilterForm)[]).map((k) => [SETTINGS_KEYS[k], form[k]]));
}

/** Translation keys of objectFilters' messages. */
export const OBJECT_FILTER_ERROR_KEYS: Record<string, 'addresses.filters.invalidDate' | 'addresses.filters.invalidNumber'> = {
  'Invalid date': 'addresses.filters.invalidDate',
  'Invalid number': 'addresses.filters.invalidNumber',
};
