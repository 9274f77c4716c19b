import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import { Button, Stack } from '@mui/material';
import { useCallback, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LIST_DATA_TYPE, REQUIRED_LIST_FIELDS, type TFilter, type TListKey } from '@portal/domain';
import { columnLabel } from './column-label';
import { ColumnSettingsDialog } from './column-settings-dialog';
import type { TDataItem } from './data-query-api';
import type { TListSort } from './data-query-request';
import { DataTable, type TGrouping, type TListColumn } from './data-table';
import { ExportButton } from './export-button';
import { columnGrouping, GroupingSelect } from './grouping-select';
import { choosableProperties, defaultColumns, resolveColumns } from './list-columns';
import { useTableColumns } from './table-columns-api';
import { useColumnChoice, type TListGridSettings } from './use-column-choice';
import { useValueLabel } from '../value-label';

export type { TListGridSettings } from './use-column-choice';

export type TListGroupBy = {
  value: string | null;
  onChange: (property: string | null) => void;
  /** Grouping is turned off above this many rows. */
  maxRows: number;
  /** Own groups for some columns (contract status groups). */
  special?: (property: string) => TGroupSpecial | undefined;
};

export type TGroupSpecial = { keyOf: (value: string) => string; labels: Record<string, string> };

export type TListViewContext = { columns: readonly TListColumn[]; sorts: readonly TListSort[]; fields: readonly string[] };

type Props = {
  listKey: TListKey;
  license: string;
  /** Brokers are offered the broker-only columns (spec 000 §6). */
  broker: boolean;
  /** The licence's FileExport flag (canExportFiles). */
  canExport: boolean;
  /** Properties the member may not see (domain hiddenProperties): never columns. */
  hidden?: ReadonlySet<string>;
  grid: TListGridSettings;
  filters: readonly TFilter[];
  enabled?: boolean;
  onOpenRow: (row: TDataItem) => void;
  label: string;
  emptyText: string;
  totalText: (count: number) => string;
  /** Controls before the column and export buttons (view toggle, grouping). */
  toolbar?: ReactNode;
  /** Client-side grouping by a visible column, chosen in the toolbar. */
  groupBy?: TListGroupBy | null;
  /** Another view of the same list (the contract feed) instead of the table. */
  alternative?: ((ctx: TListViewContext) => ReactNode) | null;
  /** Fields rows need besides REQUIRED_LIST_FIELDS (e.g. Waehrung). */
  extraFields?: readonly string[];
};

/**
 * A list page's table with everything around it: columns from the licence's definition or the
 * user's choice, sorts restored and saved, the column-choice dialog (hidden when the licence locks
 * the columns) and the CSV export (only with the licence's export flag).
 */
export function ListView(props: Props) {
  const { listKey, license, broker, canExport, grid, filters, enabled = true } = props;
  const { t, i18n } = useTranslation();
  const valueLabel = useValueLabel();
  const type = LIST_DATA_TYPE[listKey];
  const definition = useTableColumns(license, listKey);
  // Without an answer the built-in defaults apply, as on the server (docs/api-lists.md).
  const definitionData = definition.isError ? undefined : definition.data;
  const waiting = definition.isPending || !grid.ready;

  const { hidden } = props;
  const resolved = useMemo(() => resolveColumns({ listKey, broker, definition: definitionData, saved: grid.saved, hidden }), [listKey, broker, definitionData, grid.saved, hidden]);
  const available = useMemo(() => choosableProperties(type, broker, hidden), [type, broker, hidden]);
  const byPath = useMemo(() => new Map((definitionData?.Columns ?? []).map((c) => [c.Path, c])), [definitionData]);
  const language = i18n.language;
  const labelOf = useCallback((property: string) => columnLabel(t, language, type, property, byPath.get(property)), [t, language, type, byPath]);

  const defs = useMemo(() => new Map(available.map((d) => [d.name, d])), [available]);
  const choice = useColumnChoice({ grid, defs, labelOf, initialColumns: resolved.columns.map((d) => d.name), initialSorts: resolved.sorts });
  const { columns, sorts, onSortsChange } = choice;

  const requiredFields = useMemo(() => {
    const hasCurrency = available.some((d) => d.name === 'Waehrung');
    return [...REQUIRED_LIST_FIELDS[listKey], ...(hasCurrency ? ['Waehrung'] : []), ...(props.extraFields ?? [])];
  }, [available, listKey, props.extraFields]);

  const groupBy = props.alternative ? null : (props.groupBy ?? null);
  const toolbar = (
    <>
      {groupBy ? <GroupingSelect columns={columns} value={groupBy.value} onChange={groupBy.onChange} /> : null}
      {props.toolbar}
      {!resolved.locked ? (
        <Button variant="outlined" size="small" startIcon={<ViewColumnIcon />} onClick={choice.openDialog} data-testid="column-settings" aria-haspopup="dialog">
          {t('dataTable.columns.button')}
        </Button>
      ) : null}
      {canExport ? (
        <ExportButton request={{ type, filters, sorts, columns: columns.map((c) => ({ Property: c.def.name, Header: c.label })) }} />
      ) : null}
    </>
  );

  const grouping: TGrouping | null = useMemo(
    () =>
      groupBy
        ? columnGrouping({ columns, property: groupBy.value, maxRows: groupBy.maxRows, t, valueLabel, special: groupBy.value ? groupBy.special?.(groupBy.value) : undefined })
        : null,
    [groupBy, columns, t, valueLabel],
  );
  const fields = [...columns.map((c) => c.def.name), ...requiredFields];

  return (
    <>
      {props.alternative ? (
        <Stack spacing={1.5}>
          <Stack direction="row" sx={{ justifyContent: 'flex-end', flexWrap: 'wrap', gap: 1 }}>
            {toolbar}
          </Stack>
          {props.alternative({ columns, sorts, fields })}
        </Stack>
      ) : (
        <DataTable
          type={type}
          license={license}
          columns={columns}
          requiredFields={requiredFields}
          filters={filters}
          sorts={sorts}
          onSortsChange={onSortsChange}
          enabled={enabled && !waiting}
          waiting={waiting}
          onOpenRow={props.onOpenRow}
          label={props.label}
          emptyText={props.emptyText}
          totalText={props.totalText}
          toolbar={toolbar}
          grouping={grouping}
        />
      )}
      {!resolved.locked ? (
        <ColumnSettingsDialog {...choice.dialog} available={available} labelOf={labelOf} defaults={defaultColumns(listKey, definitionData)} />
      ) : null}
    </>
  );
}
