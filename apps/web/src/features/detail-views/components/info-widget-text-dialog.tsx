import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { INFO_WIDGET_TEXT_MAX } from '@portal/domain';
import { translateError } from '../../../ui/translate-error';
import { usePermissionTemplates, useSaveInfoWidgetText } from '../api/profiles';

type Props = { license: string; ownProfileId: string; onClose: () => void };

/** Licence admins edit the info-widget text of a profile (their own first). */
export function InfoWidgetTextDialog({ license, ownProfileId, onClose }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const profiles = usePermissionTemplates(license);
  const save = useSaveInfoWidgetText(license);
  const [profileId, setProfileId] = useState(ownProfileId);
  const [texts, setTexts] = useState<Record<string, string>>({});
  const saved = profiles.data?.find((p) => p.Id === profileId)?.InfoWidgetText ?? '';
  const text = texts[profileId] ?? saved;
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby={titleId} data-testid="info-widget-text-dialog">
      <DialogTitle id={titleId}>{t('detailViews.widget.editTitle')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField select label={t('detailViews.widget.profile')} value={profiles.data ? profileId : ''} onChange={(e) => setProfileId(e.target.value)}>
            {(profiles.data ?? []).map((p) => (
              <MenuItem key={p.Id} value={p.Id}>
                {t(`roles.${p.Role}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label={t('detailViews.widget.text')}
            value={text}
            onChange={(e) => setTexts({ ...texts, [profileId]: e.target.value })}
            multiline
            minRows={4}
            slotProps={{ htmlInput: { maxLength: INFO_WIDGET_TEXT_MAX, 'data-testid': 'info-widget-text-input' } }}
          />
          {save.isError ? <Alert severity="error">{translateError(t, save.error)}</Alert> : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('detailViews.cancel')}</Button>
        <Button variant="contained" disabled={save.isPending || !profiles.data} onClick={() => save.mutate({ ProfileId: profileId, Text: text }, { onSuccess: onClose })} data-testid="info-widget-text-save">
          {t('detailViews.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
