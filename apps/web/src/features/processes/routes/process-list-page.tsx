import ClearIcon from '@mui/icons-material/Clear';
import MarkEmailReadIcon from '@mui/icons-material/MarkEmailReadOutlined';
import MarkEmailUnreadIcon from '@mui/icons-material/MarkEmailUnreadOutlined';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import {
  Alert,
  Box,
  Button,
  Chip,
  IconButton,
  LinearProgress,
  MenuItem,
  Paper,
  Skeleton,
  Snackbar,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  canMarkRead as canMarkReadRule,
  formatDate,
  PROCESS_LIST_ACTION_FILTERS,
  type TProcessListActionFilter,
} from '@portal/domain';
import { formatCount } from '../../../lib/format';
import { ErrorAlert } from '../../../ui/error-alert';
import { ListPage } from '../../../ui/list-page';
import { translateError } from '../../../ui/translate-error';
import { useDebouncedValue } from '../../../ui/use-debounced-value';
import { permissionContextOf, useActiveSession } from '../../session';
import { HrefLink } from '../../../ui/href-link';
import { HeadlineSearchField } from '../components/headline-search-field';
import { ProcessPagination } from '../components/process-pagination';
import { ProcessTypeIcon } from '../components/process-type-icon';
import { normalisePageSize, processDetailPath } from '../process-feed-helpers';
import { useProcessFeedPage, useProcessReadToggle } from '../use-process-feed-page';

const COLUMNS = ['headline', 'objects', 'lastMessage', 'action', 'status', 'read'] as const;

/**
 * /vorgangsliste (spec 000 §2.7, 001 §2.1): every process of the licence in a table, with the required-action
 * dropdown (show all, confirmation / answer / documents required), a headline search, a clear button and the paginator.
 */
