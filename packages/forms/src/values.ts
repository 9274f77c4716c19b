/** What counts as an answer, and numbers out of form values. */
import type { TControlType } from './definition-schema.js';

/** Empty: nothing, blank text, an empty list, a location without coordinates, not a number. */
export function isEmptyValue(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (typeof value === 'number') return Number.isNaN(value);
  if (Array.isArray(value)) return value.length === 0;
  if (value instanceof Date) return Number.isNaN(value.getTime());
  if (typeof value === 'object' && ('latitude' in value || 'longitude' in value)) {
    const { latitude, longitude } = value as { latitude?: unknown; longitude?: unknown };
    return isEmptyValue(latitude) && isEmptyValue(longitude);
  }
  return false;
}

/**
 * Whether a control is answered. One notion for "required", the isEmpty operator, "has any input" of a
 * calculation and the compact view: an unticked checkbox is no answer (a required checkbox must be
 * ticked, e.g. a consent).
 */
export function isAnswered(type: TControlType, value: unknown): boolean {
  if (type === 'checkbox') return value === true;
  return !isEmptyValue(value);
}

/**
 * A number from a form value: numbers as they are, text in either notation (`1234.5`, `1234,5`,
 * `1.234,56`); null when there is none.
 */
export function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const text = value.trim().replace(/\s/g, '');
  if (text === '') return null;
  let normalised = text;
  if (/^[+-]?\d{1,3}(\.\d{3})+(,\d+)?$/.test(text)) normalised = text.replace(/\./g, '').replace(',', '.');
  else if (/^[+-]?\d*,\d+$/.test(text)) normalised = text.replace(',', '.');
  if (!/^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(normalised)) return null;
  const n = Number(normalised);
  return Number.isFinite(n) ? n : null;
}

/**
 * Spec 001 §5: "Number control: an empty string becomes null, otherwise the value is converted to a
 * number." Text that is no number is kept as typed, so that validation can name it.
 */
export function normaliseValue(type: TControlType, value: unknown): unknown {
  if (type !== 'number') return value;
  // An answer never given stays absent: loading does not add keys.
  if (value === '') return null;
  if (typeof value === 'string') return toNumber(value) ?? value;
  return value;
}

const withoutNoise = (value: number) => Number.parseFloat(value.toPrecision(15));

/**
 * Strips binary floating-point noise (0.1 + 0.2) and rounds to the control's decimals when it has some,
 * half away from zero as in commercial rounding (1.005 → 1.01, −2.5 → −3).
 */
export function roundResult(value: number, decimals: number | null | undefined): number {
  let result = withoutNoise(value);
  if (decimals !== null && decimals !== undefined) {
    const factor = 10 ** decimals;
    const rounded = (Math.sign(result) * Math.round(withoutNoise(Math.abs(result) * factor))) / factor;
    if (Number.isFinite(rounded)) result = rounded;
  }
  // No negative zero in form data.
  return result === 0 ? 0 : result;
}

/**
 * A latitude or longitude: a number, or a string in JS notation as the browser writes it ("13.405" is 13.405,
 * never German 13,405 thousand as `toNumber` would read it).
 */
export function coordinateOf(value: unknown): number | null {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^[+-]?(\d+(\.\d*)?|\.\d+)(e[+-]?\d+)?$/i.test(value.trim()) ? Number(value.trim()) : null;
  return n !== null && Number.isFinite(n) ? n : null;
}
