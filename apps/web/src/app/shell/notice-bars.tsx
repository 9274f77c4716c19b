import RefreshIcon from '@mui/icons-material/Refresh';
import { Alert, Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { isPreviewMode } from '../../lib/preview-mode';
import { useActiveSession } from '../../features/session';

/** Read-only sessions (guests) see a bar above the navbar (spec 001 §2.12). */
export function ReadOnlyBar() {
  const { t } = useTranslation();
  const { userInit } = useActiveSession();
  if (!userInit.ReadOnly) return null;
  return (
    <Alert severity="info" square role="status" data-testid="read-only-bar" sx={{ py: 0 }}>
      {t('shell.readOnlyBar')}
    </Alert>
  );
}

/** Preview mode (host name contains "preview" or ?preview=1) shows a bar with a reload button. */
export function PreviewBar() {
  const { t } = useTranslation();
  if (!isPreviewMode()) return null;
  return (
    <Alert
      severity="warning"
      square
      role="status"
      data-testid="preview-bar"
      sx={{ py: 0 }}
      action={
        <Button color="inherit" size="small" startIcon={<RefreshIcon />} onClick={() => window.location.reload()} data-testid="preview-reload">
          {t('shell.preview.reload')}
        </Button>
      }
    >
      {t('shell.preview.text')}
    </Alert>
  );
}
