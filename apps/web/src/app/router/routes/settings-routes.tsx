/** Settings /einstellungen (spec 000 §2.1, §2.11); `?admin=<entry id>` opens an administration dialog there. */
import { createRoute, useRouterState } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { lazyPage, withPages } from '../lazy-page';
import type { TShellRoute } from '../router';

const SettingsPage = lazyPage(() => import('../../../features/settings/routes/settings-page'), 'SettingsPage');
// The admin entries (and their icons) stay out of the entry: they load with the first `?admin=`.
const AdminDialogFromParam = lazy(() => import('../../shell/admin/admin-dialog-from-param'));

function SettingsRoute() {
  const admin = useRouterState({ select: (s) => typeof (s.location.search as Record<string, unknown>).admin === 'string' });
  return (
    <>
      <SettingsPage />
      {admin ? (
        <Suspense fallback={null}>
          <AdminDialogFromParam />
        </Suspense>
      ) : null}
    </>
  );
}

export function createSettingsRoutes(shellRoute: TShellRoute) {
  return [createRoute({ getParentRoute: () => shellRoute, path: 'einstellungen', component: withPages(SettingsRoute, SettingsPage) })] as const;
}
