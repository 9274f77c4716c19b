import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TAppStatus } from '@portal/domain';
import { apiRequest, lazySchemas } from '../../lib/api-client';

/** Answer schemas load with the first call (zod is not in the entry). */
const schema = lazySchemas(() => import('./schemas'));

/** GET App/Status: public; read before login, at start-up and by the maintenance page. */
export function getAppStatus(signal?: AbortSignal): Promise<TAppStatus> {
  return apiRequest('App/Status', { scope: 'public', schema: schema('ZAppStatus'), signal });
}

export const appStatusQueryOptions = () =>
  queryOptions({ queryKey: ['app-status'] as const, queryFn: ({ signal }) => getAppStatus(signal), staleTime: 30_000 });

export function useAppStatus() {
  return useQuery(appStatusQueryOptions());
}
