/** Opaque keyset cursor: the sort values and id of the last row of a page. */
import type { TPropertyType } from '@portal/domain';
import { unsafeTextReason } from '../../platform/input-guard.js';
import { coerceValue } from './filter-values.js';

export type Cursor = { v: (string | number | boolean)[]; id: string };

export function encodeCursor(c: Cursor): string {
  return Buffer.from(JSON.stringify(c), 'utf8').toString('base64url');
}

/**
 * The cursor, with every value checked and coerced for the type of its sort column (and the id as a UUID),
 * or null. A client can send any text as a cursor: a forged one must be refused here, never reach the
 * database as a value of the wrong type.
 */
export function decodeCursor(s: string, sortTypes: readonly TPropertyType[]): Cursor | null {
  if (s.length > 4096 || !/^[A-Za-z0-9_-]*$/.test(s)) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(s, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!parsed || typeof parsed !== 'object') return null;
  const { v, id } = parsed as Partial<Cursor>;
  if (!Array.isArray(v) || v.length !== sortTypes.length || typeof id !== 'string') return null;
  const values: (string | number | boolean)[] = [];
  for (const [i, type] of sortTypes.entries()) {
    const raw: unknown = v[i];
    if (typeof raw !== 'string' && typeof raw !== 'number' && typeof raw !== 'boolean') return null;
    if (typeof raw === 'string' && unsafeTextReason(raw)) return null;
    const coerced = coerceValue(type, raw);
    if (!coerced.ok) return null;
    values.push(coerced.value);
  }
  const coercedId = coerceValue('id', id);
  if (!coercedId.ok || typeof coercedId.value !== 'string') return null;
  return { v: values, id: coercedId.value };
}
