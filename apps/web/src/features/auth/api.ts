import { queryOptions, useMutation } from '@tanstack/react-query';
import {
  type TGuestLoginRequest,
  type TLoginRequest,
  type TLoginResponse,
  type TUserSettings,
} from '@portal/domain';
import { apiRequest, lazySchemas } from '../../lib/api-client';

/** Answer schemas load with the first call (zod is not in the entry). */
const schema = lazySchemas(() => import('./schemas'));

/** POST auth/login: sets the session cookie; 401 INVALID_CREDENTIALS, 429 RATE_LIMITED. */
export function login(body: TLoginRequest): Promise<TLoginResponse> {
  return apiRequest('auth/login', { method: 'POST', scope: 'public', body, schema: schema('ZLoginResponse') });
}

/** POST auth/guest: a read-only session for a licence that allows guests. */
export function guestLogin(body: TGuestLoginRequest): Promise<TLoginResponse> {
  return apiRequest('auth/guest', { method: 'POST', scope: 'public', body, schema: schema('ZLoginResponse') });
}

export type TLogoutRequest = { License?: string; Settings?: TUserSettings };

/** POST auth/logout: the server saves the settings first when the member's role asks for it. */
export function logout(body: TLogoutRequest): Promise<void> {
  return apiRequest('auth/logout', { method: 'POST', scope: 'session', body, redirectOnUnauthenticated: false });
}

/** GET auth/session: who is logged in; 401 when nobody. */
export function getSession(signal?: AbortSignal): Promise<TLoginResponse> {
  return apiRequest('auth/session', { scope: 'session', schema: schema('ZLoginResponse'), signal, redirectOnUnauthenticated: false });
}

export const sessionQueryOptions = () =>
  queryOptions({ queryKey: ['auth', 'session'] as const, queryFn: ({ signal }) => getSession(signal), staleTime: 5_000, retry: false });

export function useLoginMutation() {
  return useMutation({ mutationFn: login });
}

export function useGuestLoginMutation() {
  return useMutation({ mutationFn: guestLogin });
}

export function useLogoutMutation() {
  return useMutation({ mutationFn: logout });
}
