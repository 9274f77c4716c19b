/** Calls of employee management (spec 001 §7 Employee invite) and of the public invitation link. */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TInviteRole } from '@portal/domain';
import { apiRequest, lazySchemas } from '../../lib/api-client';

const schema = lazySchemas(() => import('./schemas'));

/** GET EmployeeInvite?license=: the invited members. */
export const invitedUsersQueryOptions = (license: string) =>
  queryOptions({
    queryKey: ['employee-invite', license, 'users'] as const,
    queryFn: ({ signal }) => apiRequest('EmployeeInvite', { scope: 'license', license, schema: schema('ZInvitedUserList'), signal }),
  });

/** GET EmployeeInvite/Permissions?license=: the role names the member may assign. */
export const invitePermissionsQueryOptions = (license: string) =>
  queryOptions({
    queryKey: ['employee-invite', license, 'permissions'] as const,
    queryFn: ({ signal }) => apiRequest('EmployeeInvite/Permissions', { scope: 'license', license, schema: schema('ZInvitePermissions'), signal }),
    staleTime: 5 * 60_000,
  });

/** POST EmployeeInvite?license=&email=&permission= { Customers }; the list loads again after success. */
export function useInviteEmployee(license: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { email: string; permission: TInviteRole; customers: string[] }) =>
      apiRequest(`EmployeeInvite?email=${encodeURIComponent(input.email)}&permission=${encodeURIComponent(input.permission)}`, {
        method: 'POST',
        scope: 'license',
        license,
        body: { Customers: input.customers },
        schema: schema('ZInviteResult'),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitedUsersQueryOptions(license).queryKey }),
  });
}

/** DELETE EmployeeInvite?license= [e-mails]; the list loads again after success. */
export function useRemoveEmployees(license: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (emails: string[]) => apiRequest('EmployeeInvite', { method: 'DELETE', scope: 'license', license, body: emails, schema: schema('ZRemoveInviteesResult') }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: invitedUsersQueryOptions(license).queryKey }),
  });
}

/** GET auth/invite/{token} (public): whom the link is for. */
export const inviteLinkQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['employee-invite', 'link', token] as const,
    queryFn: ({ signal }) => apiRequest(`auth/invite/${encodeURIComponent(token)}`, { scope: 'public', schema: schema('ZInviteLinkInfo'), signal }),
    retry: false,
    staleTime: Infinity,
  });

/** POST auth/invite/{token} { Password } (public): accepts the invitation. */
export function useAcceptInvite(token: string) {
  return useMutation({
    mutationFn: (password: string | undefined) =>
      apiRequest(`auth/invite/${encodeURIComponent(token)}`, { method: 'POST', scope: 'public', body: password === undefined ? {} : { Password: password }, schema: schema('ZAcceptInviteResult') }),
  });
}
