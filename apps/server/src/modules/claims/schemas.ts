/**
 * Answer and body shapes of the claim detail (docs/api-lists.md "Details"): the Schaden properties of the data
 * catalogue with the same names and value types (money as numbers, dates `YYYY-MM-DD`, date-times ISO UTC),
 * the dotted references as nested objects, plus Hergang and whether the member may edit it.
 */
import { z } from 'zod';
import { idParams } from '../../platform/id-params.js';

export const ZClaimIdParams = idParams('claim (Schaden)');

const ZClaimCustomer = z.object({
  Id: z.string(),
  Kundenname: z.string(),
  Kundenverbindung: z.string().nullable(),
  Strasse: z.string().nullable(),
  Plz: z.string().nullable(),
  Ort: z.string().nullable(),
  Land: z.string(),
});

export const ZClaimDetail = z.object({
  Id: z.string(),
  /** Contract reference (the contract number). */
  Key: z.string().nullable(),
  Draft: z.boolean(),
  Active: z.boolean(),
  Schadenstatus: z.string(),
  SchadenZeitpunkt: z.string().nullable(),
  Meldungtag: z.string().nullable(),
  /** Empty means open. */
  Abschlusstag: z.string().nullable(),
  Schadenhoehe: z.number().nullable(),
  Waehrung: z.string(),
  Headline: z.string().nullable(),
  Sparte: z.string().nullable(),
  NummerMakler: z.string(),
  NummerVU: z.string().nullable(),
  Schadenart: z.string().nullable(),
  Schadenort: z.string().nullable(),
  KundenStatus: z.string().nullable(),
  ApprovalPending: z.boolean(),
  Erstellt: z.string(),
  Hergang: z.string().nullable(),
  /** The contract with the claim's customer; null for a claim without contract. */
  Vertrag: z.object({ Id: z.string(), VertragsNr: z.string(), Typ: z.string(), Kunde: ZClaimCustomer }).nullable(),
  /** The claim's customer, also for a claim without contract. */
  Kunde: ZClaimCustomer.nullable(),
  Gesellschaft: z.object({ Suchname: z.string() }).nullable(),
  /** Open, and the member may write and report claims (or is staff). */
  Editable: z.boolean(),
});
export type TClaimDetail = z.infer<typeof ZClaimDetail>;

export const CLAIM_TEXT_MAX = 200;
export const CLAIM_HERGANG_MAX = 5000;
/** The largest amount numeric(14,2) holds (just under 1e12). */
export const CLAIM_AMOUNT_MAX = 999_999_999_999.99;

/** PATCH body: only these fields, at least one of them. An empty text clears the field. */
export const ZClaimUpdate = z
  .strictObject({
    Schadenort: z.string().max(CLAIM_TEXT_MAX).optional(),
    Schadenart: z.string().max(CLAIM_TEXT_MAX).optional(),
    Hergang: z.string().max(CLAIM_HERGANG_MAX).optional(),
    /** z.number() refuses NaN and ±Infinity. */
    Schadenhoehe: z.number().min(0).max(CLAIM_AMOUNT_MAX).nullable().optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), { message: 'Give at least one of Schadenort, Schadenart, Hergang, Schadenhoehe' });
export type TClaimUpdate = z.infer<typeof ZClaimUpdate>;
