import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

type Props = { open: boolean; title: string; text: string; confirmLabel: string; onConfirm: () => void; onCancel: () => void; testId: string };

/** A yes/cancel question before something is destroyed (delete a view, an FAQ entry); cancel has the focus. */
export function ConfirmDialog({ open, title, text, confirmLabel, onConfirm, onCancel, testId }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby={titleId} aria-describedby={textId} maxWidth="xs" fullWidth data-testid={testId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} autoFocus>
          {t('common.cancel')}
        </Button>
        <Button onClick={onConfirm} color="error" variant="contained" data-testid={`${testId}-confirm`}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
