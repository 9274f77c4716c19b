/** The administration dialog `?admin=<entry id>` names (use-admin-dialog-param.ts); loaded only when the parameter is there. */
import { Suspense } from 'react';
import { useAdminDialogParam } from './use-admin-dialog-param';

export default function AdminDialogFromParam() {
  const { entry, close } = useAdminDialogParam();
  if (!entry) return null;
  const Dialog = entry.dialog;
  return (
    <Suspense fallback={null}>
      <Dialog open onClose={close} />
    </Suspense>
  );
}
