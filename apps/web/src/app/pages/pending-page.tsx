import { Box, CircularProgress } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** Shown while a route's guard is still checking (status, session). */
export function PendingPage() {
  const { t } = useTranslation();
  return (
    <Box component="main" sx={{ minHeight: '60vh', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      <CircularProgress aria-label={t('common.loading')} />
    </Box>
  );
}
