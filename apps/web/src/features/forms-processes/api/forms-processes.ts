/**
 * The forms process calls (spec 001 §7 "Forms processes"; docs/api-forms.md): the paged list, a form's custom mail
 * template, expire, receivers, and the XLSX export.
 */
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ZEditFormsProcessReceiversResult,
  ZFormMailTemplate,
  ZFormsProcess,
  ZFormsProcessList,
  type TEditFormsProcessReceivers,
  type TExportFormsProcesses,
  type TFormsProcessState,
} from '@portal/domain';
import { apiRequest } from '../../../lib/api-client';
import { downloadPost } from '../../../ui/data-table/export-api';

export type TFormsProcessListParams = {
  states: readonly TFormsProcessState[];
  title: string;
  page: number;
  pageSize: number;
  sort: string;
};

const listPath = (p: TFormsProcessListParams): string => {
  const q = new URLSearchParams({ page: String(p.page), pageSize: String(p.pageSize), sort: p.sort });
  if (p.states.length) q.set('state', p.states.join(','));
  if (p.title) q.set('title', p.title);
  return `FormsProcess?${q.toString()}`;
};

/** GET FormsProcess?license=&state=&title=&page=&pageSize=&sort= */
export const formsProcessListQueryOptions = (license: string, p: TFormsProcessListParams) =>
  queryOptions({
    queryKey: ['formsProcesses', license, 'list', p] as const,
    queryFn: ({ signal }) => apiRequest(listPath(p), { scope: 'license', license, schema: ZFormsProcessList, signal }),
    placeholderData: keepPreviousData,
  });

export const useFormsProcessList = (license: string, p: TFormsProcessListParams) => useQuery(formsProcessListQueryOptions(license, p));

/** GET Forms/Product/{id}/MailTemplate: whether the form has a custom mail (then the dialog offers mails). */
export const useFormMailTemplate = (license: string, productId: string | null) =>
  useQuery({
    queryKey: ['formsProcesses', license, 'mailTemplate', productId] as const,
    queryFn: ({ signal }) => apiRequest(`Forms/Product/${encodeURIComponent(productId!)}/MailTemplate`, { scope: 'license', license, schema: ZFormMailTemplate, signal }),
    enabled: !!productId,
    staleTime: 60_000,
  });

/** The list and every process of the licence are read again after a change. */
const useInvalidateList = (license: string) => {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ['formsProcesses', license, 'list'] });
};

/** POST FormsProcess/Expire { RiskId } */
export function useExpireFormsProcess(license: string) {
  const invalidate = useInvalidateList(license);
  return useMutation({
    mutationFn: (riskId: string) => apiRequest('FormsProcess/Expire', { scope: 'license', license, method: 'POST', body: { RiskId: riskId }, schema: ZFormsProcess }),
    onSuccess: invalidate,
  });
}

/** PUT FormsProcess/{id}/Receivers { Receivers, SendMail, CancelReminders } */
export function useEditFormsProcessReceivers(license: string) {
  const invalidate = useInvalidateList(license);
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: TEditFormsProcessReceivers }) =>
      apiRequest(`FormsProcess/${encodeURIComponent(id)}/Receivers`, { scope: 'license', license, method: 'PUT', body, schema: ZEditFormsProcessReceiversResult }),
    onSuccess: invalidate,
  });
}

/** POST FormsProcess/Export: the browser saves 'Export {timestamp}.xlsx'. */
export const exportFormsProcesses = (body: TExportFormsProcesses, signal?: AbortSignal): Promise<string> =>
  downloadPost({ path: 'FormsProcess/Export', accept: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', body, fallbackName: 'Export.xlsx', signal });
