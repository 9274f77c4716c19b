/**
 * Answer shape of the company detail (docs/api-lists.md "Details"): the Gesellschaft properties of the data
 * catalogue, the newest contracts with this company the member may see, and counts of what the member may see.
 */
import { z } from 'zod';
import { idParams } from '../../platform/id-params.js';

export const ZCompanyIdParams = idParams('insurer (Gesellschaft)');

export const ZCompanyDetail = z.object({
  Id: z.string(),
  Suchname: z.string(),
  /** FIRMA or person. */
  Zuordnung: z.string(),
  Strasse: z.string().nullable(),
  Plz: z.string().nullable(),
  Ort: z.string().nullable(),
  Telefon1: z.string().nullable(),
  Telefon2: z.string().nullable(),
  Email: z.string().nullable(),
  Status: z.string().nullable(),
  /** Labelled Bearbeiter. */
  Matchcode: z.string().nullable(),
  /** The first COMPANY_CONTRACTS_TAKE visible contracts, newest first. */
  Vertraege: z.array(
    z.object({ Id: z.string(), VertragsNr: z.string(), Typ: z.string(), Kunde: z.object({ Kundenname: z.string() }), ComputedStatus: z.string() }),
  ),
  Counts: z.object({ Vertraege: z.number().int(), Schaeden: z.number().int() }),
});
export type TCompanyDetail = z.infer<typeof ZCompanyDetail>;

export const COMPANY_CONTRACTS_TAKE = 50;
