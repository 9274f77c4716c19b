/**
 * The vehicle list /fahrzeug and the eVB list /evb (spec 001 §2.5, §3 "Vehicle / eVB record", §7; issue 14): the
 * vehicles of the motor contracts (Typ KOMPAKTKRAFT, EUROMOBIL; their line data carry the vehicle) and the eVB numbers
 * (elektronische Versicherungsbestätigung) issued for them. Both lists are paged, sorted and searched by the server.
 */
import { z } from 'zod';

/** The contract types that insure a vehicle (spec 001 §7: contract query with Typ in KOMPAKTKRAFT, EUROMOBIL). */
export const MOTOR_CONTRACT_TYPES = ['KOMPAKTKRAFT', 'EUROMOBIL'] as const;

/**
 * An eVB number: exactly 7 characters, upper-case letters A–Z and digits (the form the insurers issue and the
 * registration offices key in). Nothing is trimmed or folded here: callers normalise input before they ask.
 */
export function isValidEvbNumber(value: string): boolean {
  return /^[A-Z0-9]{7}$/.test(value);
}

/** A plate or chassis-number search as the database compares it: upper case, spaces and hyphens dropped. */
export function vehicleSearchKey(text: string): string {
  return text.toUpperCase().replace(/[\s-]+/g, '');
}

/** Why an eVB number was requested (the registration office's case). */
export const EVB_PURPOSES = ['Neuzulassung', 'Halterwechsel', 'Versichererwechsel', 'Wiederzulassung', 'Saisonkennzeichen', 'Kurzzeitkennzeichen'] as const;
export const ZEvbPurpose = z.enum(EVB_PURPOSES);

export const VEHICLE_SORTS = ['kennzeichen', 'vsnr', 'partnerName', 'fahrzeugmarke', 'zulassungsdatum', 'fahrgestellnr'] as const;
export const EVB_SORTS = ['ausgestellt', 'evbNummer', 'kennzeichen', 'vsnr', 'partnerName'] as const;

const listQuery = <S extends readonly [string, ...string[]]>(sorts: S, defaultSort: S[number], defaultDirection: 'asc' | 'desc') =>
  z.object({
    page: z.coerce.number().int().min(1).max(100_000).default(1).describe('The page, from 1.'),
    pageSize: z.coerce.number().int().min(1).max(100).default(20).describe('Rows per page (1–100; default 20, spec 000 §9).'),
    sort: z.enum(sorts).default(defaultSort as never).describe('The column to sort by.'),
    direction: z.enum(['asc', 'desc']).default(defaultDirection).describe('Sort direction.'),
    q: z.string().trim().max(100).optional().describe('Search: the licence plate (spaces and hyphens ignored), the chassis number (FIN), the contract number or the customer name.'),
    aktiv: z.enum(['true', 'false']).optional().describe('Only vehicles of active (`true`) or inactive (`false`) contracts; both when absent.'),
  });

export const ZVehicleListQuery = listQuery(VEHICLE_SORTS, 'vsnr', 'asc');
export type TVehicleListQuery = z.infer<typeof ZVehicleListQuery>;
export const ZEvbListQuery = listQuery(EVB_SORTS, 'ausgestellt', 'desc');
export type TEvbListQuery = z.infer<typeof ZEvbListQuery>;

const nullableText = z.string().nullable();

export const ZPartnerAddress = z.object({
  partnerName: z.string(),
  partnerStraßeUndHausnummer: nullableText,
  partnerPLZ: nullableText,
  partnerOrt: nullableText,
});

/** Spec 001 §3 "Vehicle / eVB record", plus the ids the list links with. */
export const ZVehicleRecord = z.object({
  contractId: z.string().describe('The motor contract (row → /vertrag/{id}).'),
  customerId: z.string(),
  vertragstyp: z.string().describe('KOMPAKTKRAFT or EUROMOBIL.'),
  partnerNr: z.string().describe('Customer number of the policy holder.'),
  referenzAdresse: ZPartnerAddress,
  partnerDaten: z.string().describe('The policy holder in one line: name, street, postcode and place.'),
  referenzAdresseHalter: ZPartnerAddress.describe('The registered keeper (the policy holder unless the vehicle data name another).'),
  partnerNrHalter: z.string(),
  zulassungsdatum: nullableText.describe('Registration date (ISO date).'),
  vsnr: z.string().describe('Contract number (Versicherungsscheinnummer).'),
  kennzeichen: nullableText,
  kennzeichenLesbar: nullableText.describe('The plate written the usual way: upper case, one space, no spaces round the hyphen.'),
  fahrgestellnr: nullableText.describe('Vehicle identification number (FIN).'),
  kennzeichenart: nullableText,
  verwendung: nullableText,
  außerbetriebsetzung: nullableText.describe('Decommissioning date (ISO date); null while the vehicle is registered.'),
  aktiv: z.boolean().describe('The contract is active and not cancelled.'),
  versicherungskarte: z.boolean().describe('An international insurance card can be made (the contract gives cover).'),
  vbArt: nullableText.describe('Kind of the insurance confirmation (VB-Art) of the latest eVB.'),
  evbNummer: nullableText.describe('The latest eVB number of the vehicle.'),
  verwendungszweck: nullableText.describe('Purpose of the latest eVB.'),
  documentUrl: nullableText.describe('Download of the eVB confirmation (GET /api/v1/Brief/{id}/File), when one is filed and the member may open files.'),
  fahrzeugmarke: nullableText,
  fahrzeugmodell: nullableText,
});
export type TVehicleRecord = z.infer<typeof ZVehicleRecord>;

export const ZVehiclePage = z.object({
  Items: z.array(ZVehicleRecord),
  Total: z.number().int(),
  Page: z.number().int(),
  PageSize: z.number().int(),
});
export type TVehiclePage = z.infer<typeof ZVehiclePage>;

/** One issued eVB number with the vehicle it was issued for. */
export const ZEvbRecord = ZVehicleRecord.extend({
  id: z.string(),
  evbNummer: z.string(),
  ausgestellt: z.string().describe('Issue date (ISO date).'),
});
export type TEvbRecord = z.infer<typeof ZEvbRecord>;

export const ZEvbPage = z.object({
  Items: z.array(ZEvbRecord),
  Total: z.number().int(),
  Page: z.number().int(),
  PageSize: z.number().int(),
  CanRecord: z.boolean().describe('Whether the member may record a newly issued eVB number.'),
});
export type TEvbPage = z.infer<typeof ZEvbPage>;

/**
 * A newly issued eVB number, recorded by the broker: the insurer answers a sent eVB request (the forms
 * 'eVBNummerbeantragen' / 'eVBNummerbeantragen (Euromobil)') with the number, which the broker files here for the
 * contract; optionally with the confirmation letter uploaded before as a document of that contract.
 */
export const ZEvbInput = z.object({
  contractId: z.uuid().describe('The motor contract the eVB is for.'),
  evbNummer: z.string().refine(isValidEvbNumber, 'Exactly 7 characters: upper-case letters A–Z and digits').describe('The eVB number: 7 characters, A–Z and 0–9.'),
  verwendungszweck: ZEvbPurpose.describe('Why it was requested.'),
  vbArt: z.string().trim().min(1).max(60).optional().describe('Kind of insurance confirmation; Kfz-Haftpflicht when absent.'),
  ausgestellt: z.iso.date().optional().describe('Issue date (ISO date); today when absent.'),
  documentId: z.uuid().optional().describe('The eVB confirmation, a document of the same contract (uploaded with POST /api/v1/Brief/Upload).'),
});
export type TEvbInput = z.infer<typeof ZEvbInput>;
