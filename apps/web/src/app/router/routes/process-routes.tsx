/** Process feed, post box and process list routes (spec 000 §2.1, §2.7, §2.8; 001 §2.1). Owned by features/processes. */
import type { TShellRoute } from '../router';

export function createProcessRoutes(_shellRoute: TShellRoute) {
  return [] as const;
}
