/** Which controls a page or group shows where: the definition's grid, or the compact layout of its answers. */
import { compactLayout, isAnswered, type TCompactItem, type TCompiledControl, type TCompiledForm, type TControl, type TFormState, type TGridPosition } from '@portal/forms';
import { gridPositionOf } from './grid-layout';

/** A control at its place; `children` is set in the compact layout (a group shows what is left of it). */
export type TLayoutItem = { cc: TCompiledControl; position: TGridPosition; children: TLayoutItem[] | null };

/** The compiled control of a definition control (a second control with a taken name is not shown). */
function compiledOf(form: TCompiledForm, control: TControl): TCompiledControl | null {
  for (const cc of form.controls.values()) if (cc.control === control) return cc;
  return null;
}

export function pageControls(form: TCompiledForm, pageIndex: number): TCompiledControl[] {
  return form.treeOrder.map((name) => form.controls.get(name)!).filter((cc) => cc.pageIndex === pageIndex && cc.parent === null);
}

export function childControls(form: TCompiledForm, group: TCompiledControl): TCompiledControl[] {
  return group.children.map((name) => form.controls.get(name)).filter((cc): cc is TCompiledControl => cc !== undefined);
}

/** The definition's layout. */
export function gridLayout(controls: readonly TCompiledControl[]): TLayoutItem[] {
  return controls.map((cc, index) => ({ cc, position: gridPositionOf(cc.control, index), children: null }));
}

/** Whether any place of a control (every row of the groups around it) is answered and shown. */
function answeredAnywhere(state: TFormState, cc: TCompiledControl): boolean {
  let answered = false;
  const visit = (record: unknown, depth: number, key: string) => {
    if (answered || !record || typeof record !== 'object') return;
    if (depth === cc.scope.length) {
      const path = key + cc.name;
      answered = state.cells.get(path)?.hidden !== true && isAnswered(cc.type, (record as Record<string, unknown>)[cc.name]);
      return;
    }
    const list = (record as Record<string, unknown>)[cc.scope[depth]!];
    if (Array.isArray(list)) list.forEach((row, i) => visit(row, depth + 1, `${key}${cc.scope[depth]}.${i}.`));
  };
  visit(state.data, 0, '');
  return answered;
}

/**
 * The compact layout (spec 001 §4): answered, visible controls only; rows nobody covers any more are removed
 * and groups shrink. Hints, clocks and AI imports say nothing about the answers and are left out.
 */
export function compactControlLayout(state: TFormState, controls: readonly TCompiledControl[]): TLayoutItem[] {
  const byControl = new Map<TControl, TCompiledControl>();
  const collect = (list: readonly TCompiledControl[]) => {
    for (const cc of list) {
      byControl.set(cc.control, cc);
      if (cc.type === 'group') collect(childControls(state.form, cc));
    }
  };
  collect(controls);
  const keep = (control: TControl) => {
    const cc = byControl.get(control) ?? compiledOf(state.form, control);
    return cc !== undefined && cc !== null && cc.holdsValue && cc.type !== 'group' && answeredAnywhere(state, cc);
  };
  const toItem = (item: TCompactItem): TLayoutItem | null => {
    const cc = byControl.get(item.control);
    if (!cc) return null;
    return { cc, position: item.position, children: cc.type === 'group' ? item.children.map(toItem).filter((c): c is TLayoutItem => c !== null) : null };
  };
  return compactLayout(
    controls.map((cc) => cc.control),
    keep,
  )
    .map(toItem)
    .filter((c): c is TLayoutItem => c !== null);
}

/**
 * The layout without hidden controls: grid rows that only hidden controls covered are removed and what is
 * below moves up (a hidden condition does not leave a hole); rows the definition leaves empty stay.
 */
export function withoutHidden(items: readonly TLayoutItem[], hidden: ReadonlySet<string>): TLayoutItem[] {
  if (hidden.size === 0) return [...items];
  const rowsOf = (p: TGridPosition) => Array.from({ length: p.rows }, (_, i) => p.y + i);
  const visible = items.filter((item) => !hidden.has(item.cc.name));
  const covered = new Set(visible.flatMap((item) => rowsOf(item.position)));
  const emptied = new Set(items.filter((item) => hidden.has(item.cc.name)).flatMap((item) => rowsOf(item.position)).filter((row) => !covered.has(row)));
  if (emptied.size === 0) return visible;
  return visible.map((item) => {
    let above = 0;
    for (const row of emptied) if (row < item.position.y) above++;
    return above === 0 ? item : { ...item, position: { ...item.position, y: item.position.y - above } };
  });
}
