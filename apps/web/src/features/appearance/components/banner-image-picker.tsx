import { Alert, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { APPEARANCE_IMAGE_MAX_BYTES } from '@portal/domain';
import { sessionStore } from '../../session';
import { deleteImage, uploadImage } from '../api';
import { useImageErrorText } from './use-image-error-text';

/** The banner image (images only): uploaded and removed at once, as the logo is; the banner shows it behind its text. */
export function BannerImagePicker({ license, image, onChange }: { license: string; image: string | null; onChange: (image: string | null) => void }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [tooLarge, setTooLarge] = useState(false);
  const errorText = useImageErrorText();
  const apply = (url: string | null) => {
    onChange(url);
    const active = sessionStore.getState().active;
    if (active) sessionStore.updateAppearance({ Appearance: { ...active.appearance.Appearance, Banner: { ...active.appearance.Appearance.Banner, Image: url } } });
  };
  const upload = useMutation({ mutationFn: (file: File) => uploadImage(license, 'banner', file), onSuccess: (img) => apply(img.Url) });
  const remove = useMutation({ mutationFn: () => deleteImage(license, 'banner'), onSuccess: () => apply(null) });
  const busy = upload.isPending || remove.isPending;
  const error = upload.error ?? remove.error;
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
      <input
        ref={input}
        type="file"
        accept="image/png,image/jpeg,image/svg+xml,.png,.jpg,.jpeg,.svg"
        hidden
        data-testid="banner-image-file"
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (!file) return;
          setTooLarge(file.size > APPEARANCE_IMAGE_MAX_BYTES);
          if (file.size <= APPEARANCE_IMAGE_MAX_BYTES) upload.mutate(file);
        }}
      />
      {busy ? <LinearProgress aria-label={t('appearance.dialog.saving')} /> : null}
      {tooLarge || error ? (
        <Alert severity="error" role="alert">
          {tooLarge ? t('appearance.logo.tooLarge') : errorText(error)}
        </Alert>
      ) : null}
      <Stack direction="row" spacing={1}>
        <Button variant="outlined" disabled={busy} onClick={() => input.current?.click()}>
          {t('appearance.banner.upload')}
        </Button>
        {image ? (
          <Button color="error" disabled={busy} onClick={() => remove.mutate()}>
            {t('appearance.banner.remove')}
          </Button>
        ) : null}
      </Stack>
    </Stack>
  );
}
