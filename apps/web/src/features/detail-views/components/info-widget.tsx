/**
 * The info widget on the start page (spec 000 §2.2 "info box", §6): the image and text of the member's permission
 * profile when the profile shows it; closable when the profile allows (remembered per user); licence admins edit
 * the text of any profile.
 */
import CloseIcon from '@mui/icons-material/Close';
import EditIcon from '@mui/icons-material/Edit';
import { Box, IconButton, Paper, Stack, Tooltip, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useActiveSession } from '../../session';
import { useDetailViewsTexts } from '../i18n/detail-views-texts';
import { useCloseInfoWidget, useInfoWidget } from '../api/profiles';
import { InfoWidgetTextDialog } from './info-widget-text-dialog';

export default function InfoWidget() {
  const ready = useDetailViewsTexts();
  const { license } = useActiveSession();
  const widget = useInfoWidget(license);
  if (!ready || !widget.data || !widget.data.Active || widget.data.Closed) return null;
  return <InfoWidgetBox license={license} widget={widget.data} />;
}

function InfoWidgetBox({ license, widget }: { license: string; widget: NonNullable<ReturnType<typeof useInfoWidget>['data']> }) {
  const { t } = useTranslation();
  const headingId = useId();
  const close = useCloseInfoWidget(license);
  const [editing, setEditing] = useState(false);
  return (
    <Paper variant="outlined" component="aside" aria-labelledby={headingId} sx={{ p: 2, borderLeft: 4, borderLeftColor: 'primary.main' }} data-testid="info-widget">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
        {widget.ImageUrl ? (
          <Box component="img" src={widget.ImageUrl} alt={t('detailViews.widget.imageAlt')} sx={{ maxWidth: { xs: '100%', sm: 200 }, maxHeight: 140, objectFit: 'contain', borderRadius: 1 }} data-testid="info-widget-image" />
        ) : null}
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="subtitle1" component="h2" id={headingId} sx={{ fontWeight: 600 }}>
            {t('detailViews.widget.label')}
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-wrap', color: widget.Text ? 'text.primary' : 'text.secondary' }} data-testid="info-widget-text">
            {widget.Text || t('detailViews.widget.empty')}
          </Typography>
        </Box>
        <Stack direction="row" spacing={0.5}>
          {widget.CanEdit ? (
            <Tooltip title={t('detailViews.widget.edit')}>
              <IconButton aria-label={t('detailViews.widget.edit')} onClick={() => setEditing(true)} data-testid="info-widget-edit">
                <EditIcon />
              </IconButton>
            </Tooltip>
          ) : null}
          {widget.Closable ? (
            <Tooltip title={t('detailViews.widget.close')}>
              <IconButton aria-label={t('detailViews.widget.close')} onClick={() => close.mutate()} disabled={close.isPending} data-testid="info-widget-close">
                <CloseIcon />
              </IconButton>
            </Tooltip>
          ) : null}
        </Stack>
      </Stack>
      {editing ? <InfoWidgetTextDialog license={license} ownProfileId={widget.ProfileId} onClose={() => setEditing(false)} /> : null}
    </Paper>
  );
}
