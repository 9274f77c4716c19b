import MoreVertIcon from '@mui/icons-material/MoreVert';
import UploadIcon from '@mui/icons-material/Upload';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import { Alert, Box, Button, Checkbox, LinearProgress, ListItemText, Menu, MenuItem, Snackbar, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canMarkRead as canMarkReadRule, canOpenFiles, canWrite, DEFAULT_LIST_COLUMNS, formatDate, hiddenProperties, isBroker, type TPropertyDef } from '@portal/domain';
import { isApiError } from '../../../lib/api-client';
import { formatCount } from '../../../lib/format';
import { columnLabel } from '../../../ui/data-table/column-label';
import { ColumnSettingsDialog } from '../../../ui/data-table/column-settings-dialog';
import { choosableProperties, resolveColumns } from '../../../ui/data-table/list-columns';
import { useTableColumns } from '../../../ui/data-table/table-columns-api';
import { useColumnChoice } from '../../../ui/data-table/use-column-choice';
import { getPath, rowId } from '../../../ui/data-table/data-path';
import type { TDataItem } from '../../../ui/data-table/data-query-api';
import type { TListSort } from '../../../ui/data-table/data-query-request';
import { DataTable, type TExtraColumn } from '../../../ui/data-table/data-table';
import { ViewToggle } from '../../../ui/data-table/view-toggle';
import { ListPage } from '../../../ui/list-page';
import { useIsMobile } from '../../../ui/use-media';
import { visuallyHidden } from '../../../ui/visually-hidden';
import { permissionContextOf, useActiveSession } from '../../session';
import { useGridSettings, userSettingsQueryOptions } from '../../settings';
import { downloadUrl, downloadZipWithProgress, findDocument, getDocumentUrl, postZip, useReadAllMutation, useReadStatusMutation } from '../api';
import { zipProgressPercent } from '../zip-progress';
import { DocumentFeed } from '../components/document-feed';
import { DocumentFilterBar } from '../components/document-filter-bar';
import { DocumentPreviewDialog, type TPreviewDocument } from '../components/document-preview-dialog';
import { DocumentRowActions } from '../components/document-row-actions';
import { DocumentUploadDialog } from '../components/document-upload-dialog';
import { LinkedObjectButton, useLinkedObjectOpener } from '../components/linked-object-opener';
import { documentTypeLabel } from '../document-type-label';
import { LINK_FIELDS, linkedObjectOf } from '../linked-objects';
import { bulkTarget, documentFilters, documentPageSize, documentsZipName, EMPTY_DOCUMENT_FILTER, type TDocumentFilterForm, type TDocumentRoute } from '../document-filters';

/** Grid settings key of the documents table (spec 000 §2.10). */
export const DOCUMENT_GRID_KEY = 'BriefGrid';
/** Default columns: created, title, the customer/contract/claim headline, type. */
export const DOCUMENT_DEFAULT_COLUMNS = DEFAULT_LIST_COLUMNS.BRIEF;
const DEFAULT_SORTS: TListSort[] = [{ Property: 'Erstellt', Direction: 'desc' }];
const REQUIRED_FIELDS = ['Id', 'Titel', 'Read', 'Folder', 'Brieftyp', 'Erstellt', 'Kunde.Kundenname', 'Vertrag.VertragsNr', 'Schaden.NummerMakler', 'Vorgang.Headline', ...LINK_FIELDS];


type TSnack = { text: string; severity: 'success' | 'info' | 'warning' | 'error' };

