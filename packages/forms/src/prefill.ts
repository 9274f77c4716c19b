/**
 * Answers filled in before the user types (spec 001 §3): a text's default answer (a fixed text, or the
 * logged-in user's first name, last name or e-mail), a number's default answer, and a date's prefill mode (Einmalig: today when
 * empty; Immer: today on every load). A default fills only an answer that was never given (absent from
 * the data): a field the user emptied stays empty after a reload. Today is the Berlin calendar day
 * written as YYYY-MM-DD, which means the same day in every time zone.
 */
import type { TCompiledControl, TCompiledForm } from './compile-form.js';
import type { TFormData } from './definition-schema.js';
import { calendarDateOfInstant } from './calendar-date.js';
import { forEachPlace, FormDataWriter, recordAt, type TRecord } from './form-data.js';
import { toNumber } from './values.js';

export type TPrefillUser = { firstName?: string | null; lastName?: string | null; email?: string | null };
export type TPrefillContext = { now?: Date; user?: TPrefillUser | null };

const NOTHING = Symbol('nothing');

/** What a control starts with in a record whose answer is `current`; NOTHING when it keeps it. */
function prefillOf(cc: TCompiledControl, current: unknown, ctx: TPrefillContext): unknown {
  const c = cc.control;
  if (c.type === 'date') {
    const mode = c.properties.prefillMode;
    if (mode === 'Immer' || (mode === 'Einmalig' && current === undefined)) return calendarDateOfInstant(ctx.now ?? new Date()) ?? NOTHING;
    return NOTHING;
  }
  if (current !== undefined) return NOTHING;
  if (c.type === 'number') return toNumber(c.properties.defaultAnswer) ?? NOTHING;
  if (c.type !== 'textInput') return NOTHING;
  const { defaultAnswer, defaultAnswerSource } = c.properties;
  const fromUser = { firstName: ctx.user?.firstName, lastName: ctx.user?.lastName, email: ctx.user?.email, defaultField: undefined }[defaultAnswerSource ?? 'defaultField'];
  const answer = fromUser ?? defaultAnswer;
  return answer ? answer : NOTHING;
}

/** Fills the defaults into loaded data (every row of repeating groups included). */
export function prefillData(form: TCompiledForm, data: TFormData, ctx: TPrefillContext = {}): TFormData {
  const writer = new FormDataWriter(data);
  for (const name of form.treeOrder) {
    const cc = form.controls.get(name)!;
    if (cc.type !== 'date' && cc.type !== 'textInput' && cc.type !== 'number') continue;
    forEachPlace(writer.data, cc.scope, [], (rows) => {
      const value = prefillOf(cc, recordAt(writer.data, cc.scope, rows)?.[cc.name], ctx);
      if (value !== NOTHING) writer.write(cc.scope, rows, cc.name, value);
    });
  }
  return writer.data;
}

/** A new entry of a repeating group, with the defaults of the controls directly in it. */
export function initialRow(form: TCompiledForm, group: string, ctx: TPrefillContext = {}): TRecord {
  const row: TRecord = {};
  const g = form.controls.get(group);
  if (!g?.repeating) return row;
  for (const cc of form.controls.values()) {
    if (cc.scope.length !== g.scope.length + 1 || cc.scope[g.scope.length] !== group) continue;
    const value = prefillOf(cc, undefined, ctx);
    if (value !== NOTHING) row[cc.name] = value;
  }
  return row;
}
