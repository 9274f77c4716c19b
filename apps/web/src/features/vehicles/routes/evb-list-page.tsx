import AddIcon from '@mui/icons-material/Add';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import DownloadIcon from '@mui/icons-material/Download';
import { Box, Button, CircularProgress, IconButton, Menu, MenuItem, Snackbar, Stack, Tooltip, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canWrite, formatDate, type TEvbRecord } from '@portal/domain';
import { TextLink } from '../../../ui/text-link';
import { usePageTitle } from '../../../ui/use-page-title';
import { permissionContextOf, useActiveSession } from '../../session';
import { evbQueryOptions } from '../api';
import { RecordEvbDialog } from '../components/record-evb-dialog';
import { VehicleStatus } from '../components/status-chip';
import { VehicleTable, type TColumn } from '../components/vehicle-table';
import { vehiclesTexts } from '../i18n/texts';
import { useListState } from '../use-list-state';

/** The eVB request forms (spec 001 §2.1: the eVB request opens /assfinetforms/{name} with these names). */
export const EVB_REQUEST_FORMS = { kompaktkraft: 'eVBNummerbeantragen', euromobil: 'eVBNummerbeantragen (Euromobil)' } as const;

/** /evb (spec 001 §2.5): the issued eVB numbers and the menu to apply for a new one. */
export function EvbListPage() {
  const { t } = useTranslation();
  const ready = vehiclesTexts.useReady();
  return ready ? <EvbList /> : <CircularProgress sx={{ m: 4 }} aria-label={t('common.loading')} />;
}

function EvbList() {
  const { t } = useTranslation();
  usePageTitle(t('vehicles.evbTitle'));
  const { license, userInit } = useActiveSession();
  const navigate = useNavigate();
  const list = useListState('ausgestellt', 'desc');
  const query = useQuery(evbQueryOptions(license, list.params));
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const mayApply = canWrite(permissionContextOf(userInit));
  const [recording, setRecording] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  const apply = (form: string) => {
    setMenuAnchor(null);
    void navigate({ to: '/assfinetforms/$id', params: { id: form } });
  };

  const columns: TColumn<TEvbRecord>[] = [
    { key: 'evb', label: t('vehicles.columns.evbNummer'), sort: 'evbNummer', render: (e) => <Box component="span" sx={{ fontFamily: 'monospace', fontWeight: 600 }}>{e.evbNummer}</Box> },
    { key: 'ausgestellt', label: t('vehicles.columns.ausgestellt'), sort: 'ausgestellt', render: (e) => formatDate(e.ausgestellt) ?? '—' },
    {
      key: 'kennzeichen',
      label: t('vehicles.columns.kennzeichen'),
      sort: 'kennzeichen',
      render: (e) => (
        <TextLink to="/vertrag/$id" params={{ id: e.contractId }} onClick={(ev) => ev.stopPropagation()} aria-label={t('vehicles.openContract', { plate: e.kennzeichenLesbar ?? '—', number: e.vsnr })} sx={{ whiteSpace: 'nowrap' }}>
          {e.kennzeichenLesbar ?? '—'}
        </TextLink>
      ),
    },
    { key: 'fahrzeug', label: t('vehicles.columns.fahrzeug'), wide: true, render: (e) => [e.fahrzeugmarke, e.fahrzeugmodell].filter(Boolean).join(' ') || '—' },
    { key: 'partner', label: t('vehicles.columns.partner'), sort: 'partnerName', render: (e) => e.referenzAdresse.partnerName },
    { key: 'zweck', label: t('vehicles.columns.verwendungszweck'), wide: true, render: (e) => e.verwendungszweck ?? '—' },
    { key: 'vbArt', label: t('vehicles.columns.vbArt'), wide: true, render: (e) => e.vbArt ?? '—' },
    { key: 'vsnr', label: t('vehicles.columns.vsnr'), sort: 'vsnr', wide: true, render: (e) => e.vsnr },
    { key: 'status', label: t('vehicles.columns.status'), wide: true, render: (e) => <VehicleStatus vehicle={e} /> },
    {
      key: 'document',
      label: t('vehicles.columns.document'),
      render: (e) =>
        e.documentUrl ? (
          <Tooltip title={t('vehicles.download')}>
            <IconButton size="small" component="a" href={`${e.documentUrl}?license=${encodeURIComponent(license)}`} download onClick={(ev) => ev.stopPropagation()} aria-label={t('vehicles.download')}>
              <DownloadIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        ) : (
          '—'
        ),
    },
  ];

  return (
    <Stack spacing={2} data-testid="evb-list-page">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-end' }, justifyContent: 'space-between' }}>
        <Box>
          <Typography variant="h4" component="h1">
            {t('vehicles.evbTitle')}
          </Typography>
          <Typography sx={{ color: 'text.secondary' }}>{t('vehicles.evbIntro')}</Typography>
        </Box>
        {mayApply ? (
          <Stack direction="row" spacing={1} sx={{ flexShrink: 0, flexWrap: 'wrap', gap: 1 }}>
            {query.data?.CanRecord ? (
              <Button variant="outlined" onClick={() => setRecording(true)} data-testid="evb-record">
                {t('vehicles.record')}
              </Button>
            ) : null}
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              endIcon={<ArrowDropDownIcon />}
              aria-haspopup="menu"
              aria-controls={menuAnchor ? menuId : undefined}
              aria-expanded={menuAnchor ? 'true' : undefined}
              onClick={(e) => setMenuAnchor(e.currentTarget)}
              data-testid="evb-apply"
            >
              {t('vehicles.apply')}
            </Button>
            <Menu id={menuId} anchorEl={menuAnchor} open={menuAnchor !== null} onClose={() => setMenuAnchor(null)}>
              <MenuItem onClick={() => apply(EVB_REQUEST_FORMS.kompaktkraft)} data-testid="evb-apply-kompaktkraft">
                {t('vehicles.applyKompaktkraft')}
              </MenuItem>
              <MenuItem onClick={() => apply(EVB_REQUEST_FORMS.euromobil)} data-testid="evb-apply-euromobil">
                {t('vehicles.applyEuromobil')}
              </MenuItem>
            </Menu>
          </Stack>
        ) : null}
      </Stack>
      <VehicleTable
        label={t('vehicles.evbTitle')}
        columns={columns}
        list={list}
        query={query}
        rowKey={(e) => e.id}
        onRow={(e) => void navigate({ to: '/vertrag/$id', params: { id: e.contractId } })}
        empty={t('vehicles.emptyEvb')}
        testId="evb-table"
      />
      <RecordEvbDialog license={license} open={recording} onClose={() => setRecording(false)} onSaved={(saved) => setMessage(t('vehicles.saved', { number: saved.evbNummer }))} />
      <Snackbar open={message !== null} autoHideDuration={5000} onClose={() => setMessage(null)} message={message} />
    </Stack>
  );
}
