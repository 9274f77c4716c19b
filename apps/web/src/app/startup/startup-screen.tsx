import { LinearProgress, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { isInitialised } from '@portal/domain';
import { getStoredLicense } from '../../lib/active-license';
import { useAppStatus } from '../../features/app-status';
import { sessionQueryOptions } from '../../features/auth';
import { CenteredPage } from '../../ui/centered-page';
import { usePageTitle } from '../../ui/use-page-title';
import { PreloadChecklist } from './preload-checklist';
import { ResetSettingsButton } from './reset-settings-button';
import { StartupProblem } from './startup-problem';
import { useStartup } from './use-startup';

/** /initialisierung (spec 000 §2.6): version, the preload checklist, and help when it gets stuck. */
export function StartupScreen() {
  const { t } = useTranslation();
  const search: { license?: unknown } = useSearch({ strict: false });
  const licenseParam = typeof search.license === 'string' ? search.license : null;
  const startup = useStartup(licenseParam);
  const status = useAppStatus();
  usePageTitle(t('startup.title'));

  const running = startup.outcome === null;
  const done = isInitialised(startup.steps);
  // A start-up stuck before the licence is picked can still reset the last licence's settings.
  const resetLicense = startup.license ?? getStoredLicense();
  // Guests may not write, so they are not offered the reset.
  const isGuest = useQuery(sessionQueryOptions()).data?.User.IsGuest ?? false;

  return (
    <CenteredPage>
      <Stack spacing={2.5} data-testid="startup-screen">
        <Stack spacing={0.5}>
          <Typography variant="h5" component="h1">
            {t('startup.title')}
          </Typography>
          {status.data ? (
            <Typography variant="body2" sx={{ color: 'text.secondary' }} data-testid="startup-version">
              {t('common.version', { version: status.data.Version })}
            </Typography>
          ) : null}
        </Stack>
        {running && !done ? <LinearProgress aria-label={t('startup.progressLabel')} /> : null}
        <PreloadChecklist steps={startup.steps} running={running} />
        {startup.outcome ? <StartupProblem outcome={startup.outcome} onRetry={startup.restart} /> : null}
        {resetLicense && !isGuest && !done ? (
          <ResetSettingsButton license={resetLicense} attempt={startup.attempt} onReset={startup.restart} />
        ) : null}
      </Stack>
    </CenteredPage>
  );
}
