import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  LinearProgress,
  Radio,
  RadioGroup,
  FormControl,
  FormLabel,
  Snackbar,
  Stack,
  Switch,
  Tab,
  Tabs,
  TextField,
  Typography,
} from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canEditColours, type TAppearanceSettings, type TFooterLinks } from '@portal/domain';
import { translateError } from '../../../ui/translate-error';
import { sessionStore, useActiveSession } from '../../session';
import type { TAdminDialogProps } from '../admin-dialog-props';
import { saveFooterLinks, saveGlobalSettings } from '../api';
import { BannerImagePicker } from './banner-image-picker';
import { ColourField } from './colour-field';
import { ContrastWarnings } from './contrast-warnings';
import { FooterFields, footerErrors } from './footer-fields';

type TTab = 'colours' | 'banner' | 'toolbar' | 'visibility' | 'footer';

/**
 * The licence's appearance (spec 000 §2.4, §3 Card config; issue 12 item 7): colours applied to the whole portal
 * while editing and reverted on cancel, banner, toolbar text colour, hide flags, footer. OK saves (audit-logged).
 */
export function AppearanceDialog({ open, onClose }: TAdminDialogProps) {
  const { t } = useTranslation();
  const { license, appearance } = useActiveSession();
  const coloursEditable = canEditColours(appearance);
  const [tab, setTab] = useState<TTab>(coloursEditable ? 'colours' : 'banner');
  const [draft, setDraft] = useState<TAppearanceSettings>(appearance.Appearance);
  const [footer, setFooter] = useState<TFooterLinks>(appearance.FooterLinks);
  const [saved, setSaved] = useState(false);

  // A fresh start every time the dialog opens; however it closes or goes away (Back, a licence switch), the preview ends.
  useEffect(() => {
    if (!open) {
      sessionStore.previewAppearance(null);
      return;
    }
    setDraft(sessionStore.getState().active?.appearance.Appearance ?? appearance.Appearance);
    setFooter(sessionStore.getState().active?.appearance.FooterLinks ?? appearance.FooterLinks);
    return () => sessionStore.previewAppearance(null);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only on opening and closing
  }, [open]);

  const change = (next: TAppearanceSettings) => {
    setDraft(next);
    // Live: the whole portal re-themes at once.
    sessionStore.previewAppearance(next);
  };
  const cancel = () => {
    sessionStore.previewAppearance(null);
    onClose();
  };

  const footerChanged = JSON.stringify(footer) !== JSON.stringify(appearance.FooterLinks);
  const footerInvalid = Object.keys(footerErrors(footer)).length > 0;
  const save = useMutation({
    mutationFn: async () => {
      const savedAppearance = await saveGlobalSettings(license, draft);
      const savedFooter = footerChanged ? await saveFooterLinks(license, footer) : appearance.FooterLinks;
      return { savedAppearance, savedFooter };
    },
    onSuccess: ({ savedAppearance, savedFooter }) => {
      sessionStore.updateAppearance({ Appearance: savedAppearance, FooterLinks: savedFooter });
      sessionStore.previewAppearance(null);
      setSaved(true);
      onClose();
    },
  });

  const tabs: TTab[] = coloursEditable ? ['colours', 'banner', 'toolbar', 'visibility', 'footer'] : ['banner', 'toolbar', 'visibility', 'footer'];
  return (
    <>
      <Dialog open={open} onClose={cancel} maxWidth="md" fullWidth aria-labelledby="appearance-dialog-title" data-testid="appearance-dialog">
        <DialogTitle id="appearance-dialog-title">{t('appearance.dialog.title')}</DialogTitle>
        <Tabs value={tab} onChange={(_, v: TTab) => setTab(v)} variant="scrollable" allowScrollButtonsMobile aria-label={t('appearance.dialog.tabs')} sx={{ px: 2 }}>
          {tabs.map((id) => (
            <Tab key={id} value={id} label={t(`appearance.${id}.tab`)} id={`appearance-tab-${id}`} aria-controls={`appearance-panel-${id}`} data-testid={`appearance-tab-${id}`} />
          ))}
        </Tabs>
        <DialogContent dividers>
          <Box role="tabpanel" id={`appearance-panel-${tab}`} aria-labelledby={`appearance-tab-${tab}`}>
            {tab === 'colours' ? (
              <Stack spacing={2}>
                <Typography variant="body2">{t('appearance.colours.live')}</Typography>
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                  <ColourField label={t('appearance.colours.primary')} value={draft.PrimaryColor} onChange={(v) => change({ ...draft, PrimaryColor: v })} testId="colour-primary" />
                  <ColourField label={t('appearance.colours.secondary')} value={draft.SecondaryColor} onChange={(v) => change({ ...draft, SecondaryColor: v })} testId="colour-secondary" />
                </Stack>
                <FormControl>
                  <FormLabel id="appearance-theme">{t('appearance.colours.theme')}</FormLabel>
                  <RadioGroup row aria-labelledby="appearance-theme" value={draft.Theme} onChange={(_, v) => change({ ...draft, Theme: v === 'dark' ? 'dark' : 'light' })}>
                    <FormControlLabel value="light" control={<Radio />} label={t('appearance.colours.light')} />
                    <FormControlLabel value="dark" control={<Radio />} label={t('appearance.colours.dark')} />
                  </RadioGroup>
                </FormControl>
                <ContrastWarnings appearance={draft} only={['pairPrimaryPage', 'pairSecondaryPage', 'pairHeader']} />
              </Stack>
            ) : null}
            {tab === 'banner' ? (
              <Stack spacing={2}>
                <FormControlLabel
                  control={<Switch checked={draft.Banner.Show} onChange={(_, on) => change({ ...draft, Banner: { ...draft.Banner, Show: on } })} />}
                  label={t('appearance.banner.show')}
                  data-testid="banner-show"
                />
                <TextField label={t('appearance.banner.title')} value={draft.Banner.Title} onChange={(e) => change({ ...draft, Banner: { ...draft.Banner, Title: e.target.value } })} slotProps={{ htmlInput: { maxLength: 200 } }} />
                <TextField label={t('appearance.banner.subtitle')} value={draft.Banner.Subtitle} onChange={(e) => change({ ...draft, Banner: { ...draft.Banner, Subtitle: e.target.value } })} slotProps={{ htmlInput: { maxLength: 400 } }} multiline />
                <ColourField label={t('appearance.banner.textColor')} value={draft.Banner.TextColor} onChange={(v) => change({ ...draft, Banner: { ...draft.Banner, TextColor: v } })} testId="colour-banner-text" />
                <ContrastWarnings appearance={draft} only={['pairBanner']} />
                <BannerImagePicker license={license} image={draft.Banner.Image ?? null} onChange={(image) => setDraft((d) => ({ ...d, Banner: { ...d.Banner, Image: image } }))} />
              </Stack>
            ) : null}
            {tab === 'toolbar' ? (
              <Stack spacing={2}>
                <ColourField label={t('appearance.toolbar.headerTextColor')} value={draft.HeaderTextColor} onChange={(v) => change({ ...draft, HeaderTextColor: v })} testId="colour-header-text" />
                <ContrastWarnings appearance={draft} only={['pairHeader']} />
              </Stack>
            ) : null}
            {tab === 'visibility' ? (
              <Stack>
                {(['hidePostbox', 'hideServices', 'hideDashboard'] as const).map((flag) => (
                  <FormControlLabel key={flag} control={<Switch checked={draft[flag]} onChange={(_, on) => change({ ...draft, [flag]: on })} />} label={t(`appearance.visibility.${flag}`)} data-testid={`flag-${flag}`} />
                ))}
              </Stack>
            ) : null}
            {tab === 'footer' ? <FooterFields value={footer} onChange={setFooter} /> : null}
          </Box>
          {save.isPending ? <LinearProgress aria-label={t('appearance.dialog.saving')} sx={{ mt: 2 }} /> : null}
          {save.isError ? (
            <Alert severity="error" role="alert" sx={{ mt: 2 }}>
              {translateError(t, save.error)}
            </Alert>
          ) : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={cancel} data-testid="appearance-cancel">
            {t('appearance.dialog.cancel')}
          </Button>
          <Button variant="contained" onClick={() => save.mutate()} disabled={save.isPending || footerInvalid} data-testid="appearance-ok">
            {t('appearance.dialog.ok')}
          </Button>
        </DialogActions>
      </Dialog>
      <Snackbar open={saved} autoHideDuration={5000} onClose={() => setSaved(false)} message={t('appearance.dialog.saved')} />
    </>
  );
}
