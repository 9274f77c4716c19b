import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { zFlag, zText } from '../../../lib/api-schemas';

/** GET /api/v1/Kunde/{id}: master data and counts of the related rows (docs/api-lists.md "Details"). */
export const ZCustomerDetail = z.looseObject({
  Id: z.string(),
  Amsidnr: zText,
  Kundenname: z.string(),
  Vorname: zText,
  Nachname: zText,
  Zuordnung: zText,
  Strasse: zText,
  Plz: zText,
  Ort: zText,
  Land: zText,
  Kundenverbindung: zText,
  Active: zFlag,
  LastSynchronisation: zText,
  AnmerkungUngelesen: zFlag,
  Geburtstag: zText,
  EmailPrivat: zText,
  TelefonPrivat: zText,
  EmailGeschaeftlich: zText,
  TelefonGeschaeftlich: zText,
  /** Brokers only. */
  Vermittler: z.looseObject({ Code: zText, Name: zText }).nullish(),
  Counts: z
    .looseObject({ Vertraege: z.number().nullish(), Schaeden: z.number().nullish(), Dokumente: z.number().nullish(), Anmerkungen: z.number().nullish() })
    .nullish(),
});
export type TCustomerDetail = z.infer<typeof ZCustomerDetail>;

export const getCustomer = (license: string, id: string, signal?: AbortSignal) =>
  apiRequest(`Kunde/${encodeURIComponent(id)}`, { scope: 'license', license, schema: ZCustomerDetail, signal });

export const customerQueryOptions = (license: string, id: string) =>
  queryOptions({ queryKey: ['customer', license, id] as const, queryFn: ({ signal }) => getCustomer(license, id, signal), staleTime: 30_000 });

export function useCustomer(license: string, id: string) {
  return useQuery(customerQueryOptions(license, id));
}
