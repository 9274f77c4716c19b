import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Chip, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TSignSession, TSubmitSignatureResult } from '@portal/domain';
import { LoadingMessage } from '../../../ui/loading-message';
import { usePageTitle } from '../../../ui/use-page-title';
import { getSignSession, signSessionKey } from '../api/sign-session';
import { LinkProblemAlert } from '../components/link-problem-alert';
import { PublicFrame } from '../components/public-frame';
import { SigningWorkspace } from '../components/signing-workspace';
import { formatDateTime } from '../format-time';
import { useSigningTexts } from '../i18n/signing-texts';
import { linkProblemOf } from '../link-problem';
import { FactList, FactRow } from '../../../ui/fact-list';

/**
 * /signieren/{token} (issue 11): the page a signer's personal link opens, without a login. Who asks (the broker,
 * the member), for which form, the documents with the signer's field, the pad; then thanks. A used, expired,
 * revoked or unknown link says so.
 */
export function SignPage({ token }: { token: string }) {
  const { t } = useTranslation();
  const textsReady = useSigningTexts();
  usePageTitle(textsReady ? t('signing.page.title') : null);
  const session = useQuery({
    queryKey: signSessionKey(token),
    queryFn: ({ signal }) => getSignSession(token, signal),
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
  const [done, setDone] = useState<TSubmitSignatureResult | null>(null);

  return (
    <PublicFrame>
      {!textsReady ? (
        <LoadingMessage text={t('common.loading')} />
      ) : done ? (
        <Done session={session.data} result={done} />
      ) : session.isError ? (
        <Stack spacing={2} data-testid="sign-page">
          <Typography variant="h4" component="h1">
            {t('signing.page.title')}
          </Typography>
          <LinkProblemAlert problem={linkProblemOf(session.error)} error={session.error} />
        </Stack>
      ) : !session.data ? (
        <LoadingMessage text={t('signing.page.loading')} />
      ) : (
        <Stack spacing={3} data-testid="sign-page">
          <Stack spacing={1}>
            <Typography variant="h4" component="h1">
              {t('signing.page.title')}
            </Typography>
            <Typography variant="body1">{t('signing.page.intro', { broker: session.data.LicenseName, requester: session.data.RequestedBy, form: session.data.FormTitle })}</Typography>
          </Stack>
          <SessionFacts session={session.data} />
          <SigningWorkspace token={token} session={session.data} onSigned={setDone} viewerHeight="70vh" />
        </Stack>
      )}
    </PublicFrame>
  );
}

function SessionFacts({ session }: { session: TSignSession }) {
  const { t, i18n } = useTranslation();
  const facts: [string, string][] = [
    [t('signing.page.broker'), session.LicenseName],
    [t('signing.page.form'), session.FormTitle],
    [t('signing.page.requester'), session.RequestedBy],
    [t('signing.page.email'), session.Email],
    [t('signing.page.field'), session.Field],
    [t('signing.page.validUntil'), formatDateTime(session.ExpiresAt, i18n.language)],
    [t('signing.page.documents'), session.Documents.map((d) => d.Name).join(', ')],
  ];
  return (
    <FactList facts={facts} stackOnPhone data-testid="sign-facts">
      {session.OtherSigners.length > 0 ? (
        <FactRow term={t('signing.page.others')} stackOnPhone valueSx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
          {session.OtherSigners.map((o) => (
            <Chip key={o.Field} size="small" variant="outlined" label={`${o.Field}: ${t(`signing.status.${o.Status}`)}`} />
          ))}
        </FactRow>
      ) : null}
    </FactList>
  );
}

function Done({ session, result }: { session: TSignSession | undefined; result: TSubmitSignatureResult }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 4 }} data-testid="sign-done" data-completed={result.EnvelopeCompleted}>
      <CheckCircleIcon color="success" sx={{ fontSize: 64 }} aria-hidden="true" />
      <Typography variant="h4" component="h1">
        {t('signing.done.title')}
      </Typography>
      <Typography>{result.EnvelopeCompleted ? t('signing.done.completed', { broker: session?.LicenseName ?? '' }) : t('signing.done.waiting', { broker: session?.LicenseName ?? '' })}</Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('signing.done.close')}
      </Typography>
    </Stack>
  );
}
