import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../ui/error-alert';
import { useActiveSession } from '../../session';
import { useDecideClaim } from '../api/decide-claim';
import { servicesTexts } from '../i18n/texts';

type Props = { claimId: string };

/**
 * Approve or reject a claim report waiting for approval (spec 000 §6, approvalPendingSchaeden): shown to members who
 * may approve claims. A rejection asks for the reason, which the reporter reads as a message of the claim's process.
 */
export default function ClaimApprovalActions({ claimId }: Props) {
  const ready = servicesTexts.useReady();
  return ready ? <Actions claimId={claimId} /> : null;
}

function Actions({ claimId }: Props) {
  const { t } = useTranslation();
  const { license } = useActiveSession();
  const decide = useDecideClaim(license, claimId);
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const titleId = useId();
  const done = decide.data ? (decide.data.Schadenstatus === 'Abgelehnt' ? t('services.approval.rejected') : t('services.approval.approved')) : null;
  if (done) {
    return (
      <Alert severity="success" data-testid="claim-approval-done" role="status">
        {done}
      </Alert>
    );
  }
  const missing = reason.trim() === '';
  return (
    <Stack spacing={1} data-testid="claim-approval">
      <Alert
        severity="info"
        action={
          <Stack direction="row" spacing={1}>
            <Button color="inherit" variant="outlined" size="small" onClick={() => setRejecting(true)} disabled={decide.isPending} data-testid="claim-reject">
              {t('services.approval.reject')}
            </Button>
            <Button color="primary" variant="contained" size="small" onClick={() => decide.mutate({ approve: true })} disabled={decide.isPending} data-testid="claim-approve">
              {t('services.approval.approve')}
            </Button>
          </Stack>
        }
      >
        {t('services.approval.pending')}
      </Alert>
      {decide.isError && !rejecting ? <ErrorAlert error={decide.error} /> : null}
      <Dialog open={rejecting} onClose={() => setRejecting(false)} aria-labelledby={titleId} fullWidth maxWidth="sm">
        <DialogTitle id={titleId}>{t('services.approval.rejectTitle')}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            multiline
            minRows={3}
            margin="dense"
            label={t('services.approval.reason')}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            onBlur={() => setTouched(true)}
            required
            error={touched && missing}
            helperText={touched && missing ? t('services.approval.reasonRequired') : t('services.approval.reasonHelp')}
            slotProps={{ htmlInput: { maxLength: 2000, 'data-testid': 'claim-reject-reason' } }}
          />
          {decide.isError ? <ErrorAlert error={decide.error} /> : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setRejecting(false)}>{t('services.approval.cancel')}</Button>
          <Button
            variant="contained"
            color="error"
            disabled={decide.isPending}
            data-testid="claim-reject-confirm"
            onClick={() => {
              setTouched(true);
              if (missing) return;
              decide.mutate({ approve: false, reason: reason.trim() }, { onSuccess: () => setRejecting(false) });
            }}
          >
            {t('services.approval.reject')}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
