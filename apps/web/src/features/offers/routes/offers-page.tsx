import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import { Button, Stack, Typography } from '@mui/material';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canExportFiles, hiddenProperties } from '@portal/domain';
import { formatCount } from '../../../lib/format';
import { ColumnSettingsDialog } from '../../../ui/data-table/column-settings-dialog';
import { getPath } from '../../../ui/data-table/data-path';
import type { TDataItem } from '../../../ui/data-table/data-query-api';
import { DataTable, type TExtraColumn } from '../../../ui/data-table/data-table';
import { ExportButton } from '../../../ui/data-table/export-button';
import { useColumnChoice } from '../../../ui/data-table/use-column-choice';
import { ViewToggle } from '../../../ui/data-table/view-toggle';
import { ListPage } from '../../../ui/list-page';
import { TextLink } from '../../../ui/text-link';
import { useDebouncedValue } from '../../../ui/use-debounced-value';
import { useIsMobile } from '../../../ui/use-media';
import { useActiveSession } from '../../session';
import { useGridSettings } from '../../settings';
import { ProcessFeedView } from '../../processes';
import { columnFilters, isFilled, type TColumnFilterValue } from '../column-filters';
import { OfferColumnFilters } from '../components/offer-column-filters';
import {
  OFFER_COLUMNS,
  OFFER_DEFAULT_COLUMNS,
  OFFER_DEFAULT_SORTS,
  OFFER_GRID_KEY,
  OFFER_REQUIRED_FIELDS,
  offerColumnLabel,
  offerProcessPath,
} from '../offer-columns';
import { readOfferGridFilter, type TOfferGridFilter } from '../offer-grid-settings';

const EMPTY_GRID_FILTER: TOfferGridFilter = { Columns: {}, View: 'grid', PhoneView: 'feed' };

const text = (row: TDataItem, path: string): string | null => {
  const v = getPath(row, path);
  return typeof v === 'string' && v ? v : null;
};

/**
 * /vorgang/aktuelle_angebote (spec 000 §2.8): the active offers in a table over the generic data query —
 * columns and sorts of the user's choice (grid settings AngebotGrid), a filter per visible column, CSV
 * export with the licence's export flag; a row opens its process, the process column links to the search.
 */
