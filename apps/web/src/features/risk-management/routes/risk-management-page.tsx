import { Box, Chip, CircularProgress, FormControl, InputLabel, MenuItem, Paper, Select, Skeleton, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, type TObjectValidityState, type TRiskContract, type TRiskObject } from '@portal/domain';
import { ErrorAlert } from '../../../ui/error-alert';
import { TextLink } from '../../../ui/text-link';
import { usePageTitle } from '../../../ui/use-page-title';
import { useActiveSession } from '../../session';
import { riskContractsQueryOptions, riskObjectsQueryOptions, riskSummaryQueryOptions } from '../api';
import { PAGE_SIZES, RiskTableCard, type TColumn } from '../components/risk-table-card';
import { riskManagementTexts } from '../i18n/texts';

const WINDOWS = [30, 90, 180, 365];
const STATUS_COLOR: Record<TObjectValidityState, 'error' | 'warning' | 'info' | 'success' | 'default'> = {
  ABGELAUFEN: 'error',
  LAEUFT_AB: 'warning',
  NOCH_NICHT_GUELTIG: 'info',
  GUELTIG: 'success',
  OHNE_ZEITRAUM: 'default',
};

/** /risikomanagement (spec 001 §2.1; issue 14 item 7): what in the visible book needs attention, each row a link. */
export function RiskManagementPage() {
  const ready = riskManagementTexts.useReady();
  return ready ? <RiskManagementContent /> : <CircularProgress sx={{ m: 4 }} />;
}

function usePaging() {
  const [page, setPage] = useState(0);
  const [size, setSize] = useState(PAGE_SIZES[0]!);
  return { page, size, skip: page * size, onPage: setPage, onPageSize: (s: number) => (setSize(s), setPage(0)) };
}

