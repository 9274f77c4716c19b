import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, FormControl, InputLabel, LinearProgress, MenuItem, Select, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DOCUMENT_TYPES } from '@portal/domain';
import { isApiError } from '../../../lib/api-client';
import { translateError } from '../../../ui/translate-error';
import { visuallyHidden } from '../../../ui/visually-hidden';
import { useUploadMutation, type TUploadLinks } from '../api';
import { FileDropArea } from '../../../ui/file-drop-area';

const DEFAULT_TYPE = 'SONSTIGES';

type Props = {
  license: string;
  open: boolean;
  onClose: () => void;
  onUploaded: () => void;
  /** The customer, contract, claim or process the new document belongs to (files dropped onto their pages). */
  links?: TUploadLinks;
  /** Says what the document will be linked to ("Kunde Abt, Timm"). */
  linkLabel?: string;
  /** A file dropped onto the page that opened the dialog. */
  initialFile?: File | null;
};

/** Upload of one document (POST Brief/Upload): file by input or drag and drop, title and type; the server's 413/415/400 shown translated. */
export function DocumentUploadDialog({ license, open, onClose, onUploaded, links, linkLabel, initialFile = null }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const inputId = useId();
  const hintId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [titel, setTitel] = useState('');
  const [brieftyp, setBrieftyp] = useState<string>(DEFAULT_TYPE);
  const [missing, setMissing] = useState(false);
  const upload = useUploadMutation(license);
  // A dropped file is taken over each time the dialog opens with one.
  useEffect(() => {
    if (open && initialFile) {
      setFile(initialFile);
      setMissing(false);
    }
  }, [open, initialFile]);

  const reset = () => {
    setFile(null);
    setTitel('');
    setBrieftyp(DEFAULT_TYPE);
    setMissing(false);
    upload.reset();
  };
  const close = () => {
    if (upload.isPending) return;
    reset();
    onClose();
  };
  const pick = (f: File | null | undefined) => {
    if (!f) return;
    setFile(f);
    setMissing(false);
    upload.reset();
  };
  const submit = () => {
    if (!file) {
      setMissing(true);
      return;
    }
    upload.mutate(
      { file, titel, brieftyp, links },
      {
        onSuccess: () => {
          reset();
          onUploaded();
        },
      },
    );
  };

  const error = upload.error;
  const errorText = !error
    ? null
    : isApiError(error) && (error.code === 'PAYLOAD_TOO_LARGE' || error.code === 'UNSUPPORTED_MEDIA_TYPE')
      ? t(`documents.upload.errors.${error.code}`)
      : isApiError(error) && error.code === 'VALIDATION' && error.errors.length
        ? t('documents.upload.errors.VALIDATION', { fields: error.errors.map((e) => `${e.path}: ${e.message}`).join(', ') })
        : translateError(t, error);

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm" data-testid="document-upload-dialog">
      <DialogTitle id={titleId}>{t('documents.upload.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {linkLabel ? (
            <Typography variant="body2" data-testid="document-upload-link">
              {t('documents.upload.linkedTo', { target: linkLabel })}
            </Typography>
          ) : null}
          <FileDropArea onFile={pick} data-testid="document-upload-dropzone">
            <UploadFileIcon sx={{ fontSize: 40, color: 'text.secondary' }} aria-hidden="true" />
            <Typography>{t('documents.upload.drop')}</Typography>
            <input
              id={inputId}
              type="file"
              accept=".pdf,.png,.jpg,.jpeg,.doc,.docx,application/pdf,image/png,image/jpeg"
              aria-describedby={hintId}
              style={visuallyHidden}
              onChange={(e) => pick(e.target.files?.[0])}
              data-testid="document-upload-file"
            />
            <Button component="label" htmlFor={inputId} variant="outlined" sx={{ mt: 1 }}>
              {t('documents.upload.choose')}
            </Button>
            <Typography id={hintId} variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
              {t('documents.upload.hint')}
            </Typography>
            <Typography variant="body2" sx={{ mt: 1, wordBreak: 'break-all' }} aria-live="polite">
              {file ? t('documents.upload.chosen', { name: file.name }) : t('documents.upload.none')}
            </Typography>
          </FileDropArea>
          <TextField label={t('documents.upload.titel')} value={titel} onChange={(e) => setTitel(e.target.value)} slotProps={{ htmlInput: { maxLength: 200, 'data-testid': 'document-upload-title' } }} size="small" />
          <FormControl size="small">
            <InputLabel id={`${titleId}-type`}>{t('documents.upload.type')}</InputLabel>
            <Select labelId={`${titleId}-type`} label={t('documents.upload.type')} value={brieftyp} onChange={(e) => setBrieftyp(e.target.value)} data-testid="document-upload-type">
              <MenuItem value={DEFAULT_TYPE}>{t('documents.upload.typeDefault')}</MenuItem>
              {DOCUMENT_TYPES.map((type) => (
                <MenuItem key={type} value={type}>
                  {t(`documents.types.${type}`)}
                </MenuItem>
              ))}
            </Select>
          </FormControl>
          {missing ? <Alert severity="warning">{t('documents.upload.noFile')}</Alert> : null}
          {errorText ? (
            <Alert severity="error" role="alert" data-testid="document-upload-error">
              {errorText}
            </Alert>
          ) : null}
          {upload.isPending ? <LinearProgress aria-label={t('documents.upload.submit')} /> : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={upload.isPending}>
          {t('common.cancel')}
        </Button>
        <Button variant="contained" onClick={submit} disabled={upload.isPending} data-testid="document-upload-submit">
          {t('documents.upload.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
