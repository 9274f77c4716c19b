import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { zFlag, zNumber, zText } from '../../../lib/api-schemas';

/** GET /api/v1/Adresse/{id}: the address, its object fields and the customer (docs/api-lists.md "Details"). */
export const ZAddressDetail = z.looseObject({
  Id: z.string(),
  Zuordnung: zText,
  Kontaktname: zText,
  Nachname: zText,
  Adresszeile1: zText,
  Strasse: zText,
  Plz: zText,
  Ort: zText,
  Land: zText,
  Telefon1: zText,
  Mobil: zText,
  Email: zText,
  Geburtstag: zText,
  PrivateAddress: zFlag,
  BusinessAddress: zFlag,
  Objekt: zFlag,
  Objektnummer: zText,
  Risikosumme: zNumber,
  GueltigAb: zText,
  GueltigBis: zText,
  Objektfelder: z.record(z.string(), z.union([z.string(), z.number(), z.null()])).nullish(),
  Kunde: z.looseObject({ Id: z.string(), Kundenname: zText }).nullish(),
});
export type TAddressDetail = z.infer<typeof ZAddressDetail>;

export const getAddress = (license: string, id: string, signal?: AbortSignal) =>
  apiRequest(`Adresse/${encodeURIComponent(id)}`, { scope: 'license', license, schema: ZAddressDetail, signal });

export const addressQueryOptions = (license: string, id: string) =>
  queryOptions({ queryKey: ['address', license, id] as const, queryFn: ({ signal }) => getAddress(license, id, signal), staleTime: 30_000 });

export function useAddress(license: string, id: string) {
  return useQuery(addressQueryOptions(license, id));
}
