import { useRouterState } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';

const AdminDialogFromParam = lazy(() => import('./admin-dialog-from-param').then((m) => ({ default: m.AdminDialogFromParam })));

/** Loads the admin entries only when /einstellungen carries `?admin=` (use-admin-dialog-param.ts): they stay out of the entry. */
export function AdminDialogParamGate() {
  const wanted = useRouterState({ select: (s) => s.location.pathname === '/einstellungen' && new URLSearchParams(s.location.searchStr).has('admin') });
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <AdminDialogFromParam />
    </Suspense>
  );
}
