import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';
import RemoveCircleOutlineIcon from '@mui/icons-material/RemoveCircleOutlined';
import {
  Alert,
  Box,
  Button,
  LinearProgress,
  Skeleton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TableSortLabel,
  Typography,
} from '@mui/material';
import { rowSortingFeature, tableFeatures, useTable, type SortingState, type Updater } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useEffect, useId, useMemo, useRef, useState, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TDataType, TFilter, TPropertyDef } from '@portal/domain';
import { ErrorAlert } from '../error-alert';
import { useValueLabel } from '../value-label';
import { visuallyHidden } from '../visually-hidden';
import { cellDisplay } from './cell-value';
import { useListQuery, useLoadAll, type TDataItem } from './data-query-api';
import { LIST_PAGE_SIZE, type TListSort } from './data-query-request';
import { getPath, rowId } from './data-path';
import { groupingAllowed, groupRows, type TGroupedItem } from './grouping';

/** A visible column: the catalogue property and its header in the user's language. */
export type TListColumn = { def: TPropertyDef; label: string };

export type TGrouping = {
  property: string;
  /** The group of a row ('' for rows without a value). */
  keyOf: (row: TDataItem) => string;
  labelOf: (key: string) => string;
  /** Above this many rows grouping is turned off with a notice (CONTRACT_GROUPING_MAX_ROWS). */
  maxRows: number;
};

/** A column beside the data columns (selection checkbox, row actions); clicks and keys in it do not open the row. */
export type TExtraColumn = { id: string; header: ReactNode; width: number; cell: (row: TDataItem) => ReactNode };

export type TDataTableProps = {
  type: TDataType;
  license: string;
  columns: readonly TListColumn[];
  /** Fields rows need besides the visible columns (ids, link targets, currency). */
  requiredFields: readonly string[];
  filters: readonly TFilter[];
  sorts: readonly TListSort[];
  onSortsChange: (sorts: TListSort[]) => void;
  /** False while filter input is invalid: nothing loads. */
  enabled?: boolean;
  /** Columns or settings are still loading: the skeleton shows. */
  waiting?: boolean;
  onOpenRow: (row: TDataItem) => void;
  /** The accessible name of the table ("Verträge"). */
  label: string;
  emptyText: string;
  totalText: (count: number) => string;
  /** Buttons beside the total (column choice, export, view toggle). */
  toolbar?: ReactNode;
  grouping?: TGrouping | null;
  pageSize?: number;
  /** Before the data columns (the documents' selection checkboxes). */
  leadingColumn?: TExtraColumn | null;
  /** After the data columns (row actions). */
  trailingColumn?: TExtraColumn | null;
  /** Shown instead of emptyText when there are no rows. */
  emptyContent?: ReactNode;
  /** A cell of its own for some columns (links to linked objects); undefined keeps the standard cell. Keep it stable (useCallback). */
  renderCell?: (def: TPropertyDef, row: TDataItem) => ReactNode | undefined;
};

const stopRowEvents = { onClick: (e: { stopPropagation: () => void }) => e.stopPropagation(), onKeyDown: (e: { stopPropagation: () => void }) => e.stopPropagation() };

const ROW_HEIGHT = 44;
const HEADER_HEIGHT = 56;
const SKELETON_ROWS = 8;
/**
 * Styles that differ per column or per row (widths, a row's offset) are inline styles, not sx: with sx every
 * distinct value is a class of its own that emotion computes and inserts, for each of the hundreds of cells
 * a page of rows mounts (and for each new offset while scrolling). What all cells share stays in sx.
 */
const ELLIPSIS: CSSProperties = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' };
const CELL_SX = { display: 'flex', alignItems: 'center', overflow: 'hidden' } as const;
const rowOffset = (start: number): CSSProperties => ({ transform: `translateY(${start}px)` });

/** Load the next page when the user is this many rows from the end of what is loaded. */
const PREFETCH_ROWS = 30;

const features = tableFeatures({ rowSortingFeature });

const WIDTH_BY_TYPE: Record<TPropertyDef['type'], number> = {
  id: 120,
  string: 180,
  number: 120,
  money: 150,
  date: 130,
  datetime: 140,
  boolean: 120,
};

/** Properties whose values are short or long whatever their type (by the last segment of the name). */
const WIDTH_BY_NAME: Record<string, number> = { Plz: 100, Land: 110, Waehrung: 100, Sparte: 110, Kundenname: 220, Kontaktname: 220, Suchname: 240, Email: 220, EmailPrivat: 220, Produkt: 200 };

