import { Alert, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { sessionStore } from '../../session';
import { useImageUpload } from './use-image-upload';

/** The banner image (images only): uploaded and removed at once, as the logo is; the banner shows it behind its text. */
export function BannerImagePicker({ license, image, onChange }: { license: string; image: string | null; onChange: (image: string | null) => void }) {
  const { t } = useTranslation();
  const apply = (url: string | null) => {
    onChange(url);
    const active = sessionStore.getState().active;
    if (active) sessionStore.updateAppearance({ Appearance: { ...active.appearance.Appearance, Banner: { ...active.appearance.Appearance.Banner, Image: url } } });
  };
  const { fileInput, pick, remove, busy, problem } = useImageUpload({ license, kind: 'banner', testId: 'banner-image-file', onUploaded: (img) => apply(img.Url), onRemoved: () => apply(null) });
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2" component="h3">
        {t('appearance.banner.image')}
      </Typography>
      {image ? (
        <Box component="img" src={image} alt="" sx={{ maxWidth: 320, maxHeight: 120, objectFit: 'cover', borderRadius: 1 }} data-testid="banner-image-preview" />
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t('appearance.banner.noImage')}
        </Typography>
      )}
      {fileInput}
      {busy ? <LinearProgress aria-label={t('appearance.dialog.saving')} /> : null}
      {problem ? (
        <Alert severity="error" role="alert">
          {problem}
        </Alert>
      ) : null}
      <Stack direction="row" spacing={1}>
        <Button variant="outlined" disabled={busy} onClick={pick}>
          {t('appearance.banner.upload')}
        </Button>
        {image ? (
          <Button color="error" disabled={busy} onClick={remove}>
            {t('appearance.banner.remove')}
          </Button>
        ) : null}
      </Stack>
    </Stack>
  );
}
