import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import { Avatar, Box, Button, Card, CardActions, CardContent, FormControlLabel, IconButton, MenuItem, Stack, Switch, TextField, Tooltip, Typography } from '@mui/material';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { INFO_WIDGET_TEXT_MAX, type TDetailSet, type TInfoWidgetImage, type TPermissionTemplate } from '@portal/domain';
import { isApiError } from '../../../lib/api-client';
import { useDeleteInfoWidgetImage, useSavePermissionTemplate, useUploadInfoWidgetImage } from '../api/profiles';
import { serverText } from './feedback';

type Props = {
  license: string;
  profile: TPermissionTemplate;
  sets: readonly TDetailSet[];
  images: readonly TInfoWidgetImage[];
  onSuccess: (text: string) => void;
  onFailure: (text: string) => void;
};

/** One permission profile (spec 000 §2.4 profile settings): its detail-view set (required), info widget and image. */
export function ProfileCard({ license, profile, sets, images, onSuccess, onFailure }: Props) {
  const { t } = useTranslation();
  const headingId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const save = useSavePermissionTemplate(license);
  const upload = useUploadInfoWidgetImage(license);
  const deleteImage = useDeleteInfoWidgetImage(license);
  const [setId, setSetId] = useState(profile.DetailViewSet.Id);
  const [active, setActive] = useState(profile.InfoWidgetActive);
  const [closable, setClosable] = useState(profile.InfoWidgetClosable);
  const [imageId, setImageId] = useState(profile.InfoWidgetImage?.Id ?? '');
  const [text, setText] = useState(profile.InfoWidgetText);
  const dirty =
    setId !== profile.DetailViewSet.Id ||
    active !== profile.InfoWidgetActive ||
    closable !== profile.InfoWidgetClosable ||
    imageId !== (profile.InfoWidgetImage?.Id ?? '') ||
    text !== profile.InfoWidgetText;
  const image = images.find((i) => i.Id === imageId) ?? null;
  const name = t(`roles.${profile.Role}`);

  // mutateAsync, not mutate's callbacks: the saved profile comes back with new values and the card is mounted anew
  // (see the key in profiles-dialog.tsx), which would drop callbacks given to mutate.
  const submit = () =>
    save
      .mutateAsync({ id: profile.Id, input: { DetailViewSet: { Id: setId }, InfoWidgetActive: active, InfoWidgetClosable: closable, InfoWidgetImage: imageId ? { Id: imageId } : null, InfoWidgetText: text } })
      .then(
        () => onSuccess(t('detailViews.profiles.saved', { name })),
        (e: unknown) => onFailure(`${t('detailViews.profiles.saveFailed')} ${serverText(t, e)}`),
      );

  const onFile = (file: File | undefined) => {
    if (!file) return;
    upload.mutateAsync(file).then(
      (stored) => {
        setImageId(stored.Id);
        onSuccess(t('detailViews.profiles.uploaded'));
      },
      (e: unknown) => onFailure(serverText(t, e)),
    );
  };

  const removeImage = (target: TInfoWidgetImage) =>
    deleteImage.mutateAsync(target.FileGuid).then(
      () => {
        if (imageId === target.Id) setImageId('');
        onSuccess(t('detailViews.profiles.imageDeleted'));
      },
      (e: unknown) => onFailure(isApiError(e) && e.code === 'IN_USE' ? t('detailViews.profiles.imageDeleteFailed', { count: target.Usage }) : serverText(t, e)),
    );

  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId} data-testid={`profile-${profile.Role}`}>
      <CardContent>
        <Stack spacing={2}>
          <Typography variant="h6" component="h3" id={headingId}>
            {name}
          </Typography>
          <TextField
            select
            required
            label={t('detailViews.profiles.detailViewSet')}
            value={setId}
            onChange={(e) => setSetId(e.target.value)}
            error={!setId}
            helperText={!setId ? t('detailViews.profiles.setRequired') : ' '}
            slotProps={{ select: { SelectDisplayProps: { 'data-testid': `profile-${profile.Role}-set` } as object } }}
          >
            {sets.map((s) => (
              <MenuItem key={s.Id} value={s.Id}>
                {s.Name}
              </MenuItem>
            ))}
          </TextField>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <FormControlLabel control={<Switch checked={active} onChange={(e) => setActive(e.target.checked)} />} label={t('detailViews.profiles.infoWidgetActive')} />
            <FormControlLabel control={<Switch checked={closable} onChange={(e) => setClosable(e.target.checked)} />} label={t('detailViews.profiles.infoWidgetClosable')} />
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
            <TextField
              select
              label={t('detailViews.profiles.image')}
              value={imageId}
              onChange={(e) => setImageId(e.target.value)}
              sx={{ flex: 1, minWidth: 0 }}
              helperText={t('detailViews.profiles.imageHint')}
              slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true, SelectDisplayProps: { 'data-testid': `profile-${profile.Role}-image` } as object } }}
            >
              <MenuItem value="">{t('detailViews.profiles.noImage')}</MenuItem>
              {images.map((i) => (
                <MenuItem key={i.Id} value={i.Id}>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    <Avatar variant="rounded" src={i.Url} alt="" sx={{ width: 28, height: 28 }} />
                    <span>
                      {i.Filename} ({t('detailViews.profiles.usage', { count: i.Usage })})
                    </span>
                  </Stack>
                </MenuItem>
              ))}
            </TextField>
            <Box>
              <input ref={fileInput} type="file" accept="image/png,image/jpeg" hidden onChange={(e) => (onFile(e.target.files?.[0]), (e.target.value = ''))} data-testid={`profile-${profile.Role}-file`} />
              <Tooltip title={t('detailViews.profiles.upload')}>
                <IconButton aria-label={t('detailViews.profiles.upload')} onClick={() => fileInput.current?.click()} disabled={upload.isPending}>
                  <CloudUploadIcon />
                </IconButton>
              </Tooltip>
              <Tooltip title={image ? t('detailViews.profiles.deleteImage', { name: image.Filename }) : t('detailViews.profiles.noImage')}>
                <span>
                  <IconButton
                    aria-label={image ? t('detailViews.profiles.deleteImage', { name: image.Filename }) : t('detailViews.profiles.noImage')}
                    disabled={!image || deleteImage.isPending}
                    onClick={() => image && removeImage(image)}
                    data-testid={`profile-${profile.Role}-image-delete`}
                  >
                    <DeleteOutlinedIcon />
                  </IconButton>
                </span>
              </Tooltip>
            </Box>
          </Stack>
          <TextField
            label={t('detailViews.widget.text')}
            value={text}
            onChange={(e) => setText(e.target.value)}
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: INFO_WIDGET_TEXT_MAX } }}
          />
        </Stack>
      </CardContent>
      <CardActions sx={{ justifyContent: 'flex-end' }}>
        <Button variant="contained" onClick={submit} disabled={!dirty || !setId || save.isPending} data-testid={`profile-${profile.Role}-save`}>
          {t('detailViews.save')}
        </Button>
      </CardActions>
    </Card>
  );
}
