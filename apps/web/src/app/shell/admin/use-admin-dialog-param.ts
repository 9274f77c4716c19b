/**
 * `?admin=<entry id>` on /einstellungen opens that admin dialog (for licence admins): a direct link to an
 * administration dialog, also used by the browser tests until the admin menu is there.
 */
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { isLicenseAdmin } from '@portal/domain';
import { permissionContextOf, useActiveSession } from '../../../features/session';
import { ADMIN_ENTRIES, type TAdminEntry } from './admin-entries';

export function useAdminDialogParam(): { entry: TAdminEntry | null; close: () => void } {
  const { userInit } = useActiveSession();
  const navigate = useNavigate();
  const location = useRouterState({ select: (s) => ({ pathname: s.location.pathname, admin: new URLSearchParams(s.location.searchStr).get('admin') }) });
  const admin = isLicenseAdmin(permissionContextOf(userInit));
  const entry = admin && location.pathname === '/einstellungen' && location.admin ? (ADMIN_ENTRIES.find((e) => e.id === location.admin) ?? null) : null;
  return { entry, close: () => void navigate({ to: '/einstellungen', search: {}, replace: true }) };
}
