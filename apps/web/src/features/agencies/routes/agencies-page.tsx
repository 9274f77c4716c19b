import BarChartIcon from '@mui/icons-material/InsertChartOutlined';
import OpenInNewIcon from '@mui/icons-material/ArrowForward';
import SearchIcon from '@mui/icons-material/Search';
import { Alert, Box, CircularProgress, InputAdornment, Stack, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AGENCY_PAGE_SIZES, DEFAULT_AGENCY_PAGE_SIZE } from '@portal/domain';
import { agencyLink } from '../../../lib/object-links';
import { ErrorAlert } from '../../../ui/error-alert';
import { LoadingMessage } from '../../../ui/loading-message';
import { ButtonLink } from '../../../ui/router-links';
import { useDebouncedValue } from '../../../ui/use-debounced-value';
import { usePageTitle } from '../../../ui/use-page-title';
import { ActivityFeed } from '../../activity';
import { useActiveSession } from '../../session';
import { agenciesQueryOptions } from '../api';
import { AgencyContact } from '../components/agency-contact';
import { CompanyElement } from '../components/company-element';
import { agenciesTexts } from '../i18n/texts';
import { Paginator } from '../../../ui/paginator';

/** /vermittlerkonten (spec 000 §2.9): the feed of the agencies, each a company element holding its own feed. */
export function AgenciesPage() {
  const ready = agenciesTexts.useReady();
  return ready ? <AgenciesContent /> : <CircularProgress sx={{ m: 4 }} />;
}

function AgenciesContent() {
  const { t } = useTranslation();
  usePageTitle(t('agencies.list.title'));
  const { license } = useActiveSession();
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim());
  const [take, setTake] = useState<number>(DEFAULT_AGENCY_PAGE_SIZE);
  const [page, setPage] = useState(0);
  // undefined until the user opens or closes one: then the only agency (an intermediary's own) starts open.
  const [open, setOpen] = useState<string | null | undefined>(undefined);
  const query = useQuery(agenciesQueryOptions(license, { skip: page * take, take, q }));
  const data = query.data;
  const empty = !data || data.Total === 0;

  return (
    <Stack spacing={2.5} data-testid="agencies-page">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-end' } }}>
        <Box>
          <Typography variant="h4" component="h1">
            {t('agencies.list.title')}
          </Typography>
          <Typography sx={{ color: 'text.secondary' }}>{t('agencies.list.intro')}</Typography>
        </Box>
        <ButtonLink to="/vermittlerkonten/auswertung" variant="outlined" startIcon={<BarChartIcon />} sx={{ alignSelf: { xs: 'flex-start', sm: 'auto' } }}>
          {t('agencies.title')}
        </ButtonLink>
      </Stack>
      <TextField
        size="small"
        type="search"
        label={t('agencies.list.search')}
        value={search}
        onChange={(e) => {
          setSearch(e.target.value);
          setPage(0);
        }}
        sx={{ maxWidth: { sm: 360 } }}
        slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchIcon aria-hidden="true" /></InputAdornment> }, htmlInput: { 'data-testid': 'agency-search' } }}
      />
      {query.isError && !data ? <ErrorAlert error={query.error} data-testid="agencies-error" /> : null}
      {/* Spec 000 §2.9: while the list is empty and loading, say that the agencies are being brought up to date. */}
      {empty && query.isFetching ? <LoadingMessage text={t('agencies.list.updating')} /> : null}
      {empty && !query.isFetching && data ? (
        <Alert severity="info" data-testid="agencies-empty">
          {q ? t('agencies.list.noMatch', { q }) : t('agencies.list.empty')}
        </Alert>
      ) : null}
      {data && data.Total > 0 ? (
        <Stack spacing={1} data-testid="agency-list" data-total={data.Total} aria-busy={query.isFetching ? 'true' : 'false'} sx={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}>
          {data.Items.map((agency) => (
            <CompanyElement
              key={agency.Id}
              account={agency}
              expanded={open === undefined ? data.Total === 1 : open === agency.Id}
              onExpandedChange={(next) => setOpen(next ? agency.Id : null)}
              data-testid="agency"
              actions={
                <Stack direction={{ xs: 'column', md: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { md: 'center' } }}>
                  <AgencyContact agency={agency} />
                  <ButtonLink {...agencyLink(agency.Id)} size="small" endIcon={<OpenInNewIcon />} sx={{ alignSelf: 'flex-start', flexShrink: 0 }} data-testid="agency-open">
                    {t('agencies.list.open')}
                  </ButtonLink>
                </Stack>
              }
            >
              <ActivityFeed scope={{ Vermittler: agency.Id }} data-testid="agency-feed" />
            </CompanyElement>
          ))}
          <Paginator
            label={t('agencies.list.pagination')}
            total={data.Total}
            page={page}
            pageSize={take}
            sizes={AGENCY_PAGE_SIZES}
            onPageChange={setPage}
            onPageSizeChange={(size) => {
              setTake(size);
              setPage(0);
            }}
          />
        </Stack>
      ) : null}
    </Stack>
  );
}
