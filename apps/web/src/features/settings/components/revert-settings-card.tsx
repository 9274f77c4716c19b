import RestartAltIcon from '@mui/icons-material/RestartAlt';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../ui/error-alert';
import { SectionCard } from '../../../ui/section-card';
import { revertAllSettings } from '../api';

/** "Alle Einstellungen zurücksetzen" (spec 000 §2.11): deletes the user's settings in this licence after a confirmation. */
export function RevertSettingsCard({ license, editable }: { license: string; editable: boolean }) {
  const { t } = useTranslation();
  const dialogTitleId = useId();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const mutation = useMutation({
    mutationFn: () => revertAllSettings(license),
    onSuccess: async () => {
      setConfirming(false);
      await queryClient.invalidateQueries({ queryKey: ['settings', 'user', license] });
    },
  });
  return (
    <SectionCard title={t('settingsPage.revert.title')} hint={t('settingsPage.revert.hint')} testId="revert-settings">
        {mutation.isSuccess ? (
          <Alert severity="success" sx={{ mb: 1.5 }} data-testid="revert-settings-done">
            {t('settingsPage.revert.done')}
          </Alert>
        ) : null}
        <Button variant="outlined" color="warning" startIcon={<RestartAltIcon />} onClick={() => setConfirming(true)} disabled={!editable} data-testid="revert-settings-button">
          {t('settingsPage.revert.button')}
        </Button>
      <Dialog open={confirming} onClose={() => !mutation.isPending && setConfirming(false)} aria-labelledby={dialogTitleId} data-testid="revert-settings-dialog">
        <DialogTitle id={dialogTitleId}>{t('settingsPage.revert.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('settingsPage.revert.confirm')}</DialogContentText>
          {mutation.isError ? <ErrorAlert error={mutation.error} /> : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)} disabled={mutation.isPending}>
            {t('common.cancel')}
          </Button>
          <Button color="warning" variant="contained" onClick={() => mutation.mutate()} disabled={mutation.isPending} data-testid="revert-settings-confirm">
            {t('settingsPage.revert.button')}
          </Button>
        </DialogActions>
      </Dialog>
    </SectionCard>
  );
}
