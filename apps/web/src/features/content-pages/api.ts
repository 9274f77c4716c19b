import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TContentPageCreate, TContentPageInput } from '@portal/domain';
import { apiRequest, lazySchemas } from '../../lib/api-client';

const schema = lazySchemas(() => import('./schemas'));

/** GET ContentPages?license=: the pages the member reads (admins: all) and whether they edit them. */
export const contentPagesQueryOptions = (license: string) =>
  queryOptions({
    queryKey: ['content-pages', license] as const,
    queryFn: ({ signal }) => apiRequest('ContentPages', { scope: 'license', license, schema: schema('ZContentPageList'), signal }),
  });

/** GET ContentPages/{slug}: one page with its sanitised HTML. */
export const contentPageQueryOptions = (license: string, slug: string) =>
  queryOptions({
    queryKey: ['content-pages', license, slug] as const,
    queryFn: ({ signal }) => apiRequest(`ContentPages/${encodeURIComponent(slug)}`, { scope: 'license', license, schema: schema('ZContentPage'), signal }),
    retry: false,
  });

/** Adds (create) or changes (slug) a page; list and page load again. */
export function useSaveContentPage(license: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (args: { create: TContentPageCreate } | { slug: string; input: TContentPageInput }) =>
      'create' in args
        ? apiRequest('ContentPages', { method: 'POST', scope: 'license', license, body: args.create, schema: schema('ZContentPage') })
        : apiRequest(`ContentPages/${encodeURIComponent(args.slug)}`, { method: 'PUT', scope: 'license', license, body: args.input, schema: schema('ZContentPage') }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['content-pages', license] }),
  });
}

export function useDeleteContentPage(license: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (slug: string) => apiRequest(`ContentPages/${encodeURIComponent(slug)}`, { method: 'DELETE', scope: 'license', license }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['content-pages', license] }),
  });
}
