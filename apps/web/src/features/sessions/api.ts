/** The user's active sessions and, for licence admins, the members' sessions (GET/POST/DELETE auth/sessions…). */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TEndedSessions } from '@portal/domain';
import { apiRequest, isApiError, lazySchemas } from '../../lib/api-client';

/** Answer schemas load with the first call (zod is not in the entry). */
const schema = lazySchemas(() => import('./schemas'));

export const activeSessionsQueryOptions = () =>
  queryOptions({
    queryKey: ['sessions', 'mine'] as const,
    queryFn: ({ signal }) => apiRequest('auth/sessions', { scope: 'session', schema: schema('ZActiveSessions'), signal }),
    staleTime: 0,
  });

/** "Log out everywhere": ends every other session of the user. */
export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (): Promise<TEndedSessions> => apiRequest('auth/sessions/end', { method: 'POST', scope: 'session', body: { IncludeCurrent: false }, schema: schema('ZEndedSessions') }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['sessions'] }),
  });
}

export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string): Promise<void> => apiRequest(`auth/sessions/${encodeURIComponent(id)}`, { method: 'DELETE', scope: 'session' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['sessions'] }),
  });
}

/**
 * Whether the session still lives, asked as a background request (it does not move the idle end): another tab may
 * have kept it alive. A live answer's headers move this tab's clock (lib/session-clock); 401 means it has ended.
 */
export async function isSessionStillAlive(): Promise<boolean> {
  try {
    await apiRequest('auth/session', { scope: 'session', schema: schema('ZLoginResponse'), background: true, redirectOnUnauthenticated: false });
    return true;
  } catch (e) {
    // Only the server's "ended" counts; a network problem leaves the decision to the clock.
    return !(isApiError(e) && e.status === 401);
  }
}

/** "Stay logged in": a request of the user, so the server moves the idle end (the answer's header tells the clock). */
export function keepSessionAlive(): Promise<unknown> {
  return apiRequest('auth/session', { scope: 'session', schema: schema('ZLoginResponse') });
}


export const memberSessionsQueryOptions = (license: string) =>
  queryOptions({
    queryKey: ['sessions', 'members', license] as const,
    queryFn: ({ signal }) => apiRequest('License/MemberSessions', { scope: 'license', license, schema: schema('ZMemberSessionsList'), signal }),
  });

export function useEndMemberSessions(license: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string): Promise<TEndedSessions> =>
      apiRequest(`License/Members/${encodeURIComponent(userId)}/EndSessions`, { method: 'POST', scope: 'license', license, schema: schema('ZEndedSessions') }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['sessions', 'members', license] }),
  });
}
