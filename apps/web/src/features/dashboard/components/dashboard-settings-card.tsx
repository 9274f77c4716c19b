import RestartAltIcon from '@mui/icons-material/RestartAlt';
import { Box, Button, Checkbox, FormControl, FormControlLabel, FormGroup, FormLabel, InputLabel, MenuItem, Select, Stack, Switch, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DASHBOARD_LIST_AMOUNTS, dashboardBox, setBoxClosed, type TDashboardBoxId, type TDashboardLayout } from '@portal/domain';
import { ErrorAlert } from '../../../ui/error-alert';
import { LoadingMessage } from '../../../ui/loading-message';
import { SectionCard } from '../../../ui/section-card';
import { useIsMobile } from '../../../ui/use-media';
import { permissionContextOf, useActiveSession } from '../../session';
import { useDashboardTexts } from '../i18n/dashboard-texts';
import { useDashboardLayout } from '../use-dashboard-layout';
import { useDashboardPreferences } from '../use-dashboard-preferences';
import { ResetViewDialog } from './reset-view-dialog';

/**
 * Dashboard settings on /einstellungen (spec 000 §2.11): show or hide boxes by column (three columns on large screens,
 * one list on mobile), restore the default view, show or hide the close and move buttons (move not on mobile), and the
 * entries per list (5, 10, 15, 20, 25).
 */
export function DashboardSettingsCard() {
  const ready = useDashboardTexts();
  const { t } = useTranslation();
  if (!ready) return <LoadingMessage text={t('common.loading')} py={2} />;
  return <DashboardSettings />;
}

function DashboardSettings() {
  const { t } = useTranslation();
  const { license, userInit } = useActiveSession();
  const ctx = permissionContextOf(userInit);
  const mobile = useIsMobile();
  const { layout, change, isError, error, saveError } = useDashboardLayout(license, ctx);
  const prefs = useDashboardPreferences(license);
  const [resetting, setResetting] = useState(false);
  const amountId = useId();
  const disabled = ctx.readOnly;

  return (
    <SectionCard title={t('dashboard.settings.title')} hint={t('dashboard.settings.hint')} testId="dashboard-settings">
      <Stack spacing={2}>
        {isError ? <ErrorAlert error={error} /> : null}
        {saveError ? <ErrorAlert error={saveError} /> : null}
        {prefs.saveError ? <ErrorAlert error={prefs.saveError} /> : null}
        {layout ? <BoxChoice layout={layout} mobile={mobile} disabled={disabled} onChange={change} /> : null}
        <FormGroup>
          <FormControlLabel
            control={<Switch checked={prefs.showClose} onChange={(e) => prefs.update({ toggleClose: e.target.checked })} disabled={disabled} data-testid="dashboard-settings-close" />}
            label={t('dashboard.settings.showClose')}
          />
          {!mobile ? (
            <FormControlLabel
              control={<Switch checked={prefs.showMove} onChange={(e) => prefs.update({ toggleMove: e.target.checked })} disabled={disabled} data-testid="dashboard-settings-move" />}
              label={t('dashboard.settings.showMove')}
            />
          ) : null}
        </FormGroup>
        <FormControl size="small" sx={{ maxWidth: 220 }} disabled={disabled}>
          <InputLabel id={amountId}>{t('dashboard.settings.listAmount')}</InputLabel>
          <Select
            labelId={amountId}
            label={t('dashboard.settings.listAmount')}
            value={prefs.listAmount}
            onChange={(e) => prefs.update({ anzahlDashboardListen: Number(e.target.value) as 5 | 10 | 15 | 20 | 25 })}
            data-testid="dashboard-settings-amount"
          >
            {DASHBOARD_LIST_AMOUNTS.map((n) => (
              <MenuItem key={n} value={n}>
                {n}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <Box>
          <Button variant="outlined" startIcon={<RestartAltIcon />} onClick={() => setResetting(true)} disabled={disabled} data-testid="dashboard-settings-reset">
            {t('dashboard.reset.button')}
          </Button>
        </Box>
      </Stack>
      <ResetViewDialog license={license} open={resetting} onClose={() => setResetting(false)} />
    </SectionCard>
  );
}

function BoxChoice({ layout, mobile, disabled, onChange }: { layout: TDashboardLayout; mobile: boolean; disabled: boolean; onChange: (l: TDashboardLayout) => void }) {
  const { t } = useTranslation();
  const toggle = (id: string, shown: boolean) => onChange(setBoxClosed(layout, id, !shown));
  const checkbox = (id: string, isClosed: boolean) => {
    const def = dashboardBox(id as TDashboardBoxId);
    return (
      <FormControlLabel
        key={id}
        control={<Checkbox checked={!isClosed} onChange={(e) => toggle(id, e.target.checked)} disabled={disabled || !def.isCloseable} data-testid={`dashboard-settings-box-${id}`} />}
        label={t(`dashboard.boxes.${def.id}`)}
      />
    );
  };
  if (mobile) {
    return (
      <FormControl component="fieldset">
        <FormLabel component="legend">{t('dashboard.settings.boxesLabel')}</FormLabel>
        <FormGroup>{layout.Columns.flat().map((b) => checkbox(b.id, b.isClosed))}</FormGroup>
      </FormControl>
    );
  }
  return (
    <Box>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {t('dashboard.settings.boxesLabel')}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 2 }}>
        {layout.Columns.map((column, i) => (
          <FormControl key={i} component="fieldset" data-testid={`dashboard-settings-column-${i}`}>
            <FormLabel component="legend">{t('dashboard.settings.column', { n: i + 1 })}</FormLabel>
            <FormGroup>{column.map((b) => checkbox(b.id, b.isClosed))}</FormGroup>
          </FormControl>
        ))}
      </Box>
    </Box>
  );
}
