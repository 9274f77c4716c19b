import { Button, Dialog, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TNeedsAnalysis } from '@portal/domain';
import { NeedsAnalysisForm } from './needs-analysis-form';
import { SavedSnackbar } from './saved-snackbar';

type Props = {
  open: boolean;
  license: string;
  initial: TNeedsAnalysis | null;
  /** Enforced (spec 001 §4): no close button, Escape and backdrop do nothing until the answers are saved. */
  blocking: boolean;
  onClose: () => void;
  onSaved?: () => void;
};

/** The needs-analysis dialog (spec 000 §2.3): saving shows progress, then the success message, then it closes (§4). */
export function NeedsAnalysisDialog({ open, license, initial, blocking, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const [saved, setSaved] = useState(false);
  return (
    <>
      <Dialog
        open={open}
        // Blocking: neither Escape nor the backdrop closes it.
        onClose={blocking ? undefined : onClose}
        maxWidth="sm"
        fullWidth
        aria-labelledby="needs-analysis-title"
        data-testid="needs-analysis-dialog"
      >
        <DialogTitle id="needs-analysis-title">{t('needsAnalysis.title')}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" sx={{ mb: 2 }}>
            {blocking ? t('needsAnalysis.enforcedIntro') : t('needsAnalysis.intro')}
          </Typography>
          <NeedsAnalysisForm
            license={license}
            initial={initial}
            onSaved={() => {
              setSaved(true);
              onSaved?.();
              onClose();
            }}
            secondaryAction={blocking ? null : <Button onClick={onClose}>{t('needsAnalysis.close')}</Button>}
          />
        </DialogContent>
      </Dialog>
      <SavedSnackbar open={saved} onClose={() => setSaved(false)} />
    </>
  );
}
