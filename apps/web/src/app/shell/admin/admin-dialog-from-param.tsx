import { Suspense } from 'react';
import { useAdminDialogParam } from './use-admin-dialog-param';

/** Renders the admin dialog named by `?admin=` (see use-admin-dialog-param.ts). */
export function AdminDialogFromParam() {
  const { entry, close } = useAdminDialogParam();
  if (!entry) return null;
  const Dialog = entry.dialog;
  return (
    <Suspense fallback={null}>
      <Dialog open onClose={close} />
    </Suspense>
  );
}
