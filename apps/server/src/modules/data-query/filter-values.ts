/** Turns a filter's JSON value into a checked SQL parameter for the property's type; errors name the field. */
import type { TPropertyType, TScalar } from '@portal/domain';

export type Coerced = { ok: true; value: string | number | boolean } | { ok: false; message: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

function realDate(s: string): boolean {
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
}

export function coerceValue(type: TPropertyType, raw: TScalar | undefined): Coerced {
  if (raw === undefined || raw === null) return { ok: false, message: 'a value is required' };
  switch (type) {
    case 'id':
      return typeof raw === 'string' && UUID.test(raw) ? { ok: true, value: raw.toLowerCase() } : { ok: false, message: 'must be an id (UUID)' };
    case 'string':
      if (typeof raw === 'string') return { ok: true, value: raw };
      if (typeof raw === 'number') return { ok: true, value: String(raw) };
      return { ok: false, message: 'must be a text' };
    case 'number':
    case 'money': {
      const n = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : NaN;
      return Number.isFinite(n) ? { ok: true, value: n } : { ok: false, message: 'must be a number' };
    }
    case 'date': {
      const s = typeof raw === 'string' ? raw.slice(0, 10) : '';
      return DATE.test(s) && realDate(s) ? { ok: true, value: s } : { ok: false, message: 'must be a date YYYY-MM-DD' };
    }
    case 'datetime': {
      if (typeof raw !== 'string') return { ok: false, message: 'must be an ISO date-time' };
      const d = new Date(raw);
      return Number.isNaN(d.getTime()) || !/^\d{4}-\d{2}-\d{2}/.test(raw) ? { ok: false, message: 'must be an ISO date-time' } : { ok: true, value: d.toISOString() };
    }
    case 'boolean':
      if (typeof raw === 'boolean') return { ok: true, value: raw };
      if (raw === 'true' || raw === 'false') return { ok: true, value: raw === 'true' };
      return { ok: false, message: 'must be true or false' };
  }
}
