/** Settings /einstellungen (spec 000 §2.1, §2.11); `?admin=<entry id>` opens an administration dialog there. */
import { createRoute } from '@tanstack/react-router';
import { Suspense } from 'react';
import { useAdminDialogParam } from '../../shell/admin/use-admin-dialog-param';
import { lazyPage, withPages } from '../lazy-page';
import type { TShellRoute } from '../router';

const SettingsPage = lazyPage(() => import('../../../features/settings/routes/settings-page'), 'SettingsPage');

function AdminDialogFromParam() {
  const { entry, close } = useAdminDialogParam();
  if (!entry) return null;
  const Dialog = entry.dialog;
  return (
    <Suspense fallback={null}>
      <Dialog open onClose={close} />
    </Suspense>
  );
}

function SettingsRoute() {
  return (
    <>
      <SettingsPage />
      <AdminDialogFromParam />
    </>
  );
}

export function createSettingsRoutes(shellRoute: TShellRoute) {
  return [createRoute({ getParentRoute: () => shellRoute, path: 'einstellungen', component: withPages(SettingsRoute, SettingsPage) })] as const;
}
