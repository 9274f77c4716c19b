import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { Alert, Box, Divider, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SUPPORTED_LANGUAGES, type TLanguage, type TLoginResponse } from '@portal/domain';
import { changeAppLanguage } from '../../../i18n/i18n';
import { takeSessionEndedReason } from '../../../lib/session-clock';
import { CenteredPage } from '../../../ui/centered-page';
import { LanguageMenuButton } from '../../../ui/language-menu-button';
import { usePageTitle } from '../../../ui/use-page-title';
import { useAppStatus } from '../../app-status';
import { putLanguage } from '../../session';
import { sessionQueryOptions } from '../api';
import { GuestLoginButton } from '../components/guest-login-button';
import { LoginForm } from '../components/login-form';

/** The login page: e-mail and password, the guest login when offered, and a language switch. */
export function LoginPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const search: { license?: unknown } = useSearch({ strict: false });
  const license = typeof search.license === 'string' ? search.license : undefined;
  const appStatus = useAppStatus();
  // A language picked here is the user's latest choice and goes to the server after the login.
  const [chosenLanguage, setChosenLanguage] = useState<TLanguage | null>(null);
  // Why the last session ended (idle or lifetime), shown once.
  const [endedReason] = useState(takeSessionEndedReason);
  usePageTitle(t('login.title'));

  const chooseLanguage = (language: TLanguage) => {
    setChosenLanguage(language);
    void changeAppLanguage(language);
  };

  const onLoggedIn = async (response: TLoginResponse) => {
    queryClient.setQueryData(sessionQueryOptions().queryKey, response);
    if (chosenLanguage && chosenLanguage !== response.User.Language && !response.User.IsGuest) {
      // Best effort: when it fails the choice still holds on this device.
      await putLanguage(chosenLanguage).catch(() => undefined);
    }
    await navigate({ to: '/initialisierung', search: license ? { license } : {} });
  };

  return (
    <CenteredPage
      maxWidth="xs"
      header={
        <>
          <Typography component="p" variant="subtitle1" sx={{ fontWeight: 500 }}>
            {t('app.name')}
          </Typography>
          <LanguageMenuButton languages={SUPPORTED_LANGUAGES} current={i18n.language} onSelect={chooseLanguage} />
        </>
      }
    >
      <Stack spacing={3}>
        <Stack spacing={1} sx={{ alignItems: 'center' }}>
          <Box sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', borderRadius: '50%', p: 1, display: 'flex' }}>
            <LockOutlinedIcon aria-hidden="true" />
          </Box>
          <Typography variant="h5" component="h1">
            {t('login.title')}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', textAlign: 'center' }}>
            {t('login.intro')}
          </Typography>
        </Stack>
        {endedReason === 'expired' ? (
          <Alert severity="info" data-testid="session-ended">
            {t('errors.SESSION_EXPIRED')}
          </Alert>
        ) : null}
        <LoginForm onSuccess={(r) => void onLoggedIn(r)} />
        {appStatus.data?.GuestLogin ? (
          <>
            <Divider>{t('login.or')}</Divider>
            <GuestLoginButton license={license} onSuccess={(r) => void onLoggedIn(r)} />
          </>
        ) : null}
      </Stack>
    </CenteredPage>
  );
}
