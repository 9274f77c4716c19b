import FileDownloadIcon from '@mui/icons-material/FileDownload';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
  LinearProgress,
  Skeleton,
  Snackbar,
  Stack,
  Switch,
  TablePagination,
  TextField,
  Typography,
} from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  FORMS_PROCESS_DEFAULT_PAGE_SIZE,
  FORMS_PROCESS_DEFAULT_SORT,
  FORMS_PROCESS_PAGE_SIZES,
  mayShareForms,
  type TExportFormsProcesses,
  type TFormsProcess,
  type TFormsProcessState,
} from '@portal/domain';
import { formatCount } from '../../../lib/format';
import { ViewToggle, type TListViewMode } from '../../../ui/data-table/view-toggle';
import { ErrorAlert } from '../../../ui/error-alert';
import { ListPage } from '../../../ui/list-page';
import { useDebouncedValue } from '../../../ui/use-debounced-value';
import { useIsMobile } from '../../../ui/use-media';
import { useActiveSession } from '../../session';
import { exportFormsProcesses, useEditFormsProcessReceivers, useExpireFormsProcess, useFormMailTemplate, useFormsProcessList } from '../api/forms-processes';
import { ProcessCards } from '../components/process-cards';
import type { TProcessActionHandlers } from '../components/process-actions';
import { ProcessTable } from '../components/process-table';
import { ReceiversDialog } from '../components/receivers-dialog';
import { StatusFilter } from '../components/status-filter';

/** Snackbars stay 5 s (spec 001 §9). */
const SNACKBAR_MS = 5000;

type TMessage = { severity: 'success' | 'error' | 'info'; text: string };

/**
 * /forms-processes (spec 001 §2.2, §2.3; issue 11): the forms processes the member sees — status chips (any-of), a
 * title search, table (optionally grouped, with a group's export) or paging cards (the only view below 768 px),
 * pages of 5/10/25 sorted by Anlagedatum descending, export of everything filtered, receivers and expiry.
 */
