/** Shortens a text to `max` characters and marks the cut with an ellipsis (spec 000 §9: dialog headline 25 characters). */
export function truncateText(text: string | null | undefined, max: number): string {
  const s = (text ?? '').trim();
  if (s.length <= max) return s;
  return `${s.slice(0, max).trimEnd()}…`;
}

/** True for null, undefined, blank strings and NaN. */
export function isBlank(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (typeof value === 'number') return Number.isNaN(value);
  return false;
}
