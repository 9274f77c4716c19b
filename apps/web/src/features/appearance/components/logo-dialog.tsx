import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, LinearProgress, Snackbar, Stack, Typography } from '@mui/material';
import UploadIcon from '@mui/icons-material/Upload';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { APPEARANCE_IMAGE_MAX_BYTES, LOGO_DISPLAY_MAX } from '@portal/domain';
import { sessionStore, useActiveSession } from '../../session';
import type { TAdminDialogProps } from '../admin-dialog-props';
import { deleteImage, uploadImage } from '../api';
import { useImageErrorText } from './use-image-error-text';

const ACCEPT = 'image/png,image/jpeg,image/svg+xml,.png,.jpg,.jpeg,.svg';

/** Logo upload (spec 000 §2.4, §5, §9): one PNG/JPEG/SVG file, shown in the navbar at most 250 × 40; delete restores the default. */
export function LogoDialog({ open, onClose }: TAdminDialogProps) {
  const { t } = useTranslation();
  const { license, appearance } = useActiveSession();
  const input = useRef<HTMLInputElement>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [tooLarge, setTooLarge] = useState(false);
  const errorText = useImageErrorText();
  const upload = useMutation({
    mutationFn: (file: File) => uploadImage(license, 'logo', file),
    onSuccess: (image) => {
      sessionStore.updateAppearance({ LogoUrl: image.Url });
      setMessage(t('appearance.logo.uploaded'));
    },
  });
  const remove = useMutation({
    mutationFn: () => deleteImage(license, 'logo'),
    onSuccess: () => {
      sessionStore.updateAppearance({ LogoUrl: null });
      setMessage(t('appearance.logo.removed'));
    },
  });
  const busy = upload.isPending || remove.isPending;
  const error = upload.error ?? remove.error;

  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="logo-dialog-title" data-testid="logo-dialog">
      <DialogTitle id="logo-dialog-title">{t('appearance.logo.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography variant="body2">{t('appearance.logo.intro')}</Typography>
          <Typography variant="subtitle2" component="h3">
            {t('appearance.logo.current')}
          </Typography>
          {appearance.LogoUrl ? (
            <Box sx={{ p: 1.5, bgcolor: (theme) => theme.portal.headerBackground, borderRadius: 1, alignSelf: 'flex-start' }}>
              <Box
                component="img"
                src={appearance.LogoUrl}
                alt={t('appearance.logo.alt', { name: appearance.Name })}
                data-testid="logo-preview"
                sx={{ display: 'block', maxWidth: LOGO_DISPLAY_MAX.width, maxHeight: LOGO_DISPLAY_MAX.height, objectFit: 'contain' }}
              />
            </Box>
          ) : (
            <Typography variant="body2" color="text.secondary">
              {t('appearance.logo.none')}
            </Typography>
          )}
          <input
            ref={input}
            type="file"
            accept={ACCEPT}
            hidden
            data-testid="logo-file"
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (!file) return;
              // Refused here at once: sending 20 MB only to hear "too large" wastes the admin's time.
              setTooLarge(file.size > APPEARANCE_IMAGE_MAX_BYTES);
              if (file.size <= APPEARANCE_IMAGE_MAX_BYTES) upload.mutate(file);
            }}
          />
          {busy ? <LinearProgress aria-label={t('appearance.logo.uploading')} /> : null}
          {tooLarge || error ? (
            <Alert severity="error" role="alert" data-testid="logo-error">
              {tooLarge ? t('appearance.logo.tooLarge') : errorText(error)}
            </Alert>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        {appearance.LogoUrl ? (
          <Button color="error" disabled={busy} onClick={() => remove.mutate()} data-testid="logo-remove">
            {t('appearance.logo.remove')}
          </Button>
        ) : null}
        <Button variant="contained" startIcon={<UploadIcon />} disabled={busy} onClick={() => input.current?.click()} data-testid="logo-choose">
          {t('appearance.logo.choose')}
        </Button>
        <Button onClick={onClose}>{t('appearance.dialog.close')}</Button>
      </DialogActions>
      <Snackbar open={message !== null} autoHideDuration={5000} onClose={() => setMessage(null)} message={message} />
    </Dialog>
  );
}
