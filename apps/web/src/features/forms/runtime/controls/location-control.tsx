/**
 * location (spec 001 §4): empty → finding position (spinner) → the coordinates, which can be deleted or shown
 * on OpenStreetMap after the disclaimer (coordinates and IP address go to the map service).
 */
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import MapOutlinedIcon from '@mui/icons-material/MapOutlined';
import MyLocationIcon from '@mui/icons-material/MyLocation';
import { Alert, Box, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, FormControl, FormLabel, Stack, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { FieldHelper, isRequired, labelOf } from '../field-parts';
import { locationFromPosition, locationOf, openStreetMapUrl } from '../open-street-map';
import { useRuntimeText } from '../runtime-context';
import type { TControlProps } from './control-props';

type TLocating = 'idle' | 'finding' | 'unsupported' | 'failed';

function MapDisclaimerDialog({ open, onContinue, onCancel }: { open: boolean; onContinue: () => void; onCancel: () => void }) {
  const text = useRuntimeText();
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby={titleId} maxWidth="sm">
      <DialogTitle id={titleId}>{text('mapDisclaimerTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{text('mapDisclaimerText')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{text('mapCancel')}</Button>
        <Button variant="contained" onClick={onContinue} autoFocus>
          {text('mapContinue')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export function LocationControl({ cc, field }: TControlProps) {
  const text = useRuntimeText();
  const [locating, setLocating] = useState<TLocating>('idle');
  const [disclaimerOpen, setDisclaimerOpen] = useState(false);
  const location = locationOf(field.value);
  const labelId = `${field.id}-label`;

  const locate = () => {
    if (!('geolocation' in navigator) || !navigator.geolocation) {
      setLocating('unsupported');
      return;
    }
    setLocating('finding');
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating('idle');
        field.setValue(locationFromPosition(position.coords));
        field.touch();
      },
      () => setLocating('failed'),
      { enableHighAccuracy: true, timeout: 20_000, maximumAge: 60_000 },
    );
  };

  const openMap = () => {
    setDisclaimerOpen(false);
    if (location) window.open(openStreetMapUrl(location.latitude, location.longitude), '_blank', 'noopener,noreferrer');
  };

  return (
    <FormControl component="fieldset" required={isRequired(cc)} error={field.error !== null} fullWidth data-testid={`location-${cc.name}`}>
      <FormLabel component="legend" id={labelId}>
        {labelOf(cc)}
      </FormLabel>
      {location ? (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography component="span" sx={{ fontVariantNumeric: 'tabular-nums' }}>
            {text('latitude')} {location.latitude}, {text('longitude')} {location.longitude}
          </Typography>
          <Button size="small" startIcon={<MapOutlinedIcon />} onClick={() => setDisclaimerOpen(true)}>
            {text('openMap')}
          </Button>
          {!field.readOnly && (
            <Button size="small" color="inherit" startIcon={<DeleteOutlineIcon />} onClick={() => field.setValue(null)}>
              {text('deleteLocation')}
            </Button>
          )}
        </Stack>
      ) : locating === 'finding' ? (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.5 }}>
          <CircularProgress size={20} aria-hidden />
          <Typography component="span">{text('locating')}</Typography>
        </Box>
      ) : (
        !field.readOnly && (
          <Box>
            <Button variant="outlined" startIcon={<MyLocationIcon />} onClick={locate} aria-describedby={labelId}>
              {text('locate')}
            </Button>
          </Box>
        )
      )}
      {locating === 'unsupported' && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {text('geolocationUnsupported')}
        </Alert>
      )}
      {locating === 'failed' && !location && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {text('locationFailed')}
        </Alert>
      )}
      <FieldHelper cc={cc} field={field} />
      <MapDisclaimerDialog open={disclaimerOpen} onContinue={openMap} onCancel={() => setDisclaimerOpen(false)} />
    </FormControl>
  );
}
