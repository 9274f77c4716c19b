import { Stack, Typography } from '@mui/material';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { canChangeTagSubscription, canWrite, isLicenseAdmin, showsDashboardSettings } from '@portal/domain';
import { usePageTitle } from '../../../ui/use-page-title';
import { permissionContextOf, useActiveSession } from '../../session';
import { DashboardSettingsCard } from '../../dashboard';
import { MemberSessionsCard } from '../../sessions';
import { RevertSettingsCard } from '../components/revert-settings-card';
import { TagSubscriptionCard } from '../components/tag-subscription-card';

/** /einstellungen (spec 000 §2.11): document-notification tags, the dashboard settings (not for Privat and Karten), the revert-all button; for licence admins their members' sessions. */
export function SettingsPage() {
  const { t } = useTranslation();
  const { license, userInit } = useActiveSession();
  const ctx = permissionContextOf(userInit);
  usePageTitle(t('settingsPage.title'));
  return (
    <Stack spacing={2.5} sx={{ maxWidth: 900 }} data-testid="settings-page">
      <Typography variant="h4" component="h1">
        {t('settingsPage.title')}
      </Typography>
      <TagSubscriptionCard license={license} editable={canChangeTagSubscription(ctx)} />
      {showsDashboardSettings(ctx) ? (
        <Suspense fallback={null}>
          <DashboardSettingsCard />
        </Suspense>
      ) : null}
      <RevertSettingsCard license={license} editable={canWrite(ctx)} />
      {isLicenseAdmin(ctx) && !ctx.readOnly ? <MemberSessionsCard license={license} /> : null}
    </Stack>
  );
}
