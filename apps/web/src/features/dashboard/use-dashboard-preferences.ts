import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dashboardListAmount, type TUserSettings } from '@portal/domain';
import { putUserSettings, userSettingsQueryOptions } from '../settings';

/** The user's dashboard switches (spec 000 §3 user settings): close and move buttons (shown unless switched off), list entries. */
export function useDashboardPreferences(license: string) {
  const queryClient = useQueryClient();
  const options = userSettingsQueryOptions(license);
  const settings = useQuery(options);
  const save = useMutation({
    mutationFn: (patch: Partial<TUserSettings>) => {
      const next = { ...(queryClient.getQueryData(options.queryKey) ?? {}), ...patch };
      queryClient.setQueryData(options.queryKey, next);
      return putUserSettings(license, next);
    },
    onError: () => queryClient.invalidateQueries({ queryKey: options.queryKey }),
  });
  const data = settings.data ?? {};
  return {
    showClose: data.toggleClose !== false,
    showMove: data.toggleMove !== false,
    listAmount: dashboardListAmount(data.anzahlDashboardListen),
    update: (patch: Partial<TUserSettings>) => save.mutate(patch),
    saving: save.isPending,
    saveError: save.isError ? save.error : null,
  };
}
