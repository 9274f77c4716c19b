import { Alert, Card, CardContent, CircularProgress, List, ListItem, ListItemIcon, ListItemText, Stack, Typography } from '@mui/material';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@portal/domain';
import { ErrorAlert } from '../../../ui/error-alert';
import { usePageTitle } from '../../../ui/use-page-title';
import { useActiveSession } from '../../session';
import { needsAnalysisQueryOptions } from '../api';
import { NeedsAnalysisForm } from '../components/needs-analysis-form';
import { SavedSnackbar } from '../components/saved-snackbar';
import { needsAnalysisTexts } from '../i18n/texts';

/** /bedarfsanalyse (spec 000 §2.1): the four questions, and the coverages the saved answers point to. */
export function NeedsAnalysisPage() {
  const ready = needsAnalysisTexts.useReady();
  return ready ? <NeedsAnalysisContent /> : <CircularProgress sx={{ m: 4 }} />;
}

function NeedsAnalysisContent() {
  const { t } = useTranslation();
  const { license } = useActiveSession();
  usePageTitle(t('needsAnalysis.title'));
  const query = useQuery(needsAnalysisQueryOptions(license));
  const [saved, setSaved] = useState(false);
  const state = query.data;
  return (
    <Stack spacing={2.5} sx={{ maxWidth: 760 }} data-testid="needs-analysis-page">
      <Typography variant="h4" component="h1">
        {t('needsAnalysis.title')}
      </Typography>
      {query.isError ? <ErrorAlert error={query.error} /> : null}
      {query.isPending ? <CircularProgress aria-label={t('common.loading')} /> : null}
      {state && !state.Active ? <Alert severity="info">{t('needsAnalysis.notOffered')}</Alert> : null}
      {state?.Active ? (
        <Card variant="outlined">
          <CardContent>
            <Typography variant="body2" sx={{ mb: 2 }}>
              {t('needsAnalysis.intro')}
            </Typography>
            <NeedsAnalysisForm license={license} initial={state.Entry} onSaved={() => setSaved(true)} />
            {state.Saved ? (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                {t('needsAnalysis.lastSaved', { date: formatDate(state.Saved) })}
              </Typography>
            ) : null}
          </CardContent>
        </Card>
      ) : null}
      {state && state.Recommended.length > 0 ? (
        <Card variant="outlined" data-testid="needs-analysis-recommended">
          <CardContent>
            <Typography variant="h6" component="h2">
              {t('needsAnalysis.recommendedTitle')}
            </Typography>
            <List dense>
              {state.Recommended.map((c) => (
                <ListItem key={c} disableGutters>
                  <ListItemIcon sx={{ minWidth: 36 }}>
                    <CheckCircleOutlineIcon color="primary" />
                  </ListItemIcon>
                  <ListItemText primary={t(`needsAnalysis.coverage.${c}`)} />
                </ListItem>
              ))}
            </List>
            <Typography variant="body2" color="text.secondary">
              {t('needsAnalysis.recommendedHint')}
            </Typography>
          </CardContent>
        </Card>
      ) : null}
      <SavedSnackbar open={saved} onClose={() => setSaved(false)} />
    </Stack>
  );
}
