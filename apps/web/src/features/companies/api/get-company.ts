import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { zText } from '../../../lib/api-schemas';

/** GET /api/v1/Gesellschaft/{id}: the company, its newest contracts (the feed) and counts. */
export const ZCompanyDetail = z.looseObject({
  Id: z.string(),
  Suchname: z.string(),
  Zuordnung: zText,
  Strasse: zText,
  Plz: zText,
  Ort: zText,
  Telefon1: zText,
  Telefon2: zText,
  Email: zText,
  Status: zText,
  Matchcode: zText,
  Vertraege: z
    .array(z.looseObject({ Id: z.string(), VertragsNr: zText, Typ: zText, Kunde: z.looseObject({ Kundenname: zText }).nullish(), ComputedStatus: zText }))
    .nullish(),
  Counts: z.looseObject({ Vertraege: z.number().nullish(), Schaeden: z.number().nullish() }).nullish(),
});
export type TCompanyDetail = z.infer<typeof ZCompanyDetail>;

export const getCompany = (license: string, id: string, signal?: AbortSignal) =>
  apiRequest(`Gesellschaft/${encodeURIComponent(id)}`, { scope: 'license', license, schema: ZCompanyDetail, signal });

export const companyQueryOptions = (license: string, id: string) =>
  queryOptions({ queryKey: ['company', license, id] as const, queryFn: ({ signal }) => getCompany(license, id, signal), staleTime: 30_000 });

export function useCompany(license: string, id: string | null) {
  return useQuery({ ...companyQueryOptions(license, id ?? ''), enabled: !!id });
}
