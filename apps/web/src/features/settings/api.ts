import { queryOptions } from '@tanstack/react-query';
import type { TGridSettings, TUserSettings } from '@portal/domain';
import { apiRequest, lazySchemas } from '../../lib/api-client';

/** Answer schemas load with the first call (zod is not in the entry). */
const schema = lazySchemas(() => import('./schemas'));

/** GET Settings/User?license=: the user's settings in that licence (grids, target URL, …). */
export const userSettingsQueryOptions = (license: string) =>
  queryOptions({
    queryKey: ['settings', 'user', license] as const,
    queryFn: ({ signal }) => apiRequest('Settings/User', { scope: 'license', license, schema: schema('ZUserSettings'), signal }),
    staleTime: Infinity,
  });

/** POST Settings/RevertAll?license=: deletes all of the user's settings in that licence. */
export function revertAllSettings(license: string): Promise<void> {
  return apiRequest('Settings/RevertAll', { method: 'POST', scope: 'license', license });
}

/** PUT Settings/Grid/{listKey}?license=: the user's columns, sorts and filters of one list (stored as Grids[listKey]). */
export function putGridSettings(license: string, listKey: string, settings: TGridSettings, options: { keepalive?: boolean } = {}): Promise<void> {
  return apiRequest(`Settings/Grid/${encodeURIComponent(listKey)}`, { method: 'PUT', scope: 'license', license, body: settings, keepalive: options.keepalive });
}

/** PUT Settings/User?license=: replaces the user's settings document (callers merge into the cached one first). */
export function putUserSettings(license: string, settings: TUserSettings): Promise<void> {
  return apiRequest('Settings/User', { method: 'PUT', scope: 'license', license, body: settings }).then(() => undefined);
}
