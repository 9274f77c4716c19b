import { Button, Dialog, DialogActions, DialogContent, DialogTitle, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useNavigate } from '@tanstack/react-router';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, type TProcessFeed } from '@portal/domain';
import { processMessagesPath } from '../../../lib/object-links';
import { HrefLink } from '../../../ui/href-link';

/** Spec 000 §9: the welcome dialog is 600 wide. */
const WELCOME_DIALOG_WIDTH = 600;
const NEW_MESSAGES_PATH = '/vorgang/neue_nachrichten';

type Props = { open: boolean; onClose: () => void; feed: TProcessFeed };

/** The welcome dialog's content (WelcomeDialog decides whether it shows): the processes with new messages. */
export function WelcomeMessagesDialog({ open, onClose, feed }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const titleId = useId();
  const more = feed.Total - feed.Items.length;

  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      maxWidth={false}
      slotProps={{ paper: { sx: { width: WELCOME_DIALOG_WIDTH, maxWidth: 'calc(100% - 32px)' } } }}
      data-testid="welcome-dialog"
    >
      <DialogTitle id={titleId}>{t('activity.welcome.title')}</DialogTitle>
      <DialogContent>
        <Typography>{t('activity.welcome.intro', { count: feed.Total })}</Typography>
        <List dense data-testid="welcome-messages">
          {feed.Items.map((p) => (
            <ListItem key={p.Id} disableGutters data-testid="welcome-message" data-id={p.Id}>
              <ListItemText
                primary={
                  <HrefLink href={processMessagesPath(p.Id)} onClick={onClose}>
                    {p.Headline}
                  </HrefLink>
                }
                secondary={[formatDate(p.LastMessage?.Created ?? p.Erstellt), p.Kunde?.Kundenname].filter(Boolean).join(' · ')}
              />
            </ListItem>
          ))}
        </List>
        {more > 0 ? <Typography variant="body2">{t('activity.welcome.more', { count: more })}</Typography> : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} data-testid="welcome-close">
          {t('activity.welcome.close')}
        </Button>
        <Button
          variant="contained"
          autoFocus
          href={NEW_MESSAGES_PATH}
          onClick={(e) => {
            e.preventDefault();
            onClose();
            void navigate({ href: NEW_MESSAGES_PATH });
          }}
          data-testid="welcome-to-messages"
        >
          {t('activity.welcome.toMessages')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
