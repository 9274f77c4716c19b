/**
 * The text formats of a text control (spec 001 §3 Textformat) and the number formats of a number
 * control (Zahlenformat), each a check that returns the message key of what is wrong. Phone numbers by
 * libphonenumber-js (numbers without a country code are read as German), IBAN and BIC by ibantools.
 */
import { isValidPhoneNumber } from 'libphonenumber-js';
import { electronicFormatIBAN, isValidBIC, isValidIBAN } from 'ibantools';
import { z } from 'zod';
import type { TValidationMessageKey } from './form-messages.js';

const ZEmail = z.email();

type TTextFormat = 'Ohne' | 'E-mail' | 'Telefonnummer' | 'Jahr' | 'Postleitzahl' | 'IBAN' | 'BIC';

const TEXT_CHECKS: Record<Exclude<TTextFormat, 'Ohne'>, { key: TValidationMessageKey; valid: (text: string) => boolean }> = {
  'E-mail': { key: 'email', valid: (t) => ZEmail.safeParse(t).success },
  Telefonnummer: { key: 'phone', valid: (t) => isValidPhoneNumber(t, 'DE') },
  Jahr: { key: 'year', valid: (t) => /^\d{4}$/.test(t) },
  // German postcodes: five digits.
  Postleitzahl: { key: 'postcode', valid: (t) => /^\d{5}$/.test(t) },
  IBAN: { key: 'iban', valid: (t) => isValidIBAN(electronicFormatIBAN(t) ?? '') },
  BIC: { key: 'bic', valid: (t) => isValidBIC(t.replace(/\s/g, '').toUpperCase()) },
};

/** The message key when trimmed text is not in the format; null when it is (or there is no format). */
export function textFormatIssue(format: TTextFormat | null | undefined, text: string): TValidationMessageKey | null {
  if (!format || format === 'Ohne') return null;
  const check = TEXT_CHECKS[format];
  return check.valid(text.trim()) ? null : check.key;
}

type TNumberFormat = 'Ohne' | 'Dezimal' | 'Währung' | 'Jahr' | 'Postleitzahl';

/**
 * Decimal places of a finite number in shortest form (0.1 → 1, 1e-7 → 7), without binary noise:
 * 9.99 + 7 is 16.990000000000002 in JavaScript and has two.
 */
export function decimalPlaces(n: number): number {
  const [mantissa, exponent] = String(Number.parseFloat(n.toPrecision(15))).split('e');
  const places = (mantissa!.split('.')[1] ?? '').length - Number(exponent ?? 0);
  return Math.max(0, places);
}

/**
 * Währung: at most two decimals (cents); Jahr: a whole number of four digits; Postleitzahl: a whole
 * number of at most five digits (a number control drops the leading zero of 01067, so 1067 is fine);
 * Dezimal and Ohne: any number.
 */
export function numberFormatIssue(format: TNumberFormat | null | undefined, n: number): { key: TValidationMessageKey; decimals?: number } | null {
  switch (format) {
    case 'Währung':
      return decimalPlaces(n) > 2 ? { key: 'decimals', decimals: 2 } : null;
    case 'Jahr':
      return Number.isInteger(n) && n >= 1000 && n <= 9999 ? null : { key: 'year' };
    case 'Postleitzahl':
      return Number.isInteger(n) && n >= 1000 && n <= 99999 ? null : { key: 'postcode' };
    default:
      return null;
  }
}
