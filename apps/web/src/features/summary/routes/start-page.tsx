import { Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../ui/error-alert';
import { usePageTitle } from '../../../ui/use-page-title';
import { ActivityFeed } from '../../activity';
import { PostBoxTabs, type TPostBoxTab } from '../../processes';
import { useActiveSession } from '../../session';
import { InfoWidget } from '../../detail-views';
import { useSummary } from '../api';
import { SummaryCards } from '../components/summary-cards';

/**
 * /startseite: the licence's name, its summary counters and the notifications; caseworkers (preset
 * Sachbearbeiter) get their post box tabs instead of the notifications (spec 000 §2.5). The dashboard
 * columns of the other presets come with the dashboards.
 */
export function StartPage() {
  const { t } = useTranslation();
  const { license, appearance, userInit } = useActiveSession();
  const summary = useSummary(license);
  const [postboxTab, setPostboxTab] = useState<TPostBoxTab>('posteingang');
  usePageTitle(t('nav.start'));
  const clerk = userInit.Preset === 'Sachbearbeiter';

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
      {clerk ? (
        <Stack component="section" aria-labelledby="start-postbox-heading" spacing={1.5} data-testid="start-postbox">
          <Typography variant="h5" component="h2" id="start-postbox-heading">
            {t('processes.postbox.tabsLabel')}
          </Typography>
          <PostBoxTabs active={postboxTab} onChange={setPostboxTab} idPrefix="start-postbox" />
        </Stack>
      ) : (
        <Stack component="section" aria-labelledby="start-notifications-heading" spacing={1.5} data-testid="start-notifications">
          <Typography variant="h5" component="h2" id="start-notifications-heading">
            {t('activity.title')}
          </Typography>
          <ActivityFeed />
        </Stack>
      )}
    </Stack>
  );
}
