import { Button, Stack, Typography } from '@mui/material';
import { Navigate } from '@tanstack/react-router';
import { Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../ui/error-alert';
import { LoadingMessage } from '../../../ui/loading-message';
import { usePageTitle } from '../../../ui/use-page-title';
import { useIsMobile } from '../../../ui/use-media';
import { ActivityFeed } from '../../activity';
import { CardStartPage } from '../../cards';
import { DashboardSection, PrivatSection } from '../../dashboard';
import { PostBoxTabs, type TPostBoxTab } from '../../processes';
import { useActiveSession } from '../../session';
import { InfoWidget } from '../../detail-views';
import { useSummary } from '../api';
import { SummaryCards } from '../components/summary-cards';

/**
 * /startseite by view preset (spec 000 §2.5): Sachbearbeiter their post box tabs; Vermittler and Gewerbe the dashboard
 * boxes (and their notifications); Privat the current-safeguards and open-damage cards on desktop, the commercial
 * dashboard on mobile; Schadenmelder go to /schaden; Karten the licence's card view (features/cards).
 */
export function StartPage() {
  const { userInit } = useActiveSession();
  const mobile = useIsMobile();
  switch (userInit.Preset) {
    case 'Schadenmelder':
      return <Navigate to="/schaden" replace />;
    case 'Sachbearbeiter':
      return (
        <StartFrame>
          <ClerkPostBox />
        </StartFrame>
      );
    case 'Vermittler':
    case 'Gewerbe':
      return (
        <StartFrame>
          <Lazy>
            <DashboardSection />
          </Lazy>
          <Notifications />
        </StartFrame>
      );
    case 'Privat':
      return <StartFrame>{mobile ? <Lazy><DashboardSection /></Lazy> : <Lazy><PrivatSection /></Lazy>}</StartFrame>;
    case 'Karten':
      return (
        <StartFrame>
          <Lazy>
            <CardStartPage />
          </Lazy>
        </StartFrame>
      );
    default:
      return (
        <StartFrame>
          <Notifications />
        </StartFrame>
      );
  }
}

function Lazy({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return <Suspense fallback={<LoadingMessage text={t('common.loading')} />}>{children}</Suspense>;
}

/** The licence's name and its summary counters above every start page. */
function StartFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { license, appearance } = useActiveSession();
  const summary = useSummary(license);
  usePageTitle(t('nav.start'));
  return (
    <Stack spacing={3} data-testid="start-page">
      <Stack spacing={0.5}>
        <Typography variant="h4" component="h1" data-testid="start-page-heading">
          {appearance.Name}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>{t('summary.intro')}</Typography>
      </Stack>
      <InfoWidget />
      {summary.isError ? (
        <ErrorAlert
          error={summary.error}
          action={
            <Button color="inherit" size="small" onClick={() => void summary.refetch()}>
              {t('common.retry')}
            </Button>
          }
        />
      ) : (
        <SummaryCards summary={summary.data} />
      )}
      {children}
    </Stack>
  );
}

function ClerkPostBox() {
  const { t } = useTranslation();
  const [postboxTab, setPostboxTab] = useState<TPostBoxTab>('posteingang');
  return (
    <Stack component="section" aria-labelledby="start-postbox-heading" spacing={1.5} data-testid="start-postbox">
      <Typography variant="h5" component="h2" id="start-postbox-heading">
        {t('processes.postbox.tabsLabel')}
      </Typography>
      <PostBoxTabs active={postboxTab} onChange={setPostboxTab} idPrefix="start-postbox" />
    </Stack>
  );
}

function Notifications() {
  const { t } = useTranslation();
  return (
    <Stack component="section" aria-labelledby="start-notifications-heading" spacing={1.5} data-testid="start-notifications">
      <Typography variant="h5" component="h2" id="start-notifications-heading">
        {t('activity.title')}
      </Typography>
      <ActivityFeed />
    </Stack>
  );
}
