import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { ZBriefTag, ZTagSubscription, type TTagSubscription, type TTagSubscriptionUpdate } from '@portal/domain';
import { apiRequest } from '../../lib/api-client';

export const tagsQueryOptions = (license: string) =>
  queryOptions({
    queryKey: ['tags', license] as const,
    queryFn: ({ signal }) => apiRequest('Brief/Tags', { scope: 'license', license, schema: z.array(ZBriefTag), signal }),
    staleTime: 5 * 60_000,
  });

/** GET Sparte/BRIEF@ORDNER@VORGANG/SpartenComboboxValues: the folders of the licence's documents. */
export const folderValuesQueryOptions = (license: string) =>
  queryOptions({
    queryKey: ['document-folders', license] as const,
    queryFn: async ({ signal }) =>
      (await apiRequest('Sparte/BRIEF@ORDNER@VORGANG/SpartenComboboxValues', { scope: 'license', license, schema: z.array(z.object({ Inhalt: z.string() })), signal })).map((f) => f.Inhalt),
    staleTime: 5 * 60_000,
  });

export const tagSubscriptionQueryOptions = (license: string) =>
  queryOptions({
    queryKey: ['tags', license, 'subscription'] as const,
    queryFn: ({ signal }) => apiRequest('Brief/TagSubscription', { scope: 'license', license, schema: ZTagSubscription, signal }),
  });

/**
 * PUT Brief/TagSubscription with an optimistic update: the choice shows at once; when the server
 * refuses it, the previous state comes back (spec 000 §8 "Tag update fails: selection rolled back").
 */
export function useSaveTagSubscription(license: string) {
  const queryClient = useQueryClient();
  const key = tagSubscriptionQueryOptions(license).queryKey;
  return useMutation({
    mutationFn: (update: TTagSubscriptionUpdate) => apiRequest('Brief/TagSubscription', { method: 'PUT', scope: 'license', license, body: update, schema: ZTagSubscription }),
    onMutate: async (update) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<TTagSubscription>(key);
      const tags = queryClient.getQueryData(tagsQueryOptions(license).queryKey) ?? [];
      const chosen = new Set(update.AllowedTags);
      queryClient.setQueryData<TTagSubscription>(key, { License: previous?.License ?? license, AllowAll: update.AllowAll, AllowedTags: tags.filter((t) => chosen.has(t.Id)) });
      return { previous };
    },
    onError: (_error, _update, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSuccess: (saved) => queryClient.setQueryData(key, saved),
  });
}
