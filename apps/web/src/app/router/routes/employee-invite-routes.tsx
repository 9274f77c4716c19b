/**
 * Employee management /employee-invite (spec 001 §2.4, guarded by ShowEmployeeInvite: canInviteEmployees) and the
 * public invitation link /einladung/{token} outside the shell (like /signieren/{token}). Owned by
 * features/employee-invite; both pages load only with their routes.
 */
import { createRoute, redirect } from '@tanstack/react-router';
import { canInviteEmployees } from '@portal/domain';
import { permissionContextOf, sessionStore } from '../../../features/session';
import { guardAuth } from '../guards';
import { lazyPage, withPages } from '../lazy-page';
import type { TRootRoute, TShellRoute } from '../router';

function guardEmployeeInvite(): void {
  const active = sessionStore.getState().active;
  if (!active || !canInviteEmployees(permissionContextOf(active.userInit))) throw redirect({ to: '/404', replace: true });
}

const InviteAcceptPage = lazyPage(() => import('../../../features/employee-invite/routes/invite-accept-page'), 'InviteAcceptPage');

export function createEmployeeInviteRoutes(shellRoute: TShellRoute) {
  return [
    createRoute({
      getParentRoute: () => shellRoute,
      path: 'employee-invite',
      beforeLoad: guardEmployeeInvite,
      component: lazyPage(() => import('../../../features/employee-invite/routes/employee-invite-page'), 'EmployeeInvitePage'),
    }),
  ] as const;
}

export function createInviteLinkRoutes(rootRoute: TRootRoute) {
  const inviteRoute = createRoute({ getParentRoute: () => rootRoute, path: 'einladung/$token', beforeLoad: guardAuth, component: withPages(InviteRoute, InviteAcceptPage) });
  function InviteRoute() {
    const { token } = inviteRoute.useParams();
    return <InviteAcceptPage key={token} token={token} />;
  }
  return [inviteRoute] as const;
}
