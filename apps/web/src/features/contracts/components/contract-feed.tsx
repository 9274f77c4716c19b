import ContactSupportIcon from '@mui/icons-material/ContactSupport';
import { Box, Button, Card, CardActionArea, CardContent, Chip, Pagination, Skeleton, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTRACT_FEED_PAGE_SIZE, formatDate, formatMoney, type TFilter } from '@portal/domain';
import { getPath } from '../../../ui/data-table/data-path';
import { usePagedListQuery, type TDataItem } from '../../../ui/data-table/data-query-api';
import type { TListSort } from '../../../ui/data-table/data-query-request';
import { ErrorAlert } from '../../../ui/error-alert';
import { InsuranceLineIcon } from '../../../ui/insurance-line-icon';
import { useValueLabel } from '../../../ui/value-label';

/** What a contract card shows. */
export const CONTRACT_FEED_FIELDS = [
  'Id',
  'VertragsNr',
  'Typ',
  'Lokalpolice',
  'Produkt',
  'Sparte',
  'Spartenbezeichnung',
  'ComputedStatus',
  'Kunde.Kundenname',
  'Gesellschaft.Suchname',
  'BruttopraemieGemaessZahlweise',
  'Waehrung',
  'Zahlweise',
  'Vertragsbeginn',
  'Vertragsablauf',
  'BeratungErforderlich',
] as const;

type Props = {
  license: string;
  filters: readonly TFilter[];
  sorts: readonly TListSort[];
  enabled: boolean;
  onOpen: (row: TDataItem) => void;
  totalText: (count: number) => string;
  emptyText: string;
};

const text = (row: TDataItem, path: string): string => {
  const v = getPath(row, path);
  return v === null || v === undefined ? '' : String(v);
};

/** The contracts as cards, 25 per page with a paginator (spec 000 §2.7 feed view, §9). */
export function ContractFeed({ license, filters, sorts, enabled, onOpen, totalText, emptyText }: Props) {
  const { t } = useTranslation();
  const label = useValueLabel();
  const [page, setPage] = useState(0);
  // Other filters or sorts start at the first page again.
  const key = JSON.stringify([filters, sorts]);
  const [shownKey, setShownKey] = useState(key);
  if (key !== shownKey) {
    setShownKey(key);
    setPage(0);
  }
  const query = usePagedListQuery({ license, type: 'Vertrag', fields: CONTRACT_FEED_FIELDS, filters, sorts, take: CONTRACT_FEED_PAGE_SIZE, page, enabled });
  const total = query.data?.Total;
  const pages = total !== undefined ? Math.max(1, Math.ceil(total / CONTRACT_FEED_PAGE_SIZE)) : 1;
  const items = query.data?.Items ?? [];

  return (
    <Stack spacing={2} data-testid="contract-feed">
      <Typography component="p" variant="subtitle1" sx={{ fontWeight: 500, minHeight: 28 }} aria-live="polite" data-testid="data-table-total" data-total={total ?? ''}>
        {total !== undefined ? totalText(total) : query.isPending && enabled ? t('common.loading') : ''}
      </Typography>
      {query.isError ? (
        <ErrorAlert
          error={query.error}
          action={
            <Button color="inherit" size="small" onClick={() => void query.refetch()}>
              {t('common.retry')}
            </Button>
          }
        />
      ) : null}
      {query.isPending && enabled ? (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))' }} aria-hidden="true">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} variant="rounded" height={150} />
          ))}
        </Box>
      ) : null}
      {query.isSuccess && items.length === 0 ? (
        <Typography sx={{ color: 'text.secondary', p: 3, textAlign: 'center' }} data-testid="data-table-empty">
          {emptyText}
        </Typography>
      ) : null}
      <Box
        component="ul"
        aria-label={t('contracts.feed.label')}
        aria-busy={query.isFetching || undefined}
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))', opacity: query.isPlaceholderData ? 0.6 : 1 }}
      >
        {items.map((row) => {
          const number = text(row, 'VertragsNr');
          const premium = formatMoney(getPath(row, 'BruttopraemieGemaessZahlweise') as number | null, text(row, 'Waehrung') || null);
          const start = formatDate(text(row, 'Vertragsbeginn'));
          const end = formatDate(text(row, 'Vertragsablauf'));
          return (
            <Box component="li" key={text(row, 'Id')}>
              <Card variant="outlined" sx={{ height: '100%' }}>
                <CardActionArea onClick={() => onOpen(row)} data-testid="data-row" data-id={text(row, 'Id')} sx={{ height: '100%' }}>
                  <CardContent>
                    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
                      <InsuranceLineIcon code={text(row, 'Typ') || text(row, 'Sparte')} color="primary" />
                      <Box sx={{ minWidth: 0, flex: 1 }}>
                        <Typography component="p" variant="subtitle1" sx={{ fontWeight: 600 }} noWrap>
                          {text(row, 'Produkt') || text(row, 'Spartenbezeichnung') || text(row, 'Sparte')}
                        </Typography>
                        <Typography variant="body2" sx={{ color: 'text.secondary' }} noWrap>
                          {number}
                          {text(row, 'Kunde.Kundenname') ? ` · ${text(row, 'Kunde.Kundenname')}` : ''}
                        </Typography>
                      </Box>
                      {getPath(row, 'BeratungErforderlich') === true ? (
                        <ContactSupportIcon color="warning" titleAccess={t('columns.Vertrag.BeratungErforderlich')} />
                      ) : null}
                    </Stack>
                    <Stack direction="row" sx={{ mt: 1.5, gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
                      {text(row, 'ComputedStatus') ? <Chip size="small" label={label('ComputedStatus', text(row, 'ComputedStatus'))} /> : null}
                      {text(row, 'Gesellschaft.Suchname') ? (
                        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                          {text(row, 'Gesellschaft.Suchname')}
                        </Typography>
                      ) : null}
                    </Stack>
                    {premium ? (
                      <Typography variant="body2" sx={{ mt: 1 }}>
                        {`${t('columns.Vertrag.BruttopraemieGemaessZahlweise')}: ${premium}${text(row, 'Zahlweise') ? ` (${label('Zahlweise', text(row, 'Zahlweise'))})` : ''}`}
                      </Typography>
                    ) : null}
                    {start || end ? (
                      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                        {`${start ?? ''} – ${end ?? ''}`}
                      </Typography>
                    ) : null}
                  </CardContent>
                </CardActionArea>
              </Card>
            </Box>
          );
        })}
      </Box>
      {total !== undefined && pages > 1 ? (
        <Pagination
          count={pages}
          page={page + 1}
          onChange={(_, p) => setPage(p - 1)}
          color="primary"
          sx={{ alignSelf: 'center' }}
          aria-label={t('contracts.feed.pagination')}
          data-testid="contract-feed-pagination"
        />
      ) : null}
    </Stack>
  );
}
