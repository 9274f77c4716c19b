/** Profile settings (spec 000 §2.4; admin entry `profiles`): filter the permission profiles, edit each one. */
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useActiveSession } from '../../session';
import { useIsMobile } from '../../../ui/use-media';
import { translateError } from '../../../ui/translate-error';
import { useDetailViewsTexts } from '../i18n/detail-views-texts';
import { useDetailSets } from '../api/detail-views';
import { useInfoWidgetImages, usePermissionTemplates } from '../api/profiles';
import { LoadingDialog, useFeedback } from './feedback';
import { ProfileCard } from './profile-card';

type Props = { open: boolean; onClose: () => void };

export default function ProfilesDialog({ open, onClose }: Props) {
  const ready = useDetailViewsTexts();
  if (!ready) return <LoadingDialog open={open} />;
  return <ProfilesDialogBody open={open} onClose={onClose} />;
}

function ProfilesDialogBody({ open, onClose }: Props) {
  const { t } = useTranslation();
  const { license } = useActiveSession();
  const mobile = useIsMobile();
  const titleId = useId();
  const profiles = usePermissionTemplates(license);
  const sets = useDetailSets(license);
  const images = useInfoWidgetImages(license);
  const feedback = useFeedback();
  const [filter, setFilter] = useState('');
  const folded = filter.trim().toLowerCase();
  const shown = (profiles.data ?? []).filter((p) => !folded || t(`roles.${p.Role}`).toLowerCase().includes(folded) || p.Name.toLowerCase().includes(folded));
  const error = profiles.error ?? sets.error ?? images.error;

  return (
    <Dialog open={open} onClose={onClose} maxWidth="md" fullWidth fullScreen={mobile} aria-labelledby={titleId} data-testid="profiles-dialog">
      <DialogTitle id={titleId}>{t('detailViews.profiles.title')}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <TextField label={t('detailViews.profiles.filter')} value={filter} onChange={(e) => setFilter(e.target.value)} type="search" slotProps={{ htmlInput: { 'data-testid': 'profiles-filter' } }} />
          {error ? <Alert severity="error">{translateError(t, error)}</Alert> : null}
          {profiles.data && shown.length === 0 ? <Typography>{t('detailViews.profiles.noMatch')}</Typography> : null}
          {sets.data && images.data
            ? shown.map((p) => (
                <ProfileCard
                  key={`${p.Id}-${p.DetailViewSet.Id}-${p.InfoWidgetImage?.Id ?? ''}-${String(p.InfoWidgetActive)}-${String(p.InfoWidgetClosable)}-${p.InfoWidgetText.length}`}
                  license={license}
                  profile={p}
                  sets={sets.data}
                  images={images.data}
                  onSuccess={feedback.success}
                  onFailure={feedback.failure}
                />
              ))
            : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} data-testid="profiles-close">
          {t('detailViews.close')}
        </Button>
      </DialogActions>
      {feedback.element}
    </Dialog>
  );
}