function RiskManagementContent() {
  const { t, i18n } = useTranslation();
  usePageTitle(t('riskManagement.title'));
  // Risk sums are round amounts: whole euros read faster in the tiles and the table.
  const euro = useMemo(() => new Intl.NumberFormat(i18n.language, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }), [i18n.language]);
  const { license } = useActiveSession();
  const summary = useQuery(riskSummaryQueryOptions(license));
  const objectsPaging = usePaging();
  const expiringPaging = usePaging();
  const advicePaging = usePaging();
  const [days, setDays] = useState(90);
  const objects = useQuery(riskObjectsQueryOptions(license, objectsPaging.skip, objectsPaging.size));
  const expiring = useQuery(riskContractsQueryOptions(license, 'Vertragsablauf', expiringPaging.skip, expiringPaging.size, days));
  const advice = useQuery(riskContractsQueryOptions(license, 'Beratungsbedarf', advicePaging.skip, advicePaging.size, 0));

  const s = summary.data;
  const tiles = s
    ? [
        { key: 'objects', value: String(s.Objekte) },
        { key: 'riskSum', value: euro.format(s.Risikosumme) },
        { key: 'objectsExpired', value: String(s.ObjekteAbgelaufen), alert: s.ObjekteAbgelaufen > 0 },
        { key: 'objectsRunningOut', value: String(s.ObjekteLaufenAb), alert: s.ObjekteLaufenAb > 0 },
        { key: 'contractsRunningOut', value: String(s.VertraegeLaufenAb) },
        { key: 'advice', value: String(s.Beratungsbedarf) },
      ] as const
    : null;

  const objectColumns: TColumn<TRiskObject>[] = [
    {
      key: 'name',
      label: t('riskManagement.objects.name'),
      cell: (o) => (
        <TextLink to="/adresse/$id" params={{ id: o.Id }}>
          {o.Kontaktname || o.Objektnummer || '---'}
        </TextLink>
      ),
    },
    { key: 'number', label: t('riskManagement.objects.number'), cell: (o) => o.Objektnummer ?? '' },
    { key: 'address', label: t('riskManagement.objects.address'), cell: (o) => [o.Strasse, [o.Plz, o.Ort].filter(Boolean).join(' ')].filter(Boolean).join(', ') || '---' },
    { key: 'riskSum', label: t('riskManagement.objects.riskSum'), align: 'right', cell: (o) => (o.Risikosumme === null ? '' : <Box component="span" sx={{ whiteSpace: 'nowrap' }}>{euro.format(o.Risikosumme)}</Box>) },
    {
      key: 'validity',
      label: t('riskManagement.objects.validity'),
      cell: (o) => [o.GueltigAb ? t('riskManagement.from', { date: formatDate(o.GueltigAb) }) : null, o.GueltigBis ? t('riskManagement.until', { date: formatDate(o.GueltigBis) }) : null].filter(Boolean).join(' '),
    },
    { key: 'status', label: t('riskManagement.objects.status'), cell: (o) => <Chip size="small" variant="outlined" color={STATUS_COLOR[o.Status]} label={t(`riskManagement.status.${o.Status}`)} /> },
  ];

  const contractColumns = (last: 'end' | 'area'): TColumn<TRiskContract>[] => [
    {
      key: 'number',
      label: t('riskManagement.contract.number'),
      cell: (c) => (
        <TextLink to="/vertrag/$id" params={{ id: c.Id }}>
          {c.VertragsNr}
        </TextLink>
      ),
    },
    {
      key: 'customer',
      label: t('riskManagement.contract.customer'),
      cell: (c) => (
        <TextLink to="/kunde/$id" params={{ id: c.KundeId }}>
          {c.Kundenname ?? '---'}
        </TextLink>
      ),
    },
    { key: 'line', label: t('riskManagement.contract.line'), cell: (c) => [c.Sparte, c.Produkt].filter(Boolean).join(' / ') },
    last === 'end'
      ? { key: 'end', label: t('riskManagement.contract.end'), cell: (c) => formatDate(c.Vertragsablauf) ?? '' }
      : { key: 'area', label: t('riskManagement.contract.area'), cell: (c) => c.Beratungsgebiet ?? '' },
  ];

  return (
    <Stack spacing={3} data-testid="risk-management-page">
      <Box>
        <Typography variant="h4" component="h1">
          {t('riskManagement.title')}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>{t('riskManagement.intro')}</Typography>
      </Box>
      {summary.isError ? <ErrorAlert error={summary.error} /> : null}
      <Box component="ul" sx={{ display: 'grid', gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)', lg: 'repeat(6, 1fr)' }, gap: 2, p: 0, m: 0, listStyle: 'none' }} data-testid="risk-tiles">
        {(tiles ?? []).map((tile) => (
          <Paper component="li" key={tile.key} variant="outlined" sx={{ p: 2, borderColor: 'alert' in tile && tile.alert ? 'warning.main' : undefined }}>
            <Typography variant="h5" component="p" sx={{ fontWeight: 500 }}>
              {tile.value}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t(`riskManagement.tiles.${tile.key}`)}
            </Typography>
          </Paper>
        ))}
        {tiles ? null : [0, 1, 2, 3, 4, 5].map((i) => <Skeleton component="li" key={i} variant="rounded" height={84} />)}
      </Box>
      <RiskTableCard
        title={t('riskManagement.objects.title')}
        hint={t('riskManagement.objects.hint')}
        testId="risk-objects"
        columns={objectColumns}
        rows={objects.data?.Items}
        rowKey={(o) => o.Id}
        total={objects.data?.Total ?? 0}
        page={objectsPaging.page}
        pageSize={objectsPaging.size}
        onPage={objectsPaging.onPage}
        onPageSize={objectsPaging.onPageSize}
        empty={t('riskManagement.objects.empty')}
        error={objects.isError ? <ErrorAlert error={objects.error} /> : null}
      />
      <RiskTableCard
        title={t('riskManagement.expiring.title')}
        hint={t('riskManagement.expiring.hint')}
        testId="risk-expiring"
        columns={contractColumns('end')}
        rows={expiring.data?.Items}
        rowKey={(c) => c.Id}
        total={expiring.data?.Total ?? 0}
        page={expiringPaging.page}
        pageSize={expiringPaging.size}
        onPage={expiringPaging.onPage}
        onPageSize={expiringPaging.onPageSize}
        empty={t('riskManagement.expiring.empty')}
        error={expiring.isError ? <ErrorAlert error={expiring.error} /> : null}
        toolbar={
          <FormControl size="small" sx={{ minWidth: 140 }}>
            <InputLabel id="risk-window-label">{t('riskManagement.expiring.window')}</InputLabel>
            <Select
              labelId="risk-window-label"
              label={t('riskManagement.expiring.window')}
              value={days}
              onChange={(e) => {
                setDays(Number(e.target.value));
                expiringPaging.onPage(0);
              }}
              data-testid="risk-window"
            >
              {WINDOWS.map((d) => (
                <MenuItem key={d} value={d}>
                  {t('riskManagement.expiring.days', { count: d })}
                </MenuItem>
              ))}
            </Select>
          </FormControl>
        }
      />
      <RiskTableCard
        title={t('riskManagement.advice.title')}
        hint={t('riskManagement.advice.hint')}
        testId="risk-advice"
        columns={contractColumns('area')}
        rows={advice.data?.Items}
        rowKey={(c) => c.Id}
        total={advice.data?.Total ?? 0}
        page={advicePaging.page}
        pageSize={advicePaging.size}
        onPage={advicePaging.onPage}
        onPageSize={advicePaging.onPageSize}
        empty={t('riskManagement.advice.empty')}
        error={advice.isError ? <ErrorAlert error={advice.error} /> : null}
      />
    </Stack>
  );
}
