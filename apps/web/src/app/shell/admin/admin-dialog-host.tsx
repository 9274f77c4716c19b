import { Suspense } from 'react';
import { useActiveSession } from '../../../features/session';
import { ADMIN_ENTRIES } from './admin-entries';
import { useAdminDialogParam } from './use-admin-dialog-param';

/**
 * Opens the administration dialog named by `?admin=<entry id>` for licence admins (in or out of admin mode), so a
 * link or a reload lands in the same dialog. Only the named entry's chunk loads.
 */
export function AdminDialogHost() {
  const { userInit, appearance } = useActiveSession();
  const [id, setId] = useAdminDialogParam();
  if (!id || !userInit.IsLicenseAdmin) return null;
  const entry = ADMIN_ENTRIES.find((e) => e.id === id && (e.visible?.({ userInit, appearance }) ?? true));
  if (!entry) return null;
  const Dialog = entry.dialog;
  return (
    <Suspense fallback={null}>
      <Dialog open onClose={() => setId(null)} />
    </Suspense>
  );
}
