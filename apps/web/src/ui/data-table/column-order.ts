import type { TListSort } from './data-query-request';

/** Pure edits of the column-choice dialog (spec 000 §2.4): order, add/remove, sorts. */

export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || from >= list.length || to < 0 || to >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}

/** Shows or hides a column; a hidden column also loses its sort. */
export function toggleColumn(state: { columns: readonly string[]; sorts: readonly TListSort[] }, property: string, on: boolean) {
  if (on) return { columns: state.columns.includes(property) ? [...state.columns] : [...state.columns, property], sorts: [...state.sorts] };
  return { columns: state.columns.filter((c) => c !== property), sorts: state.sorts.filter((s) => s.Property !== property) };
}

/** Sets a column's sort: none removes it, a direction keeps its priority or appends it. */
export function setColumnSort(sorts: readonly TListSort[], property: string, direction: 'asc' | 'desc' | 'none'): TListSort[] {
  if (direction === 'none') return sorts.filter((s) => s.Property !== property);
  const at = sorts.findIndex((s) => s.Property === property);
  if (at < 0) return [...sorts, { Property: property, Direction: direction }];
  return sorts.map((s, i) => (i === at ? { Property: property, Direction: direction } : s));
}
