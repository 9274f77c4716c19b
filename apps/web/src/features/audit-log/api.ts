import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZAuditLogPage } from '@portal/domain';
import { apiRequest } from '../../lib/api-client';

export type TAuditLogParams = { page: number; pageSize: number; action: string };

/** GET Admin/AuditLog?page=&pageSize=&action=: one page of the licence's administration log (licence admins). */
export const auditLogQueryOptions = (license: string, { page, pageSize, action }: TAuditLogParams) =>
  queryOptions({
    queryKey: ['auditLog', license, page, pageSize, action] as const,
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ page: String(page), pageSize: String(pageSize), ...(action ? { action } : {}) });
      return apiRequest(`Admin/AuditLog?${query}`, { scope: 'license', license, schema: ZAuditLogPage, signal });
    },
    placeholderData: keepPreviousData,
  });

export const useAuditLog = (license: string, params: TAuditLogParams, enabled: boolean) => useQuery({ ...auditLogQueryOptions(license, params), enabled });
