import RestartAltIcon from '@mui/icons-material/RestartAlt';
import { Alert, AlertTitle, Button, Snackbar, Stack } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canSeePortfolioAnalysis } from '@portal/domain';
import { ErrorAlert } from '../../../ui/error-alert';
import { LoadingMessage } from '../../../ui/loading-message';
import { useIsMobile } from '../../../ui/use-media';
import { permissionContextOf, useActiveSession } from '../../session';
import { AnalysisLink } from '../components/analysis-link';
import { DashboardBoard } from '../components/dashboard-board';
import { DashboardMobileTabs } from '../components/dashboard-mobile-tabs';
import { ResetViewDialog } from '../components/reset-view-dialog';
import { useDashboardTexts } from '../i18n/dashboard-texts';
import { resetFlash } from '../reset-flash';
import { useDashboardLayout } from '../use-dashboard-layout';
import { useDashboardPreferences } from '../use-dashboard-preferences';

/** Snackbars stay 5 s (spec 000 §9). */
const SNACKBAR_MS = 5000;

/**
 * The dashboard of the start pages Vermittler and Gewerbe (and Privat on mobile): three draggable columns of boxes
 * from 768 px, the tabs Start, Bestand, Auswertung below; the loading message while no boxes exist (spec 000 §2.5).
 */
export function DashboardSection() {
  const ready = useDashboardTexts();
  const { t } = useTranslation();
  if (!ready) return <LoadingMessage text={t('common.loading')} />;
  return <Dashboard />;
}

function Dashboard() {
  const { t } = useTranslation();
  const { license, userInit } = useActiveSession();
  const ctx = permissionContextOf(userInit);
  const mobile = useIsMobile();
  const { layout, isError, error, change, saveError, resetSaveError } = useDashboardLayout(license, ctx);
  const prefs = useDashboardPreferences(license);
  const [resetting, setResetting] = useState(false);
  const [flash, setFlash] = useState(resetFlash.isPending);
  // The analysis is the broker's business view: not for end customers (Privat on mobile shows this dashboard too).
  const showAnalysis = canSeePortfolioAnalysis(ctx);
  useEffect(() => resetFlash.clear(), []);

  return (
    <Stack component="section" aria-label={t('dashboard.columnsLabel')} spacing={1.5} data-testid="dashboard">
      {!ctx.readOnly || (showAnalysis && !mobile) ? (
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          {showAnalysis && !mobile ? <AnalysisLink /> : null}
          {!ctx.readOnly ? (
            <Button size="small" startIcon={<RestartAltIcon />} onClick={() => setResetting(true)} data-testid="dashboard-reset">
              {t('dashboard.reset.button')}
            </Button>
          ) : null}
        </Stack>
      ) : null}
      {isError ? <ErrorAlert error={error} /> : null}
      {!layout && !isError ? <LoadingMessage text={t('dashboard.loading')} /> : null}
      {layout && mobile ? <DashboardMobileTabs license={license} layout={layout} take={prefs.listAmount} showClose={prefs.showClose && !ctx.readOnly} showAnalysis={showAnalysis} onChange={change} /> : null}
      {layout && !mobile ? (
        <DashboardBoard license={license} layout={layout} take={prefs.listAmount} showClose={prefs.showClose && !ctx.readOnly} showMove={prefs.showMove} onChange={change} />
      ) : null}
      <ResetViewDialog license={license} open={resetting} onClose={() => setResetting(false)} onReset={() => setFlash(true)} />
      <Snackbar open={flash} autoHideDuration={SNACKBAR_MS} onClose={() => setFlash(false)}>
        <Alert
          severity="success"
          variant="filled"
          data-testid="dashboard-reset-done"
          action={
            <Button color="inherit" size="small" onClick={() => setFlash(false)}>
              {t('dashboard.reset.close')}
            </Button>
          }
        >
          <AlertTitle>{t('dashboard.reset.doneTitle')}</AlertTitle>
          {t('dashboard.reset.done')}
        </Alert>
      </Snackbar>
      <Snackbar open={saveError !== null} autoHideDuration={SNACKBAR_MS} onClose={resetSaveError}>
        <Alert severity="error" variant="filled" onClose={resetSaveError}>
          {t('dashboard.saveError')}
        </Alert>
      </Snackbar>
    </Stack>
  );
}
