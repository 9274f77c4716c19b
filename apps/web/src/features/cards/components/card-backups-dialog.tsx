import '../i18n/german';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../ui/error-alert';
import { LoadingMessage } from '../../../ui/loading-message';
import { useActiveSession } from '../../session';
import { cardBackupsQueryOptions, useDraftChange } from '../api/card-view';

/** The card view's backups (saved when admin mode ends with changes): restore one into the draft. */
export default function CardBackupsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const { license } = useActiveSession();
  const titleId = useId();
  const backups = useQuery({ ...cardBackupsQueryOptions(license), enabled: open });
  const change = useDraftChange(license);
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth data-testid="card-backups-dialog">
      <DialogTitle id={titleId}>{t('cards.backups.title')}</DialogTitle>
      <DialogContent>
        {backups.isPending ? <LoadingMessage text={t('cards.loading')} /> : null}
        {backups.isError ? <ErrorAlert error={backups.error} /> : null}
        {change.isError ? <ErrorAlert error={change.error} /> : null}
        {change.isSuccess ? <Typography role="status" color="success.main">{t('cards.backups.restored')}</Typography> : null}
        {backups.data?.length === 0 ? <Typography>{t('cards.backups.empty')}</Typography> : null}
        <List>
          {backups.data?.map((b) => (
            <ListItem
              key={b.Id}
              divider
              secondaryAction={
                <Button size="small" disabled={change.isPending} onClick={() => change.mutate({ kind: 'restore', backupId: b.Id })}>
                  {t('cards.backups.restore')}
                </Button>
              }
            >
              <ListItemText primary={new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(b.CreatedAt))} secondary={t('cards.backups.summary', { count: b.CardCount, who: b.CreatedBy ?? '—' })} />
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('cards.editor.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
