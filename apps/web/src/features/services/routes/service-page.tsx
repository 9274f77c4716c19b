import { Alert, Button, CircularProgress, Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { canStartService, canWrite, serviceFormOfSegment, serviceOfForm, type TServiceFormKey } from '@portal/domain';
import { isApiError } from '../../../lib/api-client';
import { ErrorAlert } from '../../../ui/error-alert';
import { LoadingMessage } from '../../../ui/loading-message';
import { ButtonLink } from '../../../ui/router-links';
import { usePageTitle } from '../../../ui/use-page-title';
import { LazyFormViewer } from '../../forms';
import { permissionContextOf, useActiveSession } from '../../session';
import { startService } from '../api/services';
import { servicesTexts } from '../i18n/texts';

type Props = {
  /** The path segment after /meldung/, as typed or percent-encoded (bestandsübertragung). */
  segment: string;
  /** ?vertrag=: the contract the claim report is for. */
  contractId?: string;
};

/**
 * /meldung/{service} (spec 000 §2.1, 001 §2.1, lazy): starts the service's form — or resumes the member's own unsent
 * draft — and runs the form viewer on it. Without the permission the page says so (the server refuses too).
 */
export function ServicePage(props: Props) {
  const ready = servicesTexts.useReady();
  return ready ? <ServiceContent {...props} /> : <CircularProgress sx={{ m: 4 }} />;
}

function ServiceContent({ segment, contractId }: Props) {
  const { t } = useTranslation();
  const { userInit } = useActiveSession();
  const key = serviceFormOfSegment(segment);
  usePageTitle(key ? t(`services.names.${key}`) : t('services.overview.title'));
  if (!key) return <Refusal text={t('services.page.unknown')} testId="service-unknown" />;
  const ctx = permissionContextOf(userInit);
  if (!canWrite(ctx)) return <Refusal text={t('services.page.readOnly')} testId="service-read-only" />;
  if (!canStartService(ctx, serviceOfForm(key))) return <Refusal text={t('services.page.noPermission')} testId="service-no-permission" />;
  return <StartedService serviceKey={key} contractId={contractId} />;
}

function StartedService({ serviceKey, contractId }: { serviceKey: TServiceFormKey; contractId?: string }) {
  const { t } = useTranslation();
  const { license } = useActiveSession();
  const navigate = useNavigate();
  // One request per visit (StrictMode's second render shares it); the server resumes the member's draft, so a reload
  // opens the same risk instead of starting another.
  const started = useQuery({
    queryKey: ['services', license, 'start', serviceKey, contractId ?? null] as const,
    queryFn: () => startService(license, serviceKey, contractId),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  if (started.error) {
    const error = started.error;
    if (isApiError(error) && error.status === 404 && error.errors.some((e) => e.path === 'ContractId')) {
      return (
        <Alert
          severity="warning"
          data-testid="service-contract-not-found"
          action={
            <Button color="inherit" onClick={() => void navigate({ to: '.', search: {}, replace: true })}>
              {t('services.page.withoutContract')}
            </Button>
          }
        >
          {t('services.page.contractNotFound')}
        </Alert>
      );
    }
    if (isApiError(error) && error.status === 404) return <Refusal text={t('services.page.notOffered')} testId="service-not-offered" />;
    if (isApiError(error) && error.status === 403) return <Refusal text={t('services.page.noPermission')} testId="service-no-permission" />;
    return <ErrorAlert error={error} data-testid="service-error" />;
  }
  if (!started.data) return <LoadingMessage text={t('services.page.starting')} />;
  return (
    <Stack spacing={2} data-testid="service-page" data-service={serviceKey}>
      {started.data.Resumed ? (
        <Alert severity="info" data-testid="service-resumed">
          {t('services.page.resumed')}
        </Alert>
      ) : null}
      <Suspense fallback={<LoadingMessage text={t('services.page.starting')} />}>
        <LazyFormViewer key={started.data.RiskId} productId={started.data.ProductId} riskId={started.data.RiskId} />
      </Suspense>
    </Stack>
  );
}

function Refusal({ text, testId }: { text: string; testId: string }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Alert severity="warning" data-testid={testId}>
        {text}
      </Alert>
      <ButtonLink to="/meldung" variant="outlined">
        {t('services.page.overview')}
      </ButtonLink>
    </Stack>
  );
}
