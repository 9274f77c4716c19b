import { Alert, CircularProgress, Dialog, DialogContent, Snackbar } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { isApiError } from '../../../lib/api-client';
import { translateError } from '../../../ui/translate-error';

/** Snackbars stay 5 s (spec 000 §9). */
const SNACKBAR_MS = 5000;

export type TFeedback = { text: string; severity: 'success' | 'error' };

/** The feedback snackbar of the administration dialogs. */
export function useFeedback() {
  const [feedback, setFeedback] = useState<TFeedback | null>(null);
  const element = (
    <Snackbar open={feedback !== null} autoHideDuration={SNACKBAR_MS} onClose={(_, reason) => reason !== 'clickaway' && setFeedback(null)} anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}>
      {feedback ? (
        <Alert severity={feedback.severity} variant="filled" onClose={() => setFeedback(null)} data-testid="detail-views-feedback">
          {feedback.text}
        </Alert>
      ) : undefined}
    </Snackbar>
  );
  return { element, success: (text: string) => setFeedback({ text, severity: 'success' }), failure: (text: string) => setFeedback({ text, severity: 'error' }) };
}

/** The server's own text of a refusal (spec 000 §8 "server error text shown"), else the translation of its code. */
export function serverText(t: TFunction, error: unknown): string {
  if (isApiError(error) && error.status >= 400 && error.status < 500 && error.message && error.message !== error.code) return error.message;
  return translateError(t, error);
}

/** While the feature's texts load. */
export function LoadingDialog({ open }: { open: boolean }) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} aria-label={t('common.loading')}>
      <DialogContent>
        <CircularProgress aria-label={t('common.loading')} />
      </DialogContent>
    </Dialog>
  );
}
