/**
 * The engine: form data in, the form's state out — values after calculations and hide-and-clear,
 * hidden and read-only per control and row, the validation issue per control and row.
 *
 * `evaluateForm` evaluates everything; `updateValue` re-evaluates only what depends on the one changed
 * value, in three passes over the compiled order: values (calculations and clearing, operands before
 * results), states (conditions, groups before their controls), validation. A sum over a repeating
 * group's rows is kept per group and updated by the changed row's difference, so a keystroke in row 150
 * of 200 costs the same as one in a form without rows. Adding or removing rows re-evaluates everything.
 */
import type { TCondition, TFormData } from './definition-schema.js';
import type { TCompiledControl, TCompiledForm } from './compile-form.js';
import { calendarDateOfInstant } from './calendar-date.js';
import { runCalculation, type TOperand } from './calculations.js';
import { conditionEffect, triggerHolds, triggersHold, type TSourceValues } from './conditions.js';
import { forEachPlace, FormDataWriter, isRecord, pathKey, recordAt } from './form-data.js';
import { validateValue, type TValidationIssue } from './validation.js';
import { isAnswered, normaliseValue, toNumber } from './values.js';

export type TCellState = { readonly hidden: boolean; readonly readOnly: boolean; readonly cleared: boolean };

/** A validation issue at its place: `path` is the path key (`Zeugen.3.Name`), rows the row of each repeating group around it. */
export type TFieldIssue = TValidationIssue & { path: string; name: string; rows: readonly number[] };

export type TEvaluateOptions = {
  /** The moment that decides "today" for date rules and prefills (default: now). */
  now?: Date;
  /** The whole form is read-only (form option readOnly, or transferred). */
  readOnly?: boolean;
};

type TSum = { readonly sum: number; readonly count: number };

export type TFormState = {
  readonly form: TCompiledForm;
  readonly data: TFormData;
  /** By path key: every control at every row. */
  readonly cells: ReadonlyMap<string, TCellState>;
  /** By path key: the controls (and rows) with a validation issue. */
  readonly errors: ReadonlyMap<string, TFieldIssue>;
  readonly context: { readonly today: string; readonly readOnly: boolean };
  /** Sums of controls inside repeating groups, by control and leading rows, kept up to date by difference. */
  readonly sums: ReadonlyMap<string, TSum>;
};

export type TFieldPath = { name: string; rows?: readonly number[] };

const NO_STATE: TCellState = { hidden: false, readOnly: false, cleared: false };
const NO_ROWS: readonly number[] = [];

type TPlaces = Map<string, readonly number[]> | 'all';
type TPending = Map<string, TPlaces>;

function commonPrefixLength(a: readonly string[], b: readonly string[]): number {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return i;
}

const sameValue = (a: unknown, b: unknown) => Object.is(a, b) || (a instanceof Date && b instanceof Date && a.getTime() === b.getTime());

const sumKey = (name: string, prefix: readonly number[]) => `${name}|${prefix.join('.')}`;

function decimalsOf(cc: TCompiledControl): number | null {
  const props = cc.control.properties as { Nachkommastellen?: number | null };
  return cc.type === 'number' || cc.type === 'displayValue' ? (props.Nachkommastellen ?? null) : null;
}

/** One evaluation: mutable while it runs, then frozen into a TFormState. */
class Evaluation {
  readonly writer: FormDataWriter;
  readonly cells: Map<string, TCellState>;
  readonly errors: Map<string, TFieldIssue>;
  readonly sums: Map<string, TSum>;
  private readonly valuePending: TPending = new Map();
  private readonly statePending: TPending = new Map();
  private readonly checkPending: TPending = new Map();
  /** Raw values written by the caller, read instead of the data for their place. */
  private readonly typed = new Map<string, unknown>();
  /** A repeating group's rows changed: an incremental run gives way to a full one. */
  rowsChanged = false;

  constructor(
    readonly form: TCompiledForm,
    readonly context: TFormState['context'],
    data: TFormData,
    previous: TFormState | null,
  ) {
    this.writer = new FormDataWriter(data);
    this.cells = new Map(previous?.cells);
    this.errors = new Map(previous?.errors);
    this.sums = new Map(previous?.sums);
  }

  get data(): TFormData {
    return this.writer.data;
  }

  markAll(): void {
    for (const name of this.form.treeOrder) for (const pending of [this.valuePending, this.statePending, this.checkPending]) pending.set(name, 'all');
  }

