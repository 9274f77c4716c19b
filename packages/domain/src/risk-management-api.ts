/**
 * Risk management (/risikomanagement, spec 001 §2.1; issue 14 item 7). The spec names only the route; a broker
 * expects the risks of the book that need attention, computed in the database over the member's visible data:
 * objects with their risk sums and validity (address object fields 149, 119, 120), policies running out soon, and
 * contracts flagged as needing advice (BeratungErforderlich). Brokers and staff only.
 */
import { z } from 'zod';

/** Objects whose validity ends within this many days count as running out. */
export const RISK_OBJECT_WARN_DAYS = 90;
export const RISK_EXPIRY_DEFAULT_DAYS = 90;
export const RISK_EXPIRY_MAX_DAYS = 365;
export const RISK_PAGE_MAX = 100;

export const ZRiskPageQuery = z.object({
  Skip: z.coerce.number().int().min(0).max(1_000_000).default(0).describe('Rows to skip.'),
  Take: z.coerce.number().int().min(1).max(RISK_PAGE_MAX).default(10).describe(`Rows to return (at most ${RISK_PAGE_MAX}).`),
});
export type TRiskPageQuery = z.infer<typeof ZRiskPageQuery>;

export const ZRiskExpiryQuery = ZRiskPageQuery.extend({
  Tage: z.coerce.number().int().min(1).max(RISK_EXPIRY_MAX_DAYS).default(RISK_EXPIRY_DEFAULT_DAYS).describe('Window in days from today.'),
});
export type TRiskExpiryQuery = z.infer<typeof ZRiskExpiryQuery>;

/** How an object's validity stands today. */
export const OBJECT_VALIDITY_STATES = ['ABGELAUFEN', 'LAEUFT_AB', 'NOCH_NICHT_GUELTIG', 'GUELTIG', 'OHNE_ZEITRAUM'] as const;
export type TObjectValidityState = (typeof OBJECT_VALIDITY_STATES)[number];

/** The validity state of an object on a day (ISO dates; comparisons on YYYY-MM-DD strings are date order). */
export function objectValidityState(validFrom: string | null, validTo: string | null, today: string, warnUntil: string): TObjectValidityState {
  if (validTo && validTo < today) return 'ABGELAUFEN';
  if (validFrom && validFrom > today) return 'NOCH_NICHT_GUELTIG';
  if (validTo && validTo <= warnUntil) return 'LAEUFT_AB';
  if (!validFrom && !validTo) return 'OHNE_ZEITRAUM';
  return 'GUELTIG';
}

export const ZRiskSummary = z.object({
  Objekte: z.number().int().describe('Visible objects.'),
  Risikosumme: z.number().describe('Sum of their risk sums (field 149).'),
  ObjekteAbgelaufen: z.number().int().describe('Objects whose validity has ended.'),
  ObjekteLaufenAb: z.number().int().describe(`Objects whose validity ends within ${RISK_OBJECT_WARN_DAYS} days.`),
  VertraegeLaufenAb: z.number().int().describe(`Active policies running out within ${RISK_EXPIRY_DEFAULT_DAYS} days.`),
  Beratungsbedarf: z.number().int().describe('Contracts flagged as needing advice.'),
});
export type TRiskSummary = z.infer<typeof ZRiskSummary>;

export const ZRiskObject = z.object({
  Id: z.string(),
  Kontaktname: z.string().nullable(),
  Objektnummer: z.string().nullable(),
  Strasse: z.string().nullable(),
  Plz: z.string().nullable(),
  Ort: z.string().nullable(),
  Risikosumme: z.number().nullable(),
  GueltigAb: z.string().nullable(),
  GueltigBis: z.string().nullable(),
  Status: z.enum(OBJECT_VALIDITY_STATES),
});
export type TRiskObject = z.infer<typeof ZRiskObject>;

export const ZRiskContract = z.object({
  Id: z.string(),
  VertragsNr: z.string(),
  Sparte: z.string().nullable(),
  Produkt: z.string().nullable(),
  KundeId: z.string(),
  Kundenname: z.string().nullable(),
  Vertragsablauf: z.string().nullable(),
  Beratungsgebiet: z.string().nullable(),
});
export type TRiskContract = z.infer<typeof ZRiskContract>;

export const ZRiskObjectPage = z.object({ Items: z.array(ZRiskObject), Total: z.number().int() });
export type TRiskObjectPage = z.infer<typeof ZRiskObjectPage>;
export const ZRiskContractPage = z.object({ Items: z.array(ZRiskContract), Total: z.number().int() });
export type TRiskContractPage = z.infer<typeof ZRiskContractPage>;

/** The ISO day `days` after `isoDay`. */
export function addDaysIso(isoDay: string, days: number): string {
  const d = new Date(`${isoDay}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
