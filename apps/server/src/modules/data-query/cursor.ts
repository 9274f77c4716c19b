/** Opaque keyset cursor: the sort values and id of the last row of a page. */
export type Cursor = { v: (string | number | boolean)[]; id: string };

export function encodeCursor(c: Cursor): string {
  return Buffer.from(JSON.stringify(c), 'utf8').toString('base64url');
}

export function decodeCursor(s: string, sortCount: number): Cursor | null {
  try {
    const c = JSON.parse(Buffer.from(s, 'base64url').toString('utf8')) as unknown;
    if (!c || typeof c !== 'object') return null;
    const { v, id } = c as Partial<Cursor>;
    if (!Array.isArray(v) || v.length !== sortCount || typeof id !== 'string') return null;
    if (!v.every((x) => ['string', 'number', 'boolean'].includes(typeof x))) return null;
    return { v, id };
  } catch {
    return null;
  }
}
