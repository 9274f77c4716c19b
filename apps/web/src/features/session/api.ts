import { queryOptions, useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { ZLicenseAppearance, ZUserInit, ZUserLicense, type TLanguage } from '@portal/domain';
import { apiRequest } from '../../lib/api-client';

/** GET User/Licences: the licences the user holds. */
export const licencesQueryOptions = () =>
  queryOptions({
    queryKey: ['user', 'licences'] as const,
    queryFn: ({ signal }) => apiRequest('User/Licences', { scope: 'session', schema: z.array(ZUserLicense), signal }),
    staleTime: 60_000,
  });

/** GET User/Appearances: what the shell needs to render each of those licences. */
export const appearancesQueryOptions = () =>
  queryOptions({
    queryKey: ['user', 'appearances'] as const,
    queryFn: ({ signal }) => apiRequest('User/Appearances', { scope: 'session', schema: z.array(ZLicenseAppearance), signal }),
    staleTime: 60_000,
  });

/** GET User/Init?license=: role, preset, permissions and features of the user in one licence. */
export const userInitQueryOptions = (license: string) =>
  queryOptions({
    queryKey: ['user', 'init', license] as const,
    queryFn: ({ signal }) => apiRequest('User/Init', { scope: 'license', license, schema: ZUserInit, signal }),
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
