/**
 * Entries of a repeating group (spec 001 §2.10: '<label> hinzufügen', 'entfernen'): the group's form
 * data is an array of records. Adding or removing an entry shifts rows, so the form is evaluated anew.
 */
import type { TFormData } from './definition-schema.js';
import { replaceData, type TFieldPath, type TFormState } from './evaluate-form.js';
import { FormDataWriter, recordAt, rowsOf, type TRecord } from './form-data.js';
import { initialRow, type TPrefillContext } from './prefill.js';
import { MAX_GROUP_ROWS } from './validation.js';

function withRows(state: TFormState, group: TFieldPath, change: (rows: readonly unknown[]) => unknown[] | null): TFormState {
  const g = state.form.controls.get(group.name);
  const at = group.rows ?? [];
  if (!g?.repeating || at.length !== g.scope.length || !recordAt(state.data, g.scope, at)) return state;
  const next = change(rowsOf(state.data, g.scope, at, g.name));
  if (!next) return state;
  const writer = new FormDataWriter(state.data);
  writer.write(g.scope, at, g.name, next);
  return replaceData(state, writer.data as TFormData);
}

/** Appends an entry (with its controls' defaults); a group at its limit of entries stays as it is. */
export function addRow(state: TFormState, group: TFieldPath, ctx: TPrefillContext = {}, row?: TRecord): TFormState {
  return withRows(state, group, (rows) => (rows.length >= MAX_GROUP_ROWS ? null : [...rows, row ?? initialRow(state.form, group.name, ctx)]));
}

export function removeRow(state: TFormState, group: TFieldPath, index: number): TFormState {
  return withRows(state, group, (rows) => (index >= 0 && index < rows.length ? rows.filter((_, i) => i !== index) : null));
}
