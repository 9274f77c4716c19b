/** GET Quote/Start and POST Quote/Handover: the start data of the page's query and the signed hand-over. */
import { queryOptions, useMutation } from '@tanstack/react-query';
import type { TQuoteHandover, TQuoteStartQuery } from '@portal/domain';
import { apiRequest, lazySchemas } from '../../../lib/api-client';

const schema = lazySchemas(() => import('../schemas'));

export const quoteStartQueryOptions = (license: string, query: TQuoteStartQuery) =>
  queryOptions({
    queryKey: ['quote-start', license, query] as const,
    queryFn: ({ signal }) => {
      const params = new URLSearchParams(Object.entries(query).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1] !== ''));
      const qs = params.toString();
      return apiRequest(`Quote/Start${qs ? `?${qs}` : ''}`, { scope: 'license', license, schema: schema('ZQuoteStart'), signal });
    },
    retry: false,
  });

export function useQuoteHandover(license: string) {
  return useMutation({
    mutationFn: (input: TQuoteHandover) => apiRequest('Quote/Handover', { method: 'POST', scope: 'license', license, body: input, schema: schema('ZQuoteHandoverResult') }),
  });
}

/** GET Quote/DemoReceiver (public): what the demo calculation product received. */
export const demoReceiptQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['quote-demo-receipt', token] as const,
    queryFn: ({ signal }) => apiRequest(`Quote/DemoReceiver?token=${encodeURIComponent(token)}`, { scope: 'public', schema: schema('ZQuoteDemoReceipt'), signal }),
    retry: false,
    staleTime: Infinity,
  });

/** POST Quote/DemoReceiver/Offer (public): the demo product posts its offer back (autoImport). */
export function useDemoOfferBack() {
  return useMutation({
    mutationFn: (token: string) => apiRequest('Quote/DemoReceiver/Offer', { method: 'POST', scope: 'public', body: { Token: token }, schema: schema('ZQuoteOfferImportResult') }),
  });
}
