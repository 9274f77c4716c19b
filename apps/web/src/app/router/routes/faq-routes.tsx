/** The FAQ /faq (spec 001 §2.6): only for the licence family that has one. Owned by features/faq. */
import { createRoute, redirect } from '@tanstack/react-router';
import { hasFaq } from '@portal/domain';
import { permissionContextOf, sessionStore } from '../../../features/session';
import { lazyPage } from '../lazy-page';
import type { TShellRoute } from '../router';

function guardFaq(): void {
  const active = sessionStore.getState().active;
  if (!active || !hasFaq(permissionContextOf(active.userInit))) throw redirect({ to: '/404', replace: true });
}

export function createFaqRoutes(shellRoute: TShellRoute) {
  return [createRoute({ getParentRoute: () => shellRoute, path: 'faq', beforeLoad: guardFaq, component: lazyPage(() => import('../../../features/faq/routes/faq-page'), 'FaqPage') })] as const;
}
