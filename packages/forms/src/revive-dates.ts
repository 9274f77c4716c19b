/**
 * Spec 001 §5: "Date-like ISO strings are turned into dates on load." Only the answers of date controls
 * are revived: a text answer that happens to look like a date (a reference such as 2024-05-01) stays
 * text, so that its text validation does not fail on a Date.
 */
import type { TCompiledForm } from './compile-form.js';
import type { TFormData } from './definition-schema.js';
import { isIsoDateString } from './calendar-date.js';
import { forEachPlace, FormDataWriter, recordAt } from './form-data.js';

export function reviveDates(form: TCompiledForm, data: TFormData): TFormData {
  const writer = new FormDataWriter(data);
  for (const cc of form.controls.values()) {
    if (cc.type !== 'date') continue;
    forEachPlace(writer.data, cc.scope, [], (rows) => {
      const value = recordAt(writer.data, cc.scope, rows)?.[cc.name];
      if (typeof value === 'string' && isIsoDateString(value.trim())) writer.write(cc.scope, rows, cc.name, new Date(value.trim()));
    });
  }
  return writer.data;
}
