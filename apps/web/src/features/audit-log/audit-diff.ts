/** A readable diff of an audit entry's before and after: the changed leaves, by dotted path. */
export type TDiffRow = { path: string; before: string; after: string };

const MAX_ROWS = 200;

function flatten(value: unknown, prefix: string, out: Map<string, string>): void {
  if (out.size >= MAX_ROWS) return;
  if (value !== null && typeof value === 'object' && !(Array.isArray(value) && value.every((v) => v === null || typeof v !== 'object'))) {
    const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value as Record<string, unknown>);
    if (!entries.length) out.set(prefix || '—', Array.isArray(value) ? '[]' : '{}');
    for (const [k, v] of entries) flatten(v, prefix ? `${prefix}.${k}` : k, out);
    return;
  }
  out.set(prefix || '—', value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value));
}

/** The paths whose value differs (added, removed or changed), in the order they first appear. */
export function auditDiff(before: unknown, after: unknown): TDiffRow[] {
  const a = new Map<string, string>();
  const b = new Map<string, string>();
  if (before !== null && before !== undefined) flatten(before, '', a);
  if (after !== null && after !== undefined) flatten(after, '', b);
  const paths = [...new Set([...a.keys(), ...b.keys()])];
  return paths.filter((p) => a.get(p) !== b.get(p)).map((p) => ({ path: p, before: a.get(p) ?? '', after: b.get(p) ?? '' }));
}
