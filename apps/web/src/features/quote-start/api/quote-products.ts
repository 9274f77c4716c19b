/** The licence's calculation products (licence admins): list, add, change, delete. */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TQuoteProductInput } from '@portal/domain';
import { apiRequest, lazySchemas } from '../../../lib/api-client';

const schema = lazySchemas(() => import('../schemas'));

export const quoteProductsQueryOptions = (license: string) =>
  queryOptions({
    queryKey: ['quote-products', license] as const,
    queryFn: ({ signal }) => apiRequest('Quote/Products', { scope: 'license', license, schema: schema('ZQuoteProductList'), signal }),
  });

export function useSaveQuoteProduct(license: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: TQuoteProductInput }) =>
      id
        ? apiRequest(`Quote/Products/${encodeURIComponent(id)}`, { method: 'PUT', scope: 'license', license, body: input, schema: schema('ZQuoteProduct') })
        : apiRequest('Quote/Products', { method: 'POST', scope: 'license', license, body: input, schema: schema('ZQuoteProduct') }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['quote-products', license] }),
  });
}

export function useDeleteQuoteProduct(license: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest(`Quote/Products/${encodeURIComponent(id)}`, { method: 'DELETE', scope: 'license', license }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['quote-products', license] }),
  });
}
