import { Button, Dialog, DialogActions, DialogContent, DialogTitle, List, ListItem, ListItemText, Typography } from '@mui/material';
import { Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppStatus } from '../../../features/app-status';
import { ContentPageLinks } from '../../../features/content-pages';
import { LegendButton } from '../../../features/legend';

type Props = { open: boolean; onClose: () => void };

const KEYBOARD_HINTS = ['skip', 'tab', 'activate', 'escape', 'history'] as const;

/** Short help: what the portal offers, the version, and how to use it with the keyboard. */
export function HelpDialog({ open, onClose }: Props) {
  const { t } = useTranslation();
  const status = useAppStatus();
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth data-testid="help-dialog">
      <DialogTitle id={titleId}>{t('help.title')}</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2 }}>{t('help.intro')}</Typography>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 500 }}>
          {t('help.keyboardTitle')}
        </Typography>
        <List dense>
          {KEYBOARD_HINTS.map((hint) => (
            <ListItem key={hint} disableGutters>
              <ListItemText primary={t(`help.keyboard.${hint}`)} />
            </ListItem>
          ))}
        </List>
        {open ? (
          <Suspense fallback={null}>
            <ContentPageLinks onNavigate={onClose} />
          </Suspense>
        ) : null}
        <LegendButton variant="text" color="primary" />
        {status.data ? (
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }} data-testid="help-version">
            {t('common.version', { version: status.data.Version })}
          </Typography>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {t('common.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
