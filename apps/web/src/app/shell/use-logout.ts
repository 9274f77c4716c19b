import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { clearTargetUrl, rememberTargetUrl } from '../../lib/target-url';
import { useLogoutMutation } from '../../features/auth';
import { forgetSavedFormPages, formPagesStorage } from '../../features/forms';
import { sessionStore, useActiveSession } from '../../features/session';
import { userSettingsQueryOptions } from '../../features/settings';

/**
 * Logout (spec 001 §6): the user's settings of the active licence go along and the server decides
 * (savesSettingsOnLogout) whether to keep them; then the session is gone and the login page shows.
 */
export function useLogout(): { logout: (options?: { keepPage?: boolean }) => Promise<void>; pending: boolean } {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const router = useRouter();
  const { license } = useActiveSession();
  const mutation = useLogoutMutation();

  /** `keepPage`: the session ended by itself (idle): after the next login the user returns to this page. */
  const logout = async (options: { keepPage?: boolean } = {}) => {
    const settings = queryClient.getQueryData(userSettingsQueryOptions(license).queryKey);
    try {
      await mutation.mutateAsync({ License: license, ...(settings ? { Settings: settings } : {}) });
    } catch {
      // An expired session is logged out already; the way to the login page stays open either way.
    }
    if (options.keepPage) rememberTargetUrl(router.state.location.href);
    else {
      clearTargetUrl();
      // A deliberate logout leaves no saved form answers in this browser (unsent edits stay until they are sent).
      forgetSavedFormPages(formPagesStorage());
    }
    // Leave the shell first: it needs the session while it is still on screen.
    await navigate({ to: '/auth/login', replace: true });
    sessionStore.clear();
    queryClient.clear();
  };

  return { logout, pending: mutation.isPending };
}
