/** What the offers page keeps in its grid settings' Filter (AngebotGrid): the column filters and the view. */
import type { TListViewMode } from '../../ui/data-table/view-toggle';
import { restoreColumnFilters, type TColumnFilterValue } from './column-filters';

export type TOfferGridFilter = { Columns: Record<string, TColumnFilterValue>; View: TListViewMode };

/** Stored settings read back defensively; anything unknown falls back to no filters and the table. */
export function readOfferGridFilter(raw: unknown): TOfferGridFilter {
  const stored = raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
  return { Columns: restoreColumnFilters(stored.Columns), View: stored.View === 'feed' ? 'feed' : 'grid' };
}
