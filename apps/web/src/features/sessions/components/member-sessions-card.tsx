import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../ui/error-alert';
import { SectionCard } from '../../../ui/section-card';
import { visuallyHidden } from '../../../ui/visually-hidden';
import type { TMemberSessions } from '@portal/domain';
import { memberSessionsQueryOptions, useEndMemberSessions } from '../api';
import { formatDateTime } from '../format-date-time';

/** For licence admins (/einstellungen): the licence's members with their active sessions, and ending them. */
export function MemberSessionsCard({ license }: { license: string }) {
  const { t } = useTranslation();
  const dialogTitleId = useId();
  const members = useQuery(memberSessionsQueryOptions(license));
  const end = useEndMemberSessions(license);
  const [confirming, setConfirming] = useState<TMemberSessions | null>(null);
  return (
    <SectionCard title={t('sessions.members.title')} hint={t('sessions.members.hint')} testId="member-sessions">
        {members.isError ? <ErrorAlert error={members.error} /> : null}
        {end.isSuccess ? (
          <Alert severity="success" sx={{ mb: 1 }} data-testid="member-sessions-ended">
            {t('sessions.members.ended', { count: end.data.Ended })}
          </Alert>
        ) : null}
        {members.isPending ? <Typography variant="body2">{t('common.loading')}</Typography> : null}
        {members.data ? (
          <Table size="small" aria-label={t('sessions.members.title')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('sessions.members.member')}</TableCell>
                <TableCell align="right">{t('sessions.members.active')}</TableCell>
                <TableCell>{t('sessions.members.lastUse')}</TableCell>
                <TableCell>
                  <span style={visuallyHidden}>{t('sessions.members.actions')}</span>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {members.data.map((m) => (
                <TableRow key={m.UserId} data-testid="member-session-row" data-email={m.Email}>
                  <TableCell>
                    {m.Name}
                    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                      {m.Email}
                    </Typography>
                  </TableCell>
                  <TableCell align="right">{m.ActiveSessions}</TableCell>
                  <TableCell>{m.LastUsedAt ? formatDateTime(m.LastUsedAt) : '---'}</TableCell>
                  <TableCell align="right">
                    <Button size="small" color="warning" disabled={m.ActiveSessions === 0} onClick={() => setConfirming(m)} aria-label={t('sessions.members.endFor', { name: m.Name })} data-testid="member-sessions-end">
                      {t('sessions.members.end')}
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        ) : null}
      <Dialog open={confirming !== null} onClose={() => !end.isPending && setConfirming(null)} aria-labelledby={dialogTitleId} data-testid="member-sessions-dialog">
        <DialogTitle id={dialogTitleId}>{t('sessions.members.end')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('sessions.members.confirm', { name: confirming?.Name ?? '' })}</DialogContentText>
          {end.isError ? <ErrorAlert error={end.error} /> : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(null)} disabled={end.isPending}>
            {t('common.cancel')}
          </Button>
          <Button
            color="warning"
            variant="contained"
            disabled={end.isPending}
            onClick={() => confirming && end.mutate(confirming.UserId, { onSuccess: () => setConfirming(null) })}
            data-testid="member-sessions-confirm"
          >
            {t('sessions.members.end')}
          </Button>
        </DialogActions>
      </Dialog>
    </SectionCard>
  );
}
