/**
 * `?admin=<entry id>`: opens that administration dialog (for licence admins), e.g. /einstellungen?admin=profiles —
 * a link to one dialog, and the way browser tests reach a dialog without the admin menu. Closing it drops the
 * parameter.
 */
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { isLicenseAdmin } from '@portal/domain';
import { permissionContextOf, useActiveSession } from '../../../features/session';
import { ADMIN_ENTRIES, type TAdminEntry } from './admin-entries';

export function useAdminDialogParam(): { entry: TAdminEntry | null; close: () => void } {
  const search = useRouterState({ select: (s) => s.location.search as Record<string, unknown> });
  const navigate = useNavigate();
  const { userInit, appearance } = useActiveSession();
  const id = typeof search.admin === 'string' ? search.admin : null;
  const found = id && isLicenseAdmin(permissionContextOf(userInit)) ? (ADMIN_ENTRIES.find((e) => e.id === id) ?? null) : null;
  // The entries the admin menu would hide do not open by link either.
  const entry = found && (found.visible?.({ userInit, appearance }) ?? true) ? found : null;
  const close = () => {
    const rest = { ...search };
    delete rest.admin;
    void navigate({ to: '.', search: rest as never, replace: true });
  };
  return { entry, close };
}
