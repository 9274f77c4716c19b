import { queryOptions, useMutation } from '@tanstack/react-query';
import type { TLanguage } from '@portal/domain';
import { apiRequest, lazySchemas } from '../../lib/api-client';

/** Answer schemas load with the first call (zod is not in the entry). */
const schema = lazySchemas(() => import('./schemas'));

/** GET User/Licences: the licences the user holds. */
export const licencesQueryOptions = () =>
  queryOptions({
    queryKey: ['user', 'licences'] as const,
    queryFn: ({ signal }) => apiRequest('User/Licences', { scope: 'session', schema: schema('ZUserLicenses'), signal }),
    staleTime: 60_000,
  });

/** GET User/Appearances: what the shell needs to render each of those licences. */
export const appearancesQueryOptions = () =>
  queryOptions({
    queryKey: ['user', 'appearances'] as const,
    queryFn: ({ signal }) => apiRequest('User/Appearances', { scope: 'session', schema: schema('ZLicenseAppearances'), signal }),
    staleTime: 60_000,
  });

/** GET User/Init?license=: role, preset, permissions and features of the user in one licence. */
export const userInitQueryOptions = (license: string) =>
  queryOptions({
    queryKey: ['user', 'init', license] as const,
    queryFn: ({ signal }) => apiRequest('User/Init', { scope: 'license', license, schema: schema('ZUserInit'), signal }),
    staleTime: 60_000,
  });

/** PUT User/Language: the user's language, used by the next start-up on any device. */
export function putLanguage(language: TLanguage): Promise<void> {
  return apiRequest('User/Language', { method: 'PUT', scope: 'session', body: { Language: language } });
}

export function useUpdateLanguageMutation() {
  return useMutation({ mutationFn: putLanguage });
}

export type TActivityAction = 'Login' | 'Preview';

/** POST Activity: the activity log entry of a start-up (spec 001 §7). */
export function logActivity(action: TActivityAction, license: string): Promise<void> {
  return apiRequest('Activity', { method: 'POST', scope: 'license', license, body: { Action: action } });
}
