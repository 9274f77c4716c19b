/** The report card page's calls and the PDF template administration (issue 13 item 4). */
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  ZPdfRenderResult,
  ZPdfTemplate,
  ZPdfTemplateSummary,
  ZReportCard,
  ZReportRecords,
  type TPdfRenderRequest,
  type TPdfTemplate,
  type TPdfTemplateInput,
  type TReportRecordsQuery,
} from '@portal/domain';
import { apiRequest } from '../../../lib/api-client';

export const reportCardQueryOptions = (license: string, id: string) =>
  queryOptions({
    queryKey: ['reportCard', license, id] as const,
    queryFn: ({ signal }) => apiRequest(`ReportCard/${encodeURIComponent(id)}`, { scope: 'license', license, schema: ZReportCard, signal }),
    retry: false,
  });

export const useReportCard = (license: string, id: string) => useQuery(reportCardQueryOptions(license, id));

/** One page of the card's records; a new search keeps the last list until the answer is there. */
export const useReportRecords = (license: string, id: string, query: TReportRecordsQuery, enabled: boolean) =>
  useQuery({
    queryKey: ['reportRecords', license, id, query] as const,
    queryFn: ({ signal }) => apiRequest(`ReportCard/${encodeURIComponent(id)}/Records`, { method: 'POST', scope: 'license', license, body: query, schema: ZReportRecords, signal }),
    enabled,
    retry: false,
    placeholderData: keepPreviousData,
  });

export const renderPdf = (license: string, request: TPdfRenderRequest) => apiRequest('PdfTemplate/Render', { method: 'POST', scope: 'license', license, body: request, schema: ZPdfRenderResult });

export const pdfTemplatesQueryOptions = (license: string) =>
  queryOptions({
    queryKey: ['pdfTemplates', license] as const,
    queryFn: ({ signal }) => apiRequest('PdfTemplate', { scope: 'license', license, schema: z.array(ZPdfTemplateSummary), signal }),
  });

export const usePdfTemplates = (license: string) => useQuery(pdfTemplatesQueryOptions(license));

export const usePdfTemplate = (license: string, id: string | null) =>
  useQuery({
    queryKey: ['pdfTemplate', license, id] as const,
    queryFn: ({ signal }) => apiRequest(`PdfTemplate/${encodeURIComponent(id ?? '')}`, { scope: 'license', license, schema: ZPdfTemplate, signal }),
    enabled: !!id,
    gcTime: 0,
  });

export type TTemplateChange = { kind: 'create'; input: TPdfTemplateInput } | { kind: 'update'; id: string; input: TPdfTemplateInput } | { kind: 'delete'; id: string };

export function useTemplateMutation(license: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (change: TTemplateChange): Promise<TPdfTemplate | null> => {
      if (change.kind === 'create') return apiRequest('PdfTemplate', { method: 'POST', scope: 'license', license, body: change.input, schema: ZPdfTemplate });
      if (change.kind === 'update') return apiRequest(`PdfTemplate/${encodeURIComponent(change.id)}`, { method: 'PUT', scope: 'license', license, body: change.input, schema: ZPdfTemplate });
      await apiRequest(`PdfTemplate/${encodeURIComponent(change.id)}`, { method: 'DELETE', scope: 'license', license });
      return null;
    },
    onSuccess: () => client.invalidateQueries({ queryKey: ['pdfTemplates', license] }),
  });
}
