import { Box } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { dashboardListAmount, servicePath } from '@portal/domain';
import { LoadingMessage } from '../../../ui/loading-message';
import { permissionContextOf, useActiveSession } from '../../session';
import { userSettingsQueryOptions } from '../../settings';
import { OpenDamageCard } from '../components/open-damage-card';
import { SafeguardsCard } from '../components/safeguards-card';
import { useDashboardTexts } from '../i18n/dashboard-texts';

/** Privat on desktop (spec 000 §2.5): the current-safeguards card and the open-damage card side by side. */
export function PrivatSection() {
  const ready = useDashboardTexts();
  const { t } = useTranslation();
  const { license, userInit } = useActiveSession();
  const ctx = permissionContextOf(userInit);
  const settings = useQuery(userSettingsQueryOptions(license));
  if (!ready) return <LoadingMessage text={t('common.loading')} />;
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: '2fr 1fr' }, gap: 2, alignItems: 'start' }} data-testid="privat-start">
      <SafeguardsCard license={license} ctx={ctx} />
      <OpenDamageCard license={license} ctx={ctx} take={dashboardListAmount(settings.data?.anzahlDashboardListen)} reportPath={servicePath('claimReport', ctx)} />
    </Box>
  );
}
