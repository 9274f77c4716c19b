import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { allowedBoxes, DASHBOARD_BOXES, mergeDashboardLayout, type TDashboardLayout, type TPermissionContext } from '@portal/domain';
import { layoutQueryOptions, saveLayout } from './api';

/**
 * The member's dashboard layout: the stored one (BoxContent_V{n}) merged with the boxes they may see. `change`
 * shows a new layout at once and stores it; on failure the stored one comes back.
 */
export function useDashboardLayout(license: string, ctx: TPermissionContext) {
  const queryClient = useQueryClient();
  const options = layoutQueryOptions(license);
  const stored = useQuery(options);
  // The context is rebuilt on every render: keep the same list (and so the same layout object) while it says the same.
  const allowedIds = allowedBoxes(ctx)
    .map((b) => b.id)
    .join();
  const allowed = useMemo(() => DASHBOARD_BOXES.filter((b) => allowedIds.split(',').includes(b.id)), [allowedIds]);
  const layout = useMemo(() => (stored.isSuccess ? mergeDashboardLayout(stored.data, allowed) : null), [stored.isSuccess, stored.data, allowed]);
  const save = useMutation({
    mutationFn: (next: TDashboardLayout) => saveLayout(license, next),
    onMutate: async (next) => {
      await queryClient.cancelQueries({ queryKey: options.queryKey });
      const previous = queryClient.getQueryData(options.queryKey);
      queryClient.setQueryData(options.queryKey, next);
      return { previous };
    },
    onError: (_error, _next, context) => queryClient.setQueryData(options.queryKey, context?.previous ?? null),
  });
  return {
    layout,
    allowed,
    isError: stored.isError,
    error: stored.error,
    saveError: save.isError ? save.error : null,
    resetSaveError: save.reset,
    // Guests are read-only: their arrangement is not stored.
    change: (next: TDashboardLayout) => (ctx.readOnly ? queryClient.setQueryData(options.queryKey, next) : save.mutate(next)),
  };
}
