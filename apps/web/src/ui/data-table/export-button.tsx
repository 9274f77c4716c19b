import FileDownloadIcon from '@mui/icons-material/FileDownload';
import { Alert, Button, CircularProgress, Snackbar } from '@mui/material';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateError } from '../translate-error';
import { downloadExport, type TExportRequest } from './export-api';

/** Snackbars stay 5 s (spec 000 §9). */
const SNACKBAR_MS = 5000;

/**
 * CSV export of the list as it is filtered and sorted, with the visible columns (spec 000 §2.7). The
 * page shows the button only when the licence allows file export (canExportFiles).
 */
export function ExportButton({ request }: { request: TExportRequest }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ kind: 'error' | 'info'; text: string } | null>(null);
  const running = useRef<AbortController | null>(null);

  const run = async () => {
    if (running.current) {
      // A second click while one runs only says so (spec 000 §4, downloads).
      setMessage({ kind: 'info', text: t('dataTable.export.running') });
      return;
    }
    const controller = new AbortController();
    running.current = controller;
    setBusy(true);
    try {
      await downloadExport(request, controller.signal);
    } catch (e) {
      setMessage({ kind: 'error', text: `${t('dataTable.export.failed')} ${translateError(t, e)}` });
    } finally {
      running.current = null;
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        variant="outlined"
        size="small"
        startIcon={busy ? <CircularProgress size={16} aria-hidden="true" /> : <FileDownloadIcon />}
        onClick={() => void run()}
        aria-busy={busy || undefined}
        data-testid="export-csv"
      >
        {t('dataTable.export.button')}
      </Button>
      <Snackbar open={message !== null} autoHideDuration={SNACKBAR_MS} onClose={() => setMessage(null)}>
        <Alert severity={message?.kind ?? 'info'} onClose={() => setMessage(null)} role={message?.kind === 'error' ? 'alert' : 'status'} variant="filled">
          {message?.text}
        </Alert>
      </Snackbar>
    </>
  );
}
