import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty';
import { Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { CenteredPage } from '../../../ui/centered-page';
import { usePageTitle } from '../../../ui/use-page-title';
import { appStatusQueryOptions } from '../api';

/** How often the page asks whether maintenance is over. */
const POLL_MS = 60_000;

/** Spec 001 §2.6: an hourglass and the maintenance text; leaves by itself once the app is unlocked. */
export function MaintenancePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const status = useQuery({ ...appStatusQueryOptions(), refetchInterval: POLL_MS, staleTime: 0 });
  usePageTitle(t('maintenance.title'));

  const unlocked = status.data?.Locked === false;
  useEffect(() => {
    if (unlocked) void navigate({ to: '/startseite', replace: true });
  }, [unlocked, navigate]);

  return (
    <CenteredPage>
      <Stack spacing={3} sx={{ alignItems: 'center', textAlign: 'center' }} data-testid="maintenance-page">
        <HourglassEmptyIcon sx={{ fontSize: 72, color: 'text.secondary' }} aria-hidden="true" />
        <Typography variant="h4" component="h1">
          {t('maintenance.title')}
        </Typography>
        <Typography sx={{ whiteSpace: 'pre-line' }} data-testid="maintenance-text">
          {status.data?.MaintenanceText || t('maintenance.defaultText')}
        </Typography>
        <Box>
          <Button
            variant="outlined"
            onClick={() => void status.refetch()}
            disabled={status.isFetching}
            startIcon={status.isFetching ? <CircularProgress size={16} aria-hidden="true" /> : undefined}
          >
            {t('maintenance.checkAgain')}
          </Button>
        </Box>
      </Stack>
    </CenteredPage>
  );
}
