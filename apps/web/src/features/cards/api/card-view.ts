import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { ZCardBackup, ZCardDraft, ZCardView, type TCardDraft, type TCardInput, type TCardOrder } from '@portal/domain';
import { apiRequest } from '../../../lib/api-client';

/** GET CardView: the live card view every member of the licence sees. */
export const cardViewQueryOptions = (license: string) =>
  queryOptions({
    queryKey: ['cardView', license] as const,
    queryFn: ({ signal }) => apiRequest('CardView', { scope: 'license', license, schema: ZCardView, signal }),
  });

export const useCardView = (license: string, enabled = true) => useQuery({ ...cardViewQueryOptions(license), enabled });

/** GET Admin/CardView/Draft: the admins' working copy. */
export const cardDraftQueryOptions = (license: string) =>
  queryOptions({
    queryKey: ['cardDraft', license] as const,
    queryFn: ({ signal }) => apiRequest('Admin/CardView/Draft', { scope: 'license', license, schema: ZCardDraft, signal }),
  });

export const useCardDraft = (license: string, enabled: boolean) => useQuery({ ...cardDraftQueryOptions(license), enabled });

export type TDraftChange =
  | { kind: 'create'; card: TCardInput }
  | { kind: 'update'; id: string; card: TCardInput }
  | { kind: 'delete'; id: string }
  | { kind: 'order'; order: TCardOrder }
  | { kind: 'custom'; custom: boolean }
  | { kind: 'publish' }
  | { kind: 'discard' }
  | { kind: 'restore'; backupId: string };

function sendDraftChange(license: string, change: TDraftChange): Promise<TCardDraft> {
  const req = (path: string, method: 'POST' | 'PUT' | 'DELETE', body?: unknown) => apiRequest(path, { method, scope: 'license', license, body, schema: ZCardDraft });
  switch (change.kind) {
    case 'create':
      return req('Admin/CardView/Draft/Cards', 'POST', change.card);
    case 'update':
      return req(`Admin/CardView/Draft/Cards/${encodeURIComponent(change.id)}`, 'PUT', change.card);
    case 'delete':
      return req(`Admin/CardView/Draft/Cards/${encodeURIComponent(change.id)}`, 'DELETE');
    case 'order':
      return req('Admin/CardView/Draft/Order', 'PUT', change.order);
    case 'custom':
      return req('Admin/CardView/Draft/Custom', 'PUT', { Custom: change.custom });
    case 'publish':
      return req('Admin/CardView/Publish', 'POST');
    case 'discard':
      return req('Admin/CardView/Discard', 'POST');
    case 'restore':
      return req(`Admin/CardView/Backups/${encodeURIComponent(change.backupId)}/Restore`, 'POST');
  }
}

/** Every draft change answers the new draft: it replaces the cached one; publishing also refreshes the live view. */
export function useDraftChange(license: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (change: TDraftChange) => sendDraftChange(license, change),
    onMutate: async (change) => {
      // Reordering shows at once (drag and drop must not snap back while the request runs).
      if (change.kind !== 'order') return;
      await qc.cancelQueries({ queryKey: cardDraftQueryOptions(license).queryKey });
      const before = qc.getQueryData(cardDraftQueryOptions(license).queryKey);
      if (before) {
        const pos = new Map(change.order.Ids.map((id, i) => [id, i]));
        const group = before.Cards.filter((c) => c.ParentId === change.order.ParentId).sort((a, b) => pos.get(a.Id)! - pos.get(b.Id)!);
        let next = 0;
        qc.setQueryData(cardDraftQueryOptions(license).queryKey, { ...before, Cards: before.Cards.map((c) => (c.ParentId === change.order.ParentId ? group[next++]! : c)) });
      }
      return { before };
    },
    onError: (_e, _change, context) => {
      if (context?.before) qc.setQueryData(cardDraftQueryOptions(license).queryKey, context.before);
    },
    onSuccess: (draft, change) => {
      qc.setQueryData(cardDraftQueryOptions(license).queryKey, draft);
      if (change.kind === 'publish') void qc.invalidateQueries({ queryKey: cardViewQueryOptions(license).queryKey });
    },
  });
}

export const cardBackupsQueryOptions = (license: string) =>
  queryOptions({
    queryKey: ['cardBackups', license] as const,
    queryFn: ({ signal }) => apiRequest('Admin/CardView/Backups', { scope: 'license', license, schema: z.array(ZCardBackup), signal }),
  });

export const saveCardBackup = (license: string) => apiRequest('Admin/CardView/Backups', { method: 'POST', scope: 'license', license, schema: ZCardBackup });
export const fetchCardDraft = (license: string) => apiRequest('Admin/CardView/Draft', { scope: 'license', license, schema: ZCardDraft });
