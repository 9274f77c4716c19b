import { useNavigate } from '@tanstack/react-router';
import { clearTargetUrl } from '../../lib/target-url';
import { storeLicense } from '../../lib/active-license';
import { sessionStore } from '../../features/session';

/**
 * Switching the licence stores the choice and runs the start-up again: appearance, permissions and
 * every counter belong to the licence. The current page may not exist in the other licence, so the
 * start-up goes to that licence's start page.
 */
export function useSwitchLicence(): (license: string) => void {
  const navigate = useNavigate();
  return (license) => {
    storeLicense(license);
    clearTargetUrl();
    sessionStore.requireStartup();
    void navigate({ to: '/initialisierung' });
  };
}
