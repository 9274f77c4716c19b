import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CloseIcon from '@mui/icons-material/Close';
import ErrorIcon from '@mui/icons-material/Error';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, IconButton, LinearProgress, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useId, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, isApiError } from '../../../lib/api-client';
import { translateError } from '../../../ui/translate-error';
import { visuallyHidden } from '../../../ui/visually-hidden';
import type { TUploadFileInput } from '../api';
import { formatFileSize, isTooLarge, REPLY_MAX } from '../process-detail-rules';

type TEntry = { key: string; file: File; state: 'pending' | 'uploading' | 'done' | 'error'; progress: number; error?: string };

type Props = {
  open: boolean;
  /** Files dropped onto the page: the dialog opens with them. */
  initialFiles: readonly File[];
  upload: (input: TUploadFileInput) => Promise<unknown>;
  onClose: () => void;
};

let keySeq = 0;
const toEntries = (files: readonly File[]): TEntry[] => files.map((file) => ({ key: `f${++keySeq}`, file, state: 'pending', progress: 0 }));

/**
 * Attaching files to the process (POST Vorgang/{id}/Files): one message per file, uploaded one after
 * another with progress. Files over 20 MB are refused before sending; the server's 413/415/400 are shown
 * per file in words the user can act on.
 */
export function AttachDialog({ open, initialFiles, upload, onClose }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const inputId = useId();
  const hintId = useId();
  const [entries, setEntries] = useState<TEntry[]>([]);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [dragging, setDragging] = useState(false);

  useEffect(() => {
    if (open) setEntries(toEntries(initialFiles));
  }, [open, initialFiles]);

  const errorText = (error: unknown): string => {
    if (isApiError(error) && (error.code === 'PAYLOAD_TOO_LARGE' || error.code === 'UNSUPPORTED_MEDIA_TYPE')) return t(`processDetail.upload.errors.${error.code}`);
    if (isApiError(error) && error.code === 'VALIDATION' && error.errors.length) {
      return t('processDetail.upload.errors.VALIDATION', { fields: error.errors.map((e) => `${e.path}: ${e.message}`).join(', ') });
    }
    return translateError(t, error);
  };

  const patch = (key: string, next: Partial<TEntry>) => setEntries((list) => list.map((e) => (e.key === key ? { ...e, ...next } : e)));
  const add = (files: FileList | readonly File[] | null | undefined) => {
    if (!files || files.length === 0) return;
    setEntries((list) => [...list.filter((e) => e.state !== 'done'), ...toEntries(Array.from(files))]);
  };
  const close = () => {
    if (busy) return;
    setEntries([]);
    setText('');
    onClose();
  };
  const onDrop = (e: DragEvent<HTMLElement>) => {
    e.preventDefault();
    e.stopPropagation();
    setDragging(false);
    add(e.dataTransfer.files);
  };

  const submit = async () => {
    const todo = entries.filter((e) => e.state === 'pending' || e.state === 'error');
    if (todo.length === 0) return;
    setBusy(true);
    let failed = false;
    for (const entry of todo) {
      if (isTooLarge(entry.file.size)) {
        failed = true;
        patch(entry.key, { state: 'error', error: errorText(new ApiError({ code: 'PAYLOAD_TOO_LARGE', status: 413 })) });
        continue;
      }
      patch(entry.key, { state: 'uploading', progress: 0, error: undefined });
      try {
        await upload({ file: entry.file, text, onProgress: (progress) => patch(entry.key, { progress }) });
        patch(entry.key, { state: 'done', progress: 1 });
      } catch (error) {
        failed = true;
        patch(entry.key, { state: 'error', error: errorText(error) });
      }
    }
    setBusy(false);
    if (!failed) {
      setEntries([]);
      setText('');
      onClose();
    }
  };

  const pending = entries.some((e) => e.state === 'pending' || e.state === 'error');

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm" data-testid="process-attach-dialog">
      <DialogTitle id={titleId}>{t('processDetail.upload.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Box
            onDragOver={(e) => {
              e.preventDefault();
              e.stopPropagation();
              setDragging(true);
            }}
            onDragLeave={() => setDragging(false)}
            onDrop={onDrop}
            data-testid="process-attach-dropzone"
            sx={{ border: 2, borderStyle: 'dashed', borderColor: dragging ? 'primary.main' : 'divider', borderRadius: 1, p: 2, textAlign: 'center', bgcolor: dragging ? 'action.hover' : undefined }}
          >
            <UploadFileIcon sx={{ fontSize: 36, color: 'text.secondary' }} aria-hidden="true" />
            <Typography>{t('processDetail.upload.drop')}</Typography>
            <input
              id={inputId}
              type="file"
              multiple
              accept=".pdf,.png,.jpg,.jpeg,.doc,.docx,application/pdf,image/png,image/jpeg"
              aria-describedby={hintId}
              style={visuallyHidden}
              disabled={busy}
              onChange={(e) => {
                add(e.target.files);
                e.target.value = '';
              }}
              data-testid="process-attach-input"
            />
            <Button component="label" htmlFor={inputId} variant="outlined" sx={{ mt: 1 }} disabled={busy}>
              {t('processDetail.upload.choose')}
            </Button>
            <Typography id={hintId} variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
              {t('processDetail.upload.hint')}
            </Typography>
          </Box>
          {entries.length === 0 ? (
            <Typography variant="body2" aria-live="polite">
              {t('processDetail.upload.none')}
            </Typography>
          ) : (
            <Stack component="ul" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }} aria-live="polite">
              {entries.map((e) => (
                <Box component="li" key={e.key} data-testid="process-attach-file" data-state={e.state}>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    {e.state === 'done' ? <CheckCircleIcon color="success" fontSize="small" titleAccess={t('processDetail.upload.done')} /> : null}
                    {e.state === 'error' ? <ErrorIcon color="error" fontSize="small" aria-hidden="true" /> : null}
                    <Typography sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>{`${e.file.name} (${formatFileSize(e.file.size)})`}</Typography>
                    {e.state !== 'uploading' && e.state !== 'done' ? (
                      <IconButton size="small" aria-label={t('processDetail.upload.remove', { name: e.file.name })} disabled={busy} onClick={() => setEntries((list) => list.filter((x) => x.key !== e.key))}>
                        <CloseIcon fontSize="small" />
                      </IconButton>
                    ) : null}
                  </Stack>
                  {e.state === 'uploading' ? (
                    <LinearProgress variant="determinate" value={Math.round(e.progress * 100)} aria-label={t('processDetail.upload.progress', { name: e.file.name })} data-testid="process-attach-progress" />
                  ) : null}
                  {e.error ? (
                    <Alert severity="error" role="alert" sx={{ mt: 0.5 }} data-testid="process-attach-error">
                      {e.error}
                    </Alert>
                  ) : null}
                </Box>
              ))}
            </Stack>
          )}
          <TextField
            label={t('processDetail.upload.text')}
            value={text}
            onChange={(e) => setText(e.target.value)}
            disabled={busy}
            multiline
            minRows={2}
            size="small"
            slotProps={{ htmlInput: { maxLength: REPLY_MAX, 'data-testid': 'process-attach-text' } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={busy}>
          {t('common.cancel')}
        </Button>
        <Button variant="contained" onClick={() => void submit()} disabled={busy || !pending} data-testid="process-attach-submit">
          {t('processDetail.upload.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
