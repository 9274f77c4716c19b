import { Button, Dialog, DialogActions, DialogContent, DialogTitle, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@portal/domain';
import { readStored, STORAGE_KEYS, writeStored } from '../../../lib/storage';
import { useActiveSession } from '../../session';
import { welcomeMessagesQueryOptions } from '../api';
import { processMessagesPath } from '../../../lib/object-links';
import { HrefLink } from '../../../ui/href-link';

/** Spec 000 §9: the welcome dialog is 600 wide. */
const WELCOME_DIALOG_WIDTH = 600;
const NEW_MESSAGES_PATH = '/vorgang/neue_nachrichten';

/**
 * After start-up, once per login session (spec 000 §2.6): when there are processes with new messages
 * (the new-messages feed answers OnlyUnread), a dialog lists them. The session flag holds the user's id,
 * so another user logging in in the same tab is greeted too.
 */
export function WelcomeDialog() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { license, userInit } = useActiveSession();
  const userId = userInit.User.Id;
  const [alreadyShown] = useState(() => readStored('session', STORAGE_KEYS.welcomeShown) === userId);
  const [open, setOpen] = useState(true);
  const titleId = useId();
  const query = useQuery({ ...welcomeMessagesQueryOptions(license), enabled: !alreadyShown });

  useEffect(() => {
    // Asked once: whatever the answer, this login session is not greeted again.
    if (query.data) writeStored('session', STORAGE_KEYS.welcomeShown, userId);
  }, [query.data, userId]);

  const feed = query.data;
  if (alreadyShown || !feed || !feed.OnlyUnread || feed.Items.length === 0) return null;
  const close = () => setOpen(false);
  const more = feed.Total - feed.Items.length;

  return (
    <Dialog
      open={open}
      onClose={close}
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
                  <HrefLink href={processMessagesPath(p.Id)} onClick={close}>
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
        <Button onClick={close} data-testid="welcome-close">
          {t('activity.welcome.close')}
        </Button>
        <Button
          variant="contained"
          autoFocus
          href={NEW_MESSAGES_PATH}
          onClick={(e) => {
            e.preventDefault();
            close();
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
