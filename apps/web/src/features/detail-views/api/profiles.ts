/** Permission profile templates (GET/PUT /api/v2/Sharing/PermissionTemplate), info-widget images and the member's info widget. */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TInfoWidgetImage, TPermissionTemplate, TPermissionTemplateInput } from '@portal/domain';
import { apiRequest, lazySchemas } from '../../../lib/api-client';
import { postMultipart } from '../../../lib/post-multipart';

const schema = lazySchemas(() => import('./schemas'));

export const permissionTemplatesQueryOptions = (license: string) =>
  queryOptions({
    queryKey: ['permission-templates', license] as const,
    queryFn: ({ signal }) => apiRequest('Sharing/PermissionTemplate', { scope: 'license', license, apiVersion: 'v2', schema: schema('ZPermissionTemplates'), signal }),
  });

export const infoWidgetImagesQueryOptions = (license: string) =>
  queryOptions({
    queryKey: ['permission-templates', license, 'images'] as const,
    queryFn: ({ signal }) => apiRequest('Settings/InfoWidgetImages', { scope: 'license', license, schema: schema('ZInfoWidgetImages'), signal }),
  });

export const infoWidgetQueryOptions = (license: string) =>
  queryOptions({
    queryKey: ['info-widget', license] as const,
    queryFn: ({ signal }) => apiRequest('Settings/InfoWidget', { scope: 'license', license, schema: schema('ZInfoWidget'), signal }),
    staleTime: 5 * 60_000,
  });

export const usePermissionTemplates = (license: string, enabled = true) => useQuery({ ...permissionTemplatesQueryOptions(license), enabled });
export const useInfoWidgetImages = (license: string) => useQuery(infoWidgetImagesQueryOptions(license));
export const useInfoWidget = (license: string) => useQuery(infoWidgetQueryOptions(license));

function useInvalidate(license: string) {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: ['permission-templates', license] }),
      client.invalidateQueries({ queryKey: ['info-widget', license] }),
      client.invalidateQueries({ queryKey: ['detail-customization', 'table-columns', license] }),
    ]);
}

export function useSavePermissionTemplate(license: string) {
  const invalidate = useInvalidate(license);
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: TPermissionTemplateInput }): Promise<TPermissionTemplate> =>
      apiRequest(`Sharing/PermissionTemplate/${id}`, { method: 'PUT', scope: 'license', license, apiVersion: 'v2', body: input, schema: schema('ZPermissionTemplate') }),
    onSettled: invalidate,
  });
}

export function useUploadInfoWidgetImage(license: string) {
  const invalidate = useInvalidate(license);
  return useMutation({
    mutationFn: async (file: File): Promise<TInfoWidgetImage> => {
      const form = new FormData();
      form.append('file', file);
      return postMultipart(`/api/v1/Settings/InfoWidgetImages?license=${encodeURIComponent(license)}`, form, await schema('ZInfoWidgetImage')());
    },
    onSettled: invalidate,
  });
}

export function useDeleteInfoWidgetImage(license: string) {
  const invalidate = useInvalidate(license);
  return useMutation({
    mutationFn: (fileGuid: string) => apiRequest(`Settings/InfoWidgetImages/${fileGuid}`, { method: 'DELETE', scope: 'license', license, schema: schema('ZInfoWidgetDeleteResult') }),
    onSettled: invalidate,
  });
}

export function useCloseInfoWidget(license: string) {
  const invalidate = useInvalidate(license);
  return useMutation({
    mutationFn: () => apiRequest('Settings/InfoWidget/Close', { method: 'POST', scope: 'license', license }),
    onSettled: invalidate,
  });
}

export function useSaveInfoWidgetText(license: string) {
  const invalidate = useInvalidate(license);
  return useMutation({
    mutationFn: (input: { ProfileId: string; Text: string }) => apiRequest('Settings/InfoWidget/Text', { method: 'PUT', scope: 'license', license, body: input }),
    onSettled: invalidate,
  });
}
