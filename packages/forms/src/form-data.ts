/**
 * Reading and writing form data by place. A control's value sits in the rows of the repeating groups
 * around it (its scope): `{ Zeugen: [{ Name: 'A' }, { Name: 'B' }] }` holds Name of row 1 at scope
 * [Zeugen], rows [1]. Its path key `Zeugen.1.Name` names the place in errors and states (the dotted
 * path style of the API's field errors).
 */
import type { TFormData } from './definition-schema.js';

export type TRecord = Record<string, unknown>;

export const isRecord = (value: unknown): value is TRecord => typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);

export function pathKey(scope: readonly string[], rows: readonly number[], name: string): string {
  let key = '';
  for (let i = 0; i < scope.length; i++) key += `${scope[i]}.${rows[i]}.`;
  return key + name;
}

/** The record that holds a control's value at these rows; undefined when a row does not exist. */
export function recordAt(data: TFormData, scope: readonly string[], rows: readonly number[]): TRecord | undefined {
  let record: TRecord = data;
  for (let i = 0; i < scope.length; i++) {
    const list = record[scope[i]!];
    if (!Array.isArray(list)) return undefined;
    const row: unknown = list[rows[i]!];
    if (!isRecord(row)) return undefined;
    record = row;
  }
  return record;
}

/** The rows of a repeating group at the rows of its own scope (none when it holds no list). */
export function rowsOf(data: TFormData, groupScope: readonly string[], groupRows: readonly number[], group: string): readonly unknown[] {
  const list = recordAt(data, groupScope, groupRows)?.[group];
  return Array.isArray(list) ? list : [];
}

/**
 * Calls `visit` with the rows of every place of a control under the given leading rows: all rows of
 * the repeating groups beyond the prefix (nested groups multiply).
 */
export function forEachPlace(data: TFormData, scope: readonly string[], prefix: readonly number[], visit: (rows: readonly number[]) => void): void {
  if (prefix.length >= scope.length) {
    visit(prefix.length === scope.length ? prefix : prefix.slice(0, scope.length));
    return;
  }
  const count = rowsOf(data, scope.slice(0, prefix.length), prefix, scope[prefix.length]!).length;
  for (let i = 0; i < count; i++) forEachPlace(data, scope, [...prefix, i], visit);
}

/**
 * Writes values into a copy of form data, copying each object or list on the way once (copy on write):
 * one keystroke in row 150 of 200 copies the root, the list and that row, not the other 199.
 */
export class FormDataWriter {
  private root: TRecord;
  private readonly copied = new Set<unknown>();

  constructor(base: TFormData) {
    this.root = { ...base };
    this.copied.add(this.root);
  }

  get data(): TFormData {
    return this.root;
  }

  /** Sets (or, with undefined, removes) a value; false when its row does not exist. */
  write(scope: readonly string[], rows: readonly number[], name: string, value: unknown): boolean {
    let record = this.root;
    for (let i = 0; i < scope.length; i++) {
      let list = record[scope[i]!];
      if (!Array.isArray(list)) return false;
      if (!this.copied.has(list)) {
        list = [...(list as unknown[])];
        this.copied.add(list);
        record[scope[i]!] = list;
      }
      const rowList = list as unknown[];
      let row = rowList[rows[i]!];
      if (!isRecord(row)) return false;
      if (!this.copied.has(row)) {
        row = { ...row };
        this.copied.add(row);
        rowList[rows[i]!] = row;
      }
      record = row as TRecord;
    }
    if (value === undefined) delete record[name];
    else record[name] = value;
    return true;
  }
}
