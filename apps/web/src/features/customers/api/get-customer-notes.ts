import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { zText } from '../../../lib/api-schemas';

export const ZCustomerNote = z.looseObject({ Id: z.string(), Text: z.string(), Erstellt: zText, Read: zText, Autor: zText });
export type TCustomerNote = z.infer<typeof ZCustomerNote>;

/** GET /api/v1/Kunde/{id}/Notes: the customer's active notes (Anmerkungen). */
export const customerNotesQueryOptions = (license: string, id: string) =>
  queryOptions({
    queryKey: ['customer', license, id, 'notes'] as const,
    queryFn: ({ signal }) => apiRequest(`Kunde/${encodeURIComponent(id)}/Notes`, { scope: 'license', license, schema: z.array(ZCustomerNote), signal }),
    staleTime: 30_000,
  });

export function useCustomerNotes(license: string, id: string, enabled: boolean) {
  return useQuery({ ...customerNotesQueryOptions(license, id), enabled });
}
