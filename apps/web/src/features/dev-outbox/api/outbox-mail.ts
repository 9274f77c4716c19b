/** GET Dev/Outbox/{id}?license=: one whole mail of the dev outbox (text, HTML, links, attachments). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, lazySchemas } from '../../../lib/api-client';

const schema = lazySchemas(() => import('../schemas'));

export const outboxMailQueryOptions = (license: string, id: string) =>
  queryOptions({
    queryKey: ['dev-outbox', license, 'mail', id] as const,
    queryFn: ({ signal }) => apiRequest(`Dev/Outbox/${encodeURIComponent(id)}`, { scope: 'license', license, schema: schema('ZDevOutboxMail'), signal }),
    // A sent mail never changes.
    staleTime: Infinity,
  });

export const useOutboxMail = (license: string, id: string | undefined) => useQuery({ ...outboxMailQueryOptions(license, id ?? ''), enabled: Boolean(id) });
