import { Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../ui/error-alert';
import { usePageTitle } from '../../../ui/use-page-title';
import { useActiveSession } from '../../session';
import { SearchMessage } from '../components/search-message';
import { findById, findByType, type TRouteExists } from '../find-target';
import { normaliseSearchType, notFoundMessage } from '../search-targets';
import { useOpenTarget } from '../use-open-target';
import { pageHeadingSx } from '../../../ui/detail/page-heading';

type Props = {
  id: string;
  /** /suche/{type}/{id}; without it (/suche/{id}) contracts, claims and customers are tried. */
  type?: string;
  routeExists: TRouteExists;
};

/** /suche/{id} and /suche/{type}/{id}: finds the object and opens it in place of this page. */
export function SearchObjectPage({ id, type, routeExists }: Props) {
  const { t } = useTranslation();
  usePageTitle(t('search.title'));
  const { license } = useActiveSession();
  const queryClient = useQueryClient();
  const openTarget = useOpenTarget();
  const searchType = type === undefined ? null : normaliseSearchType(type);
  const known = type === undefined || searchType !== null;
  const query = useQuery({
    queryKey: ['search', 'object', license, searchType, id] as const,
    queryFn: ({ signal }) => {
      const ctx = { queryClient, license, routeExists };
      return searchType ? findByType(ctx, searchType, id, signal) : findById(ctx, id);
    },
    enabled: known,
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });
  const target = query.data;
  useEffect(() => {
    if (target) openTarget(target, { replace: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [target]);

  return (
    <Stack spacing={3} sx={{ maxWidth: 960 }} data-testid="search-page">
      <Typography variant="h4" component="h1" sx={pageHeadingSx}>
        {t('search.title')}
      </Typography>
      {!known ? (
        <SearchMessage state="noResults" />
      ) : query.isError ? (
        <ErrorAlert error={query.error} data-testid="search-error" />
      ) : query.isPending ? (
        <SearchMessage state="searching" />
      ) : target ? (
        <SearchMessage state="redirecting" />
      ) : (
        <SearchMessage state={notFoundMessage(null, searchType)} />
      )}
    </Stack>
  );
}
