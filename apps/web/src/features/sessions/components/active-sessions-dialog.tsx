import DevicesIcon from '@mui/icons-material/Devices';
import { Alert, Button, Chip, CircularProgress, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, List, ListItem, ListItemText, Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../ui/error-alert';
import { activeSessionsQueryOptions, useEndOtherSessions, useEndSession } from '../api';
import { formatDateTime } from '../format-date-time';

/** The user's active sessions (device, address, last use; this one marked) with "log out everywhere". */
export function ActiveSessionsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const sessions = useQuery({ ...activeSessionsQueryOptions(), enabled: open });
  const endOthers = useEndOtherSessions();
  const endOne = useEndSession();
  const others = (sessions.data ?? []).filter((s) => !s.Current).length;
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm" data-testid="active-sessions-dialog">
      <DialogTitle id={titleId}>{t('sessions.mine.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 1 }}>{t('sessions.mine.hint')}</DialogContentText>
        {sessions.isPending ? <CircularProgress size={24} aria-label={t('common.loading')} /> : null}
        {sessions.isError ? <ErrorAlert error={sessions.error} /> : null}
        {endOthers.isSuccess ? (
          <Alert severity="success" data-testid="active-sessions-ended">
            {t('sessions.mine.ended', { count: endOthers.data.Ended })}
          </Alert>
        ) : null}
        {endOthers.isError ? <ErrorAlert error={endOthers.error} /> : null}
        {endOne.isError ? <ErrorAlert error={endOne.error} /> : null}
        <List dense data-testid="active-sessions-list">
          {(sessions.data ?? []).map((s) => (
            <ListItem
              key={s.Id}
              data-testid="active-session"
              data-current={s.Current ? 'true' : 'false'}
              secondaryAction={
                s.Current ? (
                  <Chip size="small" color="primary" label={t('sessions.mine.thisDevice')} />
                ) : (
                  <Button size="small" onClick={() => endOne.mutate(s.Id)} disabled={endOne.isPending} aria-label={t('sessions.mine.endOne', { device: s.Device })}>
                    {t('sessions.mine.end')}
                  </Button>
                )
              }
            >
              <DevicesIcon aria-hidden="true" sx={{ mr: 1.5, color: 'text.secondary' }} />
              <ListItemText
                primary={s.Device}
                secondary={t('sessions.mine.details', { lastUse: formatDateTime(s.LastUsedAt), ip: s.Ip ?? '---' })}
              />
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Stack direction="row" spacing={1}>
          <Button onClick={onClose}>{t('common.close')}</Button>
          <Button variant="contained" color="warning" onClick={() => endOthers.mutate()} disabled={endOthers.isPending || others === 0} data-testid="logout-everywhere">
            {t('sessions.mine.everywhere')}
          </Button>
        </Stack>
      </DialogActions>
    </Dialog>
  );
}
