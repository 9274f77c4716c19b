/** An answer as one line of text for the conflict dialog: lists joined, files by name, locations as coordinates. */
export function formatAnswer(value: unknown, words: { yes: string; no: string; empty: string }): string {
  if (value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)) return words.empty;
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.map((v) => formatAnswer(v, words)).join(', ');
  if (typeof value === 'object') {
    const o = value as Record<string, unknown>;
    if (typeof o.Name === 'string') return o.Name;
    if (o.latitude !== undefined && o.longitude !== undefined) return `${String(o.latitude)}, ${String(o.longitude)}`;
    return JSON.stringify(value);
  }
  return String(value);
}
