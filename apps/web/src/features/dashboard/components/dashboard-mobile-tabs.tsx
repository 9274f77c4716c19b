import { Box, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { boxesOfMobileTab, dashboardBox, MOBILE_TAB_GROUPS, setBoxClosed, type TDashboardBoxId, type TDashboardLayout, type TMobileTabGroup } from '@portal/domain';
import { AnalysisLink } from './analysis-link';
import { DashboardBox } from './dashboard-box';

/**
 * Below 768 px: the tabs Start, Bestand, Auswertung with the open boxes of each (spec 000 §2.5); no moving on mobile.
 * The Auswertung tab also opens the portfolio analysis.
 */
export function DashboardMobileTabs({ license, layout, take, showClose, showAnalysis, onChange }: { license: string; layout: TDashboardLayout; take: number; showClose: boolean; showAnalysis: boolean; onChange: (l: TDashboardLayout) => void }) {
  const { t } = useTranslation();
  const idPrefix = useId();
  const [tab, setTab] = useState<TMobileTabGroup>('Start');
  const ids = boxesOfMobileTab(layout, tab);
  return (
    <Box data-testid="dashboard-mobile">
      <Tabs value={tab} onChange={(_, v: TMobileTabGroup) => setTab(v)} variant="fullWidth" aria-label={t('dashboard.tabs.label')}>
        {MOBILE_TAB_GROUPS.map((g) => (
          <Tab key={g} value={g} label={t(`dashboard.tabs.${g}`)} id={`${idPrefix}-tab-${g}`} aria-controls={`${idPrefix}-panel`} data-testid={`dashboard-tab-${g}`} />
        ))}
      </Tabs>
      <Stack spacing={2} role="tabpanel" id={`${idPrefix}-panel`} aria-labelledby={`${idPrefix}-tab-${tab}`} sx={{ pt: 2 }}>
        {/* The Auswertung tab leads to the portfolio analysis (issue 14 item 8), above its boxes. */}
        {tab === 'Auswertung' && showAnalysis ? <AnalysisLink variant="outlined" /> : null}
        {ids.length === 0 ? <Typography sx={{ color: 'text.secondary' }}>{t('dashboard.emptyTab')}</Typography> : null}
        {ids.map((id) => {
          const def = dashboardBox(id as TDashboardBoxId);
          return <DashboardBox key={id} def={def} license={license} take={take} onClose={showClose && def.isCloseable ? () => onChange(setBoxClosed(layout, id, true)) : undefined} />;
        })}
      </Stack>
    </Box>
  );
}
