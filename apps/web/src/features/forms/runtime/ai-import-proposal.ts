/** What an AI import proposes, limited to the controls the form lets it fill (KI-Abruf), in the form's order. */
import { aiImportTargets, calendarDateOf, isEmptyValue, type TCompiledForm, type TFormData } from '@portal/forms';

export type TProposedValue = { name: string; label: string; value: unknown; text: string };

function valueText(value: unknown): string {
  if (value instanceof Date) return calendarDateOf(value)?.split('-').reverse().join('.') ?? '';
  if (Array.isArray(value)) return value.map(valueText).join(', ');
  if (typeof value === 'number') return value.toLocaleString('de-DE', { maximumFractionDigits: 10 });
  return typeof value === 'string' || typeof value === 'boolean' ? String(value) : JSON.stringify(value);
}

export function proposedValues(form: TCompiledForm, values: TFormData): TProposedValue[] {
  return aiImportTargets(form)
    .filter((target) => Object.hasOwn(values, target.name) && !isEmptyValue(values[target.name]))
    .map((target) => ({ name: target.name, label: target.label, value: values[target.name], text: valueText(values[target.name]) }));
}
