import AddAlertIcon from '@mui/icons-material/AddAlert';
import { Button } from '@mui/material';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  canExportFiles,
  canReportClaims,
  claimListView,
  claimPath,
  CONTRACT_GROUPING_MAX_ROWS,
  hiddenProperties,
  isBroker,
  reportClaimPath,
  type TClaimListView,
} from '@portal/domain';
import { formatCount } from '../../../lib/format';
import { getPath } from '../../../ui/data-table/data-path';
import type { TDataItem } from '../../../ui/data-table/data-query-api';
import { GRID_KEYS } from '../../../ui/data-table/list-columns';
import { ListView } from '../../../ui/data-table/list-view';
import { lazyDialog } from '../../../ui/lazy-dialog';
import { ListPage } from '../../../ui/list-page';
import { useDebouncedValue } from '../../../ui/use-debounced-value';
import { permissionContextOf, useActiveSession } from '../../session';
import { useGridSettings } from '../../settings';
import { claimFilterFromSettings, claimFilterState, claimFilterToSettings, CLAIM_DATE_ERROR_KEYS, type TClaimFilterForm } from '../claim-list-filters';
import { ClaimFilterBar } from '../components/claim-filter-bar';

// The claim detail opens from a row: its code loads then, not with the list.
const ClaimDetailDialog = lazyDialog(
  () => import('../components/claim-detail-dialog').then((m) => m.ClaimDetailDialog),
  (props) => props.claimId !== null,
);

type Props = {
  /** /schaden/{filter}: offen or approvalPendingSchaeden. */
  routeFilter?: 'offen' | 'approvalPendingSchaeden' | null;
  /** Whether a path has a route yet (the report-damage page comes with a later issue). */
  isRegisteredPath: (path: string) => boolean;
};

type TValidView = Extract<TClaimListView, { ok: true }>;

/**
 * The claims list (spec 000 §2.7, §5, §6): date range with the spec's messages, open and last-year
 * claims, customer and drafts, all through claimListView; rows of commercial-customer licences open
 * /gewerbe_schaden/{id}, others a dialog; the report-damage button when the user may report claims.
 */
export function ClaimListPage({ routeFilter = null, isRegisteredPath }: Props) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { license, userInit, appearance } = useActiveSession();
  const ctx = permissionContextOf(userInit);
  const broker = isBroker(ctx);
  const canExport = canExportFiles(ctx);
  // Claim reporters see no contract or customer of a claim: neither as column nor as filter.
  const hidden = useMemo(() => hiddenProperties('Schaden', { features: userInit.Features, role: userInit.Role }), [userInit.Features, userInit.Role]);
  const grid = useGridSettings(license, GRID_KEYS.SCHADEN, { save: true });

  const [form, setForm] = useState<TClaimFilterForm | null>(null);
  if (form === null && grid.ready) setForm(claimFilterFromSettings(grid.saved?.Filter));
  const current = form ?? claimFilterFromSettings(undefined);
  const from = useDebouncedValue(current.from);
  const to = useDebouncedValue(current.to);

  const result = useMemo(
    () => claimListView(routeFilter, claimFilterState(current, { from, to }), new Date()),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [routeFilter, JSON.stringify(current), from, to],
  );
  // While a date is invalid the list keeps showing the last valid filters.
  const lastValid = useRef<TValidView | null>(null);
  if (result.ok) lastValid.current = result;
  const view: TValidView = result.ok ? result : (lastValid.current ?? { ok: true, filters: [], titleKey: 'claims.title' });
  const errors = result.ok
    ? {}
    : Object.fromEntries(result.errors.map((e) => [e.field, t(CLAIM_DATE_ERROR_KEYS[e.message])]));

  const change = useCallback(
    (next: TClaimFilterForm) => {
      setForm(next);
      grid.update({ Filter: claimFilterToSettings(next) });
    },
    [grid],
  );

  const [dialogId, setDialogId] = useState<string | null>(null);
  const open = useCallback(
    (row: TDataItem) => {
      const id = String(getPath(row, 'Id') ?? '');
      const path = claimPath(id, userInit.Kind);
      if (path.startsWith('/gewerbe_schaden/')) void navigate({ href: path });
      else setDialogId(id);
    },
    [navigate, userInit.Kind],
  );

  const reportPath = reportClaimPath(userInit.Features.ComfortClaimReport);
  const showReport = canReportClaims(ctx) && !appearance.Appearance.hideServices && isRegisteredPath(reportPath);
  const language = i18n.language;
  const totalText = useCallback((n: number) => t('claims.total', { count: n, formatted: formatCount(n, language) }), [t, language]);

  return (
    <ListPage
      title={t(view.titleKey)}
      data-testid="claim-list-page"
      actions={
        showReport ? (
          <Button variant="contained" startIcon={<AddAlertIcon />} onClick={() => void navigate({ href: reportPath })} data-testid="report-claim">
            {t('claims.report')}
          </Button>
        ) : null
      }
      filters={<ClaimFilterBar license={license} form={current} onChange={change} errors={errors} customerFilter={!hidden.has('Vertrag.Kunde.Id')} />}
    >
      <ListView
        listKey="SCHADEN"
        license={license}
        broker={broker}
        canExport={canExport}
        grid={grid}
        hidden={hidden}
        filters={view.filters}
        enabled={form !== null}
        onOpenRow={open}
        label={t(view.titleKey)}
        emptyText={t('claims.empty')}
        totalText={totalText}
        groupBy={{ value: current.groupBy, onChange: (groupBy) => change({ ...current, groupBy }), maxRows: CONTRACT_GROUPING_MAX_ROWS }}
      />
      <ClaimDetailDialog claimId={dialogId} onClose={() => setDialogId(null)} />
    </ListPage>
  );
}
