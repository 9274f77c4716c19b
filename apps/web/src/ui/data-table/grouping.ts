/** Client-side grouping of the loaded rows of a list (spec 000 §2.7, §4). */

export type TGroupHeader = { kind: 'group'; key: string; label: string; count: number };
export type TGroupRow<T> = { kind: 'row'; row: T; index: number };
export type TGroupedItem<T> = TGroupHeader | TGroupRow<T>;

/**
 * Rows under a header per group. Groups follow their labels alphabetically, with the group of empty
 * values ("Ohne …", key '') last; inside a group the rows keep the server's order.
 */
export function groupRows<T>(rows: readonly T[], keyOf: (row: T) => string, labelOf: (key: string) => string): TGroupedItem<T>[] {
  const groups = new Map<string, TGroupRow<T>[]>();
  rows.forEach((row, index) => {
    const key = keyOf(row);
    const list = groups.get(key);
    if (list) list.push({ kind: 'row', row, index });
    else groups.set(key, [{ kind: 'row', row, index }]);
  });
  const keys = [...groups.keys()].sort((a, b) => (a === '' ? 1 : b === '' ? -1 : a.localeCompare(b, 'de', { numeric: true, sensitivity: 'base' })));
  const out: TGroupedItem<T>[] = [];
  for (const key of keys) {
    const list = groups.get(key) ?? [];
    out.push({ kind: 'group', key, label: labelOf(key), count: list.length });
    out.push(...list);
  }
  return out;
}

/** Grouping needs every row on the client; above this many it is turned off (CONTRACT_GROUPING_MAX_ROWS). */
export const groupingAllowed = (total: number | undefined, max: number): boolean => total !== undefined && total <= max;
