import { Alert, Autocomplete, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EVB_PURPOSES, isValidEvbNumber, type TEvbRecord, type TVehicleRecord } from '@portal/domain';
import { isApiError } from '../../../lib/api-client';
import { ErrorAlert } from '../../../ui/error-alert';
import { useDebouncedValue } from '../../../ui/use-debounced-value';
import { useRecordEvb, vehiclesQueryOptions } from '../api';

type Props = { license: string; open: boolean; onClose: () => void; onSaved: (record: TEvbRecord) => void };

const today = (): string => new Date().toISOString().slice(0, 10);
/** What people type into an eVB field: spaces dropped, upper case (the number itself is checked as typed then). */
const normalise = (text: string): string => text.replace(/\s+/g, '').toUpperCase();

/**
 * Files the eVB number the insurer issued on an eVB request (the forms of the apply menu): the vehicle, the number
 * (7 characters, A–Z and 0–9, checked here and by the server), the purpose and the issue date.
 */
export function RecordEvbDialog({ license, open, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const [vehicle, setVehicle] = useState<TVehicleRecord | null>(null);
  const [input, setInput] = useState('');
  const [number, setNumber] = useState('');
  const [purpose, setPurpose] = useState<(typeof EVB_PURPOSES)[number]>('Neuzulassung');
  const [issued, setIssued] = useState(today);
  const [tried, setTried] = useState(false);
  const search = useDebouncedValue(input.trim());
  const record = useRecordEvb(license);
  const q = vehicle && search === optionLabel(vehicle) ? '' : search;
  const options = useQuery({ ...vehiclesQueryOptions(license, { page: 1, pageSize: 20, sort: 'kennzeichen', direction: 'asc', q }), enabled: open });

  const numberValid = isValidEvbNumber(number);
  const close = () => {
    record.reset();
    setTried(false);
    setNumber('');
    setVehicle(null);
    onClose();
  };
  const save = () => {
    setTried(true);
    if (!vehicle || !numberValid || !issued) return;
    record.mutate({ contractId: vehicle.contractId, evbNummer: number, verwendungszweck: purpose, ausgestellt: issued }, { onSuccess: (saved) => { onSaved(saved); close(); } });
  };
  const duplicate = isApiError(record.error) && record.error.status === 409;

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm" data-testid="evb-record-dialog">
      <DialogTitle id={titleId}>{t('vehicles.recordTitle')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography sx={{ color: 'text.secondary' }}>{t('vehicles.recordIntro')}</Typography>
          <Autocomplete<TVehicleRecord, false, false, false>
            value={vehicle}
            onChange={(_, v) => setVehicle(v)}
            inputValue={input}
            onInputChange={(_, v) => setInput(v)}
            options={options.data?.Items ?? []}
            filterOptions={(x) => x}
            isOptionEqualToValue={(a, b) => a.contractId === b.contractId}
            getOptionLabel={optionLabel}
            getOptionKey={(o) => o.contractId}
            loading={options.isFetching}
            loadingText={t('common.loading')}
            noOptionsText={t('vehicles.notFound')}
            renderInput={(params) => (
              <TextField
                {...params}
                required
                label={t('vehicles.recordVehicle')}
                error={tried && !vehicle}
                helperText={tried && !vehicle ? t('vehicles.recordVehicleMissing') : undefined}
                slotProps={{
                  ...params.slotProps,
                  input: { ...params.slotProps.input, endAdornment: <>{options.isFetching ? <CircularProgress size={18} /> : null}{params.slotProps.input.endAdornment}</> },
                  htmlInput: { ...params.slotProps.htmlInput, 'data-testid': 'evb-record-vehicle' },
                }}
              />
            )}
          />
          <TextField
            required
            label={t('vehicles.columns.evbNummer')}
            value={number}
            onChange={(e) => setNumber(normalise(e.target.value))}
            error={(tried || number.length >= 7) && !numberValid}
            helperText={(tried || number.length >= 7) && !numberValid ? t('vehicles.evbInvalid') : t('vehicles.evbHint')}
            slotProps={{ htmlInput: { maxLength: 8, autoCapitalize: 'characters', spellCheck: false, 'data-testid': 'evb-record-number', style: { fontFamily: 'monospace' } } }}
          />
          <TextField select required label={t('vehicles.columns.verwendungszweck')} value={purpose} onChange={(e) => setPurpose(e.target.value as (typeof EVB_PURPOSES)[number])}>
            {EVB_PURPOSES.map((p) => (
              <MenuItem key={p} value={p}>
                {p}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            required
            type="date"
            label={t('vehicles.columns.ausgestellt')}
            value={issued}
            onChange={(e) => setIssued(e.target.value)}
            error={tried && !issued}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today() } }}
          />
          {duplicate ? <Alert severity="warning">{t('vehicles.evbDuplicate')}</Alert> : record.isError ? <ErrorAlert error={record.error} /> : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{t('common.cancel')}</Button>
        <Button variant="contained" onClick={save} loading={record.isPending} data-testid="evb-record-save">
          {t('common.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function optionLabel(v: TVehicleRecord): string {
  return [v.kennzeichenLesbar ?? v.fahrgestellnr, v.vsnr, v.referenzAdresse.partnerName].filter(Boolean).join(' · ');
}
