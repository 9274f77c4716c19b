import { Alert, CircularProgress, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

export type TSearchMessageState = 'searching' | 'redirecting' | 'noResults' | 'noClaim' | 'noVehicle';

/** The searching/redirecting and no-results messages of spec 000 §2.11, §8, announced to screen readers. */
export function SearchMessage({ state, plate }: { state: TSearchMessageState; plate?: string }) {
  const { t } = useTranslation();
  const busy = state === 'searching' || state === 'redirecting';
  const text =
    state === 'searching'
      ? t('search.searching')
      : state === 'redirecting'
        ? t('search.redirecting')
        : state === 'noClaim'
          ? t('search.noClaim')
          : state === 'noVehicle'
            ? t('search.noVehicle', { plate: plate ?? '' })
            : t('search.noResults');
  if (busy) {
    return (
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }} role="status" data-testid="search-message" data-state={state}>
        <CircularProgress size={20} aria-hidden="true" />
        <Typography>{text}</Typography>
      </Stack>
    );
  }
  return (
    <Alert severity="info" role="status" data-testid="search-message" data-state={state}>
      {text}
    </Alert>
  );
}
