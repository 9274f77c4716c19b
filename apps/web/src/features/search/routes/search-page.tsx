import SearchIcon from '@mui/icons-material/Search';
import { Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../ui/detail/query-state';
import { ErrorAlert } from '../../../ui/error-alert';
import { usePageTitle } from '../../../ui/use-page-title';
import { useActiveSession } from '../../session';
import { RESULTS_PER_TYPE, useSearch } from '../api/get-search';
import { SearchMessage } from '../components/search-message';
import { SearchResults } from '../components/search-results';
import { findLinkTarget, type TRouteExists } from '../find-target';
import { notFoundMessage, readResolveParam, SEARCH_MAX_CHARS, suggestionQuery, type TResolveParam } from '../search-targets';
import { useOpenTarget } from '../use-open-target';
import { pageHeadingSx } from '../../../ui/detail/page-heading';
import type { TSearchPageSearch } from '../search-page-search';

type Props = { search: TSearchPageSearch; routeExists: TRouteExists };

/**
 * /suche (spec 000 §2.11): with ?q= the results grouped by type; with a search link (vorgang,
 * SCHADENNR, VSNR, KUNDE, kennzeichen) 'Suche läuft …', then 'Weiterleitung …' to the object, or
 * the no-results message.
 */
export function SearchPage({ search, routeExists }: Props) {
  const { t } = useTranslation();
  usePageTitle(t('search.title'));
  const link = readResolveParam(search);
  return (
    <Stack spacing={3} sx={{ maxWidth: 960 }} data-testid="search-page">
      <Typography variant="h4" component="h1" sx={pageHeadingSx}>
        {t('search.title')}
      </Typography>
      {link ? (
        <LinkResolver key={`${link.param}=${link.value}`} param={link.param} value={link.value} routeExists={routeExists} />
      ) : (
        <TextSearch q={search.q ?? ''} />
      )}
    </Stack>
  );
}

function LinkResolver({ param, value, routeExists }: { param: TResolveParam; value: string; routeExists: TRouteExists }) {
  const { license } = useActiveSession();
  const queryClient = useQueryClient();
  const openTarget = useOpenTarget();
  const query = useQuery({
    queryKey: ['search', 'link', license, param, value] as const,
    queryFn: ({ signal }) => findLinkTarget({ queryClient, license, routeExists }, param, value, signal),
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });
  const target = query.data;
  useEffect(() => {
    if (target) openTarget(target, { replace: true });
    // openTarget is a new function each render; the target decides.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [target]);

  if (query.isError) return <ErrorAlert error={query.error} data-testid="search-error" />;
  if (query.isPending) return <SearchMessage state="searching" />;
  if (target) return <SearchMessage state="redirecting" />;
  return <SearchMessage state={notFoundMessage(param)} plate={value} />;
}

function TextSearch({ q }: { q: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { license } = useActiveSession();
  const [text, setText] = useState(q);
  const [shownQ, setShownQ] = useState(q);
  // The field follows the URL when it changes from outside (navbar search).
  if (shownQ !== q) {
    setShownQ(q);
    setText(q);
  }
  const query = suggestionQuery(q);
  const results = useSearch(license, query, RESULTS_PER_TYPE);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const next = text.trim();
    if (next) void navigate({ to: '/suche', search: { q: next } });
  };

  return (
    <>
      <Box component="form" role="search" onSubmit={submit} aria-label={t('search.title')}>
        <Stack direction="row" spacing={1}>
          <TextField
            value={text}
            onChange={(e) => setText(e.target.value)}
            label={t('search.fieldLabel')}
            size="small"
            fullWidth
            slotProps={{ htmlInput: { maxLength: SEARCH_MAX_CHARS, 'data-testid': 'search-page-input' } }}
          />
          <Button type="submit" variant="contained" startIcon={<SearchIcon />} data-testid="search-page-submit">
            {t('search.submit')}
          </Button>
        </Stack>
      </Box>
      {query === null ? (
        <Typography sx={{ color: 'text.secondary' }} data-testid="search-hint">
          {t('search.hint')}
        </Typography>
      ) : results.data ? (
        results.data.length ? (
          <SearchResults hits={results.data} />
        ) : (
          <SearchMessage state="noResults" />
        )
      ) : (
        <QueryState query={results} data-testid="search-error" />
      )}
    </>
  );
}
