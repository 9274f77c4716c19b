import { useRouter } from '@tanstack/react-router';
import { navigationEntries, type TNavKey } from '@portal/domain';
import { useActiveSession } from '../../../features/session';
import { useSummary } from '../../../features/summary';
import { isRouteRegistered, type TRoutePath } from '../../router/is-route-registered';

export type TSidenavEntry = { key: TNavKey; path: TRoutePath };

/**
 * The sidenav entries: the domain decides what the user may see (navigationEntries), the route
 * table decides what exists yet.
 */
export function useNavEntries(): TSidenavEntry[] {
  const router = useRouter();
  const { license, userInit, appearance } = useActiveSession();
  const summary = useSummary(license);
  const entries = navigationEntries({
    role: userInit.Role,
    preset: userInit.Preset,
    kind: userInit.Kind,
    families: userInit.Families,
    permissions: userInit.Permissions,
    features: userInit.Features,
    readOnly: userInit.ReadOnly,
    totalCustomers: summary.data?.GesamtKunden ?? 0,
    hidePostbox: appearance.Appearance.hidePostbox,
    hideDashboard: appearance.Appearance.hideDashboard,
  });
  const out: TSidenavEntry[] = [];
  for (const entry of entries) {
    if (isRouteRegistered(router, entry.path)) out.push({ key: entry.key, path: entry.path });
  }
  return out;
}
