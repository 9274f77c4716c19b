import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TFeedItemType } from '@portal/domain';
import { apiRequest, lazySchemas } from '../../lib/api-client';

/** Answer schemas load with the first call (zod is not in the entry). */
const schema = lazySchemas(() => import('./schemas'));

/** The scope of a detail page's feed: one customer, contract or claim; or one agency's book (agency pages). */
export type TActivityScope = { Kunde: string } | { Vertrag: string } | { Schaden: string } | { Vermittler: string };
export type TActivityFeedParams = { skip: number; take: number; scope?: TActivityScope | undefined; typ?: TFeedItemType | undefined };

export function activityFeedQueryString({ skip, take, scope, typ }: TActivityFeedParams): string {
  const params = new URLSearchParams({ skip: String(skip), take: String(take) });
  for (const [key, value] of Object.entries(scope ?? {})) params.set(key, value);
  if (typ) params.set('Typ', typ);
  return params.toString();
}

/** One page of GET Feed (the activity feed / notifications). */
export const activityFeedQueryOptions = (license: string, params: TActivityFeedParams) =>
  queryOptions({
    queryKey: ['activity-feed', license, params] as const,
    queryFn: ({ signal }) => apiRequest(`Feed?${activityFeedQueryString(params)}`, { scope: 'license', license, schema: schema('ZActivityFeed'), signal }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

/** Processes with new messages for the welcome dialog (GET Vorgang/Feed?filter=neue_nachrichten), asked once per session. */
export const welcomeMessagesQueryOptions = (license: string) =>
  queryOptions({
    queryKey: ['activity-feed', 'welcome', license] as const,
    queryFn: ({ signal }) => apiRequest('Vorgang/Feed?filter=neue_nachrichten&take=5', { scope: 'license', license, schema: schema('ZProcessFeed'), signal }),
    staleTime: Infinity,
    retry: false,
  });

/** POST Vorgang/{id}/ReadStatus, then the process lists, this feed and the counters follow. */
export function useProcessReadMutation(license: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, read }: { id: string; read: boolean }) =>
      apiRequest(`Vorgang/${encodeURIComponent(id)}/ReadStatus`, { method: 'POST', scope: 'license', license, body: { Read: read }, schema: schema('ZSuccess') }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['process'] }),
        queryClient.invalidateQueries({ queryKey: ['activity-feed'] }),
        queryClient.invalidateQueries({ queryKey: ['summary'] }),
      ]),
  });
}
