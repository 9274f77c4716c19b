import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, LinearProgress, Snackbar, Stack, Typography } from '@mui/material';
import UploadIcon from '@mui/icons-material/Upload';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LOGO_DISPLAY_MAX } from '@portal/domain';
import { sessionStore, useActiveSession } from '../../session';
import type { TAdminDialogProps } from '../admin-dialog-props';
import { useImageUpload } from './use-image-upload';

/** Logo upload (spec 000 §2.4, §5, §9): one PNG/JPEG/SVG file, shown in the navbar at most 250 × 40; delete restores the default. */
export function LogoDialog({ open, onClose }: TAdminDialogProps) {
  const { t } = useTranslation();
  const { license, appearance } = useActiveSession();
  const [message, setMessage] = useState<string | null>(null);
  const { fileInput, pick, remove, busy, problem } = useImageUpload({
    license,
    kind: 'logo',
    testId: 'logo-file',
    onUploaded: (image) => {
      sessionStore.updateAppearance({ LogoUrl: image.Url });
      setMessage(t('appearance.logo.uploaded'));
    },
    onRemoved: () => {
      sessionStore.updateAppearance({ LogoUrl: null });
      setMessage(t('appearance.logo.removed'));
    },
  });
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
          {fileInput}
          {busy ? <LinearProgress aria-label={t('appearance.logo.uploading')} /> : null}
          {problem ? (
            <Alert severity="error" role="alert" data-testid="logo-error">
              {problem}
            </Alert>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        {appearance.LogoUrl ? (
          <Button color="error" disabled={busy} onClick={remove} data-testid="logo-remove">
            {t('appearance.logo.remove')}
          </Button>
        ) : null}
        <Button variant="contained" startIcon={<UploadIcon />} disabled={busy} onClick={pick} data-testid="logo-choose">
          {t('appearance.logo.choose')}
        </Button>
        <Button onClick={onClose}>{t('appearance.dialog.close')}</Button>
      </DialogActions>
      <Snackbar open={message !== null} autoHideDuration={5000} onClose={() => setMessage(null)} message={message} />
    </Dialog>
  );
}
