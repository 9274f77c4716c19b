import '../i18n/german';
import { Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../ui/error-alert';
import { useActiveSession } from '../../session';
import { cardDraftQueryOptions, fetchCardDraft, saveCardBackup, useDraftChange } from '../api/card-view';

type Props = { open: boolean; onStay: () => void; onLeave: () => void };

/**
 * Leaving admin mode (spec 000 §4): with a modified card view a backup is saved first, then the admin decides whether
 * to publish it live; unchanged, admin mode just ends.
 */
export default function LeaveAdminModeDialog({ open, onStay, onLeave }: Props) {
  const { t } = useTranslation();
  const { license, userInit } = useActiveSession();
  const qc = useQueryClient();
  const titleId = useId();
  const change = useDraftChange(license);
  const [state, setState] = useState<'checking' | 'ask' | 'error'>('checking');
  const [error, setError] = useState<unknown>(null);

  useEffect(() => {
    if (!open) return;
    setState('checking');
    let cancelled = false;
    // Only the Karten preset has a card view to check.
    const check = userInit.Preset === 'Karten' ? fetchCardDraft(license) : Promise.resolve(null);
    check
      .then(async (draft) => {
        if (cancelled) return;
        if (!draft?.Modified) return onLeave();
        await saveCardBackup(license);
        void qc.invalidateQueries({ queryKey: ['cardBackups', license] });
        if (!cancelled) setState('ask');
      })
      .catch((e: unknown) => {
        if (cancelled) return;
        setError(e);
        setState('error');
      });
    return () => {
      cancelled = true;
    };
  }, [open, license, userInit.Preset, onLeave, qc]);

  const publish = async () => {
    await change.mutateAsync({ kind: 'publish' });
    void qc.invalidateQueries({ queryKey: cardDraftQueryOptions(license).queryKey });
    onLeave();
  };

  return (
    <Dialog open={open && state !== 'checking'} onClose={onStay} aria-labelledby={titleId} maxWidth="xs" fullWidth data-testid="leave-admin-dialog">
      <DialogTitle id={titleId}>{t('cards.leave.title')}</DialogTitle>
      <DialogContent>
        {state === 'error' ? <ErrorAlert error={error} /> : <DialogContentText>{t('cards.leave.text')}</DialogContentText>}
        {change.isError ? <ErrorAlert error={change.error} /> : null}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onStay}>{t('cards.leave.stay')}</Button>
        <Button onClick={onLeave} data-testid="leave-admin-keep-draft">
          {t('cards.leave.keepDraft')}
        </Button>
        {state === 'ask' ? (
          <Button variant="contained" onClick={() => void publish()} disabled={change.isPending} startIcon={change.isPending ? <CircularProgress size={16} /> : null} data-testid="leave-admin-publish">
            {t('cards.leave.publish')}
          </Button>
        ) : null}
      </DialogActions>
    </Dialog>
  );
}
