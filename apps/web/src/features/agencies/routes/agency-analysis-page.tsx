import PublicIcon from '@mui/icons-material/PublicOutlined';
import { Box, Card, CardContent, CircularProgress, Skeleton, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../ui/error-alert';
import { usePageTitle } from '../../../ui/use-page-title';
import { useActiveSession } from '../../session';
import { customerDistributionQueryOptions } from '../api';
import { BirthdayList } from '../components/birthday-list';
import { CustomerDistributionTable } from '../components/customer-distribution-table';
import { FederalStateMap } from '../components/federal-state-map';
import { agenciesTexts } from '../i18n/texts';

/** /vermittlerkonten/auswertung (spec 000 §2.9): the birthday list, the map of customers per state and its table. */
export function AgencyAnalysisPage() {
  const ready = agenciesTexts.useReady();
  return ready ? <AgencyAnalysisContent /> : <CircularProgress sx={{ m: 4 }} />;
}

function AgencyAnalysisContent() {
  const { t } = useTranslation();
  usePageTitle(t('agencies.title'));
  const { license } = useActiveSession();
  const distribution = useQuery(customerDistributionQueryOptions(license));
  return (
    <Stack spacing={2.5} data-testid="agency-analysis-page">
      <Box>
        <Typography variant="h4" component="h1">
          {t('agencies.title')}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>{t('agencies.intro')}</Typography>
      </Box>
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: 'minmax(0, 1fr)', xl: 'minmax(0, 5fr) minmax(0, 7fr)' }, alignItems: 'start' }}>
        <BirthdayList />
        <Card variant="outlined" data-testid="agency-distribution">
          <CardContent>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1.5 }}>
              <PublicIcon color="primary" aria-hidden="true" />
              <Typography variant="h6" component="h2">
                {t('agencies.distribution.title')}
              </Typography>
            </Stack>
            {distribution.isError ? <ErrorAlert error={distribution.error} /> : null}
            {distribution.isPending ? <Skeleton variant="rounded" height={320} aria-label={t('common.loading')} /> : null}
            {distribution.data ? (
              <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 1fr)' }, alignItems: 'start' }}>
                <FederalStateMap rows={distribution.data.Items} />
                <CustomerDistributionTable distribution={distribution.data} />
              </Box>
            ) : null}
          </CardContent>
        </Card>
      </Box>
    </Stack>
  );
}