export function FormsProcessListPage() {
  const { t, i18n } = useTranslation();
  const { license, userInit } = useActiveSession();
  const mobile = useIsMobile();
  const [states, setStates] = useState<TFormsProcessState[]>([]);
  const [titleText, setTitleText] = useState('');
  const title = useDebouncedValue(titleText.trim());
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(FORMS_PROCESS_DEFAULT_PAGE_SIZE);
  const [sort, setSort] = useState(FORMS_PROCESS_DEFAULT_SORT);
  const [view, setView] = useState<TListViewMode>('grid');
  const [grouped, setGrouped] = useState(false);
  const [message, setMessage] = useState<TMessage | null>(null);
  const [exporting, setExporting] = useState(false);
  const [receiversOf, setReceiversOf] = useState<TFormsProcess | null>(null);
  const [expireOf, setExpireOf] = useState<TFormsProcess | null>(null);
  const expireTitleId = useId();

  const query = useFormsProcessList(license, { states, title, page, pageSize, sort });
  const list = query.data;
  const template = useFormMailTemplate(license, receiversOf?.AssfinetformsId ?? null);
  const expire = useExpireFormsProcess(license);
  const editReceivers = useEditFormsProcessReceivers(license);

  // Any change of filter goes back to the first page.
  const filterChanged = <T,>(set: (v: T) => void) => (v: T) => {
    set(v);
    setPage(1);
  };

  const runExport = async (body: TExportFormsProcesses) => {
    if (exporting) return;
    setExporting(true);
    try {
      await exportFormsProcesses(body);
    } catch {
      setMessage({ severity: 'error', text: t('formsProcesses.formsProcessListeExportRisksError') });
    } finally {
      setExporting(false);
    }
  };
  const filter = { ...(states.length ? { State: states } : {}), ...(title ? { Title: title } : {}) };

  const handlers: TProcessActionHandlers = {
    mayShare: mayShareForms(userInit.Permissions),
    onReceivers: (p) => {
      editReceivers.reset();
      setReceiversOf(p);
    },
    onExpire: setExpireOf,
  };

  const confirmExpire = () => {
    const p = expireOf;
    setExpireOf(null);
    if (!p) return;
    expire.mutate(p.RiskId, {
      // The list reloads (the mutation invalidates it) and says what happened (spec 001 §4, §8).
      onSuccess: () => setMessage({ severity: 'success', text: t('formsProcesses.formsProcessListeRiskExpiredInfo') }),
      onError: () => setMessage({ severity: 'error', text: t('formsProcesses.formsProcessListeRiskExpiredError') }),
    });
  };

  const showCards = mobile || view === 'feed';
  const actions = (
    <>
      {list && list.Total > 0 ? (
        <Button
          variant="outlined"
          startIcon={exporting ? <CircularProgress size={16} aria-hidden="true" /> : <FileDownloadIcon />}
          onClick={() => void runExport({ Filter: filter })}
          disabled={exporting}
          aria-busy={exporting || undefined}
          data-testid="export-all"
        >
          {exporting ? t('formsProcesses.exporting') : t('formsProcesses.exportAll')}
        </Button>
      ) : null}
      {/* Spec 001 §2.2: the toggle is hidden on small screens, which always show the cards. */}
      {mobile ? null : <ViewToggle value={view} onChange={setView} />}
    </>
  );
  const filters = (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} useFlexGap sx={{ alignItems: { md: 'center' }, flexWrap: 'wrap' }} role="search" aria-label={t('formsProcesses.statusFilter.menu')}>
      <StatusFilter value={states} onChange={filterChanged(setStates)} />
      <TextField size="small" label={t('formsProcesses.titleSearch')} value={titleText} onChange={(e) => filterChanged(setTitleText)(e.target.value)} sx={{ minWidth: 240 }} slotProps={{ htmlInput: { 'data-testid': 'title-search' } }} />
      {showCards ? null : (
        <FormControlLabel control={<Switch checked={grouped} onChange={(e) => setGrouped(e.target.checked)} slotProps={{ input: { 'data-testid': 'grouping-toggle' } as Record<string, string> }} />} label={t('formsProcesses.grouping')} />
      )}
    </Stack>
  );

  return (
    <ListPage title={t('formsProcesses.title')} actions={actions} filters={filters} data-testid="forms-process-page">
      <Typography component="p" variant="subtitle1" sx={{ fontWeight: 500 }} aria-live="polite" data-testid="process-total" data-total={list ? list.Total : ''}>
        {list ? t('formsProcesses.total', { count: list.Total, formatted: formatCount(list.Total, i18n.language) }) : t('common.loading')}
      </Typography>
      <Box sx={{ height: 4, mt: '8px !important' }}>{query.isFetching && list ? <LinearProgress aria-label={t('common.loading')} /> : null}</Box>
      {query.isError && !list ? (
        <ErrorAlert error={query.error} data-testid="process-list-error" />
      ) : !list ? (
        <Stack spacing={1} aria-busy="true" aria-label={t('common.loading')} data-testid="process-list-loading">
          {[0, 1, 2, 3, 4].map((i) => (
            <Skeleton key={i} variant="rounded" height={44} />
          ))}
        </Stack>
      ) : list.Items.length === 0 ? (
        <Alert severity="info" data-testid="process-list-empty">
          {states.length || title ? t('formsProcesses.emptyFiltered') : t('formsProcesses.empty')}
        </Alert>
      ) : showCards ? (
        <ProcessCards items={list.Items} handlers={handlers} />
      ) : (
        <ProcessTable
          items={list.Items}
          sort={sort}
          onSortChange={setSort}
          grouped={grouped}
          exporting={exporting}
          // A named group: all of it (with the filters), across pages; the rows without a group: those shown.
          onExportGroup={(group, items) => void runExport(group === null ? { RiskIds: items.map((p) => p.RiskId) } : { Filter: { ...filter, Group: group } })}
          handlers={handlers}
        />
      )}
      {list && list.Total > 0 ? (
        <TablePagination
          component="div"
          count={list.Total}
          page={page - 1}
          rowsPerPage={pageSize}
          rowsPerPageOptions={[...FORMS_PROCESS_PAGE_SIZES]}
          onPageChange={(_, p) => setPage(p + 1)}
          onRowsPerPageChange={(e) => {
            setPageSize(Number(e.target.value));
            setPage(1);
          }}
          labelRowsPerPage={t('formsProcesses.pagination.rowsPerPage')}
          labelDisplayedRows={({ from, to, count }) =>
            t('formsProcesses.pagination.displayed', { from: formatCount(from, i18n.language), to: formatCount(to, i18n.language), count: formatCount(count, i18n.language) })
          }
          getItemAriaLabel={(type) => t(`formsProcesses.pagination.${type}`)}
          showFirstButton
          showLastButton
          data-testid="process-pagination"
          sx={{ alignSelf: 'stretch', '.MuiTablePagination-toolbar': { flexWrap: 'wrap', px: 0 } }}
        />
      ) : null}

      {receiversOf ? (
        <ReceiversDialog
          key={receiversOf.Id}
          process={receiversOf}
          hasTemplate={!!template.data?.Template}
          userEmail={userInit.User.Email}
          role={userInit.Role}
          saving={editReceivers.isPending}
          error={editReceivers.error}
          onCancel={() => setReceiversOf(null)}
          onApply={(body) =>
            editReceivers.mutate(
              { id: receiversOf.Id, body },
              {
                onSuccess: (result) => {
                  setReceiversOf(null);
                  setMessage({ severity: 'success', text: result.MailsSent ? t('formsProcesses.receivers.savedWithMails', { count: result.MailsSent }) : t('formsProcesses.receivers.saved') });
                },
              },
            )
          }
        />
      ) : null}
      <Dialog open={expireOf !== null} onClose={() => setExpireOf(null)} aria-labelledby={expireTitleId} maxWidth="xs" data-testid="expire-dialog">
        <DialogTitle id={expireTitleId}>{t('formsProcesses.expireDialog.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('formsProcesses.expireDialog.text', { name: expireOf?.Assfinetform ?? '' })}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setExpireOf(null)}>{t('formsProcesses.expireDialog.cancel')}</Button>
          <Button variant="contained" color="error" onClick={confirmExpire} data-testid="expire-confirm">
            {t('formsProcesses.expireDialog.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
      <Snackbar open={message !== null} autoHideDuration={SNACKBAR_MS} onClose={() => setMessage(null)}>
        <Alert severity={message?.severity ?? 'info'} variant="filled" onClose={() => setMessage(null)} role={message?.severity === 'error' ? 'alert' : 'status'} data-testid="process-message">
          {message?.text}
        </Alert>
      </Snackbar>
    </ListPage>
  );
}