  /** The caller typed a value: it is normalised, calculated or cleared like any other in the value pass. */
  type(cc: TCompiledControl, rows: readonly number[], value: unknown): void {
    this.typed.set(pathKey(cc.scope, rows, cc.name), value);
    this.mark(this.valuePending, cc.name, rows);
    this.mark(this.checkPending, cc.name, rows);
  }

  run(incremental: boolean): void {
    this.pass(this.valuePending, this.form.valueOrder, (cc, rows) => this.recomputeValue(cc, rows));
    if (incremental && this.rowsChanged) return;
    this.pass(this.statePending, this.form.treeOrder, (cc, rows) => this.recomputeState(cc, rows));
    this.pass(this.checkPending, this.form.treeOrder, (cc, rows) => this.check(cc, rows));
  }

  private pass(pending: TPending, order: readonly string[], visit: (cc: TCompiledControl, rows: readonly number[]) => void): void {
    for (const name of order) {
      const places = pending.get(name);
      if (!places) continue;
      pending.delete(name);
      const cc = this.form.controls.get(name)!;
      if (places === 'all') forEachPlace(this.data, cc.scope, NO_ROWS, (rows) => visit(cc, rows));
      else for (const rows of places.values()) visit(cc, rows);
    }
  }

  private mark(pending: TPending, name: string, rows: readonly number[]): void {
    let places = pending.get(name);
    if (places === 'all') return;
    if (!places) pending.set(name, (places = new Map()));
    places.set(rows.join('.'), rows);
  }

  /** Marks every place of `target` that reads the place of a control with `sourceScope` at `sourceRows`. */
  private markReaders(pending: TPending, target: TCompiledControl, sourceScope: readonly string[], sourceRows: readonly number[]): void {
    if (pending.get(target.name) === 'all') return;
    const prefix = sourceRows.slice(0, commonPrefixLength(sourceScope, target.scope));
    forEachPlace(this.data, target.scope, prefix, (rows) => this.mark(pending, target.name, rows));
  }

  private parentCell(cc: TCompiledControl, rows: readonly number[]): TCellState {
    const parent = cc.parent === null ? undefined : this.form.controls.get(cc.parent);
    if (!parent) return NO_STATE;
    return this.cells.get(pathKey(parent.scope, rows.slice(0, parent.scope.length), parent.name)) ?? NO_STATE;
  }

  // ───────────── reading other controls ─────────────

  /** Every value of control `o` that the place (reader, rows) sees: its own row's, or all rows' when `o` lies deeper. */
  private valuesSeen(reader: TCompiledControl, rows: readonly number[], o: TCompiledControl): unknown[] {
    const values: unknown[] = [];
    const prefix = rows.slice(0, commonPrefixLength(o.scope, reader.scope));
    forEachPlace(this.data, o.scope, prefix, (at) => values.push(recordAt(this.data, o.scope, at)?.[o.name]));
    return values;
  }

  private sourceValues(reader: TCompiledControl, rows: readonly number[], name: string): TSourceValues {
    const o = this.form.controls.get(name);
    if (!o || !o.holdsValue) return { type: 'hint', values: [] };
    const values = this.valuesSeen(reader, rows, o);
    return o.repeating ? { type: 'rows', values: values.map((v) => (Array.isArray(v) ? v.length : 0)) } : { type: o.type, values };
  }

  private conditionHolds(condition: TCondition, cc: TCompiledControl, rows: readonly number[]): boolean {
    return triggersHold(condition.triggers, (t) =>
      triggerHolds(t.operator, this.sourceValues(cc, rows, t.sourceName), t.comparativeName ? this.sourceValues(cc, rows, t.comparativeName).values : [t.comparativeValue], this.context.today),
    );
  }

  /** A calculation operand: the value in the reader's row, or the sum over the rows of a group it lies in. */
  private operand(reader: TCompiledControl, rows: readonly number[], name: string): TOperand {
    const o = this.form.controls.get(name);
    if (!o || !o.holdsValue) return { number: null, answered: false };
    const common = commonPrefixLength(o.scope, reader.scope);
    if (common === o.scope.length) {
      const value = recordAt(this.data, o.scope, rows.slice(0, common))?.[o.name];
      // A repeating group counts its entries.
      if (o.repeating) return { number: Array.isArray(value) ? value.length : 0, answered: Array.isArray(value) && value.length > 0 };
      return { number: toNumber(value), answered: isAnswered(o.type, value) };
    }
    const { sum, count } = this.sumOf(o, rows.slice(0, common));
    return { number: sum, answered: count > 0 };
  }

