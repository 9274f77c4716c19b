/** GET Dev/Outbox?license=&page=&pageSize=: a page of the licence's mails in the dev outbox, newest first. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, lazySchemas } from '../../../lib/api-client';

const schema = lazySchemas(() => import('../schemas'));

export const OUTBOX_PAGE_SIZE = 25;

export const outboxMailsQueryOptions = (license: string, page: number) =>
  queryOptions({
    queryKey: ['dev-outbox', license, 'page', page] as const,
    queryFn: ({ signal }) => apiRequest(`Dev/Outbox?page=${page}&pageSize=${OUTBOX_PAGE_SIZE}`, { scope: 'license', license, schema: schema('ZDevOutboxPage'), signal }),
    // New mails arrive while the page is open (a sign request sent in another tab).
    refetchInterval: 10_000,
    placeholderData: keepPreviousData,
  });

export const useOutboxMails = (license: string, page: number) => useQuery(outboxMailsQueryOptions(license, page));
