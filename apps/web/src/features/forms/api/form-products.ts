import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZFormProduct, ZFormProductList } from '@portal/domain';
import { apiRequest } from '../../../lib/api-client';

/** GET Forms/Products?license=: the forms the member may start, by name. */
export const formProductsQueryOptions = (license: string) =>
  queryOptions({
    queryKey: ['forms', license, 'products'] as const,
    queryFn: ({ signal }) => apiRequest('Forms/Products', { scope: 'license', license, schema: ZFormProductList, signal }),
    staleTime: 60_000,
  });

export const useFormProducts = (license: string, enabled = true) => useQuery({ ...formProductsQueryOptions(license), enabled });

/** GET Forms/Product/{productId}?license=: the product with its pages and options (the browser revalidates it by ETag). */
export const formProductQueryOptions = (license: string, productId: string) =>
  queryOptions({
    queryKey: ['forms', license, 'product', productId] as const,
    queryFn: ({ signal }) => apiRequest(`Forms/Product/${encodeURIComponent(productId)}`, { scope: 'license', license, schema: ZFormProduct, signal }),
    staleTime: 5 * 60_000,
  });
