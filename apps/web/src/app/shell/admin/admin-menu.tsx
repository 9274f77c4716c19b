import ExitToAppIcon from '@mui/icons-material/ExitToApp';
import { Box, Button, Divider, FormControl, FormControlLabel, InputLabel, List, ListItem, ListItemButton, ListItemIcon, ListItemText, ListSubheader, MenuItem, Select, Switch, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_VIEW_PRESETS, ZAdminViewPresetAnswer, type TViewPreset } from '@portal/domain';
import { LeaveAdminModeDialog } from '../../../features/cards';
import { sessionStore, useActiveSession } from '../../../features/session';
import { apiRequest } from '../../../lib/api-client';
import { isPreviewMode } from '../../../lib/preview-mode';
import { STORAGE_KEYS, writeStored } from '../../../lib/storage';
import { clearTargetUrl } from '../../../lib/target-url';
import { ErrorAlert } from '../../../ui/error-alert';
import { ADMIN_ENTRIES, type TAdminEntry } from './admin-entries';
import { adminModeStore, useAdminMode } from './admin-mode';
import { useAdminDialogParam } from './use-admin-dialog-param';

const SECTIONS: TAdminEntry['section'][] = ['views', 'portal', 'appearance', 'log'];

/** PUT Admin/ViewPreset: the admin's own view preset in this licence. */
const putViewPreset = (Preset: TViewPreset) => apiRequest('Admin/ViewPreset', { method: 'PUT', scope: 'license', body: { Preset }, schema: ZAdminViewPresetAnswer });

/**
 * The admin side menu (spec 000 §2.4): the portal view preset, preview mode, the administration dialogs of
 * ADMIN_ENTRIES by section, and leaving admin mode (with the card view check of spec 000 §4).
 */
export default function AdminMenu({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const { userInit, appearance } = useActiveSession();
  const mode = useAdminMode();
  const navigate = useNavigate();
  const [, openDialog] = useAdminDialogParam();
  const [preview, setPreview] = useState(() => isPreviewMode());
  const preset = useMutation({
    mutationFn: putViewPreset,
    // The start page depends on the preset: run the start-up again, which lands on it.
    onSuccess: () => {
      clearTargetUrl();
      sessionStore.requireStartup();
      void navigate({ to: '/initialisierung' });
    },
  });
  const entries = ADMIN_ENTRIES.filter((e) => e.visible?.({ userInit, appearance }) ?? true);
  const presetLabelId = 'admin-preset-label';

  return (
    <Box component="nav" aria-label={t('shell.admin.menu')} sx={{ py: 1 }}>
      <Typography component="h2" variant="subtitle1" sx={{ px: 2, py: 1, fontWeight: 600 }}>
        {t('shell.admin.menu')}
      </Typography>
      <Box sx={{ px: 2, pb: 1 }}>
        <FormControl fullWidth size="small">
          <InputLabel id={presetLabelId}>{t('shell.admin.preset')}</InputLabel>
          <Select
            labelId={presetLabelId}
            label={t('shell.admin.preset')}
            value={(ADMIN_VIEW_PRESETS as readonly string[]).includes(userInit.Preset) ? userInit.Preset : ''}
            disabled={preset.isPending}
            onChange={(e) => preset.mutate(e.target.value as TViewPreset)}
            data-testid="admin-preset-select"
          >
            {ADMIN_VIEW_PRESETS.map((p) => (
              <MenuItem key={p} value={p} data-testid={`admin-preset-${p}`}>
                {t(`shell.admin.presets.${p}`)}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        {preset.isError ? <ErrorAlert error={preset.error} /> : null}
        <FormControlLabel
          sx={{ mt: 1 }}
          control={
            <Switch
              checked={preview}
              onChange={(_, on) => {
                // Preview shows the licence as its preview host would; the start-up reads it, so reload.
                writeStored('session', STORAGE_KEYS.preview, on ? '1' : null);
                setPreview(on);
                window.location.reload();
              }}
              data-testid="admin-preview-toggle"
            />
          }
          label={t('shell.admin.preview')}
        />
      </Box>
      {SECTIONS.map((section) => {
        const items = entries.filter((e) => e.section === section);
        if (!items.length) return null;
        return (
          <List key={section} dense subheader={<ListSubheader disableSticky>{t(`shell.admin.sections.${section}`)}</ListSubheader>}>
            {items.map((e) => (
              <ListItem key={e.id} disablePadding>
                <ListItemButton
                  onClick={() => {
                    onNavigate();
                    openDialog(e.id);
                  }}
                  data-testid={`admin-entry-${e.id}`}
                >
                  <ListItemIcon>{e.icon}</ListItemIcon>
                  <ListItemText primary={t(e.labelKey, { defaultValue: e.labelKey })} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        );
      })}
      <Divider />
      <Box sx={{ p: 2 }}>
        <Button fullWidth variant="outlined" startIcon={<ExitToAppIcon />} onClick={adminModeStore.requestLeave} data-testid="admin-mode-leave">
          {t('shell.admin.leave')}
        </Button>
      </Box>
      {mode === 'leaving' ? (
        <Suspense fallback={null}>
          <LeaveAdminModeDialog open onStay={adminModeStore.stay} onLeave={adminModeStore.leave} />
        </Suspense>
      ) : null}
    </Box>
  );
}
