import { useRouter } from '@tanstack/react-router';
import type { TNavKey } from '@portal/domain';
import { useNavigationEntries } from '../../../features/summary';
import { isRouteRegistered, type TRoutePath } from '../../router/is-route-registered';

export type TSidenavEntry = { key: TNavKey; path: TRoutePath };

/**
 * The sidenav entries: the domain decides what the user may see (navigationEntries), the route
 * table decides what exists yet.
 */
export function useNavEntries(): TSidenavEntry[] {
  const router = useRouter();
  const out: TSidenavEntry[] = [];
  for (const entry of useNavigationEntries()) {
    if (isRouteRegistered(router, entry.path)) out.push({ key: entry.key, path: entry.path });
  }
  return out;
}
