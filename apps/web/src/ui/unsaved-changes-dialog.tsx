import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

type Props = { open: boolean; onStay: () => void; onLeave: () => void };

/** "Unsaved changes" (spec 000 §8, 001 §8): leave and lose them, or stay. Stay has the focus. */
export function UnsavedChangesDialog({ open, onStay, onLeave }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog open={open} onClose={onStay} aria-labelledby={titleId} aria-describedby={textId} maxWidth="sm" fullWidth data-testid="unsaved-changes-dialog">
      <DialogTitle id={titleId}>{t('unsavedChanges.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{t('unsavedChanges.text')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onLeave} color="error" data-testid="unsaved-changes-leave">
          {t('unsavedChanges.leave')}
        </Button>
        <Button onClick={onStay} variant="contained" autoFocus data-testid="unsaved-changes-stay">
          {t('unsavedChanges.stay')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
