/**
 * What differs between two versions of a risk's answers, answer by answer (repeating groups entry by entry), so
 * the conflict dialog can show the user exactly what keeping theirs or taking the server's would change.
 */
import type { TCompiledForm, TFormData } from '@portal/forms';

export type TDataDifference = {
  /** Dotted path as the API names it: `Name`, `Zeugen.1.ZeugeName`. */
  path: string;
  /** The control's label (Überschrift), with the entry number inside a repeating group; the name when it has none. */
  label: string;
  mine: unknown;
  theirs: unknown;
};

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isRecordList = (v: unknown): v is Record<string, unknown>[] => Array.isArray(v) && v.every(isRecord);
const isEmpty = (v: unknown): boolean => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);
const same = (a: unknown, b: unknown): boolean => (isEmpty(a) && isEmpty(b)) || JSON.stringify(a) === JSON.stringify(b);

function labelOf(form: TCompiledForm | null, name: string): string {
  return form?.controls.get(name)?.control.properties.Überschrift?.trim() || name;
}

function diffRecords(form: TCompiledForm | null, mine: Record<string, unknown>, theirs: Record<string, unknown>, prefix: string, labelPrefix: string, out: TDataDifference[]): void {
  const names = [...new Set([...Object.keys(mine), ...Object.keys(theirs)])];
  for (const name of names) {
    const a = mine[name];
    const b = theirs[name];
    if (same(a, b)) continue;
    const label = `${labelPrefix}${labelOf(form, name)}`;
    const isGroup = form?.controls.get(name)?.repeating ?? false;
    if ((isGroup || isRecordList(a) || isRecordList(b)) && (a === undefined || isRecordList(a)) && (b === undefined || isRecordList(b))) {
      const rowsA = a ?? [];
      const rowsB = b ?? [];
      for (let row = 0; row < Math.max(rowsA.length, rowsB.length); row++) {
        diffRecords(form, rowsA[row] ?? {}, rowsB[row] ?? {}, `${prefix}${name}.${row}.`, `${label} ${row + 1}: `, out);
      }
      continue;
    }
    out.push({ path: `${prefix}${name}`, label, mine: a, theirs: b });
  }
}

/** Every answer that differs, in the order of the form's controls where the form is known. */
export function diffFormData(form: TCompiledForm | null, mine: TFormData, theirs: TFormData): TDataDifference[] {
  const out: TDataDifference[] = [];
  diffRecords(form, mine, theirs, '', '', out);
  if (!form) return out;
  // Top-level answers in definition order; the entries of a group stay together in their own order (stable sort).
  const order = new Map(form.treeOrder.map((name, i) => [name, i]));
  const rank = (d: TDataDifference) => order.get(d.path.split('.')[0] ?? '') ?? Number.MAX_SAFE_INTEGER;
  return [...out].sort((x, y) => rank(x) - rank(y));
}

/** The page (0-based) of the control an API path names (`Data.Zeugen.0.ZeugeName` → the page of Zeugen); null when unknown. */
export function pageOfPath(form: TCompiledForm, path: string): number | null {
  const segments = path.replace(/^Data\./, '').split('.').filter((s) => !/^\d+$/.test(s));
  for (const name of segments) {
    const control = form.controls.get(name);
    if (control) return control.pageIndex;
  }
  return null;
}

/**
 * "Keep mine" after a conflict, without undoing the other side: the answers the user changed since `base` (the
 * server's answers their edits started from) laid over the server's current answers. Answers only the other side
 * changed stay as they saved them. Repeating groups count as one answer (their rows are not merged one by one).
 */
export function mineOnTop(base: TFormData, mine: TFormData, theirs: TFormData): TFormData {
  const out: TFormData = { ...theirs };
  for (const name of new Set([...Object.keys(base), ...Object.keys(mine)])) {
    if (same(base[name], mine[name])) continue;
    if (mine[name] === undefined) delete out[name];
    else out[name] = mine[name];
  }
  return out;
}

/** The label of the control an API path names, with the entry number inside a repeating group (`Zeuge 2: Name`). */
export function labelOfPath(form: TCompiledForm, path: string): string {
  const segments = path.replace(/^Data\./, '').split('.');
  let label = '';
  for (let i = 0; i < segments.length; i++) {
    const name = segments[i] ?? '';
    const row = segments[i + 1];
    const text = labelOf(form, name);
    if (row !== undefined && /^\d+$/.test(row)) {
      label += `${text} ${Number(row) + 1}: `;
      i++;
    } else label += text;
  }
  return label.replace(/: $/, '');
}
