import { Suspense } from 'react';
import { isLicenseAdmin } from '@portal/domain';
import { permissionContextOf, useActiveSession } from '../../../features/session';
import { ADMIN_ENTRIES } from './admin-entries';
import { useAdminDialogParam } from './use-admin-dialog-param';

/**
 * Opens the administration dialog named by `?admin=<entry id>` for licence admins (until the admin menu is there, and
 * for links and reloads after it). Closing removes the parameter.
 */
export function AdminParamDialog() {
  const { userInit, appearance } = useActiveSession();
  const [id, setId] = useAdminDialogParam();
  const entry = id ? ADMIN_ENTRIES.find((e) => e.id === id && (e.visible?.({ userInit, appearance }) ?? true)) : undefined;
  if (!entry || !isLicenseAdmin(permissionContextOf(userInit))) return null;
  const Dialog = entry.dialog;
  return (
    <Suspense fallback={null}>
      <Dialog open onClose={() => setId(null)} />
    </Suspense>
  );
}
