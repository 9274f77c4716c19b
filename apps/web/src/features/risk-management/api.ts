import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest, lazySchemas } from '../../lib/api-client';

const schema = lazySchemas(() => import('./schemas'));

export type TRiskList = 'Objekte' | 'Vertragsablauf' | 'Beratungsbedarf';

/** GET Risikomanagement: the figures of the page's tiles. */
export const riskSummaryQueryOptions = (license: string) =>
  queryOptions({
    queryKey: ['risk-management', license, 'summary'] as const,
    queryFn: ({ signal }) => apiRequest('Risikomanagement', { scope: 'license', license, schema: schema('ZRiskSummary'), signal }),
  });

const page = (skip: number, take: number, extra: Record<string, string> = {}) => new URLSearchParams({ Skip: String(skip), Take: String(take), ...extra }).toString();

/** GET Risikomanagement/Objekte: one page of objects, most urgent first. */
export const riskObjectsQueryOptions = (license: string, skip: number, take: number) =>
  queryOptions({
    queryKey: ['risk-management', license, 'Objekte', skip, take] as const,
    queryFn: ({ signal }) => apiRequest(`Risikomanagement/Objekte?${page(skip, take)}`, { scope: 'license', license, schema: schema('ZRiskObjectPage'), signal }),
    placeholderData: keepPreviousData,
  });

/** GET Risikomanagement/Vertragsablauf or /Beratungsbedarf: one page of contracts. */
export const riskContractsQueryOptions = (license: string, list: Exclude<TRiskList, 'Objekte'>, skip: number, take: number, days: number) =>
  queryOptions({
    queryKey: ['risk-management', license, list, skip, take, days] as const,
    queryFn: ({ signal }) =>
      apiRequest(`Risikomanagement/${list}?${page(skip, take, list === 'Vertragsablauf' ? { Tage: String(days) } : {})}`, { scope: 'license', license, schema: schema('ZRiskContractPage'), signal }),
    placeholderData: keepPreviousData,
  });
