import { navigationEntries, type TNavEntry } from '@portal/domain';
import { permissionContextOf, useActiveSession } from '../session';
import { useSummary } from './api';

/** The pages the user may open from the navigation, as the domain decides them for the active session. */
export function useNavigationEntries(): TNavEntry[] {
  const { license, userInit, appearance } = useActiveSession();
  const summary = useSummary(license);
  return navigationEntries({
    ...permissionContextOf(userInit),
    totalCustomers: summary.data?.GesamtKunden ?? 0,
    hidePostbox: appearance.Appearance.hidePostbox,
    hideDashboard: appearance.Appearance.hideDashboard,
    hideServices: appearance.Appearance.hideServices,
    devOutbox: userInit.DevOutbox,
  });
}
