import EditIcon from '@mui/icons-material/EditOutlined';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { Alert, Box, Button, CircularProgress, Paper, Skeleton, Snackbar, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@portal/domain';
import { isApiError } from '../../../lib/api-client';
import { ErrorAlert } from '../../../ui/error-alert';
import { ButtonLink } from '../../../ui/router-links';
import { usePageTitle } from '../../../ui/use-page-title';
import { useActiveSession } from '../../session';
import { contentPageQueryOptions } from '../api';
import { ContentPageEditorDialog } from '../components/content-page-editor-dialog';
import { SafeHtml } from '../components/safe-html';
import { contentPagesTexts } from '../i18n/texts';

const route = getRouteApi('/shell/content/$id');

/** /content/{id} (spec 001 §2.1): a licence's content page; unknown or not shared → a friendly not-found. */
export function ContentPageRoute() {
  const ready = contentPagesTexts.useReady();
  const { id } = route.useParams();
  // Keyed by id: another page starts with a fresh editor state.
  return ready ? <ContentPageView key={id} slug={id} /> : <CircularProgress sx={{ m: 4 }} />;
}

function ContentPageView({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const { license } = useActiveSession();
  const query = useQuery(contentPageQueryOptions(license, slug));
  const [editing, setEditing] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const page = query.data;
  const missing = query.isError && isApiError(query.error) && (query.error.status === 404 || query.error.status === 400);
  usePageTitle(page?.Titel ?? (missing ? t('contentPages.notFoundTitle') : null));

  if (missing) {
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start', maxWidth: 640 }} data-testid="content-page-not-found">
        <SearchOffIcon sx={{ fontSize: 56, color: 'text.secondary' }} aria-hidden="true" />
        <Typography variant="h4" component="h1">
          {t('contentPages.notFoundTitle')}
        </Typography>
        <Typography>{t('contentPages.notFoundText')}</Typography>
        <ButtonLink to="/startseite" variant="contained">
          {t('contentPages.backToStart')}
        </ButtonLink>
      </Stack>
    );
  }
  return (
    <Box component="article" sx={{ maxWidth: 860 }} data-testid="content-page">
      {query.isError ? <ErrorAlert error={query.error} /> : null}
      {query.isPending ? (
        <Stack spacing={2} role="status" aria-label={t('common.loading')}>
          <Skeleton variant="text" width="50%" height={48} />
          <Skeleton variant="rounded" height={200} />
        </Stack>
      ) : null}
      {page ? (
        <Stack spacing={2}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}>
            <Typography variant="h4" component="h1" data-testid="content-page-title">
              {page.Titel}
            </Typography>
            {page.CanEdit ? (
              <Button variant="outlined" startIcon={<EditIcon />} onClick={() => setEditing(true)} sx={{ flexShrink: 0, alignSelf: { xs: 'flex-start' } }} data-testid="content-page-edit">
                {t('contentPages.edit')}
              </Button>
            ) : null}
          </Stack>
          {!page.Veroeffentlicht ? <Alert severity="warning">{t('contentPages.draft')}</Alert> : null}
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
            <SafeHtml html={page.Html} />
          </Paper>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('contentPages.updated', { date: formatDate(page.Bearbeitet) })}
          </Typography>
        </Stack>
      ) : null}
      {editing && page ? (
        <ContentPageEditorDialog
          page={page}
          onClose={(saved) => {
            setEditing(false);
            if (saved) setMessage(t('contentPages.saved'));
          }}
        />
      ) : null}
      <Snackbar open={message !== null} autoHideDuration={5000} onClose={() => setMessage(null)} message={message} />
    </Box>
  );
}
