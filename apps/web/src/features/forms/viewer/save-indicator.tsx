import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlined';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import SyncIcon from '@mui/icons-material/Sync';
import { Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { TRiskSyncView } from './risk-sync';
import { useFormTexts } from './use-form-texts';

type Props = { snapshot: Pick<TRiskSyncView, 'status' | 'errorCode'>; onRetry: () => void };

/** The save indicator (spec 001 §4): 'Speichern...' while edits are on their way, else 'Ihre Eingaben sind gespeichert'; offline, conflict and refusals say so. */
export function SaveIndicator({ snapshot, onRetry }: Props) {
  const { t } = useTranslation();
  const runtime = useFormTexts();
  const { status } = snapshot;
  const text =
    status === 'pending'
      ? runtime.saving
      : status === 'saved'
        ? runtime.saved
        : status === 'offline'
          ? t('forms.save.offline')
          : status === 'conflict'
            ? t('forms.save.conflict')
            : status === 'transferred'
              ? t('forms.save.transferred')
              : t('forms.save.failed', { reason: t(`errors.${snapshot.errorCode ?? 'UNKNOWN'}`, { defaultValue: t('errors.UNKNOWN') }) });
  const Icon = { pending: SyncIcon, saved: CheckCircleOutlineIcon, offline: CloudOffIcon, conflict: ErrorOutlineIcon, failed: ErrorOutlineIcon, transferred: LockOutlinedIcon }[status];
  const color = status === 'offline' || status === 'conflict' ? 'warning.dark' : status === 'failed' ? 'error.main' : 'text.secondary';
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', color, minHeight: 36 }}>
      <Icon fontSize="small" aria-hidden="true" />
      <Typography variant="body2" role="status" aria-live="polite" data-testid="form-save-indicator" data-status={status}>
        {text}
      </Typography>
      {status === 'failed' ? (
        <Button size="small" onClick={onRetry}>
          {t('forms.save.retry')}
        </Button>
      ) : null}
    </Stack>
  );
}
