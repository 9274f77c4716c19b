/** One control's place in the runtime state: its value, hidden and read-only state and the message it shows. */
import { pathKey, validationMessage, type TCompiledControl, type TFieldPath } from '@portal/forms';
import { useRuntime, useRuntimeSelector } from './runtime-context';
import type { TRuntimeSnapshot } from './runtime-store';

export type TFieldView = {
  value: unknown;
  hidden: boolean;
  readOnly: boolean;
  /** The validation message, once the user changed or left the field or the page was left with 'Weiter'. */
  error: string | null;
};

const sameField = (a: TFieldView, b: TFieldView) => Object.is(a.value, b.value) && a.hidden === b.hidden && a.readOnly === b.readOnly && a.error === b.error;

export type TField = TFieldView & {
  key: string;
  path: TFieldPath;
  /** A stable id for the input and its label. */
  id: string;
  setValue: (value: unknown) => void;
  touch: () => void;
};

export function fieldId(key: string): string {
  return `form-field-${key.replace(/[^\w.-]/g, '_')}`;
}

export function useField(cc: TCompiledControl, rows: readonly number[]): TField {
  const { store, language, forceReadOnly } = useRuntime();
  const key = pathKey(cc.scope, rows, cc.name);
  const select = (snapshot: TRuntimeSnapshot): TFieldView => {
    const { form } = snapshot;
    const cell = form.cells.get(key);
    const issue = form.errors.get(key);
    const shown = issue && (snapshot.touched.has(key) || snapshot.revealedPages.has(cc.pageIndex));
    let value: unknown = form.data;
    for (let i = 0; i < cc.scope.length && value; i++) value = (value as Record<string, unknown[]>)[cc.scope[i]!]?.[rows[i]!];
    return {
      value: value ? (value as Record<string, unknown>)[cc.name] : undefined,
      hidden: cell?.hidden === true,
      readOnly: forceReadOnly || form.context.readOnly || cell?.readOnly === true || cc.calculation !== null,
      error: shown ? validationMessage(issue.key, issue.params, language) : null,
    };
  };
  const view = useRuntimeSelector(select, sameField);
  const path = { name: cc.name, rows };
  return {
    ...view,
    key,
    path,
    id: fieldId(key),
    setValue: (value) => store.setValue(path, value),
    touch: () => store.touch(key),
  };
}
