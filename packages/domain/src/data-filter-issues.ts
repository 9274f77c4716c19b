/** The rule shared by dashboard cards and report cards: whether a Property/Operator/Value filter fits a list type. */
import { findProperty, OPERATORS_BY_TYPE } from './data-catalog.js';
import type { TDataType } from './data-query.js';

/** Operators a card filter may use: the list applies Property, Operator and Value alone, so no Between. */
export const CARD_FILTER_OPERATORS = ['In', 'Equal', 'NotEqual', 'GreaterThanOrEqual', 'IsEmpty', 'Contains'] as const;

export type TCardFilterIssue = { field: 'Property' | 'Operator' | 'Value'; message: string };

const LIST_NAMES: Partial<Record<TDataType, string>> = { Vertrag: 'contracts', Kunde: 'customers', Schaden: 'claims' };

/** Why a Property/Operator/Value filter cannot apply to a list type (empty when it can); report cards use it too. */
export function dataFilterIssues(type: TDataType, f: { Property?: string; Operator?: string; Value?: unknown }): TCardFilterIssue[] {
  if (f.Property === undefined && f.Operator === undefined && f.Value === undefined) return [];
  if (!f.Property) return [{ field: 'Property', message: 'A filter needs a property' }];
  const def = findProperty(type, f.Property);
  if (!def) return [{ field: 'Property', message: `The ${LIST_NAMES[type] ?? type} list cannot filter by ${f.Property}` }];
  if (!f.Operator) return [{ field: 'Operator', message: 'A filter needs an operator' }];
  if (!(OPERATORS_BY_TYPE[def.type] as readonly string[]).includes(f.Operator)) {
    return [{ field: 'Operator', message: `${f.Operator} does not apply to ${f.Property} (${def.type})` }];
  }
  if (f.Operator === 'IsEmpty') return f.Value === undefined || typeof f.Value === 'boolean' ? [] : [{ field: 'Value', message: 'IsEmpty takes true, false or no value' }];
  if (f.Value === undefined) return [{ field: 'Value', message: 'A filter needs a value' }];
  const values = Array.isArray(f.Value) ? f.Value : [f.Value];
  if (Array.isArray(f.Value) !== (f.Operator === 'In')) {
    return [{ field: 'Value', message: f.Operator === 'In' ? 'In takes a list of values' : `${f.Operator} takes one value` }];
  }
  const expected = def.type === 'boolean' ? 'boolean' : def.type === 'number' || def.type === 'money' ? 'number' : 'string';
  if (values.some((v) => typeof v !== expected)) return [{ field: 'Value', message: `${f.Property} takes ${expected} values` }];
  return [];
}

