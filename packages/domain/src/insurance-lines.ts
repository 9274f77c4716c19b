/**
 * The 20 lines of business (Sparten) of the legend dialog (spec 000 §2.11, §9 "Legend 20 insurance
 * lines"). The codes are the branch codes the back office delivers (the seed's catalogue uses the
 * same); names are translated in the web (`insuranceLines.<code>`), icons chosen there.
 */
import { KOMPAKT_TYPES } from './contract-status.js';

export const INSURANCE_LINES = [
  'KFZ',
  'HAFT',
  'HR',
  'WG',
  'UNF',
  'RS',
  'LEB',
  'KV',
  'BU',
  'GEW',
  'TRANS',
  'ELEK',
  'GLAS',
  'REISE',
  'TIER',
  'BAU',
  'MASCH',
  'INH',
  'CYBER',
  'D&O',
] as const;
export type TInsuranceLine = (typeof INSURANCE_LINES)[number];

/** The line of business each contract type with its own cover data belongs to. */
export const LINE_OF_TYPED_CONTRACT: Readonly<Record<string, TInsuranceLine>> = {
  KOMPAKTKRAFT: 'KFZ',
  KOMPAKTHAFT: 'HAFT',
  KOMPAKTSACH: 'HR',
  KOMPAKTHAGEL: 'GEW',
  KOMPAKTRSV: 'RS',
  EUROMOBIL: 'KFZ',
};

export const isInsuranceLine = (code: string): code is TInsuranceLine => (INSURANCE_LINES as readonly string[]).includes(code);

/**
 * The line of business of a contract type or branch code (case-insensitive, surrounding blanks
 * ignored): typed contracts map to their line, branch codes to themselves, anything else to null.
 */
export function insuranceLineOf(typOrSparte: string | null | undefined): TInsuranceLine | null {
  const code = (typOrSparte ?? '').trim().toUpperCase();
  if (!code) return null;
  if (isInsuranceLine(code)) return code;
  return LINE_OF_TYPED_CONTRACT[code] ?? null;
}

/** Contracts of a KOMPAKT type open at /kompakt/{id} (spec 000 §2.1, §2.10); all others at /vertrag/{id}. */
export const isKompaktType = (typ: string | null | undefined): boolean => (KOMPAKT_TYPES as readonly string[]).includes((typ ?? '').trim().toUpperCase());

/** The page of a contract by the opening rules of spec 000 §2.10. */
export function contractPath(id: string, typ: string | null | undefined): string {
  return isKompaktType(typ) ? `/kompakt/${id}` : `/vertrag/${id}`;
}
