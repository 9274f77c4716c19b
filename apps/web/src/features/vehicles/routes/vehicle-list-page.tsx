import CreditCardIcon from '@mui/icons-material/CreditCard';
import { Box, CircularProgress, Radio, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, type TVehicleRecord } from '@portal/domain';
import { ButtonLink } from '../../../ui/router-links';
import { TextLink } from '../../../ui/text-link';
import { usePageTitle } from '../../../ui/use-page-title';
import { useActiveSession } from '../../session';
import { vehiclesQueryOptions } from '../api';
import { VehicleStatus } from '../components/status-chip';
import { VehicleTable, type TColumn } from '../components/vehicle-table';
import { vehiclesTexts } from '../i18n/texts';
import { useListState } from '../use-list-state';

/** /fahrzeug (spec 001 §2.5): the vehicles of the motor contracts and the international insurance card. */
export function VehicleListPage() {
  const { t } = useTranslation();
  const ready = vehiclesTexts.useReady();
  return ready ? <VehicleList /> : <CircularProgress sx={{ m: 4 }} aria-label={t('common.loading')} />;
}

function VehicleList() {
  const { t } = useTranslation();
  usePageTitle(t('vehicles.vehiclesTitle'));
  const { license } = useActiveSession();
  const navigate = useNavigate();
  const list = useListState('vsnr', 'asc');
  const query = useQuery(vehiclesQueryOptions(license, list.params));
  const [selected, setSelected] = useState<TVehicleRecord | null>(null);
  const plate = (v: TVehicleRecord) => v.kennzeichenLesbar ?? v.fahrgestellnr ?? v.vsnr;

  const columns: TColumn<TVehicleRecord>[] = [
    {
      key: 'select',
      label: '',
      render: (v) => (
        <Radio
          size="small"
          checked={selected?.contractId === v.contractId}
          onClick={(e) => e.stopPropagation()}
          onChange={() => setSelected(v)}
          slotProps={{ input: { 'aria-label': t('vehicles.select', { plate: plate(v) }) } }}
          data-testid="vehicle-select"
        />
      ),
    },
    {
      key: 'kennzeichen',
      label: t('vehicles.columns.kennzeichen'),
      sort: 'kennzeichen',
      render: (v) => (
        <TextLink to="/vertrag/$id" params={{ id: v.contractId }} onClick={(e) => e.stopPropagation()} aria-label={t('vehicles.openContract', { plate: v.kennzeichenLesbar ?? '—', number: v.vsnr })} sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
          {v.kennzeichenLesbar ?? '—'}
        </TextLink>
      ),
    },
    { key: 'fahrzeug', label: t('vehicles.columns.fahrzeug'), sort: 'fahrzeugmarke', wide: true, render: (v) => [v.fahrzeugmarke, v.fahrzeugmodell].filter(Boolean).join(' ') || '—' },
    { key: 'partner', label: t('vehicles.columns.partner'), sort: 'partnerName', render: (v) => v.referenzAdresse.partnerName },
    { key: 'vsnr', label: t('vehicles.columns.vsnr'), sort: 'vsnr', wide: true, render: (v) => v.vsnr },
    { key: 'fin', label: t('vehicles.columns.fahrgestellnr'), sort: 'fahrgestellnr', wide: true, render: (v) => <Box component="span" sx={{ fontFamily: 'monospace' }}>{v.fahrgestellnr ?? '—'}</Box> },
    { key: 'zulassung', label: t('vehicles.columns.zulassungsdatum'), sort: 'zulassungsdatum', wide: true, render: (v) => formatDate(v.zulassungsdatum) ?? '—' },
    { key: 'art', label: t('vehicles.columns.kennzeichenart'), wide: true, render: (v) => v.kennzeichenart ?? '—' },
    { key: 'verwendung', label: t('vehicles.columns.verwendung'), wide: true, render: (v) => v.verwendung ?? '—' },
    { key: 'evb', label: t('vehicles.columns.evbNummer'), wide: true, render: (v) => v.evbNummer ?? '—' },
    { key: 'status', label: t('vehicles.columns.status'), render: (v) => <VehicleStatus vehicle={v} /> },
  ];

  const noCover = selected !== null && !selected.versicherungskarte;
  return (
    <Stack spacing={2} data-testid="vehicle-list-page">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-end' }, justifyContent: 'space-between' }}>
        <Box>
          <Typography variant="h4" component="h1">
            {t('vehicles.vehiclesTitle')}
          </Typography>
          <Typography sx={{ color: 'text.secondary' }}>{t('vehicles.vehiclesIntro')}</Typography>
        </Box>
        <Stack spacing={0.5} sx={{ alignItems: { sm: 'flex-end' }, flexShrink: 0 }}>
          <ButtonLink
            variant="contained"
            startIcon={<CreditCardIcon />}
            to="/pdfFormular/$id"
            params={{ id: 'IVK' }}
            search={selected && !noCover ? { cardId: 'ivk', contractId: selected.contractId } : { cardId: 'ivk' }}
            disabled={noCover}
            data-testid="vehicle-create-card"
          >
            {t('vehicles.createCard')}
          </ButtonLink>
          <Typography variant="caption" sx={{ color: noCover ? 'warning.main' : 'text.secondary', maxWidth: 360 }} role={noCover ? 'status' : undefined}>
            {noCover ? t('vehicles.noCover') : selected ? `${plate(selected)} · ${selected.vsnr}` : t('vehicles.chooseVehicle')}
          </Typography>
        </Stack>
      </Stack>
      <VehicleTable
        label={t('vehicles.vehiclesTitle')}
        columns={columns}
        list={list}
        query={query}
        rowKey={(v) => v.contractId}
        onRow={(v) => void navigate({ to: '/vertrag/$id', params: { id: v.contractId } })}
        selected={selected?.contractId ?? null}
        empty={t('vehicles.emptyVehicles')}
        testId="vehicle-table"
      />
    </Stack>
  );
}