/** /dokumente and /dokumente/neue_dokumente (spec 000 §2.10, §4, §5, §8). */
export function DocumentsPage({ route, openDocument = null }: { route: TDocumentRoute; /** ?dokument={id}: open its preview. */ openDocument?: string | null }) {
  const { t, i18n } = useTranslation();
  const { license, userInit } = useActiveSession();
  const ctx = permissionContextOf(userInit);
  const broker = isBroker(ctx);
  const mayMarkRead = canMarkReadRule(ctx);
  const mayWrite = canWrite(ctx);
  // Guests see the list, never a file (the server refuses them too).
  const mayOpenFiles = canOpenFiles(ctx);
  const serviceLicence = userInit.Kind === 'SERVICE';
  const newRoute = route === 'neue_dokumente';
  const language = i18n.language;
  const title = newRoute ? t('documents.newTitle') : t('documents.title');

  const grid = useGridSettings(license, DOCUMENT_GRID_KEY, { save: true });
  const settings = useQuery(userSettingsQueryOptions(license));
  const [form, setForm] = useState<TDocumentFilterForm>(EMPTY_DOCUMENT_FILTER);
  const filters = useMemo(() => documentFilters(form, { route, broker, serviceLicence }), [form, route, broker, serviceLicence]);
  // Phones start with the cards: a table of six columns does not fit 390 px.
  const mobile = useIsMobile();
  const [view, setView] = useState<'grid' | 'feed'>(() => (mobile ? 'feed' : 'grid'));
  // Fixed per visit: a page size that changed with every resize would refetch the list.
  const [pageSize] = useState(() => documentPageSize(typeof window === 'undefined' ? undefined : window.innerHeight));

  // Columns: the licence's locked TABELLE_BRIEF definition, else the user's choice (BriefGrid), else the
  // defaults; single sort, Erstellt descending by default.
  const definition = useTableColumns(license, 'BRIEF');
  const definitionData = definition.isError ? undefined : definition.data;
  const hidden = useMemo(() => hiddenProperties('Brief', permissionContextOf(userInit)), [userInit]);
  const resolved = useMemo(() => resolveColumns({ listKey: 'BRIEF', broker, definition: definitionData, saved: grid.saved, hidden }), [broker, definitionData, grid.saved, hidden]);
  const available = useMemo(() => choosableProperties('Brief', broker, hidden), [broker, hidden]);
  const defs = useMemo(() => new Map(available.map((d) => [d.name, d])), [available]);
  const byPath = useMemo(() => new Map((definitionData?.Columns ?? []).map((c) => [c.Path, c])), [definitionData]);
  const labelOf = useCallback((property: string) => columnLabel(t, language, 'Brief', property, byPath.get(property)), [t, language, byPath]);
  const choice = useColumnChoice({
    grid,
    defs,
    labelOf,
    initialColumns: resolved.columns.map((d) => d.name),
    initialSorts: resolved.sorts.length ? resolved.sorts : DEFAULT_SORTS,
    singleSort: true,
  });
  const { columns, sorts, onSortsChange } = choice;
  const ready = grid.ready && !definition.isPending;

  // Snackbar messages (spec 000 §8, 5 s).
  const [snack, setSnack] = useState<TSnack | null>(null);
  const show = useCallback((text: string, severity: TSnack['severity'] = 'info') => setSnack({ text, severity }), []);

  // Selection mode.
  const [selectMode, setSelectMode] = useState(false);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const toggleSelected = useCallback((id: string) => setSelected((s) => { const n = new Set(s); if (n.has(id)) n.delete(id); else n.add(id); return n; }), []);

  // Read state.
  const readStatus = useReadStatusMutation(license);
  const readAll = useReadAllMutation(license);
  const [busyId, setBusyId] = useState<string | null>(null);
  const markRead = (id: string, read: boolean) => {
    setBusyId(id);
    readStatus.mutate(
      { id, read },
      { onError: () => show(t('documents.messages.zipFailed'), 'error'), onSettled: () => setBusyId(null) },
    );
  };
  const markAllRead = () => {
    setMenuAnchor(null);
    const target = bulkTarget(selectMode, [...selected]);
    if (target.kind === 'none') return show(t('documents.messages.noneSelected'), 'warning');
    readAll.mutate(target.kind === 'ids' ? target.ids : undefined, {
      onSuccess: (res) => {
        setSelected(new Set());
        show(t('documents.messages.markedRead', { count: res.Count }), 'success');
      },
      onError: () => show(t('documents.messages.zipFailed'), 'error'),
    });
  };

  // Zip download: one at a time, with the bytes received against the server's estimate.
  const [zipping, setZipping] = useState(false);
  const [zipPercent, setZipPercent] = useState<number | null>(null);
  const zipRunning = useRef(false);
  const downloadZip = async () => {
    setMenuAnchor(null);
    if (zipRunning.current) return show(t('documents.messages.downloadRunning'), 'info');
    const target = bulkTarget(selectMode, [...selected]);
    if (target.kind === 'none') return show(t('documents.messages.noneSelected'), 'warning');
    zipRunning.current = true;
    setZipping(true);
    setZipPercent(null);
    try {
      const fileName = documentsZipName(new Date());
      const body = target.kind === 'ids' ? { BriefIds: target.ids, OnlyUnread: false, FileName: fileName } : { OnlyUnread: true, FileName: fileName };
      const { Url } = await postZip(license, body);
      let shown = -1;
      await downloadZipWithProgress(Url, fileName, (received, expected) => {
        const percent = zipProgressPercent(received, expected);
        // One state change per percent, not per chunk.
        if (percent !== shown) {
          shown = percent ?? -1;
          setZipPercent(percent);
        }
      });
    } catch {
      show(t('documents.messages.zipFailed'), 'error');
    } finally {
      zipRunning.current = false;
      setZipping(false);
      setZipPercent(null);
    }
  };

  // Single downloads and the preview.
  const [preview, setPreview] = useState<TPreviewDocument | null>(null);
  const notAvailable = useCallback(() => {
    setPreview(null);
    show(t('documents.messages.notAvailable'), 'warning');
  }, [show, t]);
  const previewFailed = useCallback(() => {
    setPreview(null);
    show(t('documents.messages.zipFailed'), 'error');
  }, [show, t]);
  const navigate = useNavigate();
  // A link that names a document (/dokumente?dokument={id}) opens its preview once it is found; closing the preview
  // drops the parameter, so that reloading the page does not open it again.
  const named = useQuery({ queryKey: ['documents', 'find', license, openDocument], queryFn: ({ signal }) => findDocument(openDocument ?? '', signal), enabled: openDocument !== null, retry: false });
  const [shownLink, setShownLink] = useState<string | null>(null);
  if (named.data && shownLink !== named.data.id) {
    setShownLink(named.data.id);
    setPreview({ id: named.data.id, title: named.data.title || t('documents.row.untitled') });
  }
  const closePreview = useCallback(() => {
    setPreview(null);
    if (openDocument !== null) void navigate({ to: '.', search: {}, replace: true });
  }, [navigate, openDocument]);
  const download = async (id: string) => {
    try {
      const { Url } = await getDocumentUrl(license, id);
      downloadUrl(Url);
    } catch (e) {
      if (isApiError(e) && e.code === 'NOT_FOUND') notAvailable();
      else show(t('documents.messages.zipFailed'), 'error');
    }
  };

  const linked = useLinkedObjectOpener();
  const openLinked = linked.open;
  const renderCell = useCallback(
    (def: TPropertyDef, row: TDataItem) => {
      if (def.name === 'Brieftyp') {
        const type = getPath(row, 'Brieftyp');
        return typeof type === 'string' && type ? <span title={type}>{documentTypeLabel(t, type)}</span> : undefined;
      }
      const link = linkedObjectOf(def.name, row);
      return link ? <LinkedObjectButton label={link.label} onOpen={() => openLinked(link.target)} data-testid={`document-link-${link.target.kind}`} /> : undefined;
    },
    [openLinked, t],
  );

  const titleOf = useCallback((row: TDataItem) => {
    const v = getPath(row, 'Titel');
    return typeof v === 'string' && v ? v : t('documents.row.untitled');
  }, [t]);
  const open = useCallback((row: TDataItem) => (mayOpenFiles ? setPreview({ id: rowId(row), title: titleOf(row) }) : undefined), [titleOf, mayOpenFiles]);
  const actions = (row: TDataItem) => {
    const id = rowId(row);
    return (
      <DocumentRowActions
        title={titleOf(row)}
        read={!!getPath(row, 'Read')}
        offerRead={newRoute}
        canMarkRead={mayMarkRead}
        busy={busyId === id}
        {...(mayOpenFiles ? { onPreview: () => open(row), onDownload: () => void download(id) } : {})}
        onRead={(read) => markRead(id, read)}
      />
    );
  };

  const selectHeaderId = useId();
  const leadingColumn: TExtraColumn | null = selectMode
    ? {
        id: 'select',
        width: 56,
        header: <span id={selectHeaderId} style={visuallyHidden}>{t('documents.row.select')}</span>,
        cell: (row) => (
          <Checkbox
            size="small"
            checked={selected.has(rowId(row))}
            onChange={() => toggleSelected(rowId(row))}
            slotProps={{ input: { 'aria-label': t('documents.row.selectOne', { title: titleOf(row) }) } }}
          />
        ),
      }
    : null;
  const trailingColumn: TExtraColumn = { id: 'actions', width: 136, header: <span>{t('documents.row.actions')}</span>, cell: actions };

  const lastSync = settings.data?.LastSync ? formatDate(settings.data.LastSync) : null;
  const emptyContent = (
    <Stack spacing={0.5} sx={{ alignItems: 'center' }}>
      <Typography sx={{ color: 'text.secondary' }}>{t('documents.empty')}</Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }} data-testid="documents-last-sync">
        {lastSync ? t('documents.lastSync', { date: lastSync }) : t('documents.lastSyncUnknown')}
      </Typography>
    </Stack>
  );
  const totalText = useCallback((n: number) => t('documents.total', { count: n, formatted: formatCount(n, language) }), [t, language]);

  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const [uploadOpen, setUploadOpen] = useState(false);
  const menuId = useId();

  const toolbar = (
    <>
      <ViewToggle value={view} onChange={setView} />
      {view === 'grid' && !resolved.locked ? (
        <Button variant="outlined" size="small" startIcon={<ViewColumnIcon />} onClick={choice.openDialog} data-testid="column-settings" aria-haspopup="dialog">
          {t('dataTable.columns.button')}
        </Button>
      ) : null}
      <Button
        variant="outlined"
        size="small"
        startIcon={<MoreVertIcon />}
        aria-haspopup="menu"
        aria-controls={menuAnchor ? menuId : undefined}
        aria-expanded={menuAnchor ? true : undefined}
        onClick={(e) => setMenuAnchor(e.currentTarget)}
        data-testid="documents-actions"
      >
        {t('documents.actions.menu')}
      </Button>
    </>
  );

  return (
    <ListPage
      title={title}
      data-testid="documents-page"
      actions={
        mayWrite ? (
          <Button variant="contained" startIcon={<UploadIcon />} onClick={() => setUploadOpen(true)} data-testid="document-upload" aria-haspopup="dialog">
            {t('documents.upload.button')}
          </Button>
        ) : null
      }
      filters={<DocumentFilterBar license={license} form={form} onChange={setForm} broker={broker} serviceLicence={serviceLicence} newRoute={newRoute} />}
    >
      {mayOpenFiles ? null : (
        <Alert severity="info" data-testid="documents-guest-no-files">
          {t('documents.messages.guestNoFiles')}
        </Alert>
      )}
      {zipping ? (
        <Box role="status" data-testid="documents-zip-progress">
          <Typography variant="body2">{zipPercent === null ? t('documents.messages.preparingZip') : t('documents.messages.zipProgress', { percent: zipPercent })}</Typography>
          <LinearProgress aria-label={t('documents.messages.preparingZip')} variant={zipPercent === null ? 'indeterminate' : 'determinate'} value={zipPercent ?? undefined} />
        </Box>
      ) : null}
      {selectMode ? (
        <Typography variant="body2" aria-live="polite" data-testid="documents-selected-count">
          {t('documents.actions.selected', { count: selected.size })}
        </Typography>
      ) : null}
      {view === 'grid' ? (
        <DataTable
          type="Brief"
          license={license}
          columns={columns}
          requiredFields={REQUIRED_FIELDS}
          filters={filters}
          sorts={sorts}
          onSortsChange={onSortsChange}
          enabled={ready}
          waiting={!ready}
          onOpenRow={open}
          label={title}
          emptyText={t('documents.empty')}
          emptyContent={emptyContent}
          totalText={totalText}
          toolbar={toolbar}
          pageSize={pageSize}
          leadingColumn={leadingColumn}
          trailingColumn={trailingColumn}
          renderCell={renderCell}
        />
      ) : (
        <Stack spacing={1.5}>
          <Stack direction="row" sx={{ justifyContent: 'flex-end', flexWrap: 'wrap', gap: 1 }}>
            {toolbar}
          </Stack>
          <DocumentFeed
            license={license}
            fields={[...new Set([...REQUIRED_FIELDS, ...columns.map((c) => c.def.name)])]}
            filters={filters}
            sorts={sorts}
            take={pageSize}
            enabled={ready}
            emptyContent={emptyContent}
            selectMode={selectMode}
            selected={selected}
            onToggleSelected={toggleSelected}
            titleOf={titleOf}
            actions={actions}
            onOpen={open}
            onOpenLinked={openLinked}
          />
        </Stack>
      )}

      <Menu id={menuId} anchorEl={menuAnchor} open={!!menuAnchor} onClose={() => setMenuAnchor(null)}>
        <MenuItem
          onClick={() => {
            setMenuAnchor(null);
            setSelectMode((on) => !on);
            setSelected(new Set());
          }}
          data-testid="documents-select-mode"
        >
          <ListItemText>{selectMode ? t('documents.actions.selectModeOff') : t('documents.actions.selectMode')}</ListItemText>
        </MenuItem>
        {newRoute ? (
          <MenuItem onClick={markAllRead} disabled={!mayMarkRead || readAll.isPending} data-testid="documents-mark-all-read">
            <ListItemText>{selectMode ? t('documents.actions.markSelectedRead') : t('documents.actions.markAllRead')}</ListItemText>
          </MenuItem>
        ) : null}
        {mayOpenFiles ? (
          <MenuItem onClick={() => void downloadZip()} data-testid="documents-zip">
            <ListItemText>{selectMode ? t('documents.actions.zipSelected') : t('documents.actions.zipAll')}</ListItemText>
          </MenuItem>
        ) : null}
      </Menu>

      <ColumnSettingsDialog {...choice.dialog} available={available} labelOf={labelOf} defaults={{ columns: [...DOCUMENT_DEFAULT_COLUMNS], sorts: DEFAULT_SORTS }} />
      {linked.dialogs}
      <DocumentPreviewDialog license={license} document={preview} onClose={closePreview} onNotAvailable={notAvailable} onError={previewFailed} />
      {mayWrite ? (
        <DocumentUploadDialog
          license={license}
          open={uploadOpen}
          onClose={() => setUploadOpen(false)}
          onUploaded={() => {
            setUploadOpen(false);
            show(t('documents.messages.uploaded'), 'success');
          }}
        />
      ) : null}
      <Snackbar open={!!snack} autoHideDuration={5000} onClose={(_, reason) => reason !== 'clickaway' && setSnack(null)} anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}>
        <Alert severity={snack?.severity ?? 'info'} onClose={() => setSnack(null)} variant="filled" data-testid="documents-snackbar">
          {snack?.text}
        </Alert>
      </Snackbar>
    </ListPage>
  );
}
