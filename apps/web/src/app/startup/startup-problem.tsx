import LoginIcon from '@mui/icons-material/Login';
import ReplayIcon from '@mui/icons-material/Replay';
import { Alert, Button, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../ui/router-links';
import { translateError } from '../../ui/translate-error';
import type { TStartup } from './use-startup';

type Props = { outcome: NonNullable<TStartup['outcome']>; onRetry: () => void };

/** What went wrong at start-up, with the way out: retry, or back to the login. */
export function StartupProblem({ outcome, onRetry }: Props) {
  const { t } = useTranslation();
  if (outcome.kind === 'done') return null;
  const noLicense = outcome.kind === 'no-license';
  return (
    <Stack spacing={2} data-testid={noLicense ? 'startup-no-license' : 'startup-error'}>
      <Alert severity={noLicense ? 'warning' : 'error'} role="alert">
        {noLicense ? t('startup.noLicense') : `${t('startup.failed')} ${translateError(t, outcome.error)}`}
      </Alert>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        {noLicense ? null : (
          <Button variant="contained" startIcon={<ReplayIcon />} onClick={onRetry} data-testid="startup-retry">
            {t('common.retry')}
          </Button>
        )}
        <ButtonLink to="/auth/login" variant="outlined" startIcon={<LoginIcon />} data-testid="startup-back-to-login">
          {t('startup.backToLogin')}
        </ButtonLink>
      </Stack>
    </Stack>
  );
}
