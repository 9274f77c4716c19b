import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { zFlag, zNumber, zText } from '../../../lib/api-schemas';

const ZClaimCustomer = z.looseObject({ Id: z.string(), Kundenname: zText, Strasse: zText, Plz: zText, Ort: zText });

/** GET /api/v1/Schaden/{id}: the claim, its contract and customer, and whether the member may edit it. */
export const ZClaimDetail = z.looseObject({
  Id: z.string(),
  Key: zText,
  Draft: zFlag,
  Active: zFlag,
  Schadenstatus: zText,
  SchadenZeitpunkt: zText,
  Meldungtag: zText,
  Abschlusstag: zText,
  Schadenhoehe: zNumber,
  Waehrung: zText,
  Headline: zText,
  Sparte: zText,
  NummerMakler: zText,
  NummerVU: zText,
  Schadenart: zText,
  Schadenort: zText,
  KundenStatus: zText,
  ApprovalPending: zFlag,
  Erstellt: zText,
  Hergang: zText,
  Vertrag: z.looseObject({ Id: z.string(), VertragsNr: zText, Typ: zText, Kunde: ZClaimCustomer.nullish() }).nullish(),
  Kunde: ZClaimCustomer.nullish(),
  Gesellschaft: z.looseObject({ Suchname: zText }).nullish(),
  Editable: zFlag,
});
export type TClaimDetail = z.infer<typeof ZClaimDetail>;

export const getClaim = (license: string, id: string, signal?: AbortSignal) =>
  apiRequest(`Schaden/${encodeURIComponent(id)}`, { scope: 'license', license, schema: ZClaimDetail, signal });

export const claimQueryOptions = (license: string, id: string) =>
  queryOptions({ queryKey: ['claim', license, id] as const, queryFn: ({ signal }) => getClaim(license, id, signal), staleTime: 0 });

export function useClaim(license: string, id: string | null) {
  return useQuery({ ...claimQueryOptions(license, id ?? ''), enabled: !!id });
}
