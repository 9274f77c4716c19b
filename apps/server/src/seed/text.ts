/** Small text helpers for generated names, e-mail addresses and numbers. */
import type { Faker } from '@faker-js/faker';

const UMLAUTS: Readonly<Record<string, string>> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss', Ä: 'Ae', Ö: 'Oe', Ü: 'Ue' };

/** 'Jörg Müller-Lüdenscheidt' → 'joerg-mueller-luedenscheidt': safe for e-mail local parts and domains. */
export function slug(text: string): string {
  return text
    .replace(/[äöüßÄÖÜ]/g, (c) => UMLAUTS[c] ?? c)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, '-und-')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export const pad = (n: number, width: number): string => String(n).padStart(width, '0');

/** Rounds to cents and formats for a numeric column ('1234.50'). */
export const money = (n: number): string => (Math.round(n * 100) / 100).toFixed(2);

/** German amount for letters: 1.234,56 €. */
export function euro(n: number, currency = 'EUR'): string {
  const formatted = new Intl.NumberFormat('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(n);
  return currency === 'EUR' ? `${formatted} €` : `${formatted} ${currency}`;
}

/** A German mobile number such as '0151 23456789' (faker's de locale has landline formats only). */
export function mobileNumber(f: Faker): string {
  const prefix = f.helpers.arrayElement(['0151', '0152', '0157', '0160', '0162', '0170', '0171', '0172', '0176', '0179']);
  return `${prefix} ${f.number.int({ min: 1_000_000, max: 99_999_999 })}`;
}

/** Area codes of larger German towns, for landline numbers (faker's de formats include odd '00…' prefixes). */
const AREA_CODES = [
  '030', '040', '089', '0221', '069', '0711', '0211', '0231', '0201', '0421', '0511', '0341', '0351', '0911', '0203',
  '0521', '0228', '0251', '0621', '0721', '0611', '0681', '0361', '0391', '0331', '0381', '0431', '0451', '0761', '0821',
  '0941', '0931', '0561', '0641', '06131', '0261', '0651', '0271', '05121', '04941', '07531', '08031', '0871',
];

export function landlineNumber(f: Faker): string {
  const code = f.helpers.arrayElement(AREA_CODES);
  // German numbers have up to 11 digits after the leading 0; keep the subscriber part at 5-8 digits.
  const digits = Math.min(8, 11 - (code.length - 1));
  return `${code} ${f.string.numeric({ length: { min: 5, max: digits }, allowLeadingZeros: false })}`;
}

/** The web domain a firm would have: name without legal form, slugged ('Bäckerei Rockmeier e.K.' → 'baeckerei-rockmeier'). */
export function firmDomain(name: string): string {
  const bare = name.replace(/\s*(GmbH & Co\. KG|GmbH|AG|KG|GbR|OHG|SE|e\.\s?K\.|& Partner mbB|mbB)\s*$/u, '');
  return `${slug(bare).slice(0, 40).replace(/-+$/, '')}.example`;
}