export function OffersPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { license, userInit } = useActiveSession();
  const canExport = canExportFiles({ features: userInit.Features, role: userInit.Role });
  const title = t('offers.title');
  const language = i18n.language;

  const grid = useGridSettings(license, OFFER_GRID_KEY, { save: true });
  // Premiums hidden from end customers (licence flag) are never columns: the server refuses them.
  const available = useMemo(() => {
    const hidden = hiddenProperties('Angebot', { features: userInit.Features, role: userInit.Role });
    return OFFER_COLUMNS.filter((d) => !hidden.has(d.name));
  }, [userInit.Features, userInit.Role]);
  const defs = useMemo(() => new Map(available.map((d) => [d.name, d])), [available]);
  // i18n.language in the deps: the labels follow a language switch.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const labelOf = useCallback((property: string) => offerColumnLabel(t, property), [t, language]);

  // Columns and sorts: the user's choice, else the defaults.
  const savedColumns = (grid.saved?.Columns ?? []).filter((c) => defs.has(c));
  const savedSorts = (grid.saved?.Sorts ?? []).filter((s) => defs.has(s.Property));
  const choice = useColumnChoice({
    grid,
    defs,
    labelOf,
    initialColumns: savedColumns.length ? savedColumns : OFFER_DEFAULT_COLUMNS,
    initialSorts: savedSorts.length ? savedSorts : OFFER_DEFAULT_SORTS,
  });
  const { columns, sorts, onSortsChange } = choice;

  // Column filters and view: restored from the grid settings once they are read, saved as they change.
  const [stored, setStored] = useState<TOfferGridFilter | null>(null);
  if (stored === null && grid.ready) setStored(readOfferGridFilter(grid.saved?.Filter));
  const current = stored ?? EMPTY_GRID_FILTER;
  const currentValues = current.Columns;
  const changeStored = useCallback(
    (next: TOfferGridFilter) => {
      setStored(next);
      grid.update({ Filter: next });
    },
    [grid],
  );
  const changeFilters = (Columns: Record<string, TColumnFilterValue>) => changeStored({ ...current, Columns });
  const mobile = useIsMobile();
  const viewKey = mobile ? 'PhoneView' : 'View';
  const feed = current[viewKey] === 'feed';
  const debouncedValues = useDebouncedValue(currentValues);
  const visibleDefs = useMemo(() => columns.map((c) => c.def), [columns]);
  // An input that cannot be used is shown as an error and left out of the query; checked after the
  // typing pause, as the claims' dates, so that a half-typed date is no error yet.
  const { filters, errors: shownErrors } = useMemo(() => columnFilters(debouncedValues, visibleDefs), [debouncedValues, visibleDefs]);
  const activeCount = visibleDefs.filter((d) => isFilled(currentValues[d.name])).length;


  const open = useCallback(
    (row: TDataItem) => {
      const path = offerProcessPath(text(row, 'Vorgang.Id'));
      if (path) void navigate({ href: path });
    },
    [navigate],
  );

  const processColumn: TExtraColumn = {
    id: 'process',
    width: 220,
    header: <span>{t('offers.process.column')}</span>,
    cell: (row) => {
      const key = text(row, 'Vorgang.Id') ?? text(row, 'ProcessAccessToken');
      if (!key) return null;
      const headline = text(row, 'Vorgang.Headline') ?? t('offers.process.openShort');
      return (
        <TextLink
          to="/suche/$type/$id"
          params={{ type: 'Vorgang', id: key }}
          aria-label={t('offers.process.open', { headline })}
          data-testid="offer-process-link"
          sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', px: 1 }}
        >
          {headline}
        </TextLink>
      );
    },
  };

  const totalText = useCallback((n: number) => t('offers.total', { count: n, formatted: formatCount(n, language) }), [t, language]);
  const emptyText = activeCount > 0 ? t('offers.emptyFiltered') : t('offers.empty');

  const toolbar = (
    <>
      <ViewToggle value={current[viewKey]} onChange={(mode) => changeStored({ ...current, [viewKey]: mode })} />
      {feed ? null : (
        <Button variant="outlined" size="small" startIcon={<ViewColumnIcon />} onClick={choice.openDialog} data-testid="column-settings" aria-haspopup="dialog">
          {t('dataTable.columns.button')}
        </Button>
      )}
      {canExport && !feed ? <ExportButton request={{ type: 'Angebot', filters, sorts, columns: columns.map((c) => ({ Property: c.def.name, Header: c.label })) }} /> : null}
    </>
  );

  return (
    <ListPage
      title={title}
      data-testid="offers-page"
      filters={feed ? null : <OfferColumnFilters columns={columns} values={currentValues} onChange={changeFilters} errors={shownErrors} activeCount={activeCount} />}
    >
      {feed ? (
        <Stack spacing={1.5} sx={{ minWidth: 0 }}>
          <Stack direction="row" sx={{ justifyContent: 'flex-end', flexWrap: 'wrap', gap: 1 }}>
            {toolbar}
          </Stack>
          <ProcessFeedView filter="aktuelle_angebote" />
        </Stack>
      ) : (
        <DataTable
          type="Angebot"
          license={license}
          columns={columns}
          requiredFields={OFFER_REQUIRED_FIELDS}
          filters={filters}
          sorts={sorts}
          onSortsChange={onSortsChange}
          enabled={grid.ready && stored !== null}
          waiting={!grid.ready}
          onOpenRow={open}
          label={title}
          emptyText={emptyText}
          emptyContent={<Typography sx={{ color: 'text.secondary' }} data-testid="offers-empty">{emptyText}</Typography>}
          totalText={totalText}
          toolbar={toolbar}
          trailingColumn={processColumn}
        />
      )}
      <ColumnSettingsDialog {...choice.dialog} available={available} labelOf={labelOf} defaults={{ columns: [...OFFER_DEFAULT_COLUMNS], sorts: OFFER_DEFAULT_SORTS }} />
    </ListPage>
  );
}
