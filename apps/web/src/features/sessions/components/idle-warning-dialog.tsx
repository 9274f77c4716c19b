import TimerOutlinedIcon from '@mui/icons-material/TimerOutlined';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../ui/error-alert';

type Props = {
  open: boolean;
  /** Until the idle end. */
  seconds: number;
  /** Of the last "stay logged in". */
  error: unknown;
  pending: boolean;
  onLogout: () => void;
  onStay: () => void;
};

/** The idle warning's dialog (IdleWarning decides when it opens): countdown, stay logged in, log out. */
export function IdleWarningDialog({ open, seconds, error, pending, onLogout, onStay }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog open={open} aria-labelledby={titleId} data-testid="idle-warning">
      <DialogTitle id={titleId}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <TimerOutlinedIcon aria-hidden="true" />
          <span>{t('sessions.idle.title')}</span>
        </Stack>
      </DialogTitle>
      <DialogContent>
        <DialogContentText role="timer" aria-live="polite" data-testid="idle-warning-countdown">
          {t('sessions.idle.text', { count: seconds })}
        </DialogContentText>
        {error ? <ErrorAlert error={error} /> : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onLogout} disabled={pending} data-testid="idle-warning-logout">
          {t('sessions.idle.logout')}
        </Button>
        <Button variant="contained" onClick={onStay} disabled={pending} autoFocus data-testid="idle-warning-stay">
          {t('sessions.idle.stay')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
