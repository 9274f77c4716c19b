import RestartAltIcon from '@mui/icons-material/RestartAlt';
import { Button, Stack, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RESET_SETTINGS_AFTER_SECONDS } from '@portal/domain';
import { revertAllSettings } from '../../features/settings';
import { ErrorAlert } from '../../ui/error-alert';

type Props = {
  license: string;
  /** Restarts the timer: a new start-up gets its own 20 seconds. */
  attempt: number;
  onReset: () => void;
};

/**
 * Spec 000 §2.6: a start-up that takes longer than 20 s may be stuck on broken settings, so the
 * screen then offers to delete them (POST Settings/RevertAll) and start again.
 */
export function ResetSettingsButton({ license, attempt, onReset }: Props) {
  const { t } = useTranslation();
  const [visibleFor, setVisibleFor] = useState<number | null>(null);
  const mutation = useMutation({ mutationFn: () => revertAllSettings(license), onSuccess: onReset });

  useEffect(() => {
    const timer = window.setTimeout(() => setVisibleFor(attempt), RESET_SETTINGS_AFTER_SECONDS * 1000);
    return () => window.clearTimeout(timer);
  }, [attempt]);

  if (visibleFor !== attempt) return null;
  return (
    <Stack spacing={1.5} data-testid="startup-reset">
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('startup.resetHint')}
      </Typography>
      {mutation.isError ? <ErrorAlert error={mutation.error} /> : null}
      <Button
        variant="outlined"
        color="warning"
        startIcon={<RestartAltIcon />}
        disabled={mutation.isPending}
        onClick={() => mutation.mutate()}
        data-testid="startup-reset-settings"
      >
        {t('startup.resetSettings')}
      </Button>
    </Stack>
  );
}
