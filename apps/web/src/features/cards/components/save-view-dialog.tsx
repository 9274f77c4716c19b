import '../i18n/german';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../ui/error-alert';
import { useActiveSession } from '../../session';
import { useCardDraft, useDraftChange } from '../api/card-view';

/**
 * Save view for user (spec 000 §2.4, Karten only): the card view the admin arranged becomes what the licence's
 * members see — the draft is published live.
 */
export default function SaveViewDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { license } = useActiveSession();
  const titleId = useId();
  const draft = useCardDraft(license, open);
  const change = useDraftChange(license);
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth data-testid="save-view-dialog">
      <DialogTitle id={titleId}>{t('cards.saveView.title')}</DialogTitle>
      <DialogContent>
        {change.isSuccess ? (
          <Alert severity="success">{t('cards.saveView.done')}</Alert>
        ) : (
          <DialogContentText>{draft.data?.Modified === false ? t('cards.saveView.unchanged') : t('cards.saveView.text')}</DialogContentText>
        )}
        {change.isError ? <ErrorAlert error={change.error} /> : null}
        {draft.isError ? <ErrorAlert error={draft.error} /> : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('cards.editor.close')}</Button>
        {change.isSuccess ? null : (
          <Button variant="contained" disabled={!draft.data?.Modified || change.isPending} onClick={() => change.mutate({ kind: 'publish' })} data-testid="save-view-submit">
            {t('cards.saveView.submit')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
