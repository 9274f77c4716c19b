import { Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../ui/error-alert';
import { usePageTitle } from '../../../ui/use-page-title';
import { ActivityFeed } from '../../activity';
import { useActiveSession } from '../../session';
import { useSummary } from '../api';
import { SummaryCards } from '../components/summary-cards';

/**
 * /startseite until the preset start pages (spec 000 §2.5) are built: the licence's name and its
 * summary counters.
 */
export function StartPage() {
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
      <Stack component="section" aria-labelledby="start-notifications-heading" spacing={1.5} data-testid="start-notifications">
        <Typography variant="h5" component="h2" id="start-notifications-heading">
          {t('activity.title')}
        </Typography>
        <ActivityFeed />
      </Stack>
    </Stack>
  );
}
