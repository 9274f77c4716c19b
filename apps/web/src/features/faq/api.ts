import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TFaqEntryInput } from '@portal/domain';
import { apiRequest, lazySchemas } from '../../lib/api-client';

const schema = lazySchemas(() => import('./schemas'));

/** GET Faq?license=: the licence's entries and whether the member edits them. */
export const faqQueryOptions = (license: string) =>
  queryOptions({
    queryKey: ['faq', license] as const,
    queryFn: ({ signal }) => apiRequest('Faq', { scope: 'license', license, schema: schema('ZFaqList'), signal }),
    staleTime: 5 * 60_000,
  });

/** Adds (no id) or changes an entry; the list loads again. */
export function useSaveFaqEntry(license: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: TFaqEntryInput }) =>
      id
        ? apiRequest(`Faq/${encodeURIComponent(id)}`, { method: 'PUT', scope: 'license', license, body: input, schema: schema('ZFaqEntry') })
        : apiRequest('Faq', { method: 'POST', scope: 'license', license, body: input, schema: schema('ZFaqEntry') }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: faqQueryOptions(license).queryKey }),
  });
}

export function useDeleteFaqEntry(license: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest(`Faq/${encodeURIComponent(id)}`, { method: 'DELETE', scope: 'license', license }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: faqQueryOptions(license).queryKey }),
  });
}
