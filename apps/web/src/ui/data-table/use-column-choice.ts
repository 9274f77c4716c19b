import { useCallback, useMemo, useState } from 'react';
import type { TGridSettings, TPropertyDef } from '@portal/domain';
import type { TColumnChoice } from './column-settings-dialog';
import type { TListSort } from './data-query-request';
import type { TListColumn } from './data-table';

/** The grid settings of a list as the page hands them in (features/settings useGridSettings). */
export type TListGridSettings = {
  saved: TGridSettings | undefined;
  ready: boolean;
  update: (patch: Partial<TGridSettings>) => void;
  saveNow: (patch: Partial<TGridSettings>) => Promise<void>;
};

type TOptions = {
  grid: TListGridSettings;
  /** The properties that may be columns, by name. */
  defs: ReadonlyMap<string, TPropertyDef>;
  labelOf: (property: string) => string;
  /** Columns and sorts until the user changes them on this visit (licence definition, saved grid, defaults). */
  initialColumns: readonly string[];
  initialSorts: readonly TListSort[];
  /** Lists sorted by one column only (documents, spec 000 §2.10): the newest click wins. */
  singleSort?: boolean;
};

/**
 * The columns and sorts a list shows and how the user changes them: header clicks sort (saved in the
 * background), the column dialog saves columns and sorts at once and shows its own saving state and error.
 */
export function useColumnChoice({ grid, defs, labelOf, initialColumns, initialSorts, singleSort = false }: TOptions) {
  const [override, setOverride] = useState<TColumnChoice | null>(null);
  const [sortOverride, setSortOverride] = useState<TListSort[] | null>(null);
  const [open, setOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const columnNames = override?.columns ?? initialColumns;
  const columns: TListColumn[] = useMemo(
    () => columnNames.flatMap((name) => { const def = defs.get(name); return def ? [{ def, label: labelOf(name) }] : []; }),
    // columnNames is rebuilt every render; its content is what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [columnNames.join('|'), defs, labelOf],
  );
  const first = (s: readonly TListSort[]) => (singleSort ? s.slice(0, 1) : [...s]);
  const sorts = sortOverride ?? (override ? first(override.sorts) : first(initialSorts));

  const onSortsChange = useCallback(
    (next: TListSort[]) => {
      const chosen = singleSort ? next.slice(-1) : next;
      setSortOverride(chosen);
      grid.update({ Sorts: chosen });
    },
    [grid, singleSort],
  );

  const save = async (choice: TColumnChoice) => {
    setSaving(true);
    setError(null);
    try {
      const kept = { columns: choice.columns, sorts: singleSort ? choice.sorts.slice(0, 1) : choice.sorts };
      await grid.saveNow({ Columns: kept.columns, Sorts: kept.sorts });
      setOverride(kept);
      setSortOverride(null);
      setOpen(false);
    } catch (e) {
      setError(e);
    } finally {
      setSaving(false);
    }
  };

  return {
    columns,
    sorts,
    onSortsChange,
    /** Props of the column dialog besides available, labelOf and defaults. */
    dialog: {
      open,
      onClose: () => setOpen(false),
      current: { columns: columns.map((c) => c.def.name), sorts: [...sorts] },
      onSave: (choice: TColumnChoice) => void save(choice),
      saving,
      error,
    },
    openDialog: () => setOpen(true),
  };
}
