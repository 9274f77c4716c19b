import { Button, CircularProgress, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { orMissing } from '@portal/domain';
import { claimLink, contractLink } from '../../../lib/object-links';
import { QueryState } from '../../../ui/detail/query-state';
import { useDetailFormat } from '../../../ui/detail/use-detail-format';
import { InsuranceLineIcon } from '../../../ui/insurance-line-icon';
import { TextLink } from '../../../ui/text-link';
import { useValueLabel } from '../../../ui/value-label';
import { useActiveSession } from '../../session';
import { useCustomerRecords, type TCustomerRecordKind } from '../api/get-customer-records';

type TRecordsQuery = ReturnType<typeof useCustomerRecords<TCustomerRecordKind>>;

/** The frame of a tab's list: spinner, error, empty text, the table, and "load more" while pages are left. */
function RecordsFrame({ query, count, empty, label, children }: { query: TRecordsQuery; count: number; empty: string; label: string; children: ReactNode }) {
  const { t } = useTranslation();
  if (!query.data) return <QueryState query={query} />;
  const total = query.data.pages[0]?.Total;
  return (
    <Stack spacing={1.5}>
      {count === 0 ? (
        <Typography sx={{ color: 'text.secondary' }} data-testid="customer-records-empty">
          {empty}
        </Typography>
      ) : (
        <TableContainer>
          <Table size="small" aria-label={label}>
            {children}
          </Table>
        </TableContainer>
      )}
      {count > 0 ? (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Typography variant="body2" sx={{ color: 'text.secondary' }} aria-live="polite">
            {t('customerDetail.shown', { count, total: total ?? count })}
          </Typography>
          {query.hasNextPage ? (
            <Button
              size="small"
              onClick={() => void query.fetchNextPage()}
              disabled={query.isFetchingNextPage}
              startIcon={query.isFetchingNextPage ? <CircularProgress size={16} aria-hidden="true" /> : undefined}
              data-testid="customer-records-more"
            >
              {t('customerDetail.loadMore')}
            </Button>
          ) : null}
        </Stack>
      ) : null}
    </Stack>
  );
}

export function CustomerContracts({ customerId }: { customerId: string }) {
  const { t } = useTranslation();
  const label = useValueLabel();
  const f = useDetailFormat();
  const { license } = useActiveSession();
  const query = useCustomerRecords(license, customerId, 'contracts', true);
  const rows = query.data?.pages.flatMap((p) => p.Items) ?? [];
  return (
    <RecordsFrame query={query} count={rows.length} empty={t('customerDetail.noContracts')} label={t('customerDetail.tabs.vertraege')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('detail.fields.VertragsNr')}</TableCell>
          <TableCell>{t('detail.fields.Sparte')}</TableCell>
          <TableCell>{t('detail.fields.Produkt')}</TableCell>
          <TableCell>{t('detail.fields.Status')}</TableCell>
          <TableCell>{t('detail.fields.Gesellschaft')}</TableCell>
          <TableCell align="right">{t('detail.fields.BruttopraemieGemaessZahlweise')}</TableCell>
          <TableCell>{t('detail.fields.Vertragsbeginn')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((r) => (
          <TableRow key={r.Id} data-testid="customer-contract-row">
            <TableCell>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <InsuranceLineIcon code={r.Typ ?? r.Sparte} fontSize="small" sx={{ color: 'text.secondary' }} />
                <TextLink {...contractLink(r.Id, r.Typ)}>{r.VertragsNr ?? r.Id}</TextLink>
              </Stack>
            </TableCell>
            <TableCell>{orMissing(r.Sparte)}</TableCell>
            <TableCell>{orMissing(r.Produkt)}</TableCell>
            <TableCell>{orMissing(label('ComputedStatus', r.ComputedStatus))}</TableCell>
            <TableCell>{orMissing(r.Gesellschaft?.Suchname)}</TableCell>
            <TableCell align="right">{orMissing(f.money(r.BruttopraemieGemaessZahlweise, r.Waehrung))}</TableCell>
            <TableCell>{orMissing(f.date(r.Vertragsbeginn))}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </RecordsFrame>
  );
}

export function CustomerClaims({ customerId }: { customerId: string }) {
  const { t } = useTranslation();
  const f = useDetailFormat();
  const { license, userInit } = useActiveSession();
  const query = useCustomerRecords(license, customerId, 'claims', true);
  const rows = query.data?.pages.flatMap((p) => p.Items) ?? [];
  return (
    <RecordsFrame query={query} count={rows.length} empty={t('customerDetail.noClaims')} label={t('customerDetail.tabs.schaeden')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('detail.fields.NummerMakler')}</TableCell>
          <TableCell>{t('detail.fields.VertragsNr')}</TableCell>
          <TableCell>{t('detail.fields.Schadenart')}</TableCell>
          <TableCell>{t('detail.fields.Schadenstatus')}</TableCell>
          <TableCell>{t('detail.fields.SchadenZeitpunkt')}</TableCell>
          <TableCell align="right">{t('detail.fields.Schadenhoehe')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((r) => (
          <TableRow key={r.Id} data-testid="customer-claim-row">
            <TableCell>
              <TextLink {...claimLink(r.Id, userInit.Kind)}>{r.NummerMakler ?? r.Id}</TextLink>
            </TableCell>
            <TableCell>{orMissing(r.Vertrag?.VertragsNr)}</TableCell>
            <TableCell>{orMissing(r.Schadenart)}</TableCell>
            <TableCell>{orMissing(r.Schadenstatus)}</TableCell>
            <TableCell>{orMissing(f.date(r.SchadenZeitpunkt))}</TableCell>
            <TableCell align="right">{orMissing(f.money(r.Schadenhoehe, r.Waehrung))}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </RecordsFrame>
  );
}

/** The customer's documents (newest first, through the Brief data query). */
export function CustomerDocuments({ customerId }: { customerId: string }) {
  const { t } = useTranslation();
  const f = useDetailFormat();
  const { license } = useActiveSession();
  const query = useCustomerRecords(license, customerId, 'documents', true);
  const rows = query.data?.pages.flatMap((p) => p.Items) ?? [];
  return (
    <RecordsFrame query={query} count={rows.length} empty={t('customerDetail.noDocuments')} label={t('customerDetail.tabs.dokumente')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('detail.fields.Titel')}</TableCell>
          <TableCell>{t('detail.fields.Brieftyp')}</TableCell>
          <TableCell>{t('detail.fields.Erstellt')}</TableCell>
          <TableCell>{t('detail.fields.Gelesen')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((r) => (
          <TableRow key={r.Id} data-testid="customer-document-row">
            <TableCell>{orMissing(r.Titel)}</TableCell>
            <TableCell>{orMissing(r.Brieftyp)}</TableCell>
            <TableCell>{orMissing(f.date(r.Erstellt))}</TableCell>
            <TableCell>{r.Read ? orMissing(f.date(r.Read)) : t('detail.no')}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </RecordsFrame>
  );
}
