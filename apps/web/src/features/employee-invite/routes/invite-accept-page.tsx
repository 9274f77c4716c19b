import { Alert, Button, CircularProgress, Stack, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MIN, passwordProblem } from '@portal/domain';
import { CenteredPage } from '../../../ui/centered-page';
import { ErrorAlert } from '../../../ui/error-alert';
import { usePageTitle } from '../../../ui/use-page-title';
import { inviteLinkQueryOptions, useAcceptInvite } from '../api';
import { employeeInviteTexts } from '../i18n/texts';

/**
 * /einladung/{token}: the page an invitation e-mail links to, without a login. A new account sets its password and
 * goes straight into the portal in the inviting licence; an existing account only accepts and logs in as usual.
 */
export function InviteAcceptPage({ token }: { token: string }) {
  const ready = employeeInviteTexts.useReady();
  return <CenteredPage>{ready ? <AcceptContent token={token} /> : <CircularProgress />}</CenteredPage>;
}

function AcceptContent({ token }: { token: string }) {
  const { t } = useTranslation();
  usePageTitle(t('employeeInvite.accept.title'));
  const link = useQuery(inviteLinkQueryOptions(token));
  const accept = useAcceptInvite(token);
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [submitted, setSubmitted] = useState(false);

  const problem = passwordProblem(password);
  const mismatch = password !== repeat;

  function submit(e: React.FormEvent): void {
    e.preventDefault();
    setSubmitted(true);
    if (!link.data) return;
    if (link.data.NeedsPassword && (problem || mismatch)) return;
    accept.mutate(link.data.NeedsPassword ? password : undefined, {
      onSuccess: (r) => {
        // A full load: the new session cookie starts the app from scratch, in the inviting licence.
        if (r.LoggedIn) window.location.assign(`/startseite?license=${encodeURIComponent(r.License)}`);
      },
    });
  }

  return (
    <Stack spacing={2} component="form" noValidate onSubmit={submit} data-testid="invite-accept-page">
      <Typography variant="h5" component="h1">
        {t('employeeInvite.accept.title')}
      </Typography>
      {link.isPending ? <CircularProgress aria-label={t('employeeInvite.accept.loading')} /> : null}
      {link.isError ? <ErrorAlert error={link.error} data-testid="invite-accept-problem" /> : null}
      {link.data ? (
        <>
          <Typography>{t('employeeInvite.accept.intro', { invitedBy: link.data.InvitedBy, license: link.data.LicenseName, email: link.data.Email })}</Typography>
          {accept.data && !accept.data.LoggedIn ? (
            <>
              <Alert severity="success">{t('employeeInvite.accept.joined')}</Alert>
              <Button href={`/auth/login?license=${encodeURIComponent(accept.data.License)}`} variant="contained">
                {t('employeeInvite.accept.toLogin')}
              </Button>
            </>
          ) : (
            <>
              {link.data.NeedsPassword ? (
                <>
                  {/* The e-mail as user name, so that password managers store the pair. */}
                  <input type="email" name="username" autoComplete="username" value={link.data.Email} readOnly hidden />
                  <TextField
                    label={t('employeeInvite.accept.password')}
                    type="password"
                    autoComplete="new-password"
                    required
                    value={password}
                    onChange={(e) => setPassword(e.target.value)}
                    error={submitted && problem !== null}
                    helperText={submitted && problem ? t('employeeInvite.accept.tooShort', { min: PASSWORD_MIN }) : t('employeeInvite.accept.passwordHint', { min: PASSWORD_MIN })}
                    slotProps={{ htmlInput: { 'data-testid': 'invite-accept-password' } }}
                  />
                  <TextField
                    label={t('employeeInvite.accept.passwordRepeat')}
                    type="password"
                    autoComplete="new-password"
                    required
                    value={repeat}
                    onChange={(e) => setRepeat(e.target.value)}
                    error={submitted && mismatch}
                    helperText={submitted && mismatch ? t('employeeInvite.accept.mismatch') : ' '}
                    slotProps={{ htmlInput: { 'data-testid': 'invite-accept-repeat' } }}
                  />
                </>
              ) : null}
              {accept.isError ? <ErrorAlert error={accept.error} /> : null}
              <Button type="submit" variant="contained" disabled={accept.isPending || accept.isSuccess} data-testid="invite-accept-submit">
                {link.data.NeedsPassword ? t('employeeInvite.accept.submit') : t('employeeInvite.accept.joinSubmit')}
              </Button>
            </>
          )}
        </>
      ) : null}
    </Stack>
  );
}