  private sumOf(o: TCompiledControl, prefix: readonly number[]): TSum {
    const key = sumKey(o.name, prefix);
    const cached = this.sums.get(key);
    if (cached) return cached;
    let sum = 0;
    let count = 0;
    forEachPlace(this.data, o.scope, prefix, (rows) => {
      const value = recordAt(this.data, o.scope, rows)?.[o.name];
      sum += o.repeating ? (Array.isArray(value) ? value.length : 0) : (toNumber(value) ?? 0);
      if (isAnswered(o.type, value)) count++;
    });
    const fresh = { sum, count };
    this.sums.set(key, fresh);
    return fresh;
  }

  /** Keeps the cached sums that contain this place right: by the difference, not by summing all rows again. */
  private adjustSums(cc: TCompiledControl, rows: readonly number[], before: unknown, after: unknown): void {
    const delta = (toNumber(after) ?? 0) - (toNumber(before) ?? 0);
    const answered = Number(isAnswered(cc.type, after)) - Number(isAnswered(cc.type, before));
    for (let depth = 0; depth < cc.scope.length; depth++) {
      const key = sumKey(cc.name, rows.slice(0, depth));
      const cached = this.sums.get(key);
      if (cached) this.sums.set(key, { sum: cached.sum + delta, count: cached.count + answered });
    }
  }

  // ───────────── the three passes ─────────────

  private recomputeValue(cc: TCompiledControl, rows: readonly number[]): void {
    const record = recordAt(this.data, cc.scope, rows);
    if (!record) return;
    const key = pathKey(cc.scope, rows, cc.name);
    const previous = this.cells.get(key);
    const cleared = this.parentCell(cc, rows).cleared || cc.clearConditions.some((c) => this.conditionHolds(c, cc, rows));
    let changed = previous?.cleared !== cleared;
    if (cc.holdsValue) {
      const before = record[cc.name];
      const typed = this.typed.has(key) ? this.typed.get(key) : before;
      let after: unknown;
      if (cleared) after = undefined;
      else if (cc.calculation) after = runCalculation(cc.calculation, (name) => this.operand(cc, rows, name), decimalsOf(cc));
      else after = normaliseValue(cc.type, typed);
      if (!sameValue(before, after)) {
        this.writer.write(cc.scope, rows, cc.name, after);
        this.adjustSums(cc, rows, before, after);
        if (cc.repeating) this.rowsChanged = true;
        changed = true;
      }
    }
    if (!previous || previous.cleared !== cleared) this.cells.set(key, { ...(previous ?? NO_STATE), cleared });
    if (!changed) return;
    for (const name of cc.valueDependents) this.markReaders(this.valuePending, this.form.controls.get(name)!, cc.scope, rows);
    for (const name of cc.stateDependents) {
      const reader = this.form.controls.get(name)!;
      this.markReaders(this.statePending, reader, cc.scope, rows);
      this.markReaders(this.checkPending, reader, cc.scope, rows);
    }
    this.mark(this.statePending, cc.name, rows);
    this.mark(this.checkPending, cc.name, rows);
  }

  private recomputeState(cc: TCompiledControl, rows: readonly number[]): void {
    const key = pathKey(cc.scope, rows, cc.name);
    const cell = this.cells.get(key);
    if (!cell) return;
    const parent = this.parentCell(cc, rows);
    const props = cc.control.properties;
    const effect = conditionEffect(cc.conditions, (c) => this.conditionHolds(c, cc, rows), props.Versteckt === true);
    const hidden = parent.hidden || cell.cleared || effect.hidden;
    // A calculated value is overwritten on every change: nothing to type there.
    const readOnly = this.context.readOnly || parent.readOnly || props.readOnly === true || cc.calculation !== null || effect.readOnly;
    if (hidden === cell.hidden && readOnly === cell.readOnly) return;
    this.cells.set(key, { ...cell, hidden, readOnly });
    this.mark(this.checkPending, cc.name, rows);
    for (const child of cc.children) this.markReaders(this.statePending, this.form.controls.get(child)!, cc.scope, rows);
  }