/**
 * Columns give up to a quarter of their width before the table scrolls sideways: a table a little
 * wider than its place (the documents beside the sidenav at 1366 px) then fits, instead of hiding its
 * last column under the sticky actions column. Cells cut long values with an ellipsis (and a title).
 */
const SHRINK_FLOOR = 0.75;

/** Column width: by property or value type, wide enough for the header. */
export const columnWidth = (c: TListColumn): number => {
  const base = WIDTH_BY_NAME[c.def.name.slice(c.def.name.lastIndexOf('.') + 1)] ?? WIDTH_BY_TYPE[c.def.type];
  return Math.max(base, Math.min(320, c.label.length * 8 + 56));
};

const toSorting = (sorts: readonly TListSort[]): SortingState => sorts.map((s) => ({ id: s.Property, desc: s.Direction === 'desc' }));
const fromSorting = (sorting: SortingState): TListSort[] => sorting.map((s) => ({ Property: s.id, Direction: s.desc ? 'desc' : 'asc' }));

function BooleanCell({ value }: { value: boolean }) {
  const { t } = useTranslation();
  const Icon = value ? CheckCircleOutlineIcon : RemoveCircleOutlineIcon;
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', color: value ? 'success.main' : 'text.secondary' }}>
      <Icon fontSize="small" aria-hidden="true" />
      <span style={visuallyHidden}>{value ? t('dataTable.yes') : t('dataTable.no')}</span>
    </Box>
  );
}

/** One typed cell (spec 000 §9): money with the row's currency, DD.MM.YYYY, yes/no icons, '---'. */
export function DataCell({ def, row }: { def: TPropertyDef; row: TDataItem }) {
  const label = useValueLabel();
  const display = cellDisplay(def, row);
  if (display.kind === 'boolean') return <BooleanCell value={display.value} />;
  if (display.kind === 'empty') return null;
  const text = label(def.name, display.text);
  return (
    <span style={ELLIPSIS} title={text}>
      {text}
    </span>
  );
}

/**
 * The list table of every list page (spec 000 §2.7, §4): server-side sorting (Shift+click adds a
 * column), lazily loaded pages over the generic data query, virtualised rows so that tens of
 * thousands stay fast, total count, keyboard use (arrow keys move between rows, Enter opens),
 * loading skeleton, empty and error states, and optional client-side grouping.
 */