export function ProcessListPage() {
  const { t, i18n } = useTranslation();
  const { license, userInit } = useActiveSession();
  const mayMarkRead = canMarkReadRule(permissionContextOf(userInit));
  const [action, setAction] = useState<TProcessListActionFilter>('all');
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim());
  const { query, feed, total, page, setPage, pageSize, setPageSize } = useProcessFeedPage(license, { filter: 'alle_aufgaben', action, q });
  const { markRead, busyId, readError, setReadError } = useProcessReadToggle(license);

  const filtered = action !== 'all' || text.trim() !== '';
  const clear = () => {
    setAction('all');
    setText('');
  };
  const title = t('processes.pages.processList');

  const filters = (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }} role="search" aria-label={t('processes.feed.searchLabel')}>
      <TextField
        select
        size="small"
        label={t('processes.list.action')}
        value={action}
        onChange={(e) => setAction(e.target.value as TProcessListActionFilter)}
        sx={{ minWidth: 240 }}
        slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'process-list-action' } as Record<string, string> } }}
      >
        {PROCESS_LIST_ACTION_FILTERS.map((a) => (
          <MenuItem key={a} value={a} data-testid={`process-list-action-${a}`}>
            {t(`processes.list.actions.${a}`)}
          </MenuItem>
        ))}
      </TextField>
      <HeadlineSearchField label={t('processes.list.search')} value={text} onChange={setText} data-testid="process-list-search" />
      <Button variant="outlined" startIcon={<ClearIcon />} onClick={clear} disabled={!filtered} data-testid="process-list-clear">
        {t('processes.list.clear')}
      </Button>
    </Stack>
  );

  const retry = (
    <Button color="inherit" size="small" onClick={() => void query.refetch()} data-testid="process-retry">
      {t('common.retry')}
    </Button>
  );

  return (
    <ListPage title={title} filters={filters} data-testid="process-list-page">
      <Typography component="p" variant="subtitle1" sx={{ fontWeight: 500 }} aria-live="polite" data-testid="process-list-total" data-total={feed ? total : ''}>
        {feed ? t('processes.feed.total', { count: total, formatted: formatCount(total, i18n.language) }) : t('common.loading')}
      </Typography>
      <Box sx={{ height: 4 }}>{query.isFetching && feed ? <LinearProgress aria-label={t('common.loading')} /> : null}</Box>
      {query.isError && !feed ? (
        <ErrorAlert error={query.error} action={retry} data-testid="process-list-error" />
      ) : query.isPending ? (
        <Stack spacing={1} data-testid="process-list-loading" aria-busy="true" aria-label={t('common.loading')}>
          {[0, 1, 2, 3, 4].map((i) => (
            <Skeleton key={i} variant="rounded" height={44} />
          ))}
        </Stack>
      ) : feed && feed.Items.length === 0 ? (
        <Box sx={{ p: 4, textAlign: 'center' }} data-testid="process-list-empty">
          <Typography sx={{ fontWeight: 500 }}>{t('processes.empty.title')}</Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('processes.empty.hint')}
          </Typography>
        </Box>
      ) : feed ? (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-label={t('processes.list.tableLabel')} data-testid="process-list-table">
            <TableHead>
              <TableRow>
                {COLUMNS.map((c) => (
                  <TableCell key={c} sx={{ fontWeight: 600 }}>
                    {t(`processes.list.columns.${c}`)}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {feed.Items.map((item) => {
                const unread = !item.Read;
                const headline = item.Headline || t('processes.item.untitled');
                const readLabel = unread ? t('processes.item.markRead', { headline }) : t('processes.item.markUnread', { headline });
                const objects = [item.Kunde?.Kundenname, item.Vertrag?.VertragsNr, item.Schaden?.NummerMakler].filter(Boolean).join(' · ');
                return (
                  <TableRow key={item.Id} data-testid="process-list-row" data-id={item.Id} data-read={unread ? 'false' : 'true'} data-action={item.Aktion} hover>
                    <TableCell>
                      <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
                        <HrefLink href={processDetailPath(item.Id)} underline="hover" sx={{ fontWeight: unread ? 700 : 400 }} data-testid="process-item-link">
                          {headline}
                        </HrefLink>
                        {unread ? <Chip size="small" color="primary" label={t('processes.item.unread')} data-testid="process-item-unread" /> : null}
                        {item.Dirty ? (
                          <Tooltip title={t('processes.item.dirty')}>
                            <WarningAmberIcon fontSize="small" color="warning" aria-label={t('processes.item.dirty')} aria-hidden={false} role="img" data-testid="process-item-dirty" />
                          </Tooltip>
                        ) : null}
                      </Stack>
                    </TableCell>
                    <TableCell>{objects || '---'}</TableCell>
                    <TableCell>
                      {item.LastMessage ? (
                        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
                          <ProcessTypeIcon type={item.LastMessage.Type} fontSize="small" sx={{ color: 'text.secondary' }} />
                          <span>
                            {formatDate(item.LastMessage.Created)} · {t(`processes.types.${item.LastMessage.Type}` as 'processes.types.Info', { defaultValue: item.LastMessage.Type })}
                          </span>
                        </Stack>
                      ) : (
                        '---'
                      )}
                    </TableCell>
                    <TableCell>{t(`processes.requiredAction.${item.Aktion}` as 'processes.requiredAction.none', { defaultValue: item.Aktion })}</TableCell>
                    <TableCell>
                      <Chip
                        size="small"
                        variant="outlined"
                        color={item.KundenStatus === 'Ok' ? 'success' : 'default'}
                        label={item.KundenStatus === 'Ok' ? t('processes.status.Ok') : t('processes.status.Offen')}
                        data-testid="process-item-status"
                        data-status={item.KundenStatus}
                      />
                    </TableCell>
                    <TableCell>
                      <Tooltip title={readLabel}>
                        <span>
                          <IconButton size="small" aria-label={readLabel} onClick={() => markRead(item.Id, unread)} disabled={!mayMarkRead || busyId === item.Id} data-testid="process-item-read">
                            {unread ? <MarkEmailReadIcon fontSize="small" /> : <MarkEmailUnreadIcon fontSize="small" />}
                          </IconButton>
                        </span>
                      </Tooltip>
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
      ) : null}
      {query.isError && feed ? <ErrorAlert error={query.error} action={retry} data-testid="process-list-error" /> : null}
      {feed && total > 0 ? (
        <ProcessPagination total={total} page={page} pageSize={pageSize} onPageChange={setPage} onPageSizeChange={(n) => setPageSize(normalisePageSize(n))} data-testid="process-list-pagination" />
      ) : null}
      <Snackbar open={!!readError} autoHideDuration={5000} onClose={(_, reason) => reason !== 'clickaway' && setReadError(null)} anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}>
        <Alert severity="error" variant="filled" onClose={() => setReadError(null)} data-testid="process-read-error">
          {readError ? translateError(t, readError) : ''}
        </Alert>
      </Snackbar>
    </ListPage>
  );
}
