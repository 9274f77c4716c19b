/**
 * The runtime's state outside React: the engine's TFormState plus which messages are shown. Components read
 * only their own slice through useSyncExternalStore (useRuntimeSelector), so a keystroke re-renders the one
 * control it changed and those whose value, state or message the engine changed — not the whole form
 * (issue 10: a 40-control form with a 200-row group within one frame).
 */
import { addRow, evaluateForm, prefillData, removeRow, reviveDates, updateValue, type TCompiledForm, type TFieldPath, type TFormData, type TFormState, type TPrefillUser } from '@portal/forms';

export type TRuntimeSnapshot = {
  readonly form: TFormState;
  /** Path keys whose message shows: changed or left by the user. */
  readonly touched: ReadonlySet<string>;
  /** Pages whose messages all show: left with 'Weiter' or opened from the step indicator. */
  readonly revealedPages: ReadonlySet<number>;
};

export type TRuntimeLoad = { data: TFormData; readOnly: boolean; user: TPrefillUser | null; now?: Date };

/** The engine's state of freshly loaded answers: dates revived, defaults and date prefills filled in. */
export function loadFormState(form: TCompiledForm, load: TRuntimeLoad): TFormState {
  const ctx = { user: load.user, now: load.now };
  return evaluateForm(form, prefillData(form, reviveDates(form, load.data), ctx), { readOnly: load.readOnly, now: load.now });
}

export class RuntimeStore {
  private snapshot: TRuntimeSnapshot;
  private readonly listeners = new Set<() => void>();

  constructor(
    state: TFormState,
    private readonly user: TPrefillUser | null,
    private readonly onChange: (data: TFormData, state: TFormState) => void,
  ) {
    this.snapshot = { form: state, touched: new Set(), revealedPages: new Set() };
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = (): TRuntimeSnapshot => this.snapshot;

  get state(): TFormState {
    return this.snapshot.form;
  }

  private publish(next: TRuntimeSnapshot): void {
    this.snapshot = next;
    for (const listener of this.listeners) listener();
  }

  /** The answers changed: publish and tell the viewer (which saves them). */
  private change(form: TFormState, touched: ReadonlySet<string> = this.snapshot.touched): void {
    if (form === this.snapshot.form) return;
    this.publish({ ...this.snapshot, form, touched });
    this.onChange(form.data, form);
  }

  /** A keystroke or choice. Its message shows only once the field is left (touch), not while typing. */
  setValue(path: TFieldPath, value: unknown): void {
    if (this.state.context.readOnly) return;
    this.change(updateValue(this.state, path, value));
  }

  /** Several answers at once (the AI import), one evaluation each so that calculations follow. */
  setValues(values: ReadonlyArray<{ path: TFieldPath; key: string; value: unknown }>): void {
    if (this.state.context.readOnly) return;
    let form = this.state;
    for (const { path, value } of values) form = updateValue(form, path, value);
    this.change(form, new Set([...this.snapshot.touched, ...values.map((v) => v.key)]));
  }

  addEntry(group: TFieldPath): void {
    if (this.state.context.readOnly) return;
    this.change(addRow(this.state, group, { user: this.user }));
  }

  removeEntry(group: TFieldPath, index: number): void {
    if (this.state.context.readOnly) return;
    this.change(removeRow(this.state, group, index));
  }

  /** Puts an entry back where it was (undo of 'entfernen'); an entry of a nested group comes back last. */
  restoreEntry(group: TFieldPath, index: number, row: Record<string, unknown>): void {
    if (this.state.context.readOnly) return;
    const current = this.state.data[group.name];
    if ((group.rows ?? []).length > 0 || !Array.isArray(current)) {
      this.change(addRow(this.state, group, { user: this.user }, row));
      return;
    }
    const rows = [...current];
    rows.splice(Math.min(index, rows.length), 0, row);
    this.change(updateValue(this.state, { name: group.name }, rows));
  }

  /** The user left a field: its message shows from now on. */
  touch(key: string): void {
    if (this.snapshot.touched.has(key)) return;
    this.publish({ ...this.snapshot, touched: new Set([...this.snapshot.touched, key]) });
  }

  revealPage(...pageIndexes: number[]): void {
    if (pageIndexes.every((i) => this.snapshot.revealedPages.has(i))) return;
    this.publish({ ...this.snapshot, revealedPages: new Set([...this.snapshot.revealedPages, ...pageIndexes]) });
  }

  /** The form became read-only (transferred) or editable again: the same answers, evaluated anew. */
  setReadOnly(readOnly: boolean): void {
    if (this.state.context.readOnly === readOnly) return;
    this.publish({ ...this.snapshot, form: evaluateForm(this.state.form, this.state.data, { readOnly }) });
  }

  /** New answers from outside (the viewer resolved a conflict): messages start hidden again. */
  replace(form: TFormState): void {
    this.publish({ form, touched: new Set(), revealedPages: new Set() });
  }
}