export function DataTable(props: TDataTableProps) {
  const { type, license, columns, requiredFields, filters, sorts, onSortsChange, enabled = true, onOpenRow, grouping, renderCell } = props;
  const { t, i18n } = useTranslation();
  const hintId = useId();
  const scrollRef = useRef<HTMLDivElement>(null);

  const fields = useMemo(
    () => [...new Set([...columns.map((c) => c.def.name), ...requiredFields, ...(grouping ? [grouping.property] : [])])],
    [columns, requiredFields, grouping],
  );
  const maxGroupRows = grouping?.maxRows ?? 0;
  // Grouping needs every row: ask for all of them at once (up to the grouping limit).
  const take = grouping ? Math.max(maxGroupRows, props.pageSize ?? LIST_PAGE_SIZE) : (props.pageSize ?? LIST_PAGE_SIZE);
  const list = useListQuery({ license, type, fields, filters, sorts, take, enabled });
  const { query, rows, total } = list;
  const grouped = !!grouping && groupingAllowed(total, maxGroupRows);
  useLoadAll(list, grouped, maxGroupRows);

  const items: TGroupedItem<TDataItem>[] = useMemo(() => {
    if (grouped && grouping) return groupRows(rows, grouping.keyOf, grouping.labelOf);
    return rows.map((row, index) => ({ kind: 'row', row, index }));
  }, [grouped, grouping, rows]);

  const sorting = useMemo(() => toSorting(sorts), [sorts]);
  const onSortingChange = useCallback(
    (updater: Updater<SortingState>) => onSortsChange(fromSorting(typeof updater === 'function' ? updater(sorting) : updater)),
    [onSortsChange, sorting],
  );
  const columnDefs = useMemo(
    () =>
      columns.map((c) => ({
        id: c.def.name,
        header: c.label,
        accessorFn: (row: TDataItem) => getPath(row, c.def.name),
        enableSorting: !c.def.noSort,
        cell: ({ row }: { row: { original: TDataItem } }) => renderCell?.(c.def, row.original) ?? <DataCell def={c.def} row={row.original} />,
      })),
    [columns, renderCell],
  );
  const table = useTable({
    features,
    columns: columnDefs,
    data: rows,
    getRowId: (row: TDataItem, index: number) => `${rowId(row)}#${index}`,
    state: { sorting },
    onSortingChange,
    manualSorting: true,
    enableMultiSort: true,
    enableSortingRemoval: true,
    // The first click sorts ascending, whatever the loaded rows hold.
    sortDescFirst: false,
    isMultiSortEvent: (e: unknown) => !!(e as { shiftKey?: boolean } | null)?.shiftKey,
  });
  const tableRows = table.getRowModel().rows;
  const widths = useMemo(() => columns.map(columnWidth), [columns]);
  const { leadingColumn: lead = null, trailingColumn: trail = null } = props;
  const floors = useMemo(() => widths.map((w) => Math.round(w * SHRINK_FLOOR)), [widths]);
  const minWidth = floors.reduce((a, b) => a + b, 0) + (lead?.width ?? 0) + (trail?.width ?? 0);
  const columnStyle = (i: number): CSSProperties => ({ flex: `1 1 ${widths[i] ?? 150}px`, minWidth: floors[i] });
  // The trailing column (row actions) stays in view when the table scrolls sideways.
  const stickyEnd = (c: TExtraColumn) => (c === trail ? { position: 'sticky', right: 0, zIndex: 1, bgcolor: 'background.paper', borderLeft: 1, borderLeftColor: 'divider' } : {});
  const extraHeader = (c: TExtraColumn | null) =>
    c ? (
      <TableCell key={c.id} scope="col" data-testid={`column-header-${c.id}`} sx={{ display: 'flex', alignItems: 'center', flex: `0 0 ${c.width}px`, bgcolor: 'background.paper', ...stickyEnd(c) }}>
        {c.header}
      </TableCell>
    ) : null;
  const extraCell = (c: TExtraColumn | null, row: TDataItem | null) =>
    c ? (
      <TableCell key={c.id} sx={{ display: 'flex', alignItems: 'center', flex: `0 0 ${c.width}px`, p: 0.5, ...stickyEnd(c) }} {...(row ? stopRowEvents : { 'aria-hidden': true })}>
        {row ? c.cell(row) : null}
      </TableCell>
    ) : null;
  const extraCount = (lead ? 1 : 0) + (trail ? 1 : 0);

  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
    getItemKey: (index) => {
      const item = items[index];
      return !item ? index : item.kind === 'group' ? `g:${item.key}` : `r:${item.index}`;
    },
  });
  const virtualItems = virtualizer.getVirtualItems();

  // Lazy loading: fetch the next page as the user scrolls towards the end of what is loaded.
  const lastVisible = virtualItems.length ? (virtualItems[virtualItems.length - 1]?.index ?? 0) : 0;
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  useEffect(() => {
    if (!grouped && hasNextPage && !isFetchingNextPage && lastVisible >= items.length - PREFETCH_ROWS) void fetchNextPage();
  }, [grouped, hasNextPage, isFetchingNextPage, lastVisible, items.length, fetchNextPage]);

  // Roving focus: one row is the table's tab stop; arrow keys move it.
  const [focusIndex, setFocusIndex] = useState(0);
  const firstRowIndex = useMemo(() => items.findIndex((i) => i.kind === 'row'), [items]);
  const visible = new Set(virtualItems.map((v) => v.index));
  const tabStop = visible.has(focusIndex) && items[focusIndex]?.kind === 'row' ? focusIndex : (virtualItems.find((v) => items[v.index]?.kind === 'row')?.index ?? firstRowIndex);

  const focusRow = useCallback(
    (index: number) => {
      setFocusIndex(index);
      virtualizer.scrollToIndex(index, { align: 'auto' });
      requestAnimationFrame(() => {
        const el = scrollRef.current?.querySelector<HTMLElement>(`[data-index="${index}"]`);
        el?.focus({ preventScroll: true });
      });
    },
    [virtualizer],
  );

  const step = (from: number, delta: number): number => {
    let i = Math.min(items.length - 1, Math.max(0, from + delta));
    const dir = delta >= 0 ? 1 : -1;
    while (i >= 0 && i < items.length && items[i]?.kind !== 'row') i += dir;
    if (i < 0 || i >= items.length) return from;
    return i;
  };

  const onRowKeyDown = (e: KeyboardEvent<HTMLTableRowElement>, index: number, row: TDataItem) => {
    const page = Math.max(1, Math.floor((scrollRef.current?.clientHeight ?? 400) / ROW_HEIGHT) - 1);
    const moves: Record<string, () => number> = {
      ArrowDown: () => step(index, 1),
      ArrowUp: () => step(index, -1),
      PageDown: () => step(index, page),
      PageUp: () => step(index, -page),
      Home: () => step(0, 0),
      End: () => step(items.length - 1, -0),
    };
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      onOpenRow(row);
      return;
    }
    const move = moves[e.key];
    if (!move) return;
    e.preventDefault();
    const target = e.key === 'End' ? step(items.length, -1) : move();
    focusRow(target);
  };

  // A new filter or sort starts at the top again.
  const filterKey = JSON.stringify([filters, sorts, type]);
  useEffect(() => {
    scrollRef.current?.scrollTo({ top: 0 });
    setFocusIndex(0);
  }, [filterKey]);

  const loadingFirst = (enabled && query.isPending) || !!props.waiting;
  const groupCount = grouped ? items.filter((i) => i.kind === 'group').length : 0;
  const ariaRowCount = total !== undefined ? total + 1 + groupCount : -1;
  const language = i18n.language;
  const totalText = total !== undefined ? props.totalText(total) : null;

  return (
    <Stack spacing={1.5} sx={{ minWidth: 0 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Typography
          component="p"
          variant="subtitle1"
          sx={{ fontWeight: 500, minHeight: 28 }}
          aria-live="polite"
          data-testid="data-table-total"
          data-total={total ?? ''}
          lang={language}
        >
          {totalText ? (list.totalIsEstimate ? t('dataTable.estimate', { value: totalText }) : totalText) : loadingFirst ? t('common.loading') : ''}
        </Typography>
        {props.toolbar ? (
          <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
            {props.toolbar}
          </Stack>
        ) : null}
      </Stack>

      {grouping && total !== undefined && !grouped ? (
        <Alert severity="info" data-testid="grouping-off-notice">
          {t('dataTable.groupingOff', { max: grouping.maxRows.toLocaleString(language) })}
        </Alert>
      ) : null}

      {query.isError ? (
        <ErrorAlert
          error={query.error}
          data-testid="data-table-error"
          action={
            <Button color="inherit" size="small" onClick={() => void (query.hasNextPage && rows.length ? query.fetchNextPage() : query.refetch())}>
              {t('common.retry')}
            </Button>
          }
        />
      ) : null}

      <span id={hintId} style={visuallyHidden}>
        {t('dataTable.sortHint')}
      </span>

      <Box
        ref={scrollRef}
        sx={{
          position: 'relative',
          overflow: 'auto',
          // As tall as the rows need, at most the viewport's remaining height: then it scrolls (and virtualises).
          maxHeight: { xs: '65vh', md: 'max(320px, calc(100vh - 330px))' },
          minHeight: 180,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          bgcolor: 'background.paper',
        }}
      >
        <Table
          aria-label={props.label}
          aria-rowcount={ariaRowCount}
          aria-busy={loadingFirst || isFetchingNextPage ? true : undefined}
          data-testid="data-table"
          size="small"
          sx={{ display: 'grid', minWidth, tableLayout: 'fixed' }}
        >
          <TableHead sx={{ display: 'grid', position: 'sticky', top: 0, zIndex: 2, bgcolor: 'background.paper' }}>
            {table.getHeaderGroups().map((group) => (
              <TableRow key={group.id} aria-rowindex={1} sx={{ display: 'flex', width: '100%', minHeight: HEADER_HEIGHT }}>
                {extraHeader(lead)}
                {group.headers.map((header, i) => {
                  const column = header.column;
                  const sorted = column.getIsSorted();
                  const sortIndex = column.getSortIndex();
                  const label = columns[i]?.label ?? column.id;
                  return (
                    <TableCell
                      key={header.id}
                      scope="col"
                      aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
                      data-testid={`column-header-${column.id}`}
                      style={columnStyle(i)}
                      sx={{ ...CELL_SX, fontWeight: 600, bgcolor: 'background.paper' }}
                    >
                      {column.getCanSort() ? (
                        <TableSortLabel
                          active={!!sorted}
                          direction={sorted || 'asc'}
                          onClick={column.getToggleSortingHandler()}
                          aria-describedby={hintId}
                          sx={{ minWidth: 0 }}
                        >
                          <span style={ELLIPSIS}>{label}</span>
                          {sorted && sorts.length > 1 ? (
                            <Box component="sup" sx={{ ml: 0.25, fontSize: '0.7rem' }} aria-hidden="true">
                              {sortIndex + 1}
                            </Box>
                          ) : null}
                        </TableSortLabel>
                      ) : (
                        <span style={ELLIPSIS}>{label}</span>
                      )}
                    </TableCell>
                  );
                })}
                {extraHeader(trail)}
              </TableRow>
            ))}
          </TableHead>
          {loadingFirst ? (
            <TableBody sx={{ display: 'grid' }} data-testid="data-table-loading">
              {Array.from({ length: SKELETON_ROWS }, (_, r) => (
                <TableRow key={r} sx={{ display: 'flex', width: '100%', height: ROW_HEIGHT }} aria-hidden="true">
                  {extraCell(lead, null)}
                  {columns.map((c, i) => (
                    <TableCell key={c.def.name} style={columnStyle(i)} sx={CELL_SX}>
                      <Skeleton variant="text" width="80%" />
                    </TableCell>
                  ))}
                  {extraCell(trail, null)}
                </TableRow>
              ))}
            </TableBody>
          ) : (
            <TableBody sx={{ display: 'grid', position: 'relative', height: virtualizer.getTotalSize() }}>
              {virtualItems.map((v) => {
                const item = items[v.index];
                if (!item) return null;
                if (item.kind === 'group') {
                  return (
                    <TableRow
                      key={v.key}
                      data-index={v.index}
                      data-testid="data-group"
                      aria-rowindex={v.index + 2}
                      style={rowOffset(v.start)}
                      sx={{ display: 'flex', position: 'absolute', width: '100%', height: ROW_HEIGHT, bgcolor: 'action.hover' }}
                    >
                      <TableCell component="th" scope="rowgroup" colSpan={columns.length + extraCount} sx={{ display: 'flex', alignItems: 'center', flex: 1, fontWeight: 600, overflow: 'visible' }}>
                        {/* Stays in view when the table is scrolled sideways. */}
                        <Box component="span" sx={{ position: 'sticky', left: 16 }}>
                          {t('dataTable.groupHeader', { label: item.label, count: item.count })}
                        </Box>
                      </TableCell>
                    </TableRow>
                  );
                }
                const tableRow = tableRows[item.index];
                const id = rowId(item.row);
                return (
                  <TableRow
                    key={v.key}
                    hover
                    data-index={v.index}
                    data-row=""
                    data-testid="data-row"
                    data-id={id}
                    aria-rowindex={v.index + 2}
                    tabIndex={v.index === tabStop ? 0 : -1}
                    onClick={() => {
                      setFocusIndex(v.index);
                      onOpenRow(item.row);
                    }}
                    onFocus={() => setFocusIndex(v.index)}
                    onKeyDown={(e) => onRowKeyDown(e, v.index, item.row)}
                    style={rowOffset(v.start)}
                    sx={{
                      display: 'flex',
                      position: 'absolute',
                      width: '100%',
                      height: ROW_HEIGHT,
                      cursor: 'pointer',
                      '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2 },
                    }}
                  >
                    {extraCell(lead, item.row)}
                    {(tableRow?.getAllCells() ?? []).map((cell, i) => (
                      <TableCell key={cell.id} style={columnStyle(i)} sx={CELL_SX}>
                        <table.FlexRender cell={cell} />
                      </TableCell>
                    ))}
                    {extraCell(trail, item.row)}
                  </TableRow>
                );
              })}
            </TableBody>
          )}
        </Table>
        {!loadingFirst && query.isSuccess && rows.length === 0 ? (
          <Box sx={{ p: 4, textAlign: 'center' }} data-testid="data-table-empty">
            {props.emptyContent ?? <Typography sx={{ color: 'text.secondary' }}>{props.emptyText}</Typography>}
          </Box>
        ) : null}
      </Box>
      {isFetchingNextPage ? <LinearProgress aria-label={t('dataTable.loadingMore')} data-testid="data-table-loading-more" /> : null}
    </Stack>
  );
}
