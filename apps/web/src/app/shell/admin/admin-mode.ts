import { adminModeStore, useStoredAdminMode, type TAdminMode } from '../../../lib/admin-mode';
import { useActiveSession } from '../../../features/session';

export { adminModeStore, type TAdminMode };

/** The admin mode of this tab; always 'off' for anyone but a licence admin with write access. */
export function useAdminMode(): TAdminMode {
  const { userInit } = useActiveSession();
  const current = useStoredAdminMode();
  return userInit.IsLicenseAdmin && !userInit.ReadOnly ? current : 'off';
}
