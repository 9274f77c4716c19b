import { Alert, Box, Button, Chip, LinearProgress, MenuItem, Skeleton, Snackbar, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canMarkRead as canMarkReadRule, PROCESS_MESSAGE_TYPES, type TProcessFeedFilter, type TProcessMessageType } from '@portal/domain';
import { formatCount } from '../../../lib/format';
import { ErrorAlert } from '../../../ui/error-alert';
import { translateError } from '../../../ui/translate-error';
import { useDebouncedValue } from '../../../ui/use-debounced-value';
import { permissionContextOf, useActiveSession } from '../../session';
import { normalisePageSize } from '../process-feed-helpers';
import { useProcessFeedPage, useProcessReadToggle } from '../use-process-feed-page';
import { HeadlineSearchField } from './headline-search-field';
import { ProcessFeedFilterMenu } from './process-feed-filter-menu';
import { ProcessFeedItem } from './process-feed-item';
import { ProcessPagination } from './process-pagination';

export type TProcessFeedViewProps = {
  filter: TProcessFeedFilter;
  /** The post box switches its filters with tabs and hides the filter menu. */
  showFilterMenu?: boolean;
};

const ALL_TYPES = '';

/**
 * The process feed of one filter (spec 000 §2.8, §4): filter menu, type filter, headline search, the items
 * and the paginator (5, 10, 25; default 5). neue_nachrichten shows only unread processes when the server
 * says OnlyUnread, and opens the filter menu when the server says OpenOptions.
 */
export function ProcessFeedView({ filter, showFilterMenu = true }: TProcessFeedViewProps) {
  const { t, i18n } = useTranslation();
  const { license, userInit } = useActiveSession();
  const mayMarkRead = canMarkReadRule(permissionContextOf(userInit));

  const [menuOpen, setMenuOpen] = useState(false);
  const [type, setType] = useState<TProcessMessageType | null>(null);
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim());
  const { query, feed, total, page, setPage, pageSize, setPageSize } = useProcessFeedPage(license, { filter, type, q });

  // Spec 000 §4: no unread news → the option panel opens so the user can pick another filter.
  const openOptions = feed?.OpenOptions === true;
  useEffect(() => {
    if (openOptions && showFilterMenu) setMenuOpen(true);
  }, [openOptions, showFilterMenu]);

  const { markRead, busyId, readError, setReadError } = useProcessReadToggle(license);

  const language = i18n.language;
  const filtered = !!type || !!q;

  const retry = (
    <Button color="inherit" size="small" onClick={() => void query.refetch()} data-testid="process-retry">
      {t('common.retry')}
    </Button>
  );

  return (
    <Stack spacing={2} data-testid="process-feed" data-filter={filter} sx={{ minWidth: 0 }}>
      {showFilterMenu ? <ProcessFeedFilterMenu current={filter} open={menuOpen} onToggle={() => setMenuOpen((o) => !o)} /> : null}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }} role="search" aria-label={t('processes.feed.searchLabel')}>
        <TextField
          select
          size="small"
          label={t('processes.feed.type')}
          value={type ?? ALL_TYPES}
          onChange={(e) => setType(e.target.value === ALL_TYPES ? null : (e.target.value as TProcessMessageType))}
          sx={{ minWidth: 200 }}
          slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true, SelectDisplayProps: { 'data-testid': 'process-feed-type' } as Record<string, string> } }}
        >
          <MenuItem value={ALL_TYPES} data-testid="process-feed-type-all">
            {t('processes.feed.allTypes')}
          </MenuItem>
          {PROCESS_MESSAGE_TYPES.map((v) => (
            <MenuItem key={v} value={v} data-testid={`process-feed-type-${v}`}>
              {t(`processes.types.${v}`)}
            </MenuItem>
          ))}
        </TextField>
        <HeadlineSearchField label={t('processes.feed.search')} value={text} onChange={setText} data-testid="process-feed-search" />
      </Stack>

      {feed?.OnlyUnread ? (
        <Box>
          <Chip size="small" color="primary" variant="outlined" label={t('processes.feed.onlyUnread')} data-testid="process-feed-only-unread" />
        </Box>
      ) : null}
      {openOptions ? (
        <Alert severity="info" data-testid="process-feed-no-unread">
          {t('processes.feed.noUnread')}
        </Alert>
      ) : null}

      <Typography component="p" variant="subtitle1" sx={{ fontWeight: 500 }} aria-live="polite" data-testid="process-feed-total" data-total={feed ? total : ''}>
        {feed ? t('processes.feed.total', { count: total, formatted: formatCount(total, language) }) : t('common.loading')}
      </Typography>
      <Box sx={{ height: 4 }}>{query.isFetching && feed ? <LinearProgress aria-label={t('common.loading')} /> : null}</Box>

      {query.isError && !feed ? (
        <ErrorAlert error={query.error} action={retry} data-testid="process-feed-error" />
      ) : query.isPending ? (
        <Stack spacing={1} data-testid="process-feed-loading" aria-busy="true" aria-label={t('common.loading')}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" height={96} />
          ))}
        </Stack>
      ) : feed && feed.Items.length === 0 ? (
        <Box sx={{ p: 4, textAlign: 'center' }} data-testid="process-feed-empty">
          <Typography sx={{ fontWeight: 500 }}>{t('processes.empty.title')}</Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {filtered ? t('processes.empty.hintFiltered') : t('processes.empty.hint')}
          </Typography>
        </Box>
      ) : feed ? (
        <Stack component="ul" aria-label={t('processes.feed.listLabel', { filter: t(`processes.filters.${filter}`) })} spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }} data-testid="process-feed-list">
          {feed.Items.map((item) => (
            <ProcessFeedItem key={item.Id} item={item} canMarkRead={mayMarkRead} busy={busyId === item.Id} onRead={(read) => markRead(item.Id, read)} />
          ))}
        </Stack>
      ) : null}
      {query.isError && feed ? <ErrorAlert error={query.error} action={retry} data-testid="process-feed-error" /> : null}

      {feed && total > 0 ? (
        <ProcessPagination
          total={total}
          page={page}
          pageSize={pageSize}
          onPageChange={setPage}
          onPageSizeChange={(n) => setPageSize(normalisePageSize(n))}
          data-testid="process-feed-pagination"
        />
      ) : null}

      <Snackbar open={!!readError} autoHideDuration={5000} onClose={(_, reason) => reason !== 'clickaway' && setReadError(null)} anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}>
        <Alert severity="error" variant="filled" onClose={() => setReadError(null)} data-testid="process-read-error">
          {readError ? translateError(t, readError) : ''}
        </Alert>
      </Snackbar>
    </Stack>
  );
}
