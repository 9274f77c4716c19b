import { Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../ui/error-alert';
import { CenteredPage } from '../../ui/centered-page';

type Props = { error: unknown };

/** What the router shows when a page fails to load or render. */
export function RouteErrorPage({ error }: Props) {
  const { t } = useTranslation();
  return (
    <CenteredPage>
      <Stack spacing={2} data-testid="route-error">
        <Typography variant="h5" component="h1">
          {t('routeError.title')}
        </Typography>
        <ErrorAlert error={error} />
        <Button variant="contained" onClick={() => window.location.reload()} sx={{ alignSelf: 'flex-start' }}>
          {t('common.reload')}
        </Button>
      </Stack>
    </CenteredPage>
  );
}
