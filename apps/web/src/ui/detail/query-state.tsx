import { Box, Button, CircularProgress } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api-client';
import { ErrorAlert } from '../error-alert';

type Props = {
  query: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };
  'data-testid'?: string;
};

/**
 * What a detail shows while its data is not there: a spinner, or the translated error with a retry
 * (404 reads "Der Eintrag wurde nicht gefunden"; no retry for what a retry cannot change). Renders nothing once the data has arrived.
 */
export function QueryState({ query, ...rest }: Props) {
  const { t } = useTranslation();
  if (query.isError) {
    // Missing, malformed or forbidden stays so on a retry; only other failures offer one.
    const final = isApiError(query.error) && [400, 403, 404].includes(query.error.status);
    return (
      <ErrorAlert
        error={query.error}
        data-testid={rest['data-testid'] ?? 'detail-error'}
        action={
          final ? undefined : (
            <Button color="inherit" size="small" onClick={() => void query.refetch()}>
              {t('common.retry')}
            </Button>
          )
        }
      />
    );
  }
  if (query.isPending) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label={t('common.loading')} />
      </Box>
    );
  }
  return null;
}
