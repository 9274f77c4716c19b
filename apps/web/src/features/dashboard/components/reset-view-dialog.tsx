import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../ui/error-alert';
import { deleteLayout, layoutQueryOptions } from '../api';
import { resetFlash } from '../reset-flash';

/**
 * Reset view (spec 000 §4, §8): 'Soll die Ansicht wirklich wieder auf die Standardansicht zurückgesetzt werden?' with
 * Zurücksetzen and Abbrechen; deletes BoxContent_V{n}, then the start page shows 'Ansicht wurde zurückgesetzt.'
 * (`onReset`: the caller is the start page and shows it itself).
 */
export function ResetViewDialog({ license, open, onClose, onReset }: { license: string; open: boolean; onClose: () => void; onReset?: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const reset = useMutation({
    mutationFn: () => deleteLayout(license),
    onSuccess: async () => {
      queryClient.setQueryData(layoutQueryOptions(license).queryKey, null);
      onClose();
      // On the start page itself the confirmation shows at once; elsewhere the start page shows it on arrival.
      if (onReset) return onReset();
      resetFlash.set();
      await navigate({ to: '/startseite' });
    },
  });
  return (
    <Dialog open={open} onClose={() => !reset.isPending && onClose()} aria-labelledby={titleId} data-testid="reset-view-dialog">
      <DialogTitle id={titleId}>{t('dashboard.reset.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('dashboard.reset.confirm')}</DialogContentText>
        {reset.isError ? <ErrorAlert error={reset.error} /> : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={reset.isPending} data-testid="reset-view-cancel">
          {t('dashboard.reset.cancel')}
        </Button>
        <Button variant="contained" color="warning" onClick={() => reset.mutate()} disabled={reset.isPending} data-testid="reset-view-confirm">
          {t('dashboard.reset.ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
