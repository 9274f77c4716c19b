/** What the offers page keeps in its grid settings' Filter (AngebotGrid): the column filters and the view. */
import { storedPhoneView, storedView, type TListViewMode } from '../../ui/data-table/view-toggle';
import { restoreColumnFilters, type TColumnFilterValue } from './column-filters';

/** `PhoneView`: the view on phones (the feed unless the table was chosen there). */
export type TOfferGridFilter = { Columns: Record<string, TColumnFilterValue>; View: TListViewMode; PhoneView: TListViewMode };

/** Stored settings read back defensively; anything unknown falls back to no filters and the table (the feed on phones). */
export function readOfferGridFilter(raw: unknown): TOfferGridFilter {
  const stored = raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
  return { Columns: restoreColumnFilters(stored.Columns), View: storedView(stored.View), PhoneView: storedPhoneView(stored.PhoneView) };
}
