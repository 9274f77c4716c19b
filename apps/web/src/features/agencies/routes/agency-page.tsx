import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import PrintIcon from '@mui/icons-material/Print';
import { Box, Button, CircularProgress, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AGENCY_FOCI, agencyFocusOf, feedTypeOfFocus, type TAgencyFocus } from '@portal/domain';
import { ErrorAlert } from '../../../ui/error-alert';
import { LoadingMessage } from '../../../ui/loading-message';
import { PrintStyles } from '../../../ui/print-styles';
import { ButtonLink } from '../../../ui/router-links';
import { usePageTitle } from '../../../ui/use-page-title';
import { ActivityFeed } from '../../activity';
import { useActiveSession } from '../../session';
import { agencyQueryOptions } from '../api';
import { AgencyContact } from '../components/agency-contact';
import { CompanyElement } from '../components/company-element';
import { agenciesTexts } from '../i18n/texts';

/** /vermittler/{id}/{focus} (spec 000 §2.9): one agency's company element, open, with its feed; focus = the entry type. */
export function AgencyPage({ id, focus }: { id: string; focus?: string | undefined }) {
  const ready = agenciesTexts.useReady();
  return ready ? <AgencyContent key={id} id={id} focus={agencyFocusOf(focus)} /> : <CircularProgress sx={{ m: 4 }} />;
}

function AgencyContent({ id, focus }: { id: string; focus: TAgencyFocus }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { license } = useActiveSession();
  const agency = useQuery(agencyQueryOptions(license, id));
  const [expanded, setExpanded] = useState(true);
  const [printing, setPrinting] = useState(false);
  usePageTitle(agency.data?.Name ?? t('agencies.list.title'));

  // Print mode (spec 000 §2.9): the feed without its panel; the dialog blocks until printed or cancelled.
  useEffect(() => {
    if (!printing) return;
    const done = () => setPrinting(false);
    window.addEventListener('afterprint', done, { once: true });
    window.print();
    return () => window.removeEventListener('afterprint', done);
  }, [printing]);

  if (agency.isPending) return <LoadingMessage text={t('agencies.list.loadingOne')} />;
  if (agency.isError) return <ErrorAlert error={agency.error} data-testid="agency-error" />;
  const a = agency.data;
  return (
    <Stack spacing={2} data-testid="agency-page">
      <PrintStyles />
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }} data-print-hide>
        <ButtonLink to="/vermittlerkonten" startIcon={<ArrowBackIcon />}>
          {t('agencies.list.back')}
        </ButtonLink>
        <Button variant="outlined" startIcon={<PrintIcon />} onClick={() => setPrinting(true)} data-testid="agency-print">
          {t('agencies.list.print')}
        </Button>
      </Stack>
      <Box>
        <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
          {a.Name}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>{[a.Code, a.Amsidnr].filter(Boolean).join(' · ')}</Typography>
      </Box>
      <Box sx={{ borderBottom: 1, borderColor: 'divider' }} data-print-hide>
        <Tabs
          value={focus}
          onChange={(_e, next: TAgencyFocus) => void navigate({ to: '/vermittler/$id/$focus', params: { id, focus: next }, replace: true })}
          variant="scrollable"
          allowScrollButtonsMobile
          aria-label={t('agencies.focus.label')}
        >
          {AGENCY_FOCI.filter((f) => f !== 'Vermittler').map((f) => (
            <Tab key={f} value={f} label={t(`agencies.focus.${f}`)} data-testid={`agency-focus-${f}`} />
          ))}
        </Tabs>
      </Box>
      <CompanyElement account={a} expanded={expanded} onExpandedChange={setExpanded} print={printing} actions={<AgencyContact agency={a} />} data-testid="agency">
        <ActivityFeed scope={{ Vermittler: a.Id }} typ={feedTypeOfFocus(focus)} data-testid="agency-feed" />
      </CompanyElement>
    </Stack>
  );
}
