/** Reads a dotted property (`Kunde.Kundenname`) of a data-query item; items are nested by the dots. */
export function getPath(item: unknown, dotted: string): unknown {
  let node: unknown = item;
  for (const key of dotted.split('.')) {
    if (node === null || node === undefined || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

/** The row's id as a string (every list keeps `Id` among its fields). */
export function rowId(item: unknown): string {
  const id = getPath(item, 'Id');
  return id === null || id === undefined ? '' : String(id);
}
