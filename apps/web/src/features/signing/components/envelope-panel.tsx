import DrawIcon from '@mui/icons-material/Draw';
import { Alert, Box, Button, Chip, CircularProgress, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, List, ListItem, ListItemText, Paper, Stack, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TEnvelopeStatus, TSignEnvelope, TSignerStatus } from '@portal/domain';
import { ErrorAlert } from '../../../ui/error-alert';
import { revokeEnvelope } from '../api/sign-envelopes';
import { formatDateTime } from '../format-time';

const ENVELOPE_COLOR: Record<TEnvelopeStatus, 'info' | 'success' | 'default' | 'warning'> = { pending: 'info', completed: 'success', revoked: 'default', expired: 'warning' };
const SIGNER_COLOR: Record<TSignerStatus, 'info' | 'success' | 'default' | 'warning'> = { pending: 'info', signed: 'success', revoked: 'default', expired: 'warning' };

type Props = {
  license: string;
  envelope: TSignEnvelope;
  /** The member's own signature can be given here and now (the token of the sign request's answer). */
  onSignNow?: () => void;
  onRevoked: () => void;
};

/** The sign request of a form as its creator sees it: each signer with status and times; revoke with confirmation. */
export function EnvelopePanel({ license, envelope, onSignNow, onRevoked }: Props) {
  const { t, i18n } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const [revoking, setRevoking] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const titleId = useId();
  const headingId = useId();
  const time = (iso: string | null) => formatDateTime(iso, i18n.language);

  const revoke = async () => {
    setRevoking(true);
    setFailure(null);
    try {
      await revokeEnvelope(license, envelope.Id);
      setConfirming(false);
      onRevoked();
    } catch (e) {
      setFailure(e);
    } finally {
      setRevoking(false);
    }
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 2 }} data-testid="sign-envelope" data-status={envelope.Status}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
        <Typography variant="h6" component="h2" id={headingId} sx={{ flex: 1 }}>
          {t('signing.envelope.title')}
        </Typography>
        <Chip label={t(`signing.envelope.status.${envelope.Status}`)} color={ENVELOPE_COLOR[envelope.Status]} data-testid="sign-envelope-status" sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }} />
      </Stack>
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
        {envelope.Status === 'completed'
          ? t('signing.envelope.completedAt', { time: time(envelope.CompletedAt) })
          : envelope.Status === 'pending'
            ? t('signing.envelope.pendingHint')
            : t('signing.envelope.createdAt', { time: time(envelope.CreatedAt) })}
      </Typography>
      <List dense>
        {envelope.Signers.map((signer) => (
          <ListItem key={signer.Id} disableGutters data-testid="sign-envelope-signer" data-status={signer.Status} sx={{ flexWrap: 'wrap', gap: 1 }}>
            <ListItemText
              primary={`${signer.Field} – ${signer.Email}`}
              secondary={
                signer.Status === 'signed'
                  ? t('signing.envelope.signedAt', { time: time(signer.SignedAt) })
                  : signer.Status === 'pending'
                    ? [signer.LastMailAt ? t('signing.envelope.sentAt', { time: time(signer.LastMailAt) }) : null, t('signing.envelope.validUntil', { time: time(signer.ExpiresAt) })].filter(Boolean).join(' · ')
                    : null
              }
              slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
            />
            <Chip size="small" variant="outlined" label={t(`signing.status.${signer.Status}`)} color={SIGNER_COLOR[signer.Status]} />
          </ListItem>
        ))}
      </List>
      {envelope.Status === 'pending' ? (
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', flexWrap: 'wrap' }}>
          {onSignNow ? (
            <Button variant="contained" startIcon={<DrawIcon />} onClick={onSignNow} data-testid="sign-envelope-sign-now">
              {t('signing.envelope.signNow')}
            </Button>
          ) : null}
          <Button color="error" onClick={() => setConfirming(true)} data-testid="sign-envelope-revoke">
            {t('signing.envelope.revoke')}
          </Button>
        </Stack>
      ) : null}
      <Dialog open={confirming} onClose={() => !revoking && setConfirming(false)} aria-labelledby={titleId} maxWidth={false} slotProps={{ paper: { sx: { width: 600, maxWidth: '95vw' } } }} data-testid="sign-revoke-dialog">
        <DialogTitle id={titleId}>{t('signing.envelope.revokeTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('signing.envelope.revokeText')}</DialogContentText>
          {failure ? (
            <Box sx={{ mt: 2 }}>
              <ErrorAlert error={failure} />
            </Box>
          ) : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)} disabled={revoking}>
            {t('common.cancel')}
          </Button>
          <Button color="error" variant="contained" onClick={() => void revoke()} disabled={revoking} startIcon={revoking ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : undefined} data-testid="sign-revoke-confirm">
            {t('signing.envelope.revokeConfirm')}
          </Button>
        </DialogActions>
      </Dialog>
      {envelope.Status === 'expired' ? <Alert severity="warning">{t('signing.envelope.expiredHint')}</Alert> : null}
    </Paper>
  );
}