  private check(cc: TCompiledControl, rows: readonly number[]): void {
    const key = pathKey(cc.scope, rows, cc.name);
    const cell = this.cells.get(key);
    if (!cell) return;
    const issue = cell.hidden ? null : validateValue(cc, recordAt(this.data, cc.scope, rows)?.[cc.name], { today: this.context.today, choices: this.choicesOf(cc, rows) });
    if (issue) this.errors.set(key, { ...issue, path: key, name: cc.name, rows });
    else this.errors.delete(key);
  }

  /** A dynamicList's choices: the answers of its target question in the rows it sees. */
  private choicesOf(cc: TCompiledControl, rows: readonly number[]): string[] | null {
    if (cc.control.type !== 'dynamicList') return null;
    const question = this.form.controls.get(cc.control.properties.targetQuestion ?? '');
    if (!question) return null;
    return this.valuesSeen(cc, rows, question)
      .filter((v): v is string | number => (typeof v === 'string' || typeof v === 'number') && isAnswered(question.type, v))
      .map(String);
  }

  freeze(): TFormState {
    return { form: this.form, data: this.data, cells: this.cells, errors: this.errors, context: this.context, sums: this.sums };
  }
}

export function evaluationContext(options: TEvaluateOptions = {}): TFormState['context'] {
  return { today: calendarDateOfInstant(options.now ?? new Date()) ?? '1970-01-01', readOnly: options.readOnly === true };
}

function evaluateWithContext(form: TCompiledForm, data: unknown, context: TFormState['context']): TFormState {
  const run = new Evaluation(form, context, isRecord(data) ? data : {}, null);
  run.markAll();
  run.run(false);
  return run.freeze();
}

/** Evaluates a whole form: calculations, conditions, clearing and validation of every control and row. */
export function evaluateForm(form: TCompiledForm, data: unknown, options: TEvaluateOptions = {}): TFormState {
  // The form option readOnly (spec 001 §3) makes every control read-only, as a transferred form is.
  const readOnly = options.readOnly === true || form.definition.options?.readOnly === true;
  return evaluateWithContext(form, data, evaluationContext({ ...options, readOnly }));
}

/** The place of a path in this form, or null when the control or its row does not exist. */
function placeOf(state: TFormState, path: TFieldPath): { cc: TCompiledControl; rows: readonly number[] } | null {
  const cc = state.form.controls.get(path.name);
  const rows = path.rows ?? NO_ROWS;
  if (!cc || !cc.holdsValue || rows.length !== cc.scope.length || !recordAt(state.data, cc.scope, rows)) return null;
  return { cc, rows };
}

/**
 * One changed value (a keystroke): re-evaluates only its dependents. A path to a control or row that
 * does not exist leaves the state as it is.
 */
export function updateValue(state: TFormState, path: TFieldPath, value: unknown): TFormState {
  const place = placeOf(state, path);
  if (!place) return state;
  const run = new Evaluation(state.form, state.context, state.data, state);
  run.type(place.cc, place.rows, value);
  run.run(true);
  return run.rowsChanged ? evaluateWithContext(state.form, run.data, state.context) : run.freeze();
}

/** Replaces the whole data (load, import) keeping the form and context. */
export function replaceData(state: TFormState, data: unknown): TFormState {
  return evaluateWithContext(state.form, data, state.context);
}

export function cellState(state: TFormState, path: TFieldPath): TCellState {
  const cc = state.form.controls.get(path.name);
  return (cc && state.cells.get(pathKey(cc.scope, path.rows ?? NO_ROWS, cc.name))) ?? NO_STATE;
}

export function valueAt(state: TFormState, path: TFieldPath): unknown {
  const cc = state.form.controls.get(path.name);
  return cc ? recordAt(state.data, cc.scope, path.rows ?? NO_ROWS)?.[cc.name] : undefined;
}

/** The validation issues in the order of the form (page, position, row). */
export function formIssues(state: TFormState): TFieldIssue[] {
  const position = (issue: TFieldIssue) => state.form.controls.get(issue.name)?.treeIndex ?? 0;
  return [...state.errors.values()].sort((a, b) => {
    const byControl = position(a) - position(b);
    if (byControl !== 0) return byControl;
    for (let i = 0; i < Math.min(a.rows.length, b.rows.length); i++) if (a.rows[i] !== b.rows[i]) return a.rows[i]! - b.rows[i]!;
    return 0;
  });
}
