/** Process detail /vorgang/{id}/{focus} (spec 001 §2.1). Owned by features/process-detail. */
import type { TShellRoute } from '../router';

export function createProcessDetailRoutes(_shellRoute: TShellRoute) {
  return [] as const;
}
