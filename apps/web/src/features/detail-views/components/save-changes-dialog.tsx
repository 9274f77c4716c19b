import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

type Props = { open: boolean; onYes: () => void; onNo: () => void; onAbort: () => void };

/** Switching or closing with unsaved changes (spec 000 §4): save (yes), discard (no) or stay (abort). */
export function SaveChangesDialog({ open, onYes, onNo, onAbort }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog open={open} onClose={onAbort} aria-labelledby={titleId} aria-describedby={textId} maxWidth="xs" fullWidth data-testid="save-changes-dialog">
      <DialogTitle id={titleId}>{t('detailViews.unsavedTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{t('detailViews.unsavedText')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onAbort} data-testid="save-changes-abort">
          {t('detailViews.abort')}
        </Button>
        <Button onClick={onNo} color="error" data-testid="save-changes-no">
          {t('detailViews.no')}
        </Button>
        <Button onClick={onYes} variant="contained" autoFocus data-testid="save-changes-yes">
          {t('detailViews.yes')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
