import type { TTagSubscriptionUpdate } from '@portal/domain';

type TState = { allowAll: boolean; chosen: readonly string[]; allTagIds: readonly string[] };

/**
 * The subscription after one click: "all" on → AllowAll; "all" off → nothing chosen; a single tag
 * toggled (from AllowAll the other tags stay chosen). Choosing every tag one by one also ends as AllowAll.
 */
export function nextTagSelection(state: TState, change: { all: boolean } | { tag: string; on: boolean }): TTagSubscriptionUpdate {
  if ('all' in change) return { AllowAll: change.all, AllowedTags: [] };
  const current = new Set(state.allowAll ? state.allTagIds : state.chosen);
  if (change.on) current.add(change.tag);
  else current.delete(change.tag);
  const ids = state.allTagIds.filter((id) => current.has(id));
  if (ids.length === state.allTagIds.length && ids.length > 0) return { AllowAll: true, AllowedTags: [] };
  return { AllowAll: false, AllowedTags: ids };
}
