import { Alert, Card, CardActions, CardContent, CircularProgress, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { TServiceListItem } from '@portal/domain';
import { ErrorAlert } from '../../../ui/error-alert';
import { ButtonLink } from '../../../ui/router-links';
import { usePageTitle } from '../../../ui/use-page-title';
import { useActiveSession } from '../../session';
import { useServices } from '../api/services';
import { servicesTexts } from '../i18n/texts';

/** /meldung (spec 001 §2.1, lazy): the services of the licence, the ones the member may start first. */
export function ServicesOverviewPage() {
  const ready = servicesTexts.useReady();
  return ready ? <ServicesOverview /> : <CircularProgress sx={{ m: 4 }} />;
}

function ServicesOverview() {
  const { t } = useTranslation();
  const { license, userInit } = useActiveSession();
  usePageTitle(t('services.overview.title'));
  const services = useServices(license);
  // One claim report per licence: the comfort variant where the licence has it (spec 000 §2.7).
  const comfort = userInit.Features.ComfortClaimReport;
  const shown = (services.data ?? []).filter((s) => (s.Key === 'claimReport' ? !comfort : s.Key === 'claimReportComfort' ? comfort : true));
  const ordered = [...shown.filter((s) => s.Allowed), ...shown.filter((s) => !s.Allowed)];
  return (
    <Stack spacing={2.5} sx={{ maxWidth: 1000 }} data-testid="services-overview">
      <Typography variant="h4" component="h1">
        {t('services.overview.title')}
      </Typography>
      <Typography>{t('services.overview.intro')}</Typography>
      {services.isError ? <ErrorAlert error={services.error} /> : null}
      {services.isPending ? <CircularProgress aria-label={t('common.loading')} /> : null}
      {services.data && shown.length === 0 ? <Alert severity="info">{t('services.overview.empty')}</Alert> : null}
      <Stack component="ul" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' }, gap: 2, p: 0, m: 0, listStyle: 'none' }}>
        {ordered.map((s) => (
          <ServiceCard key={s.Key} service={s} />
        ))}
      </Stack>
    </Stack>
  );
}

function ServiceCard({ service }: { service: TServiceListItem }) {
  const { t } = useTranslation();
  const titleId = `service-${service.Key}-title`;
  return (
    <Card component="li" variant="outlined" aria-labelledby={titleId} sx={{ display: 'flex', flexDirection: 'column' }} data-testid={`service-${service.Key}`}>
      <CardContent sx={{ flex: 1 }}>
        <Typography id={titleId} variant="h6" component="h2" gutterBottom>
          {t(`services.names.${service.Key}`)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t(`services.descriptions.${service.Key}`)}
        </Typography>
        {service.Allowed ? null : (
          <Typography variant="body2" sx={{ mt: 1 }}>
            {t('services.overview.notAllowed')}
          </Typography>
        )}
      </CardContent>
      {service.Allowed ? (
        <CardActions>
          <ButtonLink to={service.Path} variant="contained" aria-describedby={titleId}>
            {t('services.overview.start')}
          </ButtonLink>
        </CardActions>
      ) : null}
    </Card>
  );
}
