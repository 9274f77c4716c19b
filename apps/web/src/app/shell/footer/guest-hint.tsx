import { Box, Button, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useLogout } from '../use-logout';

/** A guest sees why things are read-only and how to log in properly. */
export function GuestHint() {
  const { t } = useTranslation();
  const { logout, pending } = useLogout();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }} data-testid="guest-hint">
      <Typography variant="body2">{t('footer.guestHint')}</Typography>
      <Button size="small" color="inherit" variant="outlined" disabled={pending} onClick={() => void logout()}>
        {t('footer.guestLogin')}
      </Button>
    </Box>
  );
}
